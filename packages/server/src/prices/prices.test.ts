import {
  adminProductSchema,
  type AdminProduct,
  priceChangesSchema,
  priceHistorySchema,
  priceRefreshStatusSchema,
  productSchema,
} from "@app/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { createJobRunner, type JobRunner } from "../jobs/jobs.runner";
import { readContentVersion } from "../static/page-cache";
import { startFakeCreatorsApi, type FakeCreatorsApi } from "../test/fake-creators-api";
import { engines, useTestContext, callApp } from "../test/test-app";
import { createCreatorsClient, CREDENTIALS_REFUSED, CreatorsApiError } from "./creators-api";
import { NOT_CONFIGURED } from "./prices.service";

const HOUR = 60 * 60 * 1000;
const asin = (n: number) => `B0TEST${String(n).padStart(4, "0")}`;

let amazon: FakeCreatorsApi;
beforeAll(async () => {
  amazon = await startFakeCreatorsApi();
});
afterAll(() => amazon.close());
beforeEach(() => {
  amazon.items.clear();
  amazon.requests.length = 0;
  amazon.tokenRequests = 0;
  amazon.refuseCredentials = false;
  amazon.retryAfterSeconds = 1;
});

const clientFor = (over: Partial<Parameters<typeof createCreatorsClient>[0]> = {}) =>
  createCreatorsClient({
    credentialId: amazon.env.AMAZON_CREATORS_CREDENTIAL_ID as string,
    credentialSecret: amazon.env.AMAZON_CREATORS_CREDENTIAL_SECRET as string,
    version: "2.1",
    marketplace: "www.amazon.com",
    partnerTag: "kicks-20",
    tokenUrl: amazon.tokenUrl,
    apiUrl: amazon.apiUrl,
    minIntervalMs: 0,
    baseBackoffMs: 10,
    ...over,
  });

