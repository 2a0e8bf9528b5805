import type { Page } from "@app/core";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { cx } from "../../lib/class-names";
import type { QueryState } from "./states";

/**
 * The admin's paged lists (docs/decisions/0031-admin-lists-paged.md): the server answers a page at a time (an
 * infinite query, lib/queries.ts), the screen shows the pages loaded so far as one list and a "Load more" button
 * while there are more.
 */

/** The next page of a paged list: whether there is one, and loading it. */
export interface MorePages {
  hasMore: boolean;
  loading: boolean;
  /** Loading the next page failed (the pages already shown stay). */
  failed: boolean;
  load: () => void;
}

/** An infinite query of pages as one list, and its next page. */
export function usePagedItems<T>(query: UseInfiniteQueryResult<InfiniteData<Page<T>>>): { list: QueryState<T[]>; more: MorePages } {
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  return {
    // A failed next page is not a failed list: the pages shown stay, the button offers the page again.
    list: { isPending, isError: isError && !isFetchNextPageError, error, data: items, refetch },
    more: morePages({ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }),
  };
}

/** The next page of an infinite query. */
export function morePages(
  query: Pick<UseInfiniteQueryResult, "hasNextPage" | "isFetchingNextPage" | "isFetchNextPageError" | "fetchNextPage">,
) {
  return {
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
    load: () => void query.fetchNextPage({ cancelRefetch: false }),
  } satisfies MorePages;
}

/** "Load more" under a paged list (nothing once every page is shown). */
export function LoadMoreButton({ more, what, className }: { more: MorePages; what: string; className?: string }) {
  if (!more.hasMore) return null;
  return (
    <div className={cx("flex flex-col items-center gap-2", className)}>
      {more.failed ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load more {what}. Please try again.
        </p>
      ) : null}
      <Button variant="outline" onClick={more.load} disabled={more.loading}>
        {more.loading ? <Spinner /> : null}
        {more.loading ? `Loading more ${what}...` : `Load more ${what}`}
      </Button>
    </div>
  );
}

/** `value`, once it has stopped changing for `delayMs` (a search box's text, sent to the server). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
