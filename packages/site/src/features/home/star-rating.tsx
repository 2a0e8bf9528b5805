import { starCount } from "@app/core";
import { Star } from "lucide-react";
import { cn } from "../../lib/cn";

/** Whole stars out of five: the floor of the rating (spec §2), with a text alternative. */
export function StarRating({ rating, className }: { rating: string; className?: string }) {
  const filled = starCount(rating);
  return (
    <div role="img" aria-label={`Rated ${filled} out of 5 stars`} className={cn("flex items-center gap-0.5", className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn("size-4", i < filled ? "fill-amber-400 text-amber-500" : "fill-transparent text-muted-foreground/50")}
        />
      ))}
    </div>
  );
}
