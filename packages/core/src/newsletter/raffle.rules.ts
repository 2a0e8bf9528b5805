/**
 * Newsletter raffle countdown and panel timings. Pure functions of the current time.
 */

/** The raffle runs on a fixed UTC-7 clock, with no daylight saving time. */
export const RAFFLE_UTC_OFFSET_HOURS = -7;

/** Newsletter panel and carousel timings in milliseconds. */
export const NEWSLETTER_TIMINGS = {
  toggleOpenDelayMs: 150,
  hashOpenDelayMs: 300,
  wiggleEveryMs: 8000,
  wiggleDurationMs: 1000,
  winnerCarouselMs: 4000,
  heroCarouselMs: 5000,
} as const;

const HOUR_MS = 3_600_000;
const OFFSET_MS = RAFFLE_UTC_OFFSET_HOURS * HOUR_MS;

/**
 * The next draw: 00:00 on the first of the month after the current UTC-7 calendar date, i.e. 07:00 UTC
 * on the 1st. At exactly midnight on the 1st the draw just happened, so the next one is a month away.
 */
export function nextRaffleDraw(now: Date): Date {
  const wallClock = new Date(now.getTime() + OFFSET_MS);
  const drawWallClock = new Date(0);
  drawWallClock.setUTCFullYear(wallClock.getUTCFullYear(), wallClock.getUTCMonth() + 1, 1);
  return new Date(drawWallClock.getTime() - OFFSET_MS);
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalMs: number;
}

/** Time left until the next draw, in whole units (never negative). */
export function raffleCountdown(now: Date): Countdown {
  const totalMs = Math.max(0, nextRaffleDraw(now).getTime() - now.getTime());
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    totalMs,
  };
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** "12d 04h 03m 09s"; compact: "12d 04h". */
export function formatCountdown(c: Pick<Countdown, "days" | "hours" | "minutes" | "seconds">, compact = false): string {
  const long = `${c.days}d ${pad2(c.hours)}h`;
  return compact ? long : `${long} ${pad2(c.minutes)}m ${pad2(c.seconds)}s`;
}
