import { describe, expect, it } from "vitest";
import { priceChart, priceHistorySentences, priceSteps } from "./price-history.rules";

const now = new Date("2026-12-07T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const usd = (days: number, price: string) => ({ at: daysAgo(days), price, currency: "USD" });

describe("priceHistorySentences", () => {
  it("says a price held throughout each range when it was recorded before the range began", () => {
    expect(priceHistorySentences([usd(200, "129.99")], "USD", now)).toEqual([
      "The price held at $129.99 throughout the last 30 days.",
      "The price held at $129.99 throughout the last 90 days.",
    ]);
  });

  it("says since when a price has held when the history begins inside the range, once", () => {
    expect(priceHistorySentences([usd(0.1, "129.99")], "USD", now)).toEqual(["The price has held at $129.99 since December 7, 2026."]);
    expect(priceHistorySentences([usd(45, "20"), usd(40, "20")], "USD", now)).toEqual([
      "The price held at $20.00 throughout the last 30 days.",
      "The price has held at $20.00 since October 23, 2026.",
    ]);
  });

  it("gives the lowest and highest of each range, and leaves out a longer range that sees the same prices", () => {
    expect(priceHistorySentences([usd(60, "40"), usd(10, "35")], "USD", now)).toEqual([
      "Lowest in the last 30 days: $35.00. Highest: $40.00.",
      "Lowest in the last 90 days: $35.00. Highest: $40.00.",
    ]);
    expect(priceHistorySentences([usd(120, "50"), usd(60, "40"), usd(10, "35")], "USD", now)).toEqual([
      "Lowest in the last 30 days: $35.00. Highest: $40.00.",
      "Lowest in the last 90 days: $35.00. Highest: $50.00.",
    ]);
    expect(priceHistorySentences([usd(2, "39"), usd(1, "34")], "USD", now)).toEqual([
      "Lowest in the last 30 days: $34.00. Highest: $39.00.",
    ]);
  });

  it("counts only the product's current currency and says nothing without a record", () => {
    expect(priceHistorySentences([{ ...usd(5, "10"), currency: "EUR" }], "USD", now)).toEqual([]);
    expect(priceHistorySentences([], "USD", now)).toEqual([]);
  });
});

describe("priceSteps and priceChart", () => {
  it("holds the last price before the range from the range's start, and each later one until the next", () => {
    const steps = priceSteps([usd(200, "50"), usd(60, "40"), usd(10, "35")], "USD", now, 90);
    expect(steps.map((s) => [s.price, (now.getTime() - s.from) / 86_400_000, (now.getTime() - s.to) / 86_400_000])).toEqual([
      [50, 90, 60],
      [40, 60, 10],
      [35, 10, 0],
    ]);
    const chart = priceChart(steps, now, 90, { width: 100, height: 50, pad: 0 });
    expect(chart).toEqual({ path: "M0.0 4.2 L33.3 4.2 L33.3 31.9 L88.9 31.9 L88.9 45.8 L100.0 45.8", top: 51.5, bottom: 33.5 });
    expect(priceChart([], now, 90, { width: 100, height: 50, pad: 0 })).toBeNull();
  });

  it("draws no chart for a history shorter than a day, which would be a dot at the right edge", () => {
    const box = { width: 640, height: 200, pad: 12 };
    expect(priceChart(priceSteps([usd(0.9, "39"), usd(0.5, "34")], "USD", now, 90), now, 90, box)).toBeNull();
    expect(priceChart(priceSteps([usd(1, "39")], "USD", now, 90), now, 90, box)?.path).toBe("M621.2 100.0 L628.0 100.0");
  });
});
