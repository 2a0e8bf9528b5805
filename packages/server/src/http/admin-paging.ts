import { MAX_ID, PAGE_LIMIT_MAX } from "@app/core";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { decodeCursor, type PageRequest } from "./paging";

/**
 * The admin's paged lists (docs/decisions/0031-admin-lists-paged.md): the query validated with the list's core
 * schema, the cursor decoded and checked against the list's key. Every admin cursor starts with a tag naming its
 * list (and, for products, the sort), so a cursor of another list or order is a 400, never a wrong page. The
 * answer is built with paging.ts `pageOf` (the items, and the Link header of the next page).
 */

/** A row id in a cursor. */
export const idKey = z.number().int().min(1).max(MAX_ID);

/**
 * A timestamp in a cursor, to the microsecond as Postgres keeps it (a JS Date has milliseconds only: a key cut
 * to them would repeat or skip rows). Select it with `isoMicros(column)`.
 */
export const isoMicrosKey = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

/** A timestamp column as `isoMicrosKey` text (UTC, microseconds). */
export const isoMicros = (column: PgColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The page a validated query asks for: `limit` (100 when absent) and the cursor decoded with `keySchema`. */
export function adminPage<K extends z.ZodType>(query: { limit?: number; cursor?: string }, keySchema: K): PageRequest<z.output<K>> {
  return { limit: query.limit ?? PAGE_LIMIT_MAX, after: decodeCursor(query.cursor, keySchema), offset: 0, page: null };
}
