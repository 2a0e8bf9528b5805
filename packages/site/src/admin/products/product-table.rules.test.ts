import type { AdminProduct } from "@app/core";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRODUCT_SORT, nextSort, searchProducts, sortProducts } from "./product-table.rules";

const product = (id: number, title: string, over: Partial<AdminProduct> = {}): AdminProduct => ({
  id,
  title,
  price: "10.00",
  rating: "4.5",
  reviewCount: 0,
  imageUrl: "/x.svg",
  productUrl: "https://example.com",
  sourceStore: "Amazon",
  amazonAsin: null,
  category: "care",
  ...over,
});

const list = [
  product(1, "Cedar Shoe Trees", { price: "32.99", rating: "4.7", category: "shoe-trees" }),
  product(2, "LED Display Case", { price: "129.99", rating: "4.6", category: "display", amazonAsin: "B0CSUPBR03" }),
  product(3, "Nike Duffel", { price: "55.00", rating: "4.2", sourceStore: "Nike", category: "travel" }),
];

describe("product table", () => {
  it("finds products by any word of title, store, category label or ASIN", () => {
    expect(searchProducts(list, "").map((p) => p.id)).toEqual([1, 2, 3]);
    expect(searchProducts(list, "nike").map((p) => p.id)).toEqual([3]);
    expect(searchProducts(list, "display case").map((p) => p.id)).toEqual([2]);
    expect(searchProducts(list, "inserts").map((p) => p.id)).toEqual([1]);
    expect(searchProducts(list, "b0csupbr03").map((p) => p.id)).toEqual([2]);
    expect(searchProducts(list, "cedar nike")).toEqual([]);
  });

  it("sorts newest first by default, numbers as numbers, and flips on a second click", () => {
    expect(sortProducts(list, DEFAULT_PRODUCT_SORT).map((p) => p.id)).toEqual([3, 2, 1]);
    const byPrice = nextSort(DEFAULT_PRODUCT_SORT, "price");
    expect(byPrice).toEqual({ key: "price", direction: "desc" });
    expect(sortProducts(list, byPrice).map((p) => p.price)).toEqual(["129.99", "55.00", "32.99"]);
    expect(sortProducts(list, nextSort(byPrice, "price")).map((p) => p.price)).toEqual(["32.99", "55.00", "129.99"]);
    const byTitle = nextSort(byPrice, "title");
    expect(sortProducts(list, byTitle).map((p) => p.title)).toEqual(["Cedar Shoe Trees", "LED Display Case", "Nike Duffel"]);
    expect(sortProducts(list, nextSort(DEFAULT_PRODUCT_SORT, "sourceStore")).map((p) => p.sourceStore)).toEqual([
      "Amazon",
      "Amazon",
      "Nike",
    ]);
  });
});
