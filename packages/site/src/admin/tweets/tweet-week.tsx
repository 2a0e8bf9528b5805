import { zonedDay, zonedWeek, type Tweet } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useApi } from "../../lib/api";
import { cx } from "../../lib/class-names";
import { tweetQueries } from "../../lib/queries";
import { ErrorState } from "../shared/states";
import { useSiteTimeZone } from "../shared/site-time-zone";
import { STATUS_BADGE } from "./tweet-outcome";

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; range: Intl.DateTimeFormat }>();
function formatsFor(timeZone: string) {
  let f = formats.get(timeZone);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat(undefined, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }),
      time: new Intl.DateTimeFormat(undefined, { timeStyle: "short", timeZone }),
      range: new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
    };
    formats.set(timeZone, f);
  }
  return f;
}

/** An ISO day ("2030-06-10") as a Date at its UTC midnight, for formatting the day itself (not an instant). */
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A week of the schedule on the site's clocks, Monday first: each day's tweets at their times, any status (a
 * published one at the time it was due). Seven columns on a wide screen, the days one under another on a phone.
 */
export function TweetWeek({ onCompose, onOpen }: { onCompose: () => void; onOpen: (tweet: Tweet) => void }) {
  const api = useApi();
  const headingId = useId();
  const timeZone = useSiteTimeZone();
  const [offset, setOffset] = useState(0);
  const week = useMemo(() => zonedWeek(new Date(), timeZone, offset), [timeZone, offset]);
  const from = week.days[0]?.start ?? week.end;
  const tweets = useQuery(tweetQueries.calendar(api, from, week.end));
  const today = zonedDay(new Date(), timeZone);
  const f = formatsFor(timeZone);

  const byDay = useMemo(() => {
    const map = new Map<string, Tweet[]>();
    for (const tweet of tweets.data ?? []) {
      if (!tweet.scheduledFor) continue;
      const day = zonedDay(new Date(tweet.scheduledFor), timeZone);
      map.set(day, [...(map.get(day) ?? []), tweet]);
    }
    return map;
  }, [tweets.data, timeZone]);

  const first = week.days[0]?.date ?? today;
  const last = week.days[6]?.date ?? today;

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 id={headingId} className="text-xl font-semibold">
            Week of {f.range.format(dayDate(first))} – {f.range.format(dayDate(last))}
          </h2>
          <p className="text-xs text-muted-foreground">Times in the site's time zone ({timeZone}).</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setOffset((o) => o - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous week
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOffset(0)} disabled={offset === 0}>
            This week
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOffset((o) => o + 1)}>
            Next week
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button variant="brand" size="sm" onClick={onCompose}>
            <Plus aria-hidden="true" />
            Compose Tweet
          </Button>
        </div>
      </div>
      {tweets.isError ? (
        <ErrorState title="Could not load the week" error={tweets.error} onRetry={() => void tweets.refetch()} />
      ) : (
        <ol className="grid gap-2 md:grid-cols-7" aria-busy={tweets.isPending || undefined}>
          {tweets.isPending ? (
            <li className="sr-only" role="status">
              Loading the week...
            </li>
          ) : null}
          {week.days.map(({ date }) => {
            const items = byDay.get(date) ?? [];
            const isToday = date === today;
            return (
              <li
                key={date}
                aria-label={f.day.format(dayDate(date))}
                className={cx(
                  "grid min-h-24 content-start gap-2 rounded-lg border bg-card p-2",
                  isToday && "border-brand ring-1 ring-brand",
                )}
              >
                <p className={cx("text-xs font-semibold uppercase tracking-wide", isToday ? "text-brand" : "text-muted-foreground")}>
                  {f.day.format(dayDate(date))}
                  {isToday ? <span className="sr-only"> (today)</span> : null}
                </p>
                {tweets.isPending ? (
                  <Skeleton className="h-14" />
                ) : items.length === 0 ? (
                  <p className="text-xs text-muted-foreground md:sr-only">Nothing planned</p>
                ) : (
                  <ul className="grid gap-2">
                    {items.map((tweet) => (
                      <li key={tweet.id}>
                        <WeekItem tweet={tweet} time={f.time.format(new Date(tweet.scheduledFor ?? 0))} onOpen={onOpen} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function WeekItem({ tweet, time, onOpen }: { tweet: Tweet; time: string; onOpen: (tweet: Tweet) => void }) {
  const body = (
    <>
      <span className="flex flex-wrap items-center gap-1">
        <time dateTime={tweet.scheduledFor ?? undefined} className="text-xs font-semibold tabular-nums">
          {time}
        </time>
        <Badge variant={STATUS_BADGE[tweet.status]} data-status={tweet.status} size="sm">
          {capitalize(tweet.status)}
        </Badge>
      </span>
      <span className="line-clamp-3 text-xs wrap-anywhere">{tweet.content}</span>
    </>
  );
  const className = "grid w-full gap-1 rounded-md border bg-background p-2 text-left";
  // A published tweet is on X as posted: shown, not edited.
  if (tweet.status === "published") return <div className={className}>{body}</div>;
  return (
    <button
      type="button"
      onClick={() => onOpen(tweet)}
      aria-label={`Edit tweet at ${time}: ${tweet.content.slice(0, 60)}`}
      className={cx(className, "outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring")}
    >
      {body}
    </button>
  );
}
