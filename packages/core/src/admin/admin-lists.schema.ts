import { z } from "zod";
import { MAX_ID } from "../common/common.schema";
import { pageQuerySchema } from "../common/paging.schema";
import { clickStatsQuerySchema } from "../links/link.schema";

/**
 * An admin list's cursor can hold a text sort key (a product's title, a link's label: up to 300 characters, which
 * JSON and base64url may triple), so it may be longer than a public list's (paging.ts CURSOR_MAX_LENGTH).
 */
export const ADMIN_CURSOR_MAX_LENGTH = 4096;

export const CURSOR_NOT_VALID = "is not valid: take it from the Link header of the previous page";

/**
 * The query strings of the admin's paged lists (docs/decisions/0030-admin-lists-paged.md): `limit` as every paged
 * list takes it (paging.schema.ts, 1 to 100, 100 when absent) and `cursor`, taken from the previous answer's
 * `Link: <…>; rel="next"`. Admin lists page by cursor only: a numbered `page` is refused rather than ignored.
 */
const cursorPaging = {
  limit: pageQuerySchema.shape.limit,
  cursor: z
    .string()
    .max(ADMIN_CURSOR_MAX_LENGTH, CURSOR_NOT_VALID)
    .regex(/^[A-Za-z0-9_-]+$/, CURSOR_NOT_VALID)
    .optional(),
  page: z.never({ error: "is not supported here: follow the cursor in the Link header" }).optional(),
};

/** GET /api/tweets and GET /api/admin/posts: a page, in the list's one order. */
export const adminPageQuerySchema = z.object(cursorPaging);

/** What the admin's client sends for a page: the cursor of the previous answer (none or null: the first page). */
export interface AdminPageParams {
  cursor?: string | null;
  limit?: number;
}

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

/**
 * GET /api/admin/products: a page of the catalogue, optionally searched (`q`: every word a case-insensitive
 * substring of the title, store, ASIN or category) and sorted (`sort`, `dir`; newest first by default).
 */
export const adminProductListQuerySchema = z.object({
  ...cursorPaging,
  q: z
    .string()
    .max(PRODUCT_SEARCH_MAX_LENGTH, `must be at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`)
    .transform((q) => q.trim().replace(/\s+/g, " "))
    .optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS, { error: `must be one of: ${ADMIN_PRODUCT_SORTS.join(", ")}` }).default("newest"),
  dir: z.enum(SORT_DIRECTIONS, { error: "must be asc or desc" }).optional(),
});
export interface AdminProductListParams extends AdminPageParams {
  q?: string;
  sort?: AdminProductSort;
  dir?: SortDirection;
}

/** The most ids one `ids` filter names (a page of the product table). */
export const ID_FILTER_MAX = 100;

/** `ids=1,2,3`: only these products (the rows a table shows). */
const idFilter = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, "must be ids separated by commas")
  .transform((text) => [...new Set(text.split(",").map(Number))])
  .pipe(
    z
      .array(z.number().int().min(1, "must be positive").max(MAX_ID, "an id is too large"))
      .max(ID_FILTER_MAX, `must name at most ${ID_FILTER_MAX} products`),
  )
  .optional();

/** GET /api/admin/clicks/products: clicks per product in the range, in product id order, a page at a time. */
export const productClicksQuerySchema = clickStatsQuerySchema.extend({ ...cursorPaging, ids: idFilter });
export interface ProductClicksParams extends AdminPageParams {
  days?: number;
  ids?: readonly number[];
}

/** GET /api/admin/links/products: ids of products whose link is broken, in id order, a page at a time. */
export const brokenProductsQuerySchema = z.object({ ...cursorPaging, ids: idFilter });
export interface BrokenProductsParams extends AdminPageParams {
  ids?: readonly number[];
}

/** A page of a list as the admin's client returns it: the items, and the cursor of the next page (null at the end). */
export interface Page<T> {
  items: T[];
  next: string | null;
}
