import { describe, expect, it } from "vitest";
import { DEFAULT_PRODUCT_SORT, nextSort, normalizeSearch, productCountText } from "./product-table.rules";

describe("product table", () => {
  it("sorts newest first by default; a column's first click sorts text A to Z and numbers largest first, the next flips it", () => {
    expect(DEFAULT_PRODUCT_SORT).toEqual({ key: "newest", direction: "desc" });
    const byPrice = nextSort(DEFAULT_PRODUCT_SORT, "price");
    expect(byPrice).toEqual({ key: "price", direction: "desc" });
    expect(nextSort(byPrice, "price")).toEqual({ key: "price", direction: "asc" });
    expect(nextSort(byPrice, "title")).toEqual({ key: "title", direction: "asc" });
    expect(nextSort(byPrice, "store")).toEqual({ key: "store", direction: "asc" });
    expect(nextSort(byPrice, "rating")).toEqual({ key: "rating", direction: "desc" });
    expect(nextSort(nextSort(byPrice, "category"), "category")).toEqual({ key: "category", direction: "desc" });
  });

  it("sends a search trimmed, with single spaces", () => {
    expect(normalizeSearch("  led   case ")).toBe("led case");
    expect(normalizeSearch("   ")).toBe("");
  });

  it("says how many products are shown, and whether more pages follow", () => {
    expect(productCountText(3, { more: false, search: false })).toBe("3 products");
    expect(productCountText(1, { more: false, search: false })).toBe("1 product");
    expect(productCountText(100, { more: true, search: false })).toBe("Showing the first 100 products");
    expect(productCountText(1, { more: false, search: true })).toBe("1 matching product");
    expect(productCountText(0, { more: false, search: true })).toBe("0 matching products");
    expect(productCountText(100, { more: true, search: true })).toBe("Showing the first 100 matching products");
  });
});
