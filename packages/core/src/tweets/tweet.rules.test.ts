import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fromScheduledIso, isTweetTooLong, remainingTweetChars, shareTweetText, toScheduledIso } from "./tweet.rules";

// Local-time cases run in a zone with daylight saving time, whatever the machine's zone is.
beforeAll(() => {
  vi.stubEnv("TZ", "America/New_York");
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe("remainingTweetChars and isTweetTooLong", () => {
  it("counts down from 280", () => {
    expect(remainingTweetChars("")).toBe(280);
    expect(remainingTweetChars("hello")).toBe(275);
    expect(remainingTweetChars("x".repeat(280))).toBe(0);
    expect(remainingTweetChars("x".repeat(285))).toBe(-5);
  });

  it("counts as X does: an emoji 2, any link 23", () => {
    expect(remainingTweetChars("👟🔥")).toBe(276);
    expect(isTweetTooLong("👟".repeat(140))).toBe(false);
    expect(isTweetTooLong("👟".repeat(141))).toBe(true);
    expect(remainingTweetChars("https://kicksdirectory.com/blog/a-very-long-slug-that-goes-on-and-on-and-on")).toBe(280 - 23);
    expect(remainingTweetChars("see kicksdirectory.com")).toBe(280 - 4 - 23);
    expect(isTweetTooLong(`${"x".repeat(256)} https://example.com/${"p".repeat(300)}`)).toBe(false);
  });

  it("is too long only past 280", () => {
    expect(isTweetTooLong("x".repeat(280))).toBe(false);
    expect(isTweetTooLong("x".repeat(281))).toBe(true);
  });
});

describe("toScheduledIso with an explicit offset", () => {
  it("reads the wall-clock time at the offset (minutes east of UTC)", () => {
    expect(toScheduledIso("2026-12-01", "09:30", -420)).toBe("2026-12-01T16:30:00.000Z");
    expect(toScheduledIso("2026-12-01", "09:30", 60)).toBe("2026-12-01T08:30:00.000Z");
    expect(toScheduledIso("2026-12-01", "09:30", 0)).toBe("2026-12-01T09:30:00.000Z");
  });

  it("crosses day, month and year boundaries", () => {
    expect(toScheduledIso("2026-12-31", "20:00", -420)).toBe("2027-01-01T03:00:00.000Z");
    expect(toScheduledIso("2026-03-01", "00:30", 60)).toBe("2026-02-28T23:30:00.000Z");
  });

  it("uses 09:00 for a blank time", () => {
    expect(toScheduledIso("2026-12-01", "", 0)).toBe("2026-12-01T09:00:00.000Z");
    expect(toScheduledIso("2026-12-01", "   ", 0)).toBe("2026-12-01T09:00:00.000Z");
  });

  it("accepts times with seconds, dropping them", () => {
    expect(toScheduledIso("2026-12-01", "09:30:45", 0)).toBe("2026-12-01T09:30:00.000Z");
  });
});

describe("toScheduledIso validation", () => {
  it.each([
    ["", "09:30"],
    ["   ", ""],
    ["2026-02-30", "09:30"],
    ["2026-13-01", "09:30"],
    ["2026-1-5", "09:30"],
    ["01/12/2026", "09:30"],
    ["2026-12-01", "24:00"],
    ["2026-12-01", "09:60"],
    ["2026-12-01", "9am"],
  ])("date %j, time %j → null", (date, time) => {
    expect(toScheduledIso(date, time, 0)).toBeNull();
    expect(toScheduledIso(date, time)).toBeNull();
  });

  it("accepts February 29 only in leap years", () => {
    expect(toScheduledIso("2028-02-29", "10:00", 0)).toBe("2028-02-29T10:00:00.000Z");
    expect(toScheduledIso("2027-02-29", "10:00", 0)).toBeNull();
  });
});

describe("toScheduledIso in the local zone", () => {
  it("runs in the zone this file sets", () => {
    expect(new Date("2026-01-15T12:00:00Z").getTimezoneOffset()).toBe(300);
  });

  it("applies the local offset, daylight saving time included", () => {
    expect(toScheduledIso("2026-01-15", "09:30")).toBe("2026-01-15T14:30:00.000Z");
    expect(toScheduledIso("2026-07-15", "09:30")).toBe("2026-07-15T13:30:00.000Z");
    expect(toScheduledIso("2026-12-31", "22:00")).toBe("2027-01-01T03:00:00.000Z");
  });
});

describe("fromScheduledIso", () => {
  it("gives the local date and time input values", () => {
    expect(fromScheduledIso("2026-07-15T13:30:00.000Z")).toEqual({ date: "2026-07-15", time: "09:30" });
    expect(fromScheduledIso("2027-01-01T03:00:00Z")).toEqual({ date: "2026-12-31", time: "22:00" });
  });

  it("uses an explicit offset when given", () => {
    expect(fromScheduledIso("2027-01-01T03:00:00.000Z", -420)).toEqual({ date: "2026-12-31", time: "20:00" });
    expect(fromScheduledIso("2026-12-01T09:05:00+02:00", 0)).toEqual({ date: "2026-12-01", time: "07:05" });
  });

  it("gives blanks for missing or unreadable values", () => {
    expect(fromScheduledIso(null)).toEqual({ date: "", time: "" });
    expect(fromScheduledIso(undefined)).toEqual({ date: "", time: "" });
    expect(fromScheduledIso("")).toEqual({ date: "", time: "" });
    expect(fromScheduledIso("not a date")).toEqual({ date: "", time: "" });
  });

  it("round-trips with toScheduledIso", () => {
    for (const [date, time] of [
      ["2026-03-08", "12:15"],
      ["2026-11-01", "23:59"],
      ["2026-01-01", "00:00"],
    ] as const) {
      expect(fromScheduledIso(toScheduledIso(date, time))).toEqual({ date, time });
      expect(fromScheduledIso(toScheduledIso(date, time, 330), 330)).toEqual({ date, time });
    }
  });
});

describe("shareTweetText", () => {
  const url = "https://kicksdirectory.com/blog/how-to-clean-white-sneakers";

  it("is the title and the link, with #ad only for an affiliate link", () => {
    expect(shareTweetText("  How to   Clean White Sneakers ", url, false)).toBe(`How to Clean White Sneakers ${url}`);
    expect(shareTweetText("LED Display Case", "https://www.amazon.com/dp/B0TEST?tag=kicks-20", true)).toBe(
      "LED Display Case https://www.amazon.com/dp/B0TEST?tag=kicks-20 #ad",
    );
  });

  it("shortens a long title with an ellipsis to fit X's weighted limit, keeping the link and #ad whole", () => {
    const text = shareTweetText("Sneaker 👟 ".repeat(60), url, true);
    expect(isTweetTooLong(text)).toBe(false);
    expect(remainingTweetChars(text)).toBeLessThanOrEqual(2);
    expect(text.endsWith(`… ${url} #ad`)).toBe(true);
    expect(text.startsWith("Sneaker 👟 Sneaker")).toBe(true);
  });
});