describe("the Creators API client against the fake", () => {
  it("gets a token once, sends at most 10 ASINs a request, and reads offersV2", async () => {
    for (let n = 1; n <= 25; n++) amazon.setItem(asin(n), { price: n + 0.5, currency: "EUR" });
    const client = clientFor();
    const result = await client.getItems([...Array.from({ length: 25 }, (_, i) => asin(i + 1)), "B0UNKNOWN1"]);
    expect(amazon.requests.map((r) => r.itemIds.length)).toEqual([10, 10, 6]);
    expect(amazon.requests.every((r) => r.status === 200 && r.marketplace === "www.amazon.com")).toBe(true);
    expect(amazon.tokenRequests).toBe(1);
    expect(result.items).toHaveLength(25);
    expect(result.items[0]).toMatchObject({ asin: asin(1), price: { amount: "1.50", currency: "EUR" }, availability: "in_stock" });
    expect(result.errors).toEqual([expect.objectContaining({ asin: "B0UNKNOWN1", code: "ItemNotAccessible" })]);
    await client.getItems([asin(1)]);
    expect(amazon.tokenRequests).toBe(1);
  });

  it("keeps to the API's rate: requests are spaced by the minimum interval", async () => {
    for (let n = 1; n <= 30; n++) amazon.setItem(asin(n));
    const client = clientFor({ minIntervalMs: 150 });
    const started = Date.now();
    await client.getItems(Array.from({ length: 30 }, (_, i) => asin(i + 1)));
    expect(amazon.requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("waits for a 429's Retry-After and backs off after a 5xx, then succeeds", async () => {
    amazon.setItem(asin(1), { price: 9.99 });
    amazon.answerNext(429, 500);
    const client = clientFor();
    const started = Date.now();
    const result = await client.getItems([asin(1)]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(amazon.requests.map((r) => r.status)).toEqual([429, 500, 200]);
    expect(client.stats.retries).toBe(2);
    expect(result.items[0]?.price?.amount).toBe("9.99");
  });

  it("gives up on throttling after its retries, as a throttled error", async () => {
    amazon.setItem(asin(1));
    amazon.retryAfterSeconds = 0;
    amazon.answerNext(429, 429, 429);
    const error = await clientFor({ maxRetries: 2 })
      .getItems([asin(1)])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CreatorsApiError);
    expect((error as CreatorsApiError).kind).toBe("throttled");
  });

  it("says in plain words when the credentials are refused (401)", async () => {
    amazon.setItem(asin(1));
    amazon.refuseCredentials = true;
    const error = (await clientFor()
      .getItems([asin(1)])
      .catch((e: unknown) => e)) as CreatorsApiError;
    expect(error.kind).toBe("unauthorized");
    expect(error.message).toBe(CREDENTIALS_REFUSED);
  });

  it("asks for a new token once when the API stops taking the old one", async () => {
    amazon.setItem(asin(1));
    const client = clientFor();
    await client.getItems([asin(1)]);
    amazon.answerNext(401);
    await client.getItems([asin(1)]);
    expect(amazon.tokenRequests).toBe(2);
    expect(amazon.requests.map((r) => r.status)).toEqual([200, 401, 200]);
  });
});

describe.each(engines)("Amazon prices on %s", (engine) => {
  const t = useTestContext(engine, { creators: { minIntervalMs: 0, baseBackoffMs: 10 } });
  let runner: JobRunner;
  let app: ReturnType<typeof t.appWith>;
  const makeRunner = (db: Database) => createJobRunner({ db, now: () => t.clock.now, log: t.log });

  beforeEach(() => {
    runner = makeRunner(t.db);
    app = t.appWith(amazon.env, { jobs: () => runner });
  });

  const call = (method: string, path: string, body?: unknown, target = app) => callApp(target, t.cookie, method, path, body);
  const create = async (over: Record<string, unknown> = {}, target = app): Promise<AdminProduct> => {
    const res = await call(
      "POST",
      "/api/products",
      {
        title: "Clear Sneaker Crate",
        price: "30.00",
        productUrl: "https://www.amazon.com/dp/B0TEST0001",
        imageUrl: "https://m.media-amazon.com/images/I/crate.jpg",
        amazonAsin: asin(1),
        ...over,
      },
      target,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return adminProductSchema.parse(res.json);
  };
  const product = async (id: number): Promise<AdminProduct> => {
    const list = adminProductSchema.array().parse((await call("GET", "/api/admin/products")).json);
    const found = list.find((p) => p.id === id);
    if (!found) throw new Error(`product ${id} not listed`);
    return found;
  };
  const setChecked = (id: number, at: Date) =>
    t.db.execute(
      sql`update products set price_checked_at = ${at.toISOString()}::timestamptz, price_attempted_at = ${at.toISOString()}::timestamptz where id = ${id}`,
    );

  it("stores a currency, refuses one that is not ISO 4217, and shows it publicly with the price's time and stock", async () => {
    const bad = await call("POST", "/api/products", {
      title: "Euro crate",
      price: "1299.99",
      currency: "EURO",
      productUrl: "https://shop.example/p",
      imageUrl: "https://shop.example/i.jpg",
      sourceStore: "Shop",
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toMatch(/currency/);
    const euro = await create({ currency: "eur", sourceStore: "Shop", amazonAsin: "", productUrl: "https://shop.example/p" });
    expect(euro).toMatchObject({ currency: "EUR", priceCheckedAt: null, availability: "unknown" });
    const patched = await call("PATCH", `/api/products/${euro.id}`, { currency: "GBP" });
    expect(patched.json).toMatchObject({ currency: "GBP" });
    expect((await call("PATCH", `/api/products/${euro.id}`, { currency: "€" })).status).toBe(400);
    const pub = productSchema.array().parse((await call("GET", "/api/products")).json);
    expect(pub[0]).toMatchObject({ currency: "GBP", priceCheckedAt: null, availability: "unknown" });
  });

  it("fetches a new ASIN's price when it is added, and keeps every change in the history", async () => {
    amazon.setItem(asin(1), { price: 24.99, currency: "USD" });
    const created = await create();
    expect(created.priceCheckedAt).toBeNull();
    await runner.runDue();
    const fresh = await product(created.id);
    expect(fresh).toMatchObject({ price: "24.99", currency: "USD", availability: "in_stock", priceCheckedAt: t.clock.now.toISOString() });
    const history = priceHistorySchema.parse((await call("GET", `/api/admin/prices/history?ids=${created.id}`)).json);
    expect(history[0]?.points.map((p) => p.price)).toEqual(["30.00", "24.99"]);
  });

  it("refreshes stale prices at start-up, within the first tick, and leaves fresh ones to their turn", async () => {
    for (let n = 1; n <= 3; n++) amazon.setItem(asin(n), { price: 10 + n });
    const stale = await create({ amazonAsin: asin(1) });
    const fresh = await create({ amazonAsin: asin(2) });
    await setChecked(stale.id, new Date(t.clock.now.getTime() - 25 * HOUR));
    await setChecked(fresh.id, new Date(t.clock.now.getTime() - 1 * HOUR));
    await t.db.execute(sql`delete from jobs`);

    // A restart: a new instance's runner arms the refresh job at start-up; its first tick is due at once.
    const restarted = makeRunner(t.db);
    t.appWith(amazon.env, { jobs: () => restarted });
    await restarted.prepare();
    await restarted.runDue();
    expect(await product(stale.id)).toMatchObject({ price: "11.00", priceCheckedAt: t.clock.now.toISOString() });
    // The fresh one may ride along as the catalogue's share of the tick; it is never left past 24 hours.
    const after = await product(fresh.id);
    expect(Date.parse(after.priceCheckedAt ?? "")).toBeGreaterThan(t.clock.now.getTime() - 24 * HOUR);
    const status = priceRefreshStatusSchema.parse((await call("GET", "/api/admin/prices/status")).json);
    expect(status).toMatchObject({ configured: true, problem: null, amazonProducts: 2, stale: 0, lastRunAt: t.clock.now.toISOString() });
  });

  it("keeps the old price and its old time when a refresh fails, and tells the admin why", async () => {
    amazon.setItem(asin(1), { price: 20 });
    const created = await create();
    await runner.runDue();
    const before = await product(created.id);
    expect(before.price).toBe("20.00");

    t.clock.advance(21 * HOUR);
    amazon.setItem(asin(1), { price: 15 });
    amazon.refuseCredentials = true;
    await runner.prepare();
    await runner.runDue();
    expect(await product(created.id)).toMatchObject({ price: "20.00", priceCheckedAt: before.priceCheckedAt });
    const status = priceRefreshStatusSchema.parse((await call("GET", "/api/admin/prices/status")).json);
    expect(status.problem).toBe(CREDENTIALS_REFUSED);

    // Refresh now says the same in plain words (a 502: our admin's session is fine, Amazon refused).
    const now = await call("POST", `/api/admin/products/${created.id}/refresh-price`);
    expect(now.status).toBe(502);
    expect(now.json.message).toBe(CREDENTIALS_REFUSED);

    amazon.refuseCredentials = false;
    const ok = await call("POST", `/api/admin/products/${created.id}/refresh-price`);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ price: "15.00", priceCheckedAt: t.clock.now.toISOString() });
    expect(priceRefreshStatusSchema.parse((await call("GET", "/api/admin/prices/status")).json).problem).toBeNull();
  });

  it("keeps the old price when Amazon throttles past the retries, and marks a product out of stock", async () => {
    amazon.setItem(asin(1), { price: 20 });
    const created = await create();
    await runner.runDue();
    const before = await product(created.id);
    amazon.retryAfterSeconds = 0;
    amazon.answerNext(429, 429, 429, 429, 429);
    t.clock.advance(21 * HOUR);
    const throttled = await call("POST", `/api/admin/products/${created.id}/refresh-price`);
    expect(throttled.status).toBe(503);
    expect(await product(created.id)).toMatchObject({ price: "20.00", priceCheckedAt: before.priceCheckedAt });

    amazon.setItem(asin(1), { availability: "OUT_OF_STOCK", price: null });
    const out = await call("POST", `/api/admin/products/${created.id}/refresh-price`);
    expect(out.json).toMatchObject({ price: "20.00", availability: "out_of_stock" });
    const hero = productSchema.array().parse((await call("GET", "/api/products/hero")).json);
    expect(hero.map((p) => p.id)).not.toContain(created.id);
  });

  it("refreshes every Amazon product at least once a cycle, in batches of at most 10, spread over the ticks", async () => {
    for (let n = 1; n <= 25; n++) amazon.setItem(asin(n), { price: n });
    const ids: number[] = [];
    for (let n = 1; n <= 25; n++) ids.push((await create({ amazonAsin: asin(n), title: `Crate ${n}` })).id);
    await create({ amazonAsin: "", sourceStore: "Shop", productUrl: "https://shop.example/x", title: "Not Amazon" });
    await runner.prepare();
    await runner.runDue();
    expect(amazon.requests.every((r) => r.itemIds.length <= 10)).toBe(true);
    const statusNow = priceRefreshStatusSchema.parse((await call("GET", "/api/admin/prices/status")).json);
    expect(statusNow).toMatchObject({ amazonProducts: 25, stale: 0 });

    // Over a day and more of ticks (one every 20 minutes here, to keep the test short) each product is asked about
    // again before 24 hours, and the ticks share the work.
    amazon.requests.length = 0;
    const perTick: number[] = [];
    for (let minute = 20; minute <= 26 * 60; minute += 20) {
      t.clock.advance(20 * 60_000);
      const sent = amazon.requests.length;
      await runner.runDue();
      perTick.push(amazon.requests.slice(sent).reduce((n, r) => n + r.itemIds.length, 0));
      if (minute % 120 === 0) {
        const stale = priceRefreshStatusSchema.parse((await call("GET", "/api/admin/prices/status")).json).stale;
        expect(stale, `minute ${minute}`).toBe(0);
      }
    }
    expect(Math.max(...perTick)).toBeLessThanOrEqual(10);
  }, 120_000);

  it("refresh all marks every Amazon product due; without credentials the admin is told plainly", async () => {
    amazon.setItem(asin(1), { price: 5 });
    await create();
    await runner.prepare();
    await runner.runDue();
    amazon.requests.length = 0;
    const all = await call("POST", "/api/admin/prices/refresh");
    expect(all.status).toBe(202);
    await runner.runDue();
    expect(amazon.requests.flatMap((r) => r.itemIds)).toEqual([asin(1)]);

    const bare = t.appWith({});
    const status = priceRefreshStatusSchema.parse((await call("GET", "/api/admin/prices/status", undefined, bare)).json);
    expect(status).toMatchObject({ configured: false, problem: NOT_CONFIGURED });
    expect((await call("POST", "/api/admin/prices/refresh", undefined, bare)).status).toBe(409);
    expect((await call("POST", "/api/admin/products/1/refresh-price", undefined, bare)).json.message).toBe(NOT_CONFIGURED);
  });

  it("reads an Amazon product from the API when it is added by URL, never from its page", async () => {
    amazon.setItem("B08N5WRWNW", { title: "Stackable Sneaker Box", price: 1299.99, currency: "EUR", rating: 4.4, reviewCount: 87 });
    const res = await call("POST", "/api/extract-amazon-product", { url: "https://www.amazon.de/dp/B08N5WRWNW?psc=1" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: "Stackable Sneaker Box",
      price: "1299.99",
      currency: "EUR",
      rating: "4.4",
      reviewCount: 87,
      amazonAsin: "B08N5WRWNW",
      imageUrl: "https://m.media-amazon.com/images/I/B08N5WRWNW.jpg",
    });
    expect(amazon.requests[0]?.resources).toContain("itemInfo.title");
    amazon.refuseCredentials = true;
    const refused = await call("POST", "/api/extract-amazon-product", { url: "https://www.amazon.com/dp/B08N5WRWNW" });
    expect(refused.status).toBe(502);
    expect(refused.json.message).toBe(CREDENTIALS_REFUSED);
  });

  it("lists the biggest drops and rises, and validates the ranges", async () => {
    const a = await create({ amazonAsin: "", sourceStore: "Shop", productUrl: "https://shop.example/a", title: "Drop", price: "100" });
    const b = await create({ amazonAsin: "", sourceStore: "Shop", productUrl: "https://shop.example/b", title: "Rise", price: "50" });
    const c = await create({ amazonAsin: "", sourceStore: "Shop", productUrl: "https://shop.example/c", title: "Same", price: "10" });
    await t.db.execute(sql`update price_history set observed_at = observed_at - interval '8 days'`);
    await call("PATCH", `/api/products/${a.id}`, { price: "75" });
    await call("PATCH", `/api/products/${b.id}`, { price: "60" });
    await call("PATCH", `/api/products/${c.id}`, { title: "Same again" });
    const answer = await call("GET", "/api/admin/prices/changes?days=7");
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const changes = priceChangesSchema.parse(answer.json);
    expect(changes.drops).toEqual([expect.objectContaining({ productId: a.id, from: "100.00", to: "75.00", percent: -25 })]);
    expect(changes.rises).toEqual([expect.objectContaining({ productId: b.id, from: "50.00", to: "60.00", percent: 20 })]);
    const history = priceHistorySchema.parse((await call("GET", `/api/admin/prices/history?ids=${a.id},${c.id}&days=7`)).json);
    expect(history).toEqual([
      { productId: a.id, points: [expect.objectContaining({ price: "100.00" }), expect.objectContaining({ price: "75.00" })] },
      { productId: c.id, points: [expect.objectContaining({ price: "10.00" })] },
    ]);
    expect((await call("GET", "/api/admin/prices/changes?days=5")).status).toBe(400);
    expect((await call("GET", "/api/admin/prices/history?ids=x")).status).toBe(400);
    expect((await call("GET", "/api/admin/prices/history")).status).toBe(400);
  });

  it("moves the public pages' data version when a shown Amazon price turns 24 hours old", async () => {
    amazon.setItem(asin(1), { price: 20 });
    await create();
    await runner.runDue();
    const at = (ms: number) => readContentVersion(t.db, new Date(t.clock.now.getTime() + ms));
    expect((await at(23 * HOUR)).key).toBe((await at(0)).key);
    expect((await at(24 * HOUR + 1000)).key).not.toBe((await at(0)).key);
    const [row] = rowsOf(await t.db.execute(sql`select products from content_version where id = 1`));
    expect(row).toBeDefined();
  });
});
