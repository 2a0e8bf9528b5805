import { starCount } from "@app/core";
import type { CSSProperties } from "react";
import { cx } from "../../lib/class-names";

/**
 * Whole stars out of five: the floor of the rating, with a text alternative. One element drawn by CSS (the
 * `star-rating` and `mask-star` utilities in globals.css) keeps a long product grid light.
 */
export function StarRating({ rating, className }: { rating: string; className?: string }) {
  const filled = starCount(rating);
  return (
    <span
      role="img"
      aria-label={`Rated ${filled} out of 5 stars`}
      className={cx("mask-star star-rating block shrink-0 text-base", className)}
      style={{ "--stars": filled } as CSSProperties}
    />
  );
}
