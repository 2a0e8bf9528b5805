import { RotateCw } from "lucide-react";
import type { MouseEvent } from "react";
import { buttonVariants } from "../../components/ui/button";

export interface ShowMoreLinkProps {
  /** The next page's own address (`/products?page=2`): where the link leads without JavaScript, or in a new tab. */
  href: string;
  onShowMore: () => void;
  loading: boolean;
  failed: boolean;
}

/** A click the browser should follow itself: a new tab or window, a download, another button. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * "Show more": a real link to the catalogue's next numbered page (crawlable, and followed without JavaScript) that,
 * with JavaScript, loads that page into the grid in place instead.
 */
export function ShowMoreLink({ href, onShowMore, loading, failed }: ShowMoreLinkProps) {
  return (
    <div className="flex flex-col items-center gap-3">
      {failed && (
        <p role="alert" className="text-sm text-muted-foreground">
          We couldn't load more products. Check your connection and try again.
        </p>
      )}
      <a
        href={href}
        aria-busy={loading || undefined}
        className={buttonVariants({ variant: "outline", size: "lg", shape: "round" })}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          onShowMore();
        }}
      >
        {loading && <RotateCw aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
        Show more
      </a>
    </div>
  );
}
