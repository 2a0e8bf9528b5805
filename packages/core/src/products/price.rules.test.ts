import { describe, expect, it } from "vitest";
import { productCreateSchema } from "./product.schema";
import { pickHeroProducts } from "./product.rules";
import { AMAZON_PRICE_DISCLAIMER, formatAsOf, isPriceStale, priceView } from "./price.rules";

const now = new Date("2026-11-27T12:00:00Z");

describe("priceView", () => {
  const amazon = { price: "24.5", currency: "USD", sourceStore: "Amazon" };

  it("shows another store's price in its currency with the time it was typed, however old", () => {
    expect(priceView({ price: "1299.99", currency: "EUR", sourceStore: "Sneaker Shop", priceAsOf: "2025-01-05T09:07:00Z" }, now)).toEqual({
      kind: "price",
      text: "€1,299.99",
      asOf: "01/05/2025 09:07 UTC",
      amazon: false,
    });
  });

  it("shows an Amazon price with the time it was correct", () => {
    expect(priceView({ ...amazon, priceAsOf: "2026-11-27T02:41:09.000Z" }, now)).toEqual({
      kind: "price",
      text: "$24.50",
      asOf: "11/27/2026 02:41 UTC",
      amazon: true,
    });
  });

  it("shows no number once an Amazon price (confirmed or typed) is more than 24 hours old, or of unknown age", () => {
    expect(priceView({ ...amazon, priceAsOf: "2026-11-26T12:00:00.000Z" }, now).kind).toBe("price");
    expect(priceView({ ...amazon, sourceStore: " amazon ", priceAsOf: "2026-11-26T11:59:59.999Z" }, now)).toEqual({ kind: "stale" });
    expect(isPriceStale({ sourceStore: "Amazon", priceAsOf: "not a date" }, now)).toBe(true);
    expect(isPriceStale({ sourceStore: "Amazon", priceAsOf: null }, now)).toBe(true);
    expect(isPriceStale({ sourceStore: "Sneaker Shop", priceAsOf: null }, now)).toBe(false);
  });

  it("formats the time by hand, the same everywhere", () => {
    expect(formatAsOf("2026-01-05T09:07:00Z")).toBe("01/05/2026 09:07 UTC");
    expect(formatAsOf("nope")).toBe("");
    expect(AMAZON_PRICE_DISCLAIMER).toMatch(/^Product prices and availability are accurate as of the date\/time indicated/);
  });
});

describe("currency on a product", () => {
  const base = { title: "Crate", price: "10", productUrl: "https://example.com/p", imageUrl: "https://example.com/i.jpg" };

  it("defaults to USD and takes ISO 4217 codes, upper-casing them", () => {
    expect(productCreateSchema.parse(base).currency).toBe("USD");
    expect(productCreateSchema.parse({ ...base, currency: " eur " }).currency).toBe("EUR");
    expect(productCreateSchema.parse({ ...base, currency: "JPY" }).currency).toBe("JPY");
  });

  it.each(["EURO", "€", "", "XYZ", "E1R", 978])("refuses %j", (currency) => {
    expect(productCreateSchema.safeParse({ ...base, currency }).success).toBe(false);
  });
});

describe("pickHeroProducts and stock", () => {
  it("leaves out products out of stock", () => {
    const items = [
      { title: "A", price: "90", sourceStore: "Amazon", availability: "out_of_stock" },
      { title: "B", price: "50", sourceStore: "Amazon", availability: "in_stock" },
    ];
    expect(pickHeroProducts(items).map((p) => p.title)).toEqual(["B"]);
  });
});
