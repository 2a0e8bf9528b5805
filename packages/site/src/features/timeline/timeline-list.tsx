import type { TimelineEvent } from "@app/core/content";
import { cn } from "../../lib/cn";

const IMAGE = { width: 800, height: 500 } as const;

/**
 * The culture timeline: a line with the events alternating left and right from the md breakpoint,
 * one column with the line at the left on phones.
 */
export function TimelineList({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <ol className="relative space-y-10 before:absolute before:top-0 before:bottom-0 before:left-4 before:w-0.5 before:bg-border md:space-y-14 md:before:left-1/2 md:before:-translate-x-1/2">
      {events.map((event, i) => {
        const right = i % 2 === 1;
        return (
          <li key={`${event.year}-${event.title}`} className="relative pl-12 md:grid md:grid-cols-2 md:gap-12 md:pl-0">
            <span
              aria-hidden="true"
              className="absolute top-6 left-4 size-4 -translate-x-1/2 rounded-full border-4 border-background bg-brand ring-2 ring-brand md:left-1/2"
            />
            <p
              aria-hidden="true"
              className={cn(
                "hidden self-start pt-2 font-display text-6xl font-black text-brand md:row-start-1 md:block",
                right ? "md:col-start-1 md:text-right" : "md:col-start-2",
              )}
            >
              {event.year}
            </p>
            <article
              className={cn(
                "overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm",
                right ? "md:col-start-2" : "md:col-start-1",
                "md:row-start-1",
              )}
            >
              <figure>
                <img
                  src={event.imageUrl}
                  alt={event.title}
                  width={IMAGE.width}
                  height={IMAGE.height}
                  loading={i === 0 ? "eager" : "lazy"}
                  decoding="async"
                  className="aspect-[8/5] w-full bg-muted object-cover"
                />
                <figcaption className="px-5 pt-2 text-xs text-muted-foreground">
                  Photo: {event.imageCredit} via {event.imageSource}
                </figcaption>
              </figure>
              <div className="p-5 pt-3">
                <p className="text-3xl font-black text-brand md:sr-only">
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
