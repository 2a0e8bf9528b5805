import { queryKeys } from "@app/core";

/**
 * What a product write changes, refreshed after each: the admin's table, the public pages' lists, the prices, and Link
 * Health's lists and the table's broken-link badges (the server forgets a deleted product's or a replaced link's check).
 */
export const PRODUCT_LISTS = [queryKeys.adminProducts.all, queryKeys.products.all, queryKeys.prices.all, queryKeys.links.all] as const;
