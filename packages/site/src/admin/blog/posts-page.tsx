import { ADMIN_SECTIONS } from "../layout/admin-sections";
import { paths, postVisibility, SHARE_DRAFT_POST_MESSAGE, type BlogPostSummary } from "@app/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { FileText, PenLine, Pencil, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { buttonVariants } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useApi } from "../../lib/api";
import { blogQueries } from "../../lib/queries";
import { LoadMoreButton, usePagedItems } from "../shared/paged-list";
import { PageHeader, QueryStates } from "../shared/states";
import { ShareButton } from "../tweets/share-button";
import { formatInZone, useSiteTimeZone } from "../shared/site-time-zone";

export const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const VISIBILITY = {
  published: { label: "Published", variant: "default" },
  scheduled: { label: "Scheduled", variant: "secondary" },
  draft: { label: "Draft", variant: "outline" },
} as const;

/** Published, Scheduled (published with a later publish time) or Draft; a scheduled post names its time. */
export function VisibilityBadge({ post }: { post: Pick<BlogPostSummary, "published" | "publishedAt"> }) {
  const state = postVisibility(post, new Date());
  const { label, variant } = VISIBILITY[state];
  // On the site's clocks, as the publish panel sets it.
  const timeZone = useSiteTimeZone();
  return (
    <>
      <Badge variant={variant}>{label}</Badge>
      {state === "scheduled" && post.publishedAt ? (
        <span className="text-xs font-medium">
          Scheduled for <time dateTime={post.publishedAt}>{formatInZone(post.publishedAt, timeZone)}</time> ({timeZone})
        </span>
      ) : null}
    </>
  );
}

export function PostsPage() {
  const api = useApi();
  // Most recently updated first, a page at a time (the site may keep 10,000 posts).
  const { list: posts, more } = usePagedItems(useInfiniteQuery(blogQueries.adminPages(api)));

  return (
    <>
      <PageHeader
        title={ADMIN_SECTIONS.posts.title}
        description="Drafts and published posts. Open one to edit, publish or unpublish it."
        actions={
          <>
            <Link to={paths.adminNewPost()} className={buttonVariants({ variant: "brand" })}>
              <PenLine aria-hidden="true" />
              New post
            </Link>
            <Link to={paths.adminBlogGenerator()} className={buttonVariants({ variant: "outline" })}>
              <Sparkles aria-hidden="true" />
              Generate a post
            </Link>
          </>
        }
      />
      <section aria-label="Saved posts" aria-busy={posts.isPending}>
        <QueryStates
          query={posts}
          loading={{
            label: "Loading posts...",
            className: "grid gap-3",
            skeletons: Array<string>(4).fill("h-24"),
          }}
          errorTitle="Could not load posts"
          empty={{
            when: (items) => items.length === 0,
            icon: <FileText />,
            title: "No saved posts yet",
            description: "Generate a post and save it as a draft to see it here.",
            action: (
              <Link to={paths.adminBlogGenerator()} className={buttonVariants({ variant: "outline" })}>
                Open the AI Blog Generator
              </Link>
            ),
          }}
        >
          {(items) => (
            <>
              <ul className="grid gap-3">
                {items.map((post) => (
                  <li key={post.id}>
                    <Card row className="items-center p-4">
                      <div className="hidden size-16 shrink-0 overflow-hidden rounded-md bg-muted sm:block">
                        {post.heroImage ? <img src={post.heroImage} alt="" loading="lazy" className="size-full object-cover" /> : null}
                      </div>
                      <div className="grid min-w-0 flex-1 gap-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <VisibilityBadge post={post} />
                          {post.featured ? <Badge variant="brand">Featured</Badge> : null}
                          <span className="text-xs text-muted-foreground">{post.category}</span>
                        </div>
                        <h2 className="truncate font-semibold">
                          <Link to={paths.adminPostEdit(post.id)} className="outline-none hover:underline focus-visible:underline">
                            {post.title}
                          </Link>
                        </h2>
                        <p className="text-xs text-muted-foreground">
                          Updated <time dateTime={post.updatedAt}>{dateFormat.format(new Date(post.updatedAt))}</time>
                          {" · "}/blog/{post.slug}
                        </p>
                      </div>
                      <div className="flex shrink-0 flex-wrap justify-end gap-1">
                        <ShareButton
                          kind="post"
                          id={post.id}
                          title={post.title}
                          unavailable={post.published ? undefined : SHARE_DRAFT_POST_MESSAGE}
                        />
                        <Link
                          to={paths.adminPostEdit(post.id)}
                          className={buttonVariants({ variant: "outline", size: "sm" })}
                          aria-label={`Edit ${post.title}`}
                        >
                          <Pencil aria-hidden="true" />
                          Edit
                        </Link>
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
              <LoadMoreButton more={more} what="posts" className="mt-4" />
            </>
          )}
        </QueryStates>
      </section>
    </>
  );
}
