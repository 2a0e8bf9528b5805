import { describe, expect, it } from "vitest";
import { fromZonedInputValue, isTimeZone, toZonedInputValue, zonedDay, zonedWeek, zoneOffsetMinutes } from "./time-zone.rules";

describe("site time zone", () => {
  it("knows IANA names and refuses others", () => {
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("reads a wall time on the site's clocks, daylight saving time included", () => {
    expect(fromZonedInputValue("2030-06-15T14:30", "America/Los_Angeles")).toBe("2030-06-15T21:30:00.000Z");
    expect(fromZonedInputValue("2030-01-15T14:30", "America/Los_Angeles")).toBe("2030-01-15T22:30:00.000Z");
    expect(fromZonedInputValue("2030-06-15T14:30", "Europe/Berlin")).toBe("2030-06-15T12:30:00.000Z");
    expect(fromZonedInputValue("2030-06-15T14:30", "UTC")).toBe("2030-06-15T14:30:00.000Z");
    expect(fromZonedInputValue("2030-02-30T14:30", "UTC")).toBe("invalid");
    expect(fromZonedInputValue("tomorrow", "UTC")).toBe("invalid");
    expect(fromZonedInputValue(" ", "UTC")).toBeNull();
  });

  it("resolves a skipped time forward and round-trips an instant", () => {
    // 02:30 on 10 March 2030 does not exist in Los Angeles (clocks jump from 02:00 to 03:00).
    expect(fromZonedInputValue("2030-03-10T02:30", "America/Los_Angeles")).toBe("2030-03-10T10:30:00.000Z");
    expect(toZonedInputValue("2030-06-15T21:30:00.000Z", "America/Los_Angeles")).toBe("2030-06-15T14:30");
    expect(toZonedInputValue("2030-06-15T21:30:00.000Z", "Asia/Tokyo")).toBe("2030-06-16T06:30");
    expect(toZonedInputValue("nonsense", "UTC")).toBe("");
    expect(zoneOffsetMinutes(new Date("2030-06-15T00:00:00Z"), "Asia/Kolkata")).toBe(330);
  });

  it("makes the week (Monday first) an instant falls in, on the site's clocks", () => {
    const week = zonedWeek(new Date("2030-06-16T03:00:00Z"), "America/Los_Angeles"); // Saturday 15 June in LA
    expect(week.days.map((d) => d.date)).toEqual([
      "2030-06-10",
      "2030-06-11",
      "2030-06-12",
      "2030-06-13",
      "2030-06-14",
      "2030-06-15",
      "2030-06-16",
    ]);
    expect(week.days[0]?.start).toBe("2030-06-10T07:00:00.000Z");
    expect(week.end).toBe("2030-06-17T07:00:00.000Z");
    expect(zonedWeek(new Date("2030-06-16T03:00:00Z"), "UTC", 1).days[0]?.date).toBe("2030-06-17");
    expect(zonedDay(new Date("2030-06-16T03:00:00Z"), "America/Los_Angeles")).toBe("2030-06-15");
  });
});
