import { queryKeys } from "@app/core";

/**
 * What a product write changes, refreshed after each: the admin's table, the public pages' lists, the prices, and Link
 * Health's lists (a product's link is one of theirs).
 */
export const PRODUCT_LISTS = [queryKeys.adminProducts.all, queryKeys.products.all, queryKeys.prices.all, queryKeys.links.lists()] as const;
