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

/** What the admin's client sends for a page: the cursor of the previous answer (none or null: the first page). */
export interface AdminPageParams {
  cursor?: string | null;
  limit?: number;
}

/** A page of link health: of one state and one kind when given. */
export interface LinkHealthParams extends AdminPageParams {
  status?: "broken" | "unreachable" | "pending" | "ok";
  kind?: "product" | "store" | "brand" | "other";
}

/** A page of the admin's stores or brand listings: `q` searches names (and a store's city). */
export interface AdminNamedListParams extends AdminPageParams {
  q?: string;
}

export interface AdminProductListParams extends AdminPageParams {
  q?: string;
  /** Only these products (a post's product boxes in the editor). */
  ids?: readonly number[];
  sort?: AdminProductSort;
  dir?: SortDirection;
}

export interface ProductClicksParams extends AdminPageParams {
  days?: number;
  ids?: readonly number[];
}

export interface BrokenProductsParams extends AdminPageParams {
  ids?: readonly number[];
}

/** A page of a list as the admin's client returns it: the items, and the cursor of the next page (null at the end). */
export interface Page<T> {
  items: T[];
  next: string | null;
}
