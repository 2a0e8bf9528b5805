import { adminProductSchema, clickStatsSchema, earningsReportSchema, linkHealthSchema } from "@app/core";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { amazonMarketplaceItems } from "../db/schema";
import { loadEnv } from "../env";
import { createJobRunner, type JobRunner } from "../jobs/jobs.runner";
import { startFakeCreatorsApi, type FakeCreatorsApi } from "../test/fake-creators-api";
import { createMigratedDatabase } from "../test/database-template";
import { startFakeRetailer } from "../test/fake-retailer";
import { callApp, engines, useTestContext } from "../test/test-app";

const asin = (n: number) => `B0MKTP${String(n).padStart(4, "0")}`;
const UK = "www.amazon.co.uk";
const DE = "www.amazon.de";
/** Two marketplaces abroad, both of the EU region (the fake's EU credential), with their tags. */
export const MARKETPLACES_ENV = {
  AMAZON_ASSOCIATE_TAG: "kicks-20",
  AMAZON_MARKETPLACES: `${UK}, ${DE}`,
  AMAZON_ASSOCIATE_TAGS: `${UK}=kicks-uk-21,${DE}=kicks-de-21`,
};

let amazon: FakeCreatorsApi;
beforeAll(async () => {
  amazon = await startFakeCreatorsApi();
});
afterAll(() => amazon.close());

describe("AMAZON_MARKETPLACES and the regions' credentials", () => {
  const base = { NODE_ENV: "test", ADMIN_PASSWORD: "x" };
  it("reads the hosts and tags, leaves out the home one, and asks for a region's credentials when the home ones cannot serve it", () => {
    const env = loadEnv({ ...base, ...amazon.env, ...MARKETPLACES_ENV, AMAZON_MARKETPLACES: `www.amazon.com,${UK},${DE},${UK}` });
    expect(env.AMAZON_MARKETPLACES).toEqual([UK, DE]);
    expect(env.AMAZON_ASSOCIATE_TAGS).toEqual({ [UK]: "kicks-uk-21", [DE]: "kicks-de-21" });
    expect(() => loadEnv({ ...base, ...amazon.env, AMAZON_MARKETPLACES: "www.amazon.co.jp" })).toThrow(
      /www\.amazon\.co\.jp.*AMAZON_CREATORS_CREDENTIAL_ID_FE/,
    );
    expect(() => loadEnv({ ...base, AMAZON_MARKETPLACES: "amazon.evil.example" })).toThrow(/AMAZON_MARKETPLACES/);
    expect(() => loadEnv({ ...base, AMAZON_ASSOCIATE_TAGS: "www.amazon.co.uk" })).toThrow(/AMAZON_ASSOCIATE_TAGS/);
    expect(() => loadEnv({ ...base, GEO_COUNTRY_HEADER: "CF IPCountry" })).toThrow(/GEO_COUNTRY_HEADER/);
  });
});

