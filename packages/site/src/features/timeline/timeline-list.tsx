import type { TimelineEvent } from "@app/core/content";
import { Picture } from "../../components/picture";
import { cx } from "../../lib/class-names";

/** The timeline pictures are 2:1 (packages/site/scripts/generate-images.mjs). */
const IMAGE = { width: 960, height: 480 } as const;

/**
 * The culture timeline. From the md breakpoint every event is a row of its own across both halves of the page: its
 * picture on one side of the centre line and its text on the other, the sides alternating (SPEC: alternating left and
 * right), so no row is half empty. On phones: one column with the line at the left. Each card shows its year once.
 */
export function TimelineList({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <ol className="relative grid gap-8 before:absolute before:top-0 before:bottom-0 before:left-4 before:w-0.5 before:-translate-x-1/2 before:bg-border md:gap-10 md:before:left-1/2">
      {events.map((event, i) => {
        const right = i % 2 === 1;
        return (
          <li key={`${event.year}-${event.title}`} className="relative pl-12 max-md:render-when-visible md:pl-0">
            <span
              aria-hidden="true"
              className="absolute top-6 left-4 z-[1] size-4 -translate-x-1/2 rounded-full border-4 border-background bg-brand ring-2 ring-brand md:top-1/2 md:left-1/2 md:-translate-y-1/2"
            />
            <article className="overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm md:grid md:grid-cols-2 md:items-center md:gap-x-16 md:overflow-visible md:border-0 md:bg-transparent md:shadow-none">
              <figure
                className={cx("md:overflow-hidden md:rounded-lg md:border md:border-border md:bg-card md:shadow-sm", right && "md:order-2")}
              >
                <Picture
                  src={event.imageUrl}
                  alt={event.title}
                  width={IMAGE.width}
                  height={IMAGE.height}
                  sizes="(min-width: 1152px) 520px, (min-width: 768px) 45vw, 100vw"
                  loading={i < 2 ? "eager" : "lazy"}
                  // The first event's picture is the largest thing in view on a phone.
                  fetchPriority={i === 0 ? "high" : undefined}
                  decoding="async"
                  className="aspect-[2/1] w-full bg-muted object-cover"
                />
                <figcaption className="px-5 pt-2 text-xs text-muted-foreground md:pb-2">
                  Photo: {event.imageCredit} via {event.imageSource}
                </figcaption>
              </figure>
              <div className={cx("p-5 pt-2 md:p-0", right ? "md:order-1 md:text-right" : "")}>
                <p className="text-2xl font-black text-brand">
                  <time dateTime={String(event.year)}>{event.year}</time>
                </p>
                <h2 className="mt-1 text-xl leading-snug font-bold">{event.title}</h2>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{event.description}</p>
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
