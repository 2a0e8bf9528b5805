import { NEWSLETTER_TIMINGS } from "@app/core";
import type { WinnerSlide } from "@app/core/content";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Picture } from "../../components/picture";
import { cx } from "../../lib/class-names";
import { usePrefersReducedMotion } from "../../lib/use-reduced-motion";

/**
 * Past raffle winners, one slide at a time. Advances every 4 s while mounted (the panel is visible),
 * except under prefers-reduced-motion; previous, next and dots jump directly and restart the timer.
 */
export function WinnersCarousel({ slides }: { slides: readonly WinnerSlide[] }) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || reducedMotion) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), NEWSLETTER_TIMINGS.winnerCarouselMs);
    return () => clearInterval(timer);
  }, [count, reducedMotion, index]);

  const slide = slides[index];
  if (!slide) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <div aria-roledescription="carousel" aria-label="Past raffle winners" className="relative">
      <figure aria-roledescription="slide" aria-label={`${index + 1} of ${count}`} className="overflow-hidden rounded-lg border bg-muted">
        <Picture
          src={slide.image}
          alt={slide.caption}
          width={640}
          height={400}
          sizes="320px"
          className="aspect-[8/5] w-full object-cover"
        />
        <figcaption className="px-3 py-2 text-sm font-medium">{slide.caption}</figcaption>
      </figure>
      {count > 1 && (
        <div className="mt-2 flex items-center justify-between">
          <button type="button" onClick={() => go(index - 1)} aria-label="Previous winner" className="rounded-full p-1.5 hover:bg-accent">
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
          <div className="flex gap-1.5">
            {slides.map((s, i) => (
              <button
                key={s.image + i}
                type="button"
                onClick={() => go(i)}
                aria-label={`Show winner ${i + 1} of ${count}`}
                aria-current={i === index ? "true" : undefined}
                className="grid size-6 place-items-center rounded-full"
              >
                <span className={cx("size-2 rounded-full", i === index ? "bg-brand" : "bg-muted-foreground/40")} />
              </button>
            ))}
          </div>
          <button type="button" onClick={() => go(index + 1)} aria-label="Next winner" className="rounded-full p-1.5 hover:bg-accent">
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
