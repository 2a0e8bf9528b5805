import {
  adminProductSchema,
  brokenProductsSchema,
  linkHealthSchema,
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
import { linkClicks, products } from "../db/schema";
import { createJobRunner, type JobRunner } from "../jobs/jobs.runner";
import { readContentVersion } from "../pages/page-cache";
import { startArrivalClock, startFakeCreatorsApi, type FakeCreatorsApi } from "../test/fake-creators-api";
import { engines, useTestContext, callApp } from "../test/test-app";
import { createCreatorsClient, CREDENTIALS_REFUSED, CreatorsApiError, UNREADABLE_ITEM } from "./creators-api";
import { REFRESH_CONTINUES } from "./prices.routes";
import { NOT_CONFIGURED } from "./prices.service";

const HOUR = 60 * 60 * 1000;
const asin = (n: number) => `B0TEST${String(n).padStart(4, "0")}`;

let amazon: FakeCreatorsApi;
beforeAll(async () => {
  amazon = await startFakeCreatorsApi();
});
afterAll(() => amazon.close());
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => {
  for (const items of amazon.marketplaces.values()) items.clear();
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

  it("reads each item on its own: a malformed one is an error of its own, the others are read", async () => {
    amazon.setItem(asin(1), { price: 9.99 });
    amazon.setItem(asin(2), { price: "12.50" });
    amazon.setItem(asin(3), { currency: "zzz" });
    const result = await clientFor().getItems([asin(1), asin(2), asin(3)]);
    expect(result.items.map((item) => [item.asin, item.price])).toEqual([[asin(1), { amount: "9.99", currency: "USD" }]]);
    expect(result.errors).toEqual([
      expect.objectContaining({ asin: asin(2), code: UNREADABLE_ITEM, message: expect.stringMatching(/amount/) }),
      expect.objectContaining({ asin: asin(3), code: UNREADABLE_ITEM, message: expect.stringMatching(/ISO 4217/) }),
    ]);
  });

  it("keeps one deadline for the whole call, its retries and backoffs included", async () => {
    amazon.setItem(asin(1));
    amazon.answerNext(500);
    const backingOff = await clientFor({ callTimeoutMs: 200, baseBackoffMs: 3_600_000 })
      .getItems([asin(1)])
      .catch((e: unknown) => e);
    expect(backingOff).toBeInstanceOf(CreatorsApiError);
    expect((backingOff as CreatorsApiError).message).toMatch(/did not answer within 0.2 s/);
    const release = amazon.hold();
    try {
      const held = await clientFor({ callTimeoutMs: 200 })
        .getItems([asin(1)])
        .catch((e: unknown) => e);
      expect((held as CreatorsApiError).kind).toBe("unavailable");
      expect((held as CreatorsApiError).message).toMatch(/did not answer within 0.2 s/);
    } finally {
      release();
    }
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

  it("refreshes the readable items of an answer, keeps the price of a malformed one and tells the admin which", async () => {
    const made = [];
    for (const n of [1, 2, 3]) {
      amazon.setItem(asin(n), { price: 20 + n, currency: "EUR" });
      made.push(await create({ amazonAsin: asin(n), productUrl: `https://www.amazon.com/dp/${asin(n)}` }));
    }
    await runner.runDue();
    t.clock.advance(21 * HOUR);
    amazon.setItem(asin(1), { price: 11 });
    amazon.setItem(asin(2), { price: "12.50" });
    amazon.setItem(asin(3), { price: 13, currency: "zzz" });
    await runner.prepare();
    await runner.runDue();
    const [one, two, three] = await Promise.all(made.map((p) => product(p.id)));
    expect(one).toMatchObject({ price: "11.00", currency: "EUR", priceCheckedAt: t.clock.now.toISOString() });
    expect(two).toMatchObject({ price: "22.00", currency: "EUR" });
    expect(three).toMatchObject({ price: "23.00", currency: "EUR" });
    const status = priceRefreshStatusSchema.parse((await call("GET", "/api/admin/prices/status")).json);
    expect(status.problem).toContain(asin(2));
    expect(status.problem).toContain(asin(3));
    // Not missing: a malformed answer is no dead link.
    const ids = made.map((p) => p.id).join(",");
    expect(brokenProductsSchema.parse((await call("GET", `/api/admin/links/products?ids=${ids}`)).json)).toEqual([]);
    // Refresh now says which item could not be read, in a 502.
    const now = await call("POST", `/api/admin/products/${(made[2] as AdminProduct).id}/refresh-price`);
    expect(now.status).toBe(502);
    expect(now.json.message).toMatch(/ISO 4217/);
  });

  it("tells the admin at once when Refresh now goes on in the background, and the price arrives", async () => {
    amazon.setItem(asin(1), { price: 20 });
    const created = await create();
    await runner.runDue();
    amazon.setItem(asin(1), { price: 17 });
    const release = amazon.hold();
    const res = await call("POST", `/api/admin/products/${created.id}/refresh-price`);
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ scheduled: true, message: REFRESH_CONTINUES });
    release();
    while ((await product(created.id)).price !== "17.00") await new Promise((resolve) => setTimeout(resolve, 20));
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

  it("builds Amazon links from the API's detailPageURL (its parameters kept, tag set); products without API data keep today's link", async () => {
    const detail = `https://www.amazon.com/Clear-Sneaker-Crate/dp/${asin(1)}?tag=api-20&linkCode=ogi&th=1&psc=1&ref_=cr_api`;
    amazon.setItem(asin(1), { price: 24.99, detailPageURL: detail });
    const fromApi = await create();
    const withoutApi = await create({ amazonAsin: asin(2), title: "Crate without API data" });
    await runner.runDue();
    const rows = rowsOf(await t.db.execute(sql`select id, amazon_detail_url from products order by id`)) as {
      amazon_detail_url: string | null;
    }[];
    expect(rows.map((r) => r.amazon_detail_url)).toEqual([detail, null]);
    const pub = productSchema.array().parse((await call("GET", "/api/products")).json);
    const link = (id: number) => pub.find((p) => p.id === id)?.affiliateLink;
    expect(link(fromApi.id)).toBe(
      `https://www.amazon.com/Clear-Sneaker-Crate/dp/${asin(1)}?tag=kicks-20&linkCode=ogi&th=1&psc=1&ref_=cr_api`,
    );
    expect(link(withoutApi.id)).toBe(`https://www.amazon.com/dp/${asin(2)}?tag=kicks-20`);
    const search = (await call("GET", "/api/search?q=crate")).json as unknown as { title: string; url: string }[];
    expect(search.find((r) => r.title === "Clear Sneaker Crate")?.url).toBe(link(fromApi.id));
    // A link that is not an https Amazon page is never stored: the product keeps the link it had.
    amazon.setItem(asin(1), { detailPageURL: "https://evil.example/dp/B0TEST0001" });
    await call("POST", `/api/admin/products/${fromApi.id}/refresh-price`);
    const again = productSchema.array().parse((await call("GET", "/api/products")).json);
    expect(again.find((p) => p.id === fromApi.id)?.affiliateLink).toBe(link(fromApi.id));
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

  it("keeps one rate for two instances sharing the database, counted at the fake", async () => {
    const interval = 100;
    const clock = await startArrivalClock(amazon);
    const env = { ...amazon.env, AMAZON_CREATORS_API_URL: clock.apiUrl };
    const creators = { minIntervalMs: interval, baseBackoffMs: 10 };
    const other = await t.openInstance({ env, jobs: (db) => makeRunner(db), creators });
    const a = t.appWith(env, { jobs: () => runner, creators });
    const ids: number[] = [];
    for (let n = 1; n <= 12; n++) {
      amazon.setItem(asin(n), { price: n });
      ids.push((await create({ amazonAsin: asin(n), title: `Crate ${n}` })).id);
    }
    amazon.requests.length = 0;
    // "Refresh now" pressed on both instances at once, six products each.
    const started = Date.now(); // the arrival clock's time (ms since epoch)
    const results = await Promise.all(
      ids.map((id, i) => call("POST", `/api/admin/products/${id}/refresh-price`, undefined, i % 2 ? other.app : a)),
    );
    // Past REFRESH_NOW_WAIT_MS (a slow machine) the answer is 202 and the refresh goes on: its requests are waited for.
    expect(results.filter((r) => r.status !== 200 && r.status !== 202)).toEqual([]);
    const arrived: number[] = []; // each read takes the arrivals noted since the last
    await expect.poll(async () => arrived.push(...(await clock.arrivals())), { timeout: 60_000 }).toBe(12);
    const times = arrived.toSorted((x, y) => x - y);
    // Turns are `interval` apart on the database's clock, the first taken after the presses: the twelfth request cannot
    // reach the fake before 11 intervals have passed (apart, the two instances would send all 12 in 0.6 s). A busy
    // machine only sends requests later than their turns, never sooner, so this holds however loaded it is; the gaps
    // between arrivals do not (a first request sent 80 ms late arrives 20 ms before the second). The fake counts
    // arrivals on its own thread (as Amazon counts them): on Postgres never more than the rate in any second. On
    // PGlite both "instances" and the counting thread share one process that each statement blocks, so requests may be
    // counted late and bunch at the fake whatever the rate: there only the first check holds.
    const arrivals = `arrivals ${times.map((at) => at - started).join(", ")} ms after the presses`;
    expect((times.at(-1) as number) - started, arrivals).toBeGreaterThanOrEqual(11 * interval - 10);
    if (engine === "postgres") {
      const inAnySecond = Math.max(...times.map((at) => times.filter((other) => other >= at && other < at + 1000).length));
      expect(inAnySecond, arrivals).toBeLessThanOrEqual(1000 / interval + 1);
    }
    const status = priceRefreshStatusSchema.parse((await call("GET", "/api/admin/prices/status")).json);
    expect(status.requestsToday).toBe(12);
    await Promise.all([other.close(), clock.close()]);
  });

  it("counts every instance's requests against the daily quota, and refuses past it without asking Amazon", async () => {
    const limited = t.appWith({ ...amazon.env, AMAZON_CREATORS_DAILY_REQUESTS: "3" }, { jobs: () => runner });
    amazon.setItem(asin(1), { price: 5 });
    const created = await create({}, limited);
    amazon.requests.length = 0;
    for (let n = 0; n < 3; n++)
      expect((await call("POST", `/api/admin/products/${created.id}/refresh-price`, undefined, limited)).status).toBe(200);
    const refused = await call("POST", `/api/admin/products/${created.id}/refresh-price`, undefined, limited);
    expect(refused.status).toBe(503);
    expect(refused.json.message).toMatch(/quota of 3 requests \(AMAZON_CREATORS_DAILY_REQUESTS\) is spent/);
    expect(amazon.requests).toHaveLength(3);
    // A new day (UTC) has its quota again.
    t.clock.advance(24 * HOUR);
    expect((await call("POST", `/api/admin/products/${created.id}/refresh-price`, undefined, limited)).status).toBe(200);
  });

  it("when the quota does not cover a full refresh, refreshes the products clicked or shown recently first and says why the rest are stale", async () => {
    // A tick's share of the day depends on the ticks left today: the clock is put just after midnight UTC, so the
    // share is one request whatever the time of day the test runs at.
    t.clock.advance(DAY_MS - (t.clock.now.getTime() % DAY_MS) + 30 * 60 * 1000);
    const limited = t.appWith({ ...amazon.env, AMAZON_CREATORS_DAILY_REQUESTS: "25" }, { jobs: () => runner });
    // 300 Amazon products: a full refresh needs 36 requests a day, more than 25 less the reserve.
    const rows = await t.db
      .insert(products)
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          title: `Crate ${i + 1}`,
          price: String(1000 - i),
          productUrl: `https://www.amazon.com/dp/${asin(i + 1)}`,
          imageUrl: "https://m.media-amazon.com/images/I/crate.jpg",
          amazonAsin: asin(i + 1),
        })),
      )
      .returning({ id: products.id, asin: products.amazonAsin });
    for (const row of rows) amazon.setItem(row.asin as string, { price: 9 });
    // Three products far down the grid (the cheapest, not on the home page) were clicked this week.
    const clicked = rows.slice(-3);
    await t.db.insert(linkClicks).values(
      clicked.map((row) => ({
        url: `https://www.amazon.com/dp/${row.asin}`,
        kind: "product",
        refId: row.id,
        label: "Crate",
        source: "products-grid",
        visitorHash: "v",
        clickedAt: new Date(t.clock.now.getTime() - HOUR),
      })),
    );
    amazon.requests.length = 0;
    await runner.prepare();
    await t.db.execute(sql`delete from jobs where kind not like 'prices.%'`); // the price refresh alone
    await runner.runDue();
    // One tick's share of what is left today: one request of 10 ASINs, the clicked ones first, then the home page's.
    expect(amazon.requests.length).toBeLessThanOrEqual(2);
    const first = amazon.requests[0]?.itemIds ?? [];
    expect(first).toHaveLength(10);
    expect(first.slice(0, 3).toSorted()).toEqual(clicked.map((r) => r.asin).toSorted());
    expect(first.slice(3)).toEqual(rows.slice(0, 7).map((r) => r.asin));
    const status = priceRefreshStatusSchema.parse((await call("GET", "/api/admin/prices/status", undefined, limited)).json);
    expect(status).toMatchObject({ amazonProducts: 300, dailyRequests: 25, requestsNeededPerDay: 36 });
    expect(status.stale).toBe(300 - 10 * amazon.requests.length);
    expect(status.staleReason).toBe(
      `${status.stale} prices are older than 24 hours: the daily quota of 25 Creators API requests (AMAZON_CREATORS_DAILY_REQUESTS) is less than the 36 a day that refreshing all 300 Amazon products needs, so the products clicked or shown on the home page most recently are refreshed first.`,
    );
  });

  it("checks Amazon links through the API: a dead ASIN is broken in Link Health, and no Amazon page is fetched", async () => {
    amazon.setItem(asin(1), { price: 12 });
    const alive = await create({ amazonAsin: asin(1) });
    const dead = await create({ amazonAsin: asin(2), title: "Gone crate", productUrl: `https://www.amazon.com/dp/${asin(2)}` });
    await runner.prepare();
    await runner.runDue();
    const health = linkHealthSchema.parse((await call("GET", "/api/admin/links")).json);
    const of = (id: number) => health.links.find((l) => l.kind === "product" && l.refId === id);
    expect(of(dead.id)).toMatchObject({
      status: "broken",
      lastCode: null,
      lastError: `Amazon's Creators API no longer returns the item ${asin(2)}`,
    });
    expect(of(alive.id)).toMatchObject({ status: "ok", lastCode: null, lastError: null });
    expect(of(dead.id)?.checkedAt).not.toBeNull();
    expect(brokenProductsSchema.parse((await call("GET", `/api/admin/links/products?ids=${alive.id},${dead.id}`)).json)).toEqual([dead.id]);
    // Only the API was asked (a fetched page would have left its HTTP code or network error); it returns, it is ok again.
    expect([...new Set(amazon.requests.flatMap((r) => r.itemIds))].toSorted()).toEqual([asin(1), asin(2)]);
    amazon.setItem(asin(2), { price: 3 });
    await call("POST", `/api/admin/products/${dead.id}/refresh-price`);
    expect(linkHealthSchema.parse((await call("GET", "/api/admin/links")).json).links.find((l) => l.refId === dead.id)?.status).toBe("ok");
  });

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

  it("moves it too when a typed Amazon price turns 24 hours old, and not for another store's price", async () => {
    await create({ amazonAsin: null, price: "12.00" });
    t.clock.advance(HOUR);
    await create({ amazonAsin: null, sourceStore: "Kickshelf", productUrl: "https://kickshelf.example/crate" });
    const at = (ms: number) => readContentVersion(t.db, new Date(t.clock.now.getTime() + ms));
    expect((await at(0)).changesAt).toBe(t.clock.now.getTime() - HOUR + 24 * HOUR);
    expect((await at(22 * HOUR)).key).toBe((await at(0)).key);
    expect((await at(23 * HOUR + 1000)).key).not.toBe((await at(0)).key);
    expect((await at(23 * HOUR + 1000)).changesAt).toBeNull();
  });
});
