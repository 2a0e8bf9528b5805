import { paths } from "@app/core";
import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import { PostForm } from "./post-form";
import { WithSiteTimeZone } from "../shared/site-time-zone";
import { PageHeader } from "../shared/states";

/** A post written by hand, without AI. Leaving with unsaved text asks first. */
export function NewPostPage() {
  const navigate = useNavigate();
  return (
    <>
      <Link to={paths.adminPosts()} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-3" })}>
        <ArrowLeft aria-hidden="true" />
        Back to posts
      </Link>
      <PageHeader title="New post" description="Write a post yourself, then save it as a draft, publish it now or schedule it." />
      <WithSiteTimeZone>
        <PostForm
          heading="Write"
          description="The slug is made from the title unless you set one."
          onSaved={() => navigate(paths.adminPosts())}
        />
      </WithSiteTimeZone>
    </>
  );
}
