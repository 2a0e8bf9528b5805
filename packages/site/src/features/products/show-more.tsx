import { RotateCw } from "lucide-react";
import { buttonVariants } from "../../components/ui/button";
import { isPlainClick } from "../../lib/plain-click";

export interface ShowMoreProps {
  /** How many products the grid shows. */
  shown: number;
  /** The catalogue's next numbered page (`/products?page=2`), null when the grid shows all of it. */
  next: string | null;
  onShowMore: () => void;
  /** Loading the next page, or failed to (the link stays, to try again); undefined otherwise. */
  state?: "loading" | "failed";
  /** Whether pages were appended (the count is then announced). */
  appended: boolean;
}

/**
 * Below the grid: "Show more", a real link to the catalogue's next numbered page (crawlable, followed without
 * JavaScript or into a new tab) that, with JavaScript, appends that page to the grid in place instead; and a status
 * line announcing what was appended, or that it failed.
 */
export function ShowMore({ shown, next, onShowMore, state, appended }: ShowMoreProps) {
  return (
    <div className="flex flex-col items-center gap-3 text-sm text-muted-foreground">
      <p role="status">
        {state === "failed" ? "We couldn't load more products. Please try again." : appended ? `Showing ${shown} products` : ""}
      </p>
      {next && (
        <a
          href={next}
          aria-busy={state === "loading"}
          className={buttonVariants({ variant: "outline", size: "lg", shape: "round" })}
          onClick={(event) => {
            // A click meant for a new tab or window follows the link, as a router link's does.
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onShowMore();
          }}
        >
          {state === "loading" && <RotateCw aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
          Show more
        </a>
      )}
    </div>
  );
}
