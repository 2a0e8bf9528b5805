import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { products } from "../db/schema";
import { listProducts, toPublicProduct } from "./products.service";

export interface SerializedList {
  json: string;
  gzip: Buffer;
  etag: string;
}

/**
 * The public product list is read on every page view but changes only when the admin edits the catalogue.
 * Serializing, hashing and gzipping ~1,000 products on each request made GET /api/products CPU-bound
 * (docs/benchmarks.md), so each app keeps the serialized form per version of the table. The version is read
 * from Postgres on every request (row count, newest row version `xmin`, newest `updated_at`), so several
 * instances sharing one database never serve a stale list: any insert, update or delete changes it.
 */
export function createPublicProductsCache(db: Database, associateTag: string | undefined) {
  let cached: (SerializedList & { version: string }) | undefined;

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

  return async function get(): Promise<SerializedList> {
    const current = await version();
    if (cached?.version === current) return cached;
    const rows = await listProducts(db);
    const json = JSON.stringify(rows.map((row) => toPublicProduct(row, associateTag)));
    const etag = `W/"${createHash("sha1").update(json).digest("base64url")}"`;
    cached = { version: current, json, gzip: gzipSync(json), etag };
    return cached;
  };
}
