import { starCount } from "@app/core";
import { cn } from "../../lib/cn";

const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

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
      className={cn("h-4 w-20 shrink-0", className)}
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
