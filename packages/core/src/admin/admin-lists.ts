/**
 * The admin's paged lists (docs/decisions/0031-admin-lists-paged.md): their sorts, limits and page shape, without
 * zod (the query factories the public pages share read them too); the query schemas are in admin-lists.schema.ts.
 */

/**
 * An admin list's cursor can hold a text sort key (a product's title, a link's label: up to 300 characters, which
 * JSON and base64url may triple), so it may be longer than a public list's (paging.ts CURSOR_MAX_LENGTH).
 */
export const ADMIN_CURSOR_MAX_LENGTH = 4096;

export { CURSOR_NOT_VALID } from "../common/paging";

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * How the admin's product table can be sorted, each by a column the database has an index on, ties by id.
 * `newest`: creation (id); `store`: the source store's name; `updated`: the last edit.
 */
export const ADMIN_PRODUCT_SORTS = ["newest", "title", "price", "store", "rating", "category", "updated"] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** A sort's first direction: numbers and times largest first, text A to Z. */
export const defaultSortDirection = (sort: AdminProductSort): SortDirection =>
  sort === "title" || sort === "store" || sort === "category" ? "asc" : "desc";

/** The longest product search the server takes. */
export const PRODUCT_SEARCH_MAX_LENGTH = 200;

/** The most ids one `ids` filter names (a page of the product table). */
export const ID_FILTER_MAX = 100;

/** A page of a list as the admin's client returns it: the items, and the cursor of the next page (null at the end). */
export interface Page<T> {
  items: T[];
  next: string | null;
}
