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
 * The data version is the sum of `content_version`'s rows (drizzle/0008, renamed in 0011; 16 slots since 0024, so
 * concurrent writers do not queue on one row): a counter per table the public pages show, moved by a trigger in
 * every writing transaction, so a write through any instance (or by hand) is
 * seen by every instance (by the writing one at once, by the others within CONTENT_VERSION_MAX_AGE_MS). With it go
 * the time of the next scheduled post, since a post becomes public without a write, and the time the oldest Amazon
 * price still shown turns 24 hours old, since it stops being shown without a write either
 * (products_amazon_price_as_of_idx answers it). A page whose version still holds is sent from memory, and a client (or a CDN) that has it gets a 304
 * without any render.
 */
export interface ContentVersion {
  /** Changes whenever anything a public page shows may have changed. */
  key: string;
}

/** How long an instance trusts the data version it last read, for writes made through other instances. */
export const CONTENT_VERSION_MAX_AGE_MS = 1000;

/** The data version at `now`, and the time it changes without a write (a scheduled post, a price turning stale). */
export async function readContentVersion(db: Database, now: Date): Promise<{ key: string; changesAt: number | null }> {
  const freshSince = new Date(now.getTime() - PRICE_MAX_AGE_MS).toISOString();
  const result = await db.execute(sql`
    select concat_ws(':', sum(products), sum(blog_posts), sum(stores), sum(resources), sum(amazon_tracking_ids)) as counters,
      (select extract(epoch from min(published_at)) * 1000 from blog_posts where published and published_at > ${now.toISOString()}::timestamptz) as next_post_at,
      (select extract(epoch from min(coalesce(price_checked_at, price_set_at))) * 1000 from products
        where lower(trim(source_store)) = 'amazon' and coalesce(price_checked_at, price_set_at) > ${freshSince}::timestamptz) as oldest_price_at
    from content_version`);
  const row = rowsOf(result)[0];
  const nextPostAt = row?.next_post_at == null ? null : Number(row.next_post_at);
  const priceStaleAt = row?.oldest_price_at == null ? null : Number(row.oldest_price_at) + PRICE_MAX_AGE_MS;
  const times = [nextPostAt, priceStaleAt].filter((t): t is number => t !== null);
  return {
    key: [row?.counters ?? "none", nextPostAt ?? "", priceStaleAt ?? ""].join(":"),
    changesAt: times.length > 0 ? Math.min(...times) : null,
  };
}

/**
 * The data version as an instance knows it. A visitor's request reads it from memory: it is read again from the
 * database after a write through this instance (forget(), called by the app after every write request), when the
 * version changes by time (a scheduled post, a price turning stale), and at least every CONTENT_VERSION_MAX_AGE_MS for writes through other
 * instances (a CDN in front already keeps pages for up to a minute: PUBLIC_PAGE_CACHE). Concurrent reads share one
 * query. Under a crowd this is one query a second instead of one per request (docs/decisions/0029-paged-lists.md).
 */
export function createContentVersions(
  db: Database,
  now: () => Date,
  maxAgeMs = CONTENT_VERSION_MAX_AGE_MS,
  /** Milliseconds on a monotonic clock, for the kept version's age (tests move their own). */
  elapsed: () => number = () => performance.now(),
) {
  let kept: { version: ContentVersion; readAt: number; changesAt: number | null } | undefined;
  let pending: Promise<ContentVersion> | undefined;
  let generation = 0;
  const fresh = (k: NonNullable<typeof kept>) => elapsed() - k.readAt < maxAgeMs && (k.changesAt === null || now().getTime() < k.changesAt);
  return {
    read(): Promise<ContentVersion> {
      if (kept && fresh(kept)) return Promise.resolve(kept.version);
      if (pending) return pending;
      const started = generation;
      const readAt = elapsed();
      const reading = readContentVersion(db, now()).then(({ key, changesAt }) => {
        const version = { key };
        if (generation === started) kept = { version, readAt, changesAt };
        return version;
      });
      const done = () => {
        if (pending === reading) pending = undefined;
      };
      pending = reading;
      reading.then(done, done);
      return reading;
    },
    /** After a write through this instance: the next request reads the version again. */
    forget() {
      generation++;
      kept = undefined;
      pending = undefined;
    },
  };
}

export type ContentVersions = ReturnType<typeof createContentVersions>;

export interface CachedPage {
  status: number;
  /** The body (HTML, JSON) in UTF-8: outside the JavaScript heap, and counted as exactly what it holds. */
  body: Uint8Array<ArrayBuffer>;
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

/**
 * The limits of the two caches (rendered pages, public list answers) from PAGE_CACHE_MB: three quarters of it for
 * pages, a quarter for lists, at most 500 entries each.
 */
export function cacheLimitsFor(megabytes: number): { pages: PageCacheLimits; lists: PageCacheLimits } {
  const bytes = megabytes * 1024 * 1024;
  return {
    pages: { maxEntries: 500, maxBytes: Math.floor(bytes * 0.75) },
    lists: { maxEntries: 500, maxBytes: Math.floor(bytes * 0.25) },
  };
}

/** A page's ETag: the build, the data version and the address (so no render is needed to answer a 304). */
export function pageEtag(build: string, version: ContentVersion, url: string): string {
  return `W/"${createHash("sha1").update(`${build}\n${version.key}\n${url}`).digest("base64url")}"`;
}

const utf8 = new TextEncoder();

/** A bounded least-recently-used map of rendered pages by address, each valid for one data version (older ones kept until replaced). */
export function createPageCache(limits: PageCacheLimits) {
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
      if (!page || page.version !== version.key) return undefined;
      // Now the most recently used.
      pages.delete(url);
      pages.set(url, page);
      return page;
    },
    /** The page last kept for an address, of whatever data version (until a newer one replaces it). */
    last: (url: string): CachedPage | undefined => pages.get(url),
    set(
      url: string,
      version: ContentVersion,
      page: Omit<CachedPage, "body" | "gzip" | "headers"> & { body: string; headers?: Record<string, string> },
    ): CachedPage {
      const body = utf8.encode(page.body);
      const gzip = new Uint8Array(gzipSync(body));
      const entry = { headers: {}, ...page, body, gzip, version: version.key, bytes: body.byteLength + gzip.byteLength };
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
