import { describe, expect, it } from "vitest";
import { NEWSLETTER_TIMINGS, RAFFLE_UTC_OFFSET_HOURS, formatCountdown, nextRaffleDraw, raffleCountdown } from "./raffle.rules";

const draw = (iso: string) => nextRaffleDraw(new Date(iso)).toISOString();

describe("nextRaffleDraw", () => {
  it("is midnight UTC-7 on the first of the next month", () => {
    expect(draw("2026-03-15T12:00:00Z")).toBe("2026-04-01T07:00:00.000Z");
    expect(RAFFLE_UTC_OFFSET_HOURS).toBe(-7);
  });

  it("uses the UTC-7 calendar date near the end of a month", () => {
    expect(draw("2026-01-31T23:30:00-07:00")).toBe("2026-02-01T07:00:00.000Z");
    // Still January 31 in UTC-7, although February 1 in UTC.
    expect(draw("2026-02-01T03:00:00Z")).toBe("2026-02-01T07:00:00.000Z");
    expect(draw("2026-02-01T06:59:59.999Z")).toBe("2026-02-01T07:00:00.000Z");
  });

  it("moves a month on once the draw moment is reached", () => {
    expect(draw("2026-02-01T07:00:00Z")).toBe("2026-03-01T07:00:00.000Z");
    expect(draw("2026-02-01T00:00:00-07:00")).toBe("2026-03-01T07:00:00.000Z");
  });

  it("rolls December over to January of the next year", () => {
    expect(draw("2026-12-31T23:59:59-07:00")).toBe("2027-01-01T07:00:00.000Z");
    expect(draw("2027-01-01T06:00:00Z")).toBe("2027-01-01T07:00:00.000Z");
  });

  it("ignores daylight saving time", () => {
    expect(draw("2026-06-30T12:00:00Z")).toBe("2026-07-01T07:00:00.000Z");
    expect(draw("2026-11-15T12:00:00Z")).toBe("2026-12-01T07:00:00.000Z");
  });

  it("handles February in a leap year", () => {
    expect(draw("2028-02-29T12:00:00Z")).toBe("2028-03-01T07:00:00.000Z");
  });
});

describe("raffleCountdown", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = new Date("2026-03-19T02:56:51Z"); // draw at 2026-04-01T07:00:00Z
    expect(raffleCountdown(now)).toEqual({
      days: 13,
      hours: 4,
      minutes: 3,
      seconds: 9,
      totalMs: ((13 * 24 + 4) * 3600 + 3 * 60 + 9) * 1000,
    });
  });

  it("rounds partial seconds down", () => {
    const c = raffleCountdown(new Date("2026-02-01T06:59:58.500Z"));
    expect(c).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, totalMs: 1500 });
  });

  it("is never negative and restarts right after a draw", () => {
    const c = raffleCountdown(new Date("2026-02-01T07:00:00Z"));
    expect(c.totalMs).toBe(28 * 24 * 3600 * 1000);
    expect(c).toMatchObject({ days: 28, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe("formatCountdown", () => {
  const c = { days: 12, hours: 4, minutes: 3, seconds: 9 };

  it("pads hours, minutes and seconds to two digits", () => {
    expect(formatCountdown(c)).toBe("12d 04h 03m 09s");
    expect(formatCountdown({ days: 0, hours: 23, minutes: 59, seconds: 59 })).toBe("0d 23h 59m 59s");
  });

  it("shows days and hours only when compact", () => {
    expect(formatCountdown(c, true)).toBe("12d 04h");
  });
});

describe("NEWSLETTER_TIMINGS", () => {
  it("uses the panel and carousel timings", () => {
    expect(NEWSLETTER_TIMINGS).toEqual({
      toggleOpenDelayMs: 150,
      hashOpenDelayMs: 300,
      wiggleEveryMs: 8000,
      wiggleDurationMs: 1000,
      winnerCarouselMs: 4000,
      heroCarouselMs: 5000,
    });
  });
});
