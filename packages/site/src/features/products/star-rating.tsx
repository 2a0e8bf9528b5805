import { starCount } from "@app/core";
import { cx } from "../../lib/class-names";

// A five-pointed star in six short segments: drawn on every card of Home, a rounded icon's longer path would weigh on
// each (docs/decisions/0040).
const STAR_PATH = "M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z";

/**
 * Whole stars out of five: the floor of the rating, with a text alternative. One small SVG for
 * the five stars keeps a long product grid light.
 */
export function StarRating({ rating, className }: { rating: string; className?: string }) {
  const filled = starCount(rating);
  return (
    <svg
      role="img"
      aria-label={`Rated ${filled} out of 5 stars`}
      viewBox="0 0 120 24"
      width={80}
      height={16}
      className={cx("h-4 w-20 shrink-0", className)}
      strokeWidth={2}
      strokeLinejoin="round"
    >
      {Array.from({ length: 5 }, (_, i) => (
        <path
          key={i}
          d={STAR_PATH}
          transform={`translate(${i * 24} 0)`}
          className={i < filled ? "fill-amber-400 stroke-amber-500" : "fill-transparent stroke-muted-foreground/50"}
        />
      ))}
    </svg>
  );
}
