/**
 * Tweet editor rules: the live character count and the schedule date/time fields. Pure functions.
 */
import { TWEET_MAX_LENGTH, tweetLength } from "./tweet.schema";

/** Characters left of the 280 limit, as X and the schema count them (weighted: links 23, emoji 2); negative when over. */
export function remainingTweetChars(content: string): number {
  return TWEET_MAX_LENGTH - tweetLength(content);
}

export function isTweetTooLong(content: string): boolean {
  return remainingTweetChars(content) < 0;
}

/** The time used when a schedule date is picked without a time. */
export const DEFAULT_SCHEDULE_TIME = "09:00";

const MINUTE_MS = 60_000;

function parseDateInput(date: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

function parseTimeInput(time: string): { hours: number; minutes: number } | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(time.trim() === "" ? DEFAULT_SCHEDULE_TIME : time.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? { hours, minutes } : null;
}

/**
 * The ISO instant for an `<input type="date">` value ("2026-12-01") and an `<input type="time">` value
 * ("09:30"), read as wall-clock time in the admin's zone. A blank date means "not scheduled" (null); a
 * blank time means 09:00; an impossible date or time gives null.
 *
 * `timeZoneOffsetMinutes` is minutes EAST of UTC (ISO sign: UTC-7 is -420, CET is +60). Without it the
 * runtime's local zone applies, daylight saving time included.
 */
export function toScheduledIso(date: string, time: string, timeZoneOffsetMinutes?: number): string | null {
  const d = parseDateInput(date);
  const t = parseTimeInput(time);
  if (!d || !t) return null;
  if (timeZoneOffsetMinutes === undefined) {
    const local = new Date(2000, 0, 1, 0, 0, 0, 0);
    local.setFullYear(d.year, d.month - 1, d.day);
    local.setHours(t.hours, t.minutes, 0, 0);
    return local.toISOString();
  }
  const utc = new Date(0);
  utc.setUTCFullYear(d.year, d.month - 1, d.day);
  utc.setUTCHours(t.hours, t.minutes, 0, 0);
  return new Date(utc.getTime() - timeZoneOffsetMinutes * MINUTE_MS).toISOString();
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * The date and time input values for a stored schedule, in the admin's zone (or at the given offset,
 * minutes east of UTC). A missing or unreadable value gives blanks.
 */
export function fromScheduledIso(iso: string | null | undefined, timeZoneOffsetMinutes?: number): { date: string; time: string } {
  const instant = iso ? new Date(iso) : null;
  if (!instant || Number.isNaN(instant.getTime())) return { date: "", time: "" };
  if (timeZoneOffsetMinutes === undefined) {
    return {
      date: `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`,
      time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}`,
    };
  }
  const shifted = new Date(instant.getTime() + timeZoneOffsetMinutes * MINUTE_MS);
  return {
    date: `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

/** Why a draft post cannot be shared (the server's 409, and the admin's hint on the disabled Share button). */
export const SHARE_DRAFT_POST_MESSAGE = "Publish this post (now or at a later time) before sharing it: a draft's link is not public.";

/**
 * The text of a draft tweet sharing a blog post or a product: its title, its public link, and `#ad` when the
 * link earns a commission (FTC disclosure). The title is shortened with "…" so the whole fits X's weighted
 * limit; the link and the disclosure are never cut.
 */
export function shareTweetText(title: string, url: string, affiliate: boolean): string {
  const tail = ` ${url}${affiliate ? " #ad" : ""}`;
  const clean = title.trim().replace(/\s+/g, " ");
  if (tweetLength(clean + tail) <= TWEET_MAX_LENGTH) return clean + tail;
  const chars = Array.from(clean);
  const cut = (n: number) => `${chars.slice(0, n).join("").trimEnd()}…${tail}`;
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (tweetLength(cut(mid)) <= TWEET_MAX_LENGTH) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? tail.trim() : cut(low);
}
