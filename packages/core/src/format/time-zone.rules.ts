/**
 * Wall-clock times in the site's time zone (SITE_TIMEZONE, an IANA name such as "America/Los_Angeles"): the admin
 * picks a post's or a tweet's time as the site's readers live it, whatever zone the admin's own computer is in.
 * Pure functions over Intl (every browser, Node and Electron has the zone database).
 */

export const DEFAULT_TIME_ZONE = "UTC";

/** Whether `name` is a time zone this runtime knows (an IANA name, or "UTC"). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

/** The wall-clock reading of `instant` in `timeZone`. */
export function wallTimeIn(instant: Date, timeZone: string): WallTime & { seconds: number } {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hours: Number(parts.hour) % 24,
    minutes: Number(parts.minute),
    seconds: Number(parts.second),
  };
}

/** Minutes east of UTC that `timeZone` is at `instant` (daylight saving time included). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const w = wallTimeIn(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hours, w.minutes, w.seconds);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/**
 * The instant at which the clocks of `timeZone` read the given wall time. A time skipped by a daylight-saving
 * change resolves to the offset before the change (02:30 on a spring-forward night is 03:30); a time that
 * happens twice resolves to its first occurrence.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hours, wall.minutes);
  const before = zoneOffsetMinutes(new Date(naive - 12 * 3_600_000), timeZone);
  const after = zoneOffsetMinutes(new Date(naive + 12 * 3_600_000), timeZone);
  for (const offset of [before, after]) {
    const candidate = new Date(naive - offset * 60_000);
    const back = wallTimeIn(candidate, timeZone);
    if (back.hours === wall.hours && back.minutes === wall.minutes && back.day === wall.day) return candidate;
  }
  return new Date(naive - before * 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A `datetime-local` input's value ("2026-12-01T09:30") for an instant, on the clocks of `timeZone`. */
export function toZonedInputValue(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return "";
  const w = wallTimeIn(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hours)}:${pad(w.minutes)}`;
}

/**
 * The ISO instant of a `datetime-local` value read on the clocks of `timeZone`: null when empty, "invalid" when it
 * is not a real date and time.
 */
export function fromZonedInputValue(value: string, timeZone: string): string | null | "invalid" {
  const text = value.trim();
  if (text === "") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text);
  if (!match) return "invalid";
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hours > 23 || minutes > 59) return "invalid";
  return instantOfWallTime({ year, month, day, hours, minutes }, timeZone).toISOString();
}

/** The ISO day ("2026-12-01") an instant falls on in `timeZone`. */
export function zonedDay(instant: Date, timeZone: string): string {
  const w = wallTimeIn(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * The seven days of the week (Monday first) holding `instant` in `timeZone`, shifted by `weekOffset` weeks: each
 * day's ISO date and the instant it starts, and the instant the week ends.
 */
export function zonedWeek(instant: Date, timeZone: string, weekOffset = 0): { days: { date: string; start: string }[]; end: string } {
  const w = wallTimeIn(instant, timeZone);
  const today = new Date(Date.UTC(w.year, w.month - 1, w.day));
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000 + weekOffset * 7 * 86_400_000;
  const dayAt = (i: number) => {
    const d = new Date(monday + i * 86_400_000);
    const wall = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hours: 0, minutes: 0 };
    return { date: `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`, start: instantOfWallTime(wall, timeZone).toISOString() };
  };
  const days = Array.from({ length: 7 }, (_, i) => dayAt(i));
  return { days, end: dayAt(7).start };
}

/** The ISO date `n` days after `date` (an ISO date). */
export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The instant a day (ISO date) starts on the clocks of `timeZone`. */
export function dayStart(date: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return instantOfWallTime({ year, month, day, hours: 0, minutes: 0 }, timeZone);
}

/** The last `days` days in `timeZone`, today included: their first and last ISO dates. */
export function lastDays(now: Date, days: number, timeZone: string): { from: string; to: string } {
  const to = zonedDay(now, timeZone);
  return { from: addDays(to, -(days - 1)), to };
}
