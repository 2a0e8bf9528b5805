import { createApiClient, fetchTransport } from "@app/core";
import { PRODUCT_CATEGORIES } from "@app/core/content";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import ProductsPage from "../../pages/products-page";

describe("ProductsPage", () => {
  it("shows the gallery from the API and the six category cards opening retailer searches", async () => {
    const products = [
      { id: 1, title: "Clear Drop Front Shoe Box", price: "39.99", rating: "4.7", reviewCount: 120, imageUrl: "/images/products/box.webp", affiliateLink: "https://www.amazon.com/dp/B000000001", sourceStore: "Amazon" },
    ];
    const fetchStub = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(products), { status: 200 })));
    render(
      <QueryClientProvider client={createQueryClient(createApiClient(fetchTransport("", fetchStub)))}>
        <ProductsPage />
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole("heading", { level: 3, name: "Clear Drop Front Shoe Box" })).toBeInTheDocument();
    expect(fetchStub.mock.calls[0]?.[0]).toBe("/api/products");

    expect(PRODUCT_CATEGORIES.map((c) => c.name)).toEqual([
      "Display Cases",
      "Cleaning Kits",
      "Storage Solutions",
      "Shoe Trees & Inserts",
      "Protective Sprays",
      "Laces & Accessories",
    ]);
    for (const category of PRODUCT_CATEGORIES) {
      const link = screen.getByRole("link", { name: new RegExp(category.name) });
      expect(link).toHaveAttribute("href", category.href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
    }
  });
});
