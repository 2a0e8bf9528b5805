import { PRODUCT_CATEGORIES } from "@app/core/content";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import ProductsPage from "../../pages/products-page";
import { jsonResponse, renderWithApi } from "../../test/render-with-api";

describe("ProductsPage", () => {
  it("shows the gallery from the API and the six category cards opening retailer searches", async () => {
    const products = [
      {
        id: 1,
        title: "Clear Drop Front Shoe Box",
        price: "39.99",
        rating: "4.7",
        reviewCount: 120,
        imageUrl: "/images/products/box.webp",
        affiliateLink: "https://www.amazon.com/dp/B000000001",
        sourceStore: "Amazon",
      },
    ];
    const fetchStub = renderWithApi(<ProductsPage />, () => jsonResponse(products));
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
