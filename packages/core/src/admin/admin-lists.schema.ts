import { z } from "zod";
import { MAX_ID } from "../common/common.schema";
import { pageQuerySchema } from "../common/paging.schema";
import { clickStatsQuerySchema, LINK_KINDS, LINK_STATUSES } from "../links/link.schema";
import {
  ADMIN_CURSOR_MAX_LENGTH,
  ADMIN_PRODUCT_SORTS,
  CURSOR_NOT_VALID,
  ID_FILTER_MAX,
  PRODUCT_SEARCH_MAX_LENGTH,
  SORT_DIRECTIONS,
} from "./admin-lists";

/**
 * The query strings of the admin's paged lists (docs/decisions/0031-admin-lists-paged.md): `limit` as every paged
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

/** A list's search text (`q`): at most PRODUCT_SEARCH_MAX_LENGTH characters, trimmed, runs of spaces made one. */
const searchText = z
  .string()
  .max(PRODUCT_SEARCH_MAX_LENGTH, `must be at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`)
  .transform((q) => q.trim().replace(/\s+/g, " "))
  .optional();

/** GET /api/tweets, GET /api/admin/posts and GET /api/admin/links: a page, in the list's one order. */
export const adminPageQuerySchema = z.object(cursorPaging);

/** `ids=1,2,3`: only these products (the rows a table shows). */
export const productIdsFilter = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, "must be ids separated by commas")
  .transform((text) => [...new Set(text.split(",").map(Number))])
  .pipe(
    z
      .array(z.number().int().min(1, "must be positive").max(MAX_ID, "an id is too large"))
      .max(ID_FILTER_MAX, `must name at most ${ID_FILTER_MAX} products`),
  )
  .optional();

/**
 * GET /api/admin/products: a page of the catalogue, optionally searched (`q`: every word a case-insensitive
 * substring of the title, store, ASIN or category) and sorted (`sort`, `dir`; newest first by default).
 */
export const adminProductListQuerySchema = z.object({
  ...cursorPaging,
  q: searchText,
  sort: z.enum(ADMIN_PRODUCT_SORTS, { error: `must be one of: ${ADMIN_PRODUCT_SORTS.join(", ")}` }).default("newest"),
  dir: z.enum(SORT_DIRECTIONS, { error: "must be asc or desc" }).optional(),
  /** Only these products (the post editor's product boxes and tables show the products they name). */
  ids: productIdsFilter,
});

/** GET /api/admin/clicks/products: clicks per product in the range, in product id order, a page at a time. */
export const productClicksQuerySchema = clickStatsQuerySchema.extend({ ...cursorPaging, ids: productIdsFilter });

/** GET /api/admin/links/products: ids of products whose link is broken, in id order, a page at a time. */
export const brokenProductsQuerySchema = z.object({ ...cursorPaging, ids: productIdsFilter });

/** GET /api/admin/stores and /api/admin/resources: a page in name order, optionally searched (`q`). */
export const adminNamedListQuerySchema = z.object({
  ...cursorPaging,
  q: searchText,
});

/** GET /api/admin/links: a page of the checked links, broken first, optionally of one state and one kind. */
export const linkHealthQuerySchema = z.object({
  ...cursorPaging,
  status: z.enum(LINK_STATUSES, { error: `must be one of: ${LINK_STATUSES.join(", ")}` }).optional(),
  kind: z.enum(LINK_KINDS, { error: `must be one of: ${LINK_KINDS.join(", ")}` }).optional(),
});
