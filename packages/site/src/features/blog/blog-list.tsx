import type { BlogPostSummary } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { usePublicApi } from "../../lib/public-api";
import { blogQueries } from "../../lib/public-queries";
import { BlogCard } from "./blog-card";

const BLOG_SKELETON_COUNT = 6;

const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** Page `page` of the public posts (GET /api/blog?limit=…&page=…), in the blog order the server gives it. */
export function useBlogPage(page: number) {
  return useQuery(blogQueries.page(usePublicApi(), page));
}

export type BlogListProps =
  | { status: "pending" }
  | { status: "error"; onRetry: () => void }
  | {
      status: "success";
      posts: BlogPostSummary[];
      /** The first post is highlighted (green border and shake) on the blog's first page only. */
      highlightFirst: boolean;
    };

/** The blog grid: 6 skeletons while loading, the empty text, the posts (the first one highlighted on page 1). */
export function BlogList(props: BlogListProps) {
  if (props.status === "pending") {
    return (
      <>
        <p role="status" className="sr-only">
          Loading blog posts…
        </p>
        <ul aria-label="Loading blog posts" aria-busy="true" className={grid}>
          {Array.from({ length: BLOG_SKELETON_COUNT }, (_, i) => (
            <li key={i} className="overflow-hidden rounded-lg border border-border bg-card">
              <Skeleton rounded="none" className="aspect-[1200/630] w-full" />
              <div className="space-y-3 p-5">
                <Skeleton className="h-3 w-24" />
                <Skeleton className="h-6 w-4/5" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (props.status === "error") {
    return (
      <div role="alert" className="rounded-lg border border-border bg-card p-8 text-center">
        <p className="text-lg font-semibold">We couldn't load the blog.</p>
        <p className="mt-1 text-muted-foreground">Please try again in a moment.</p>
        <Button type="button" className="mt-4" onClick={props.onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (props.posts.length === 0) {
    return (
      <p className="py-16 text-center text-lg text-muted-foreground">No blog posts yet. Check back soon for sneaker culture content!</p>
    );
  }
  return (
    <ul aria-label="Blog posts" className={grid}>
      {props.posts.map((post, i) => (
        <li key={post.id}>
          <BlogCard post={post} highlighted={props.highlightFirst && i === 0} priority={i === 0} eager={i < 3} />
        </li>
      ))}
    </ul>
  );
}