describe.each(engines)("Amazon marketplaces abroad on %s", (engine) => {
  const t = useTestContext(engine, { creators: { minIntervalMs: 0, baseBackoffMs: 10 } });
  let runner: JobRunner;
  let app: ReturnType<typeof t.appWith>;

  beforeEach(() => {
    for (const items of amazon.marketplaces.values()) items.clear();
    amazon.requests.length = 0;
    runner = createJobRunner({ db: t.db, now: () => t.clock.now, log: t.log });
    app = t.appWith({ ...amazon.env, ...MARKETPLACES_ENV }, { jobs: () => runner });
  });

  /** An Amazon product with ASIN `n` (its first refresh is a job, run by runner.runDue); its id. */
  const create = async (n: number, productUrl = `https://www.amazon.com/dp/${asin(n)}`) => {
    const res = await callApp(app, t.cookie, "POST", "/api/products", {
      title: `Crate ${n}`,
      price: "30.00",
      productUrl,
      imageUrl: "https://m.media-amazon.com/images/I/crate.jpg",
      amazonAsin: asin(n),
    });
    expect(res.status).toBe(201);
    return adminProductSchema.parse(res.json).id;
  };

  it("asks each marketplace about every Amazon product, 10 ASINs a request, and keeps availability and link per marketplace", async () => {
    for (let n = 1; n <= 12; n++) {
      amazon.setItem(asin(n), { price: n });
      if (n <= 6) amazon.setItem(asin(n), { currency: "GBP", availability: n === 6 ? "OUT_OF_STOCK" : "IN_STOCK" }, UK);
    }
    for (let n = 1; n <= 12; n++) await create(n);
    await runner.prepare();
    await runner.runDue();

    const asked = (marketplace: string) => amazon.requests.filter((r) => r.marketplace === marketplace);
    for (const marketplace of ["www.amazon.com", UK, DE]) {
      expect(
        asked(marketplace).every((r) => r.status === 200 && r.itemIds.length <= 10),
        marketplace,
      ).toBe(true);
      expect(new Set(asked(marketplace).flatMap((r) => r.itemIds)).size, marketplace).toBe(12);
    }
    const rows = await t.db
      .select()
      .from(amazonMarketplaceItems)
      .orderBy(asc(amazonMarketplaceItems.marketplace), asc(amazonMarketplaceItems.productId));
    const of = (marketplace: string) => rows.filter((r) => r.marketplace === marketplace);
    expect(of(DE)).toHaveLength(12);
    expect(of(DE).every((r) => r.availability === null && r.detailUrl === null)).toBe(true);
    expect(of(UK).map((r) => r.availability)).toEqual([...Array(5).fill("in_stock"), "out_of_stock", ...Array(6).fill(null)]);
    expect(of(UK)[0]?.detailUrl).toBe(`https://${UK}/dp/${asin(1)}?tag=kicks-uk-21&linkCode=ogi&th=1&psc=1`);
    expect(rows.some((r) => r.marketplace === "www.amazon.com")).toBe(false);
    expect(t.log.errors).toEqual([]);
  });

  it("sends a click on an Amazon link to the visitor's marketplace (header or language) with its tag when the item is there, else home", async () => {
    amazon.setItem(asin(1), { price: 20 });
    amazon.setItem(asin(2), { price: 30 });
    amazon.setItem(asin(1), { currency: "GBP" }, UK);
    const ids = [await create(1), await create(2)];
    // Refresh now asks the home marketplace and the UK one about each (no job in between).
    for (const id of ids) expect((await callApp(app, t.cookie, "POST", `/api/admin/products/${id}/refresh-price`)).status).toBe(200);
    const inUk = await t.db
      .select()
      .from(amazonMarketplaceItems)
      .orderBy(asc(amazonMarketplaceItems.marketplace), asc(amazonMarketplaceItems.productId));
    expect(inUk.map((r) => [r.marketplace, r.availability])).toEqual(
      [
        [UK, "in_stock"],
        [UK, null],
        [DE, null],
        [DE, null],
      ].toSorted(([a], [b]) => String(a).localeCompare(String(b))),
    );
    const tags = [{ marketplace: UK, placement: "home-grid", trackingId: "kicks-uk-grid-21" }];
    expect((await callApp(app, t.cookie, "POST", "/api/admin/earnings/tracking-ids", { trackingIds: tags })).status).toBe(200);

    const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const home = (n: number) => `https://www.amazon.com/dp/${asin(n)}?tag=kicks-20&linkCode=ogi&th=1&psc=1`;
    const go = async (target: typeof app, url: string, source: string, headers: Record<string, string>) => {
      const res = await target.request(`/api/go?${new URLSearchParams({ url, source })}`, {
        headers: { "user-agent": BROWSER, "x-test-client": "203.0.113.7", ...headers },
      });
      expect(res.status, await res.clone().text()).toBe(302);
      expect(res.headers.get("cache-control")).toBe("no-store");
      return res.headers.get("location");
    };
    // GB by the browser's language: the UK link Amazon gave, with the placement's UK tag.
    expect(await go(app, home(1), "home-grid", { "accept-language": "en-GB,en;q=0.9" })).toBe(
      `https://${UK}/dp/${asin(1)}?tag=kicks-uk-grid-21&linkCode=ogi&th=1&psc=1`,
    );
    // GB by the CDN's header (it wins over the language); a placement without a UK tag takes AMAZON_ASSOCIATE_TAGS's.
    const behindCdn = t.appWith({ ...amazon.env, ...MARKETPLACES_ENV, GEO_COUNTRY_HEADER: "CF-IPCountry" }, { jobs: () => runner });
    expect(await go(behindCdn, home(1), "stores", { "cf-ipcountry": "GB", "accept-language": "en-US" })).toBe(
      `https://${UK}/dp/${asin(1)}?tag=kicks-uk-21&linkCode=ogi&th=1&psc=1`,
    );
    // Not sold in the UK, or a visitor from the US: the home link the page holds.
    expect(await go(app, home(2), "home-grid", { "accept-language": "en-GB" })).toBe(home(2));
    expect(await go(app, home(1), "home-grid", { "accept-language": "en-US,en;q=0.9" })).toBe(home(1));

    // Nothing but Amazon is redirected to; bad input is a 400 naming the field.
    const refused = await app.request(`/api/go?${new URLSearchParams({ url: "https://evil.example/dp/B0MKTP0001" })}`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^url: /);
    expect((await app.request("/api/go?url=javascript:alert(1)")).status).toBe(400);

    const stats = clickStatsSchema.parse((await callApp(app, t.cookie, "GET", "/api/admin/clicks")).json);
    expect(stats.total).toBe(4);
    expect(stats.countries).toEqual([
      { country: "GB", clicks: 3 },
      { country: "US", clicks: 1 },
    ]);
    expect(stats.marketplaces).toEqual([
      { marketplace: UK, clicks: 2 },
      { marketplace: "www.amazon.com", clicks: 2 },
    ]);
    const report = earningsReportSchema.parse((await callApp(app, t.cookie, "GET", "/api/admin/earnings")).json);
    expect(report.marketplace.map((r) => [r.key, r.clicks])).toEqual([
      [UK, 2],
      ["www.amazon.com", 2],
    ]);
    expect(report.country.map((r) => [r.key, r.clicks])).toEqual([
      ["GB", 3],
      ["US", 1],
    ]);
    expect(t.log.errors).toEqual([]);
  });

  it("sends a click on to the home link when the database is away: the count is lost, not the visitor", async () => {
    const away = await createMigratedDatabase(engine);
    await away.handle.close();
    const errors: unknown[] = [];
    const log = { info: () => {}, warn: () => {}, error: (message: string) => void errors.push(message) };
    const env = loadEnv({ NODE_ENV: "test", ADMIN_PASSWORD: "x", DATA_DIR: "memory://", ...amazon.env, ...MARKETPLACES_ENV });
    const loadLimits = { maxInFlight: 100, maxEventLoopDelayMs: 60_000 };
    const down = createApp({ db: away.handle.db, dbKind: away.handle.kind, env, log, loadLimits, renderer: null });
    try {
      const url = `https://www.amazon.com/dp/${asin(1)}?tag=kicks-20`;
      const res = await down.request(`/api/go?${new URLSearchParams({ url, source: "home-grid" })}`, {
        headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36", "accept-language": "en-GB" },
      });
      expect([res.status, res.headers.get("location")]).toEqual([302, url]);
      expect(errors).toEqual(["Click not recorded; the visitor was sent on"]);
    } finally {
      await away.drop();
    }
  });

  it("checks Amazon links by their ASIN through the refresh, never by their pages: broken only when gone or unavailable in every marketplace", async () => {
    // The products' pages are served here, beside another shop's link: a fetched Amazon page would show as a request.
    const pages = await startFakeRetailer();
    try {
      pages.answer("/shoe", 200);
      app = t.appWith(
        { ...amazon.env, ...MARKETPLACES_ENV, EXTRACT_ALLOW_LOOPBACK: "true", LINK_CHECK_HOST_DELAY_MS: "0" },
        { jobs: () => runner },
      );
      amazon.setItem(asin(2), { availability: "OUT_OF_STOCK" });
      amazon.setItem(asin(2), { currency: "GBP", availability: "OUT_OF_STOCK" }, UK);
      amazon.setItem(asin(3), { availability: "OUT_OF_STOCK" });
      amazon.setItem(asin(3), { currency: "GBP" }, UK);
      amazon.setItem(asin(4));
      // asin(1) is returned by no marketplace: a dead ASIN.
      const ids: number[] = [];
      for (let n = 1; n <= 4; n++) ids.push(await create(n, `${pages.url}/dp/${asin(n)}`));
      const shoe = await callApp(app, t.cookie, "POST", "/api/products", {
        title: "Shop shoe",
        price: "30.00",
        productUrl: `${pages.url}/shoe`,
        imageUrl: "https://m.media-amazon.com/images/I/crate.jpg",
        sourceStore: "Sole Shop",
      });
      expect(shoe.status).toBe(201);
      await runner.prepare();
      await runner.runDue();

      const health = linkHealthSchema.parse((await callApp(app, t.cookie, "GET", "/api/admin/links")).json);
      const of = (id: number | undefined) => health.links.find((l) => l.kind === "product" && l.refId === id);
      expect(of(ids[0])).toMatchObject({
        status: "broken",
        lastCode: null,
        lastError: `Amazon's Creators API no longer returns the item ${asin(1)}`,
      });
      expect(of(ids[1])).toMatchObject({
        status: "broken",
        lastCode: null,
        lastError: `Amazon's Creators API says the item ${asin(2)} is unavailable in every marketplace`,
      });
      // Out of stock at home, in stock in the UK: there for some visitors, so not broken.
      expect(of(ids[2])).toMatchObject({ status: "ok", lastError: null });
      expect(of(ids[3])).toMatchObject({ status: "ok", lastError: null });
      expect(health.links.find((l) => l.url === `${pages.url}/shoe`)).toMatchObject({ status: "ok", lastCode: 200 });
      // Only the other shop's link was requested; the Amazon products' pages never were.
      expect(pages.requests.map((r) => r.path)).toEqual(["/shoe"]);
      expect(new Set(amazon.requests.flatMap((r) => r.itemIds))).toEqual(new Set([1, 2, 3, 4].map(asin)));

      // The UK sells out too: now unavailable in every marketplace, at the next refresh, still without a page fetched.
      amazon.setItem(asin(3), { currency: "GBP", availability: "OUT_OF_STOCK" }, UK);
      expect((await callApp(app, t.cookie, "POST", `/api/admin/products/${ids[2]}/refresh-price`)).status).toBe(200);
      const after = linkHealthSchema.parse((await callApp(app, t.cookie, "GET", "/api/admin/links")).json);
      expect(after.links.find((l) => l.refId === ids[2])?.status).toBe("broken");
      expect(pages.requests.map((r) => r.path)).toEqual(["/shoe"]);
    } finally {
      await pages.close();
    }
  });
});
