import { AMAZON_PRICE_DISCLAIMER } from "@app/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceTag } from "./price-tag";
import type { ProductView } from "./use-products";

const product = (over: Partial<ProductView> = {}): ProductView => ({
  id: 1,
  title: "Crate",
  price: "1299.99",
  currency: "USD",
  priceCheckedAt: null,
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
  it("shows the price in the product's currency", () => {
    render(<PriceTag product={product({ currency: "EUR" })} />);
    expect(screen.getByText("€1,299.99")).toBeInTheDocument();
    expect(screen.queryByText(/^as of/)).not.toBeInTheDocument();
  });

  it("shows an Amazon price with its time and the disclaimer on hover or tap", () => {
    const checked = new Date(Date.now() - 60 * 60 * 1000);
    render(<PriceTag product={product({ price: "24.5", priceCheckedAt: checked.toISOString() })} />);
    expect(screen.getByText("$24.50")).toBeInTheDocument();
    const asOf = screen.getByText(/^as of \d\d\/\d\d\/\d{4} \d\d:\d\d UTC$/);
    expect(asOf).toHaveAttribute("title", AMAZON_PRICE_DISCLAIMER);
    expect(asOf.tagName).toBe("SUMMARY");
  });

  it("shows no number once the Amazon price is more than 24 hours old, and says when it is out of stock", () => {
    const checked = new Date(Date.now() - 25 * 60 * 60 * 1000);
    render(<PriceTag product={product({ priceCheckedAt: checked.toISOString(), availability: "out_of_stock" })} />);
    expect(screen.getByText("See price on Amazon")).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.getByText("Out of stock")).toBeInTheDocument();
  });
});
