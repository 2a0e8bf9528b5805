import { type AdminProductSort, defaultSortDirection, type SortDirection } from "@app/core";

/**
 * The product table's order and search run on the server (GET /api/admin/products?q=…&sort=…&dir=…, a page at a
 * time: docs/decisions/0031-admin-lists-paged.md); these are the table's rules around them.
 */
export type ProductSortKey = AdminProductSort;
export interface ProductSort {
  key: ProductSortKey;
  direction: SortDirection;
}

/** Newest first (highest id): a product just added is at the top. */
export const DEFAULT_PRODUCT_SORT: ProductSort = { key: "newest", direction: "desc" };

/** Clicking a column: the first click sorts ascending (text) or descending (numbers), the next flips it. */
export function nextSort(current: ProductSort, key: ProductSortKey): ProductSort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: defaultSortDirection(key) };
}

/** The search as the server takes it: trimmed, runs of spaces as one. */
export const normalizeSearch = (text: string) => text.trim().replace(/\s+/g, " ");

/** The table's status line: how many products are shown, whether more pages follow, whether they match a search. */
export function productCountText(shown: number, { more, search }: { more: boolean; search: boolean }): string {
  const noun = `${search ? "matching " : ""}${shown === 1 ? "product" : "products"}`;
  return more ? `Showing the first ${shown} ${noun}` : `${shown} ${noun}`;
}
