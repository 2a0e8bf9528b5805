import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { createTestContext, engines } from "../test/test-app";
import { cacheLimitsFor, createContentVersions, createPageCache } from "./page-cache";

describe.each(engines)("the data version an instance knows, on %s", (engine) => {
  const bump = (t: { db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> } }) =>
    t.db.execute(sql`update content_version set products = products + 1 where id = 1`);

  it("is read once for a crowd, kept for its maximum age, and read again at once after forget()", async () => {
    const t = await createTestContext(engine);
    try {
      let reads = 0;
      const counted = { execute: (query: ReturnType<typeof sql>) => (reads++, t.db.execute(query)) } as unknown as Database;
      let ms = 0; // the monotonic clock the kept version's age is read on, moved by hand
      const versions = createContentVersions(
        counted,
        () => t.clock.now,
        200,
        () => ms,
      );
      const crowd = await Promise.all(Array.from({ length: 50 }, () => versions.read()));
      expect(new Set(crowd.map((v) => v.key)).size).toBe(1);
      expect(reads).toBe(1);
      const first = crowd[0]?.key;

      // A write by hand (or through another instance) is seen once the kept version is too old.
      await bump(t);
      expect((await versions.read()).key).toBe(first);
      ms += 250;
      const second = (await versions.read()).key;
      expect(second).not.toBe(first);

      // A write through this instance: forget() makes the next request read it.
      await bump(t);
      versions.forget();
      expect((await versions.read()).key).not.toBe(second);
    } finally {
      await t.close();
    }
  });

  it("never keeps a version read before a forget() that came while it was being read", async () => {
    const t = await createTestContext(engine);
    try {
      let reads = 0;
      const counted = { execute: (query: ReturnType<typeof sql>) => (reads++, t.db.execute(query)) } as unknown as Database;
      const versions = createContentVersions(counted, () => t.clock.now, 60_000);
      const before = versions.read();
      await bump(t);
      versions.forget();
      await before;
      // The read under way when forget() came is not kept, nor shared with the next request: that one reads again.
      const after = await versions.read();
      expect(reads).toBe(2);
      expect(after.key).toBe((await createContentVersions(t.db, () => t.clock.now).read()).key);
      expect((await versions.read()).key).toBe(after.key);
      expect(reads).toBe(2);
    } finally {
      await t.close();
    }
  });
});

describe("the page cache's memory", () => {
  it("counts a page as the UTF-8 bytes and gzip it holds, within the limits PAGE_CACHE_MB gives", () => {
    const limits = cacheLimitsFor(1);
    expect(limits.pages.maxBytes + limits.lists.maxBytes).toBe(1024 * 1024);
    const cache = createPageCache(limits.pages);
    const version = { key: "1" };
    // Two-byte characters: as text in memory this page would take twice its length; kept, it is its UTF-8.
    const page = cache.set("/a", version, { status: 200, body: "é—".repeat(10_000), etag: "x" });
    expect(page.body.byteLength).toBe(50_000);
    expect(cache.size().bytes).toBe(50_000 + page.gzip.byteLength);
    for (let i = 0; i < 40; i++) cache.set(`/p${i}`, version, { status: 200, body: `${i}`.repeat(25_000), etag: "x" });
    expect(cache.size().bytes).toBeLessThanOrEqual(limits.pages.maxBytes);
    expect(cache.get("/a", version)).toBeUndefined(); // the least recently used went first
    expect(new TextDecoder().decode(cache.get("/p39", version)?.body)).toBe("39".repeat(25_000));
  });
});
