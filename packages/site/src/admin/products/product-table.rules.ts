import { productCategoryLabel, type AdminProduct } from "@app/core";

export type ProductSortKey = "newest" | "title" | "sourceStore" | "price" | "rating" | "category";
export interface ProductSort {
  key: ProductSortKey;
  direction: "asc" | "desc";
}

/** Newest first (highest id): a product just added is at the top. */
export const DEFAULT_PRODUCT_SORT: ProductSort = { key: "newest", direction: "desc" };

const text = (value: string) => value.toLocaleLowerCase();

/** Products whose title, store, category (value or label) or ASIN contains every word of `query`. */
export function searchProducts(products: readonly AdminProduct[], query: string): AdminProduct[] {
  const words = text(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...products];
  return products.filter((p) => {
    const haystack = text([p.title, p.sourceStore, p.category, productCategoryLabel(p.category), p.amazonAsin ?? ""].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

const compareBy: Record<ProductSortKey, (a: AdminProduct, b: AdminProduct) => number> = {
  newest: (a, b) => a.id - b.id,
  title: (a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: "base", numeric: true }),
  sourceStore: (a, b) => a.sourceStore.localeCompare(b.sourceStore, undefined, { sensitivity: "base" }),
  price: (a, b) => Number(a.price) - Number(b.price),
  rating: (a, b) => Number(a.rating) - Number(b.rating),
  category: (a, b) => productCategoryLabel(a.category).localeCompare(productCategoryLabel(b.category), undefined, { sensitivity: "base" }),
};

/** A sorted copy; ties keep newest first. */
export function sortProducts(products: readonly AdminProduct[], sort: ProductSort): AdminProduct[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...products].sort((a, b) => sign * compareBy[sort.key](a, b) || b.id - a.id);
}

/** Clicking a column: the first click sorts ascending (text) or descending (numbers), the next flips it. */
export function nextSort(current: ProductSort, key: ProductSortKey): ProductSort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: key === "price" || key === "rating" || key === "newest" ? "desc" : "asc" };
}
