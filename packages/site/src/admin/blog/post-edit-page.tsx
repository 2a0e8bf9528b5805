import { ApiError, paths, postVisibility, queryKeys, SHARE_DRAFT_POST_MESSAGE, type BlogPost } from "@app/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink as ExternalLinkIcon } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useApi } from "../../lib/api";
import { blogQueries } from "../../lib/queries";
import { publicSiteHref, usePlatform } from "../admin-platform";
import { ConfirmDelete } from "../shared/confirm-delete";
import { ExternalLink } from "../shared/external-link";
import { WithSiteTimeZone } from "../shared/site-time-zone";
import { EmptyState, QueryStates } from "../shared/states";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { ShareButton } from "../tweets/share-button";
import { PostForm } from "./post-form";

export function PostEditPage() {
  const api = useApi();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0;
  const post = useQuery({ ...blogQueries.adminDetail(api, id), enabled: validId });

  const back = (
    <Link to={paths.adminPosts()} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-3" })}>
      <ArrowLeft aria-hidden="true" />
      Back to posts
    </Link>
  );

  if (!validId || (post.isError && post.error instanceof ApiError && post.error.status === 404)) {
    return (
      <>
        {back}
        <EmptyState title="Post Not Found" description="This post doesn't exist or has been deleted." />
      </>
    );
  }
  return (
    <>
      {back}
      <QueryStates
        query={post}
        loading={{
          label: "Loading post...",
          className: "grid gap-8",
          placeholders: [<Skeleton key={1} className="h-10 w-2/3" />, <Skeleton key={2} rounded="xl" className="h-96" />],
        }}
        errorTitle="Could not load the post"
      >
        {(data) => (
          <WithSiteTimeZone>
            <PostEditor key={data.updatedAt} post={data} />
          </WithSiteTimeZone>
        )}
      </QueryStates>
    </>
  );
}

/** A saved post in the post form, with what only a saved post has: its page on the site, sharing, deleting. */
function PostEditor({ post }: { post: BlogPost }) {
  const api = useApi();
  const platform = usePlatform();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useAdminMutation({
    mutationFn: () => api.blog.remove({ params: { id: post.id } }),
    // The lists only: refetching this post's own detail would just 404.
    invalidates: [queryKeys.blog.all],
    success: { title: "Post deleted" },
    failure: "Failed to delete post",
    onSuccess: () => {
      navigate(paths.adminPosts());
      queryClient.removeQueries({ queryKey: queryKeys.adminPosts.detail(post.id), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminPosts.lists() });
    },
  });
  const actions = (
    <>
      {postVisibility(post, new Date()) === "published" ? (
        <ExternalLink
          href={publicSiteHref(platform, paths.blogPost(post.slug))}
          className={buttonVariants({ variant: "ghost", size: "sm" })}
        >
          <ExternalLinkIcon aria-hidden="true" />
          View on site
          <span className="sr-only">(opens in a new tab)</span>
        </ExternalLink>
      ) : null}
      <ShareButton kind="post" id={post.id} title={post.title} unavailable={post.published ? undefined : SHARE_DRAFT_POST_MESSAGE} />
      <ConfirmDelete
        withText
        triggerLabel={`Delete ${post.title}`}
        title="Delete this post?"
        description={`"${post.title}" will be removed${post.published ? " from the blog" : ""}. This cannot be undone.`}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
      />
    </>
  );
  return <PostForm post={post} heading="Edit post" actions={actions} deleting={remove.isPending} />;
}
