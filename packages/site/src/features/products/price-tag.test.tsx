import { AMAZON_PRICE_DISCLAIMER } from "@app/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceTag } from "./price-tag";
import type { ProductView } from "./use-products";

const product = (over: Partial<ProductView> = {}): ProductView => ({
  id: 1,
  title: "Crate",
  slug: "crate",
  price: "1299.99",
  currency: "USD",
  priceCheckedAt: null,
  priceAsOf: new Date().toISOString(),
  availability: "unknown",
  rating: "4.5",
  reviewCount: 3,
  imageUrl: "/i.svg",
  image: "/i.svg",
  affiliateLink: "https://www.amazon.com/dp/B000000001",
  sourceStore: "Amazon",
  ...over,
});

describe("PriceTag", () => {
  it("shows another store's price in its currency with the time it was typed, without Amazon's disclaimer", () => {
    render(<PriceTag product={product({ currency: "EUR", sourceStore: "Sneaker Shop", priceAsOf: "2025-01-05T09:07:00Z" })} />);
    expect(screen.getByText("€1,299.99")).toBeInTheDocument();
    const asOf = screen.getByText("as of 01/05/2025 09:07 UTC");
    expect(asOf.tagName).toBe("P");
    expect(asOf).not.toHaveAttribute("title");
  });

  it.each([
    ["confirmed by Amazon", { priceCheckedAt: new Date(Date.now() - 60 * 60 * 1000).toISOString() }],
    ["typed by hand", { priceCheckedAt: null }],
  ])("shows an Amazon price %s with its time and the disclaimer on hover or tap", (_how, over) => {
    const at = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    render(<PriceTag product={product({ price: "24.5", ...over, priceAsOf: at })} />);
    expect(screen.getByText("$24.50")).toBeInTheDocument();
    const asOf = screen.getByText(/^as of \d\d\/\d\d\/\d{4} \d\d:\d\d UTC$/);
    expect(asOf).toHaveAttribute("title", AMAZON_PRICE_DISCLAIMER);
    expect(asOf.tagName).toBe("SUMMARY");
  });

  it("shows no number once an Amazon price, however set, is more than 24 hours old", () => {
    const at = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    render(<PriceTag product={product({ priceAsOf: at })} />);
    expect(screen.getByText("See price on Amazon")).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });
});
