import { clickStatsSchema, productClicksSchema, rakutenDeepLink } from "@app/core";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { linkClicks, products, stores } from "../db/schema";
import { syncResources } from "../resources/resources.service";
import { engines, useTestContext } from "../test/test-app";
import { CLICKS_PER_MINUTE } from "./clicks.service";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const DAY = 86_400_000;

describe.each(engines)("click statistics on %s", (engine) => {
  const t = useTestContext(engine);

  /** A beacon as the browser sends it: text/plain, no cookie, from `client`. */
  const beacon = (body: unknown, { agent = BROWSER, client = "203.0.113.7" } = {}) =>
    t.request("POST", "/api/clicks", {
      rawBody: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": agent, "x-test-client": client },
    });
  const stats = async (days = 30) => {
    const res = await t.request("GET", `/api/admin/clicks?days=${days}`, { cookie: t.cookie });
    expect(res.status).toBe(200);
    return clickStatsSchema.parse(await res.json());
  };

  const seed = async () => {
    const [amazon, other] = await t.db
      .insert(products)
      .values([
        {
          title: "LED Display Case",
          price: "99.00",
          imageUrl: "/i.svg",
          productUrl: "https://www.amazon.com/dp/B0LED00001",
          sourceStore: "Amazon",
          amazonAsin: "B0LED00001",
        },
        {
          title: "Crease Guards",
          price: "12.00",
          imageUrl: "/i.svg",
          productUrl: "https://shop.example/crease-guards",
          sourceStore: "Shop",
        },
      ])
      .returning();
    const [store] = await t.db
      .insert(stores)
      .values({
        name: "Sole Shop",
        address: "1 Main St",
        city: "Austin",
        state: "TX",
        country: "USA",
        website: "https://soleshop.example/",
        rakutenMerchantId: "12345",
      })
      .returning();
    await syncResources(t.db, [
      { name: "Nike", description: "Just do it.", url: "https://www.nike.example/", logo: "/l.svg", category: "Brands" },
    ]);
    return { amazon: amazon!, other: other!, store: store! };
  };

  it("maps clicks to products (through the affiliate tag), stores (through the deep link), brands or other", async () => {
    const { amazon, other, store } = await seed();
    const urls = {
      amazon: "https://www.amazon.com/dp/B0LED00001?tag=kicks-20",
      shop: "https://shop.example/crease-guards/",
      store: rakutenDeepLink("3850173", "12345", store.website ?? ""),
      brand: "https://nike.example/w/air-max",
      other: "https://newsletter.example/subscribe",
    };
    for (const url of [urls.amazon, urls.amazon, urls.shop, urls.store, urls.brand, urls.other]) {
      expect((await beacon({ url, source: "/" })).status).toBe(204);
    }
    const result = await stats();
    expect(result.total).toBe(6);
    expect(result.top[0]).toEqual({ url: urls.amazon, label: "LED Display Case", kind: "product", clicks: 2 });
    expect(result.top).toEqual(
      expect.arrayContaining([
        { url: urls.shop, label: "Crease Guards", kind: "product", clicks: 1 },
        { url: urls.store, label: "Sole Shop", kind: "store", clicks: 1 },
        { url: urls.brand, label: "Nike", kind: "brand", clicks: 1 },
        { url: urls.other, label: "newsletter.example", kind: "other", clicks: 1 },
      ]),
    );
    const perProduct = productClicksSchema.parse(await (await t.request("GET", "/api/admin/clicks/products", { cookie: t.cookie })).json());
    expect(perProduct.sort((a, b) => a.productId - b.productId)).toEqual([
      { productId: amazon.id, clicks: 2 },
      { productId: other.id, clicks: 1 },
    ]);
  });

  it("counts each UTC day of the range, days without clicks as 0, and leaves older clicks out", async () => {
    t.clock.now = new Date("2026-11-25T12:00:00Z");
    await beacon({ url: "https://a.example/" });
    t.clock.now = new Date("2026-11-23T23:59:00Z");
    await beacon({ url: "https://a.example/" });
    await beacon({ url: "https://b.example/" });
    t.clock.now = new Date("2026-11-10T08:00:00Z");
    await beacon({ url: "https://c.example/" });
    t.clock.now = new Date("2026-11-25T13:00:00Z");
    const week = await stats(7);
    expect(week.daily).toHaveLength(7);
    expect(week.daily[0]).toEqual({ date: "2026-11-19", clicks: 0 });
    expect(week.daily.slice(-3)).toEqual([
      { date: "2026-11-23", clicks: 2 },
      { date: "2026-11-24", clicks: 0 },
      { date: "2026-11-25", clicks: 1 },
    ]);
    expect(week.total).toBe(3);
    expect(week.top.map((l) => l.url)).toEqual(["https://a.example/", "https://b.example/"]);
    expect((await stats(30)).total).toBe(4);
  });

  it("drops bots, stores no raw address, and limits clicks per address", async () => {
    expect((await beacon({ url: "https://a.example/" }, { agent: "Googlebot/2.1 (+http://www.google.com/bot.html)" })).status).toBe(204);
    expect((await beacon({ url: "https://a.example/" }, { agent: "" })).status).toBe(204);
    expect((await stats()).total).toBe(0);

    for (let i = 0; i < CLICKS_PER_MINUTE; i++) expect((await beacon({ url: "https://a.example/" })).status).toBe(204);
    const limited = await beacon({ url: "https://a.example/" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    // Another address is not limited; a minute later the first one is not either.
    expect((await beacon({ url: "https://a.example/" }, { client: "198.51.100.9" })).status).toBe(204);
    t.clock.advance(61_000);
    expect((await beacon({ url: "https://a.example/" })).status).toBe(204);

    const rows = await t.db.select().from(linkClicks);
    expect(rows).toHaveLength(CLICKS_PER_MINUTE + 2);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain("203.0.113.7");
    expect(dump).not.toContain("198.51.100.9");
    expect(new Set(rows.map((r) => r.visitorHash)).size).toBe(2);

    // A new day, a new salt: the same address hashes differently, and the old salt is gone after a day.
    t.clock.advance(DAY);
    await beacon({ url: "https://a.example/" });
    t.clock.advance(DAY);
    await beacon({ url: "https://a.example/" });
    const hashes = (await t.db.select({ h: linkClicks.visitorHash }).from(linkClicks).orderBy(linkClicks.id)).map((r) => r.h);
    expect(new Set(hashes.slice(-2)).size).toBe(2);
    const salts = await t.db.execute(sql`select day from click_salts order by day`);
    expect(((salts as unknown as { rows?: unknown[] }).rows ?? (salts as unknown as unknown[])).length).toBeLessThanOrEqual(2);
  });

  it("holds the limit under a burst: 100 simultaneous beacons from one address record exactly the limit", async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => beacon({ url: `https://a.example/${i}` })));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(CLICKS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - CLICKS_PER_MINUTE);
    expect(await t.db.select().from(linkClicks)).toHaveLength(CLICKS_PER_MINUTE);
    // Another address keeps its own budget meanwhile.
    expect((await beacon({ url: "https://a.example/" }, { client: "198.51.100.9" })).status).toBe(204);
    expect(t.log.errors).toEqual([]);
  });

  it("answers bad beacons with 400/413 and keeps the statistics for the admin", async () => {
    expect((await beacon("not json")).status).toBe(400);
    const bad = await beacon({ url: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^url: /);
    expect((await beacon({ url: `https://a.example/${"x".repeat(3000)}` })).status).toBe(413);
    expect((await t.request("GET", "/api/admin/clicks")).status).toBe(401);
    expect((await t.request("GET", "/api/admin/clicks/products")).status).toBe(401);
    expect((await t.request("GET", "/api/admin/clicks?days=0", { cookie: t.cookie })).status).toBe(400);
    expect((await t.request("GET", "/api/admin/clicks?days=abc", { cookie: t.cookie })).status).toBe(400);
    expect((await stats()).daily).toHaveLength(30);
  });
});
