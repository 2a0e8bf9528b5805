import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { ChangeWatch } from "../db/notifications";
import { products } from "../db/schema";
import { listProducts, toPublicProduct } from "./products.service";

/** The list as the bytes sent: encoded once per version, never per request. */
export interface SerializedList {
  /** UTF-8 JSON. */
  json: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** The NOTIFY channel a trigger on products signals on every committed change (drizzle/0002_products-notify.sql). */
export const PRODUCTS_CHANNEL = "products_changed";

/**
 * Even while subscribed, the version is re-read at least this often: a listening connection that dies
 * without the socket noticing (a silent network drop) cannot leave a list stale for longer.
 */
export const MAX_TRUST_MS = 10_000;

/**
 * The public product list is read on every page view but changes only when the admin edits the catalogue.
 * Serializing, hashing and gzipping ~1,000 products on each request made GET /api/products CPU-bound
 * (docs/benchmarks.md), so each app keeps the serialized form per version of the table (row count, newest
 * row version `xmin`, newest `updated_at`: any insert, update or delete changes it).
 *
 * Reading that version is a database round trip, so while `watch` is subscribed to the table's change
 * notifications the cached list is served without one until a notification (from any instance's write)
 * moves the watch's token. While not subscribed (no watch, not yet, or the listening connection dropped)
 * every request reads the version as before, so several instances sharing one database never serve a
 * stale list. The instance that makes a write also drops its trust at once (`invalidate`), so its own next
 * request never waits for the notification to come back.
 */
export function createPublicProductsCache(
  db: Database,
  associateTag: string | undefined,
  watch?: ChangeWatch,
  now: () => number = Date.now,
) {
  let cached: (SerializedList & { version: string; token: number | null; checkedAt: number }) | undefined;

  async function version(): Promise<string> {
    const [row] = await db
      .select({
        count: sql<string>`count(*)::text`,
        xmin: sql<string | null>`max(${products}.xmin::text::bigint)::text`,
        updated: sql<string | null>`max(${products.updatedAt})::text`,
      })
      .from(products);
    return `${row?.count}:${row?.xmin}:${row?.updated}`;
  }

  async function get(): Promise<SerializedList> {
    // Taken before the database is read: a notification arriving meanwhile moves the token past it.
    const token = watch?.token() ?? null;
    const checkedAt = now();
    if (cached && token !== null && cached.token === token && checkedAt - cached.checkedAt < MAX_TRUST_MS) return cached;
    const current = await version();
    if (cached?.version !== current) {
      const rows = await listProducts(db);
      const json = JSON.stringify(rows.map((row) => toPublicProduct(row, associateTag)));
      const etag = `W/"${createHash("sha1").update(json).digest("base64url")}"`;
      const bytes = new TextEncoder().encode(json);
      cached = { version: current, json: bytes, gzip: new Uint8Array(gzipSync(bytes)), etag, token, checkedAt };
    } else {
      cached.token = token;
      cached.checkedAt = checkedAt;
    }
    return cached;
  }

  /** Called by this instance's write routes once a write is committed: its next read checks the version. */
  function invalidate() {
    if (cached) cached.token = null;
  }

  return { get, invalidate };
}
