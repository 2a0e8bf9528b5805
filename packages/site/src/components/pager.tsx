import { Link } from "react-router";
import { pageHref } from "../lib/paging";
import { buttonVariants } from "./ui/button";

export interface PagerProps {
  /** The list's path (`/products`); page N is `path?page=N`. */
  path: string;
  page: number;
  hasNext: boolean;
  /** What the pages are of, for the navigation's name ('Product pages'). */
  label: string;
  /** The address of page N when it is not `path?page=N` (a filtered list keeps its filters). */
  hrefOf?: (page: number) => string;
}

/** Previous and Next links and the page number of a numbered list; nothing when the list fits on one page. */
export function Pager({ path, page, hasNext, label, hrefOf = (n) => pageHref(path, n) }: PagerProps) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 border-t border-border pt-6">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className={buttonVariants({ variant: "outline" })}>
          <span aria-hidden="true">←</span>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm font-semibold text-muted-foreground">Page {page}</p>
      {hasNext ? (
        <Link to={hrefOf(page + 1)} rel="next" className={buttonVariants({ variant: "outline" })}>
          Next
          <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
