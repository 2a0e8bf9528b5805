import { Skeleton } from "../../components/ui/skeleton";

/** Placeholder shown while a post loads; as tall as the viewport so the footer does not jump when it arrives (CLS). */
export function BlogPostLoading() {
  return (
    <div role="status" aria-label="Loading post" className="mx-auto min-h-dvh max-w-3xl space-y-4 px-4 py-10 sm:px-6">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-4 w-48" />
      <Skeleton className="aspect-[1200/630] w-full" />
    </div>
  );
}
