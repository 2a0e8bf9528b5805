import { CURSOR_NOT_VALID, PAGE_LIMIT_MAX } from "@app/core";
import type { Context } from "hono";
import type { z } from "zod";
import { badRequest } from "./errors";

/**
 * Keyset paging of a list (docs/decisions/0029-paged-lists.md). A page starts at the beginning, after a cursor (the
 * sort key of the previous page's last item, base64url JSON, opaque to clients) or at a numbered page (public pages:
 * the database skips the earlier rows along the list's index). Services fetch `limit + 1` rows: the extra one only
 * says that a next page exists.
 */
export interface PageRequest<K> {
  limit: number;
  /** The sort key of the last item of the previous page. */
  after: K | null;
  /** Rows to skip (a numbered page), 0 otherwise. */
  offset: number;
  /** The page number asked for, null when paging by cursor. */
  page: number | null;
}

export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
}

/** The page a validated query asks for (its `limit`, `cursor` or `page`), the cursor decoded with `keySchema`: 400 for a malformed one. */
export function pageRequest<S extends z.ZodType>(
  query: { limit?: number; cursor?: string; page?: number },
  keySchema: S,
  defaultLimit: number = PAGE_LIMIT_MAX,
): PageRequest<z.output<S>> {
  const limit = query.limit ?? defaultLimit;
  const page = query.page ?? null;
  return { limit, after: decodeCursor(query.cursor, keySchema), page, offset: page === null ? 0 : (page - 1) * limit };
}

/** The sort key a cursor holds, checked with the list's `keySchema` (null without a cursor): a 400 naming `cursor` otherwise. */
export function decodeCursor<S extends z.ZodType>(cursor: string | undefined, keySchema: S): z.output<S> | null {
  if (cursor === undefined) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    decoded = undefined;
  }
  // A NUL is in no key the server writes, and Postgres takes none in text: a forged one is a bad cursor, not a 500.
  const parsed = JSON.stringify(decoded ?? null).includes("\\u0000") ? null : keySchema.safeParse(decoded);
  if (!parsed?.success) throw badRequest(`cursor: ${CURSOR_NOT_VALID}`, [{ path: "cursor", message: CURSOR_NOT_VALID }]);
  return parsed.data;
}

/**
 * The page's items (`rows` holds up to `limit + 1`), with `Link: <…>; rel="next"` when there is more: the same
 * request with the cursor of the last item shown (or the next page number for a numbered page). With `more`, `rows`
 * is the page itself (a kept page's bounds decide its length, products.service.ts) and `more` says if a next one exists.
 */
export function pageOf<T>(c: Context, request: PageRequest<unknown>, rows: T[], keyOf: (row: T) => unknown, more?: boolean): T[] {
  const items = more === undefined ? rows.slice(0, request.limit) : rows;
  if (!(more ?? rows.length > request.limit) || items.length === 0) return items;
  const url = new URL(c.req.url);
  const params = url.searchParams;
  params.delete("cursor");
  params.delete("page");
  params.set("limit", String(request.limit));
  if (request.page !== null) params.set("page", String(request.page + 1));
  else params.set("cursor", encodeCursor(keyOf(items[items.length - 1] as T)));
  c.header("Link", `<${url.pathname}?${params.toString()}>; rel="next"`);
  return items;
}
