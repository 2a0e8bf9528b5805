import { describe, expect, it } from "vitest";
import { addMonthsUtc, formatCount, formatLongDate, formatPrice, isoDate, pluralize, starCount, toNumber } from "./format.rules";

describe("toNumber", () => {
  it.each([
    ["24.99", 24.99],
    [" 7 ", 7],
    ["1,234.50", 1234.5],
    ["$12.00", 12],
    ["0", 0],
    [3.5, 3.5],
    ["", 0],
    ["   ", 0],
    ["abc", 0],
    ["12abc", 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    ["Infinity", 0],
    [null, 0],
    [undefined, 0],
  ] as const)("%j → %j", (input, expected) => {
    expect(toNumber(input)).toBe(expected);
  });
});

describe("formatPrice", () => {
  it("formats USD with two decimals and thousands separators", () => {
    expect(formatPrice("1234.5")).toBe("$1,234.50");
    expect(formatPrice(24.99)).toBe("$24.99");
    expect(formatPrice("7")).toBe("$7.00");
    expect(formatPrice(0)).toBe("$0.00");
  });

  it("writes the product's currency as Intl's en-US does", () => {
    for (const [price, currency] of [
      ["1299.99", "EUR"],
      ["24", "GBP"],
      ["1300", "JPY"],
      ["12.5", "CAD"],
      ["0.015", "EUR"],
    ] as const) {
      expect(formatPrice(price, currency)).toBe(new Intl.NumberFormat("en-US", { style: "currency", currency }).format(Number(price)));
    }
    expect(formatPrice("1299.99", "EUR")).toBe("€1,299.99");
    expect(formatPrice("5", "usd")).toBe("$5.00");
  });

  it("rounds to cents and treats bad input as zero", () => {
    expect(formatPrice(19.999)).toBe("$20.00");
    expect(formatPrice("")).toBe("$0.00");
    expect(formatPrice("n/a")).toBe("$0.00");
  });
});

describe("formatting without Intl gives Intl's en-US output", () => {
  const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat("en-US");
  const long = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  const edges = [
    0, -0, 0.005, 0.015, 0.125, 1.005, 2.675, 9.995, 19.999, 999.995, 1000, 1234.5, -1234.567, 1e6, 123456789.99, 1e20, 1e21, 1e25,
  ];
  const random = Array.from({ length: 2000 }, (_, i) => Math.round(Math.sin(i + 1) * 10 ** (i % 9) * 1000) / 1000);

  it("prices", () => {
    for (const n of [...edges, ...random]) expect(formatPrice(n), String(n)).toBe(usd.format(n));
  });

  it("counts", () => {
    for (const n of [0, 7, 999, 1000, 15480, 24117, 1234567, -4321, 2 ** 53, 1e21, 3.25])
      expect(formatCount(n), String(n)).toBe(count.format(n));
  });

  it("long dates in UTC, and an invalid date as empty", () => {
    const days = Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(1999, 0, 1) + i * 37 * 86_400_000 + (i % 24) * 3_600_000));
    for (const date of days) expect(formatLongDate(date), date.toISOString()).toBe(long.format(date));
    expect(formatLongDate(new Date("nope"))).toBe("");
  });
});

describe("starCount", () => {
  it.each([
    ["4.5", 4],
    ["4.99", 4],
    ["5", 5],
    [5.0, 5],
    ["0.9", 0],
    ["7", 5],
    ["-2", 0],
    ["", 0],
    ["x", 0],
  ] as const)("%j → %d", (rating, stars) => {
    expect(starCount(rating)).toBe(stars);
  });
});

describe("pluralize", () => {
  it("uses the singular only for exactly one", () => {
    expect(pluralize(1, "store", "stores")).toBe("1 store");
    expect(pluralize(3, "store", "stores")).toBe("3 stores");
    expect(pluralize(0, "result", "results")).toBe("0 results");
  });
});

describe("addMonthsUtc", () => {
  const add = (iso: string, months = 1) => addMonthsUtc(new Date(iso), months).toISOString();

  it("moves to the same day of the next month, keeping the time", () => {
    expect(add("2026-03-15T10:20:30.000Z")).toBe("2026-04-15T10:20:30.000Z");
  });

  it("clamps the day at the end of a shorter month", () => {
    expect(add("2026-01-31T00:00:00.000Z")).toBe("2026-02-28T00:00:00.000Z");
    expect(add("2028-01-31T00:00:00.000Z")).toBe("2028-02-29T00:00:00.000Z");
    expect(add("2026-03-31T12:00:00.000Z")).toBe("2026-04-30T12:00:00.000Z");
  });

  it("rolls December into January of the next year", () => {
    expect(add("2026-12-31T23:59:59.000Z")).toBe("2027-01-31T23:59:59.000Z");
    expect(add("2026-12-05T00:00:00.000Z", 14)).toBe("2028-02-05T00:00:00.000Z");
  });

  it("does not mutate its input", () => {
    const date = new Date("2026-01-31T00:00:00.000Z");
    addMonthsUtc(date, 1);
    expect(date.toISOString()).toBe("2026-01-31T00:00:00.000Z");
  });
});

describe("isoDate", () => {
  it("gives the UTC calendar date", () => {
    expect(isoDate(new Date("2026-02-28T23:59:59.999Z"))).toBe("2026-02-28");
    expect(isoDate(new Date("2026-03-01T00:00:00-07:00"))).toBe("2026-03-01");
  });
});
