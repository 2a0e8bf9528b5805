import { productSchema } from "@app/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ChangeWatch } from "../db/notifications";
import { counting, manualWatch } from "../test/counting";
import { products } from "../db/schema";
import { createTestContext, engines, type TestContext } from "../test/test-app";
import { createPublicProductsCache, MAX_TRUST_MS, PRODUCTS_CHANNEL } from "./public-products.cache";

const row = (title: string) => ({ title, price: "10.00", imageUrl: "/x.svg", productUrl: "https://shop.example/p" });
const titlesOf = (json: string | Uint8Array) =>
  productSchema
    .array()
    .parse(JSON.parse(typeof json === "string" ? json : new TextDecoder().decode(json)))
    .map((p) => p.title);

describe.each(engines)("public product list cache on %s", (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  /** A second instance over the same database, once its watch is subscribed and its (empty) list cached. */
  async function withOtherInstance(test: (watch: ChangeWatch, list: () => Promise<string[]>) => Promise<void>) {
    const other = await t.openInstance();
    try {
      const watch = other.handle.notifications.watch(PRODUCTS_CHANNEL);
      await expect.poll(() => watch.token(), { timeout: 10_000, interval: 10 }).not.toBeNull();
      const list = async () => titlesOf(await (await other.app.request("/api/products")).text());
      expect(await list()).toEqual([]);
      await test(watch, list);
    } finally {
      await other.close();
    }
  }

  it("while subscribed serves the list with no database round trip until the watch moves", async () => {
    await t.db.insert(products).values(row("One"));
    const { db, counter } = counting(t.db, "select");
    const watch = manualWatch();
    let clock = 0;
    const cache = createPublicProductsCache(db, undefined, watch, () => clock);

    expect(titlesOf((await cache.get()).json)).toEqual(["One"]);
    const afterFirst = counter.calls; // version + list
    for (let i = 0; i < 5; i++) await cache.get();
    expect(counter.calls).toBe(afterFirst);

    await t.db.insert(products).values(row("Two"));
    watch.set(1); // the notification of that write
    expect(titlesOf((await cache.get()).json)).toEqual(["One", "Two"]);
    expect(counter.calls).toBe(afterFirst + 2); // version changed: version + list

    clock += MAX_TRUST_MS; // trusted for a bounded time even without notifications
    await cache.get();
    expect(counter.calls).toBe(afterFirst + 3); // version only: unchanged

    cache.invalidate(); // this instance wrote
    await cache.get();
    expect(counter.calls).toBe(afterFirst + 4);
  });

  it("while not subscribed reads the version on every request, so a write is never missed", async () => {
    await t.db.insert(products).values(row("One"));
    const { db, counter } = counting(t.db, "select");
    const watch = manualWatch();
    watch.set(null);
    const cache = createPublicProductsCache(db, undefined, watch);
    await cache.get();
    const before = counter.calls;
    await cache.get();
    expect(counter.calls).toBe(before + 1);
    await t.db.update(products).set({ title: "Renamed" });
    expect(titlesOf((await cache.get()).json)).toEqual(["Renamed"]);
  });

  it("a change made by any connection (the trigger's NOTIFY) reaches another instance's watch and list", async () => {
    await withOtherInstance(async (watch, list) => {
      const before = watch.token();
      // Not through any app: straight SQL on the first instance's connection.
      await t.db.execute(
        sql`insert into products (title, price, image_url, product_url) values ('Direct', 1, '/x.svg', 'https://x.example')`,
      );
      await expect.poll(() => watch.token(), { timeout: 10_000, interval: 10 }).not.toBe(before);
      expect(await list()).toEqual(["Direct"]);
    });
  });

  it.runIf(engine === "postgres")(
    "falls back to reading the database when the listening connection drops, then re-subscribes",
    async () => {
      await withOtherInstance(async (watch, list) => {
        const before = watch.token();
        const seen: (number | null)[] = [];
        const sampler = setInterval(() => seen.push(watch.token()), 1);
        await t.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
        );
        // Unsubscribed at once (cache falls back to version reads), then subscribed again with a new token.
        await expect.poll(() => seen.includes(null), { timeout: 10_000, interval: 5 }).toBe(true);
        await expect.poll(() => watch.token(), { timeout: 10_000, interval: 10 }).not.toBeNull();
        clearInterval(sampler);
        expect(watch.token()).not.toBe(before);

        // Notifications flow again after the resubscription.
        const resubscribed = watch.token();
        await t.db.insert(products).values(row("After"));
        await expect.poll(() => watch.token(), { timeout: 10_000, interval: 10 }).not.toBe(resubscribed);
        expect(await list()).toEqual(["After"]);
      });
    },
  );
});
