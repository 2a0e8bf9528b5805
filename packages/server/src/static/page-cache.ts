import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { PRICE_MAX_AGE_MS } from "@app/core";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";

/**
 * Rendered public pages and the public lists' answers, reused until their data changes
 * (docs/decisions/0029-paged-lists.md).
 *
 * The data version is the row of `content_version` (drizzle/0008, renamed in 0011): a counter per table the public
 * pages show, moved by a trigger in every writing transaction, so a write through any instance (or by hand) is
 * seen by every instance's next request. With it goes the time of the next scheduled post, since a post becomes
 * public without a write, and the time of the oldest Amazon price still shown, since a price stops being shown 24
 * hours after it was checked without a write either (products_price_checked_idx answers it). Reading it is one primary-key lookup; a page whose version still holds is sent from
 * memory, and a client (or a CDN) that has it gets a 304 without any render.
 */
export interface ContentVersion {
  /** Changes whenever anything a public page shows may have changed. */
  key: string;
}

export async function readContentVersion(db: Database, now: Date): Promise<ContentVersion> {
  const freshSince = new Date(now.getTime() - PRICE_MAX_AGE_MS).toISOString();
  const result = await db.execute(sql`
    select concat_ws(':', products, blog_posts, stores, resources,
      (select extract(epoch from min(published_at))::text from blog_posts where published and published_at > ${now.toISOString()}::timestamptz),
      (select extract(epoch from min(price_checked_at))::text from products where price_checked_at > ${freshSince}::timestamptz)) as key
    from content_version where id = 1`);
  return { key: String(rowsOf(result)[0]?.key ?? "none") };
}

export interface CachedPage {
  status: number;
  /** The body as text (HTML, JSON). */
  body: string;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
  /** Headers of the answer that go with the body (a paged list's Link). */
  headers: Record<string, string>;
}

export interface PageCacheLimits {
  /** At most this many pages are kept (the least recently used go first). */
  maxEntries: number;
  /** And at most this many bytes of HTML and gzip, together. */
  maxBytes: number;
}

export const PAGE_CACHE_LIMITS: PageCacheLimits = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 };

/** A page's ETag: the build, the data version and the address (so no render is needed to answer a 304). */
export function pageEtag(build: string, version: ContentVersion, url: string): string {
  return `W/"${createHash("sha1").update(`${build}\n${version.key}\n${url}`).digest("base64url")}"`;
}

/** A bounded least-recently-used map of rendered pages by address, each valid for one data version. */
export function createPageCache(limits: PageCacheLimits = PAGE_CACHE_LIMITS) {
  const pages = new Map<string, CachedPage & { version: string; bytes: number }>();
  let bytes = 0;

  function drop(url: string) {
    const page = pages.get(url);
    if (!page) return;
    pages.delete(url);
    bytes -= page.bytes;
  }

  return {
    get(url: string, version: ContentVersion): CachedPage | undefined {
      const page = pages.get(url);
      if (!page) return undefined;
      drop(url);
      if (page.version !== version.key) return undefined;
      pages.set(url, page);
      bytes += page.bytes;
      return page;
    },
    set(
      url: string,
      version: ContentVersion,
      page: Omit<CachedPage, "gzip" | "headers"> & { headers?: Record<string, string> },
    ): CachedPage {
      const gzip = new Uint8Array(gzipSync(page.body));
      const entry = { headers: {}, ...page, gzip, version: version.key, bytes: Buffer.byteLength(page.body) + gzip.byteLength };
      drop(url);
      if (entry.bytes > limits.maxBytes) return entry;
      pages.set(url, entry);
      bytes += entry.bytes;
      for (const oldest of pages.keys()) {
        if (pages.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        drop(oldest);
      }
      return entry;
    },
    size: () => ({ entries: pages.size, bytes }),
  };
}
