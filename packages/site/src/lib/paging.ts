import { pageNumberParam } from "@app/core";
import { useEffect, useRef } from "react";
import { useNavigationType, useSearchParams } from "react-router";

/** The address of page `page` of a numbered list at `path` (`/products`): the path itself for the first page. */
export const pageHref = (path: string, page: number): string => (page === 1 ? path : `${path}?page=${page}`);

/** The page number in the location's `?page=`: 1 when there is none, null when it is not a page number (a 404). */
export function usePageNumber(): number | null {
  const [params] = useSearchParams();
  return pageNumberParam(params.get("page"));
}

/**
 * Scrolls to the top when the page number changes (the pager sits below the list, and the layout scrolls only on a
 * new path), not on the first render, nor on Back and Forward (the browser puts the page back where it was).
 */
export function useScrollToTopOnPageChange(page: number | null): void {
  const back = useNavigationType() === "POP";
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    if (!back) window.scrollTo(0, 0);
  }, [page, back]);
}
