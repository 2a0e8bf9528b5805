import { linkHealthSchema } from "@app/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, linkChecks, products, stores } from "../db/schema";
import { createJobRunner, type JobRunner } from "../jobs/jobs.runner";
import { syncResources } from "../resources/resources.service";
import { startFakeRetailer, type FakeRetailer } from "../test/fake-retailer";
import { deferred } from "@app/core/testing";
import { engines, useTestContext } from "../test/test-app";
import { createLinkRoutes, LINK_CHECK_JOB, LINK_HOST_JOB } from "./links.routes";

describe.each(engines)("link health on %s", (engine) => {
  const t = useTestContext(engine, {
    env: { EXTRACT_ALLOW_LOOPBACK: "true", LINK_CHECK_HOST_DELAY_MS: "0", LINK_CHECK_TIMEOUT_MS: "1000" },
  });
  let shop: FakeRetailer;
  beforeAll(async () => {
    shop = await startFakeRetailer();
  });
  afterAll(() => shop.close());

  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  /** An instance with the app's job handlers (`env` changed), the check due now: run() runs it and the host jobs it schedules. */
  const checker = async (env: Record<string, string> = {}) => {
    const runner: JobRunner = createJobRunner({ db: t.db, now: () => t.clock.now, log: silent });
    t.appWith(env, { jobs: () => runner });
    await runner.schedule(LINK_CHECK_JOB, t.clock.now);
    return { run: () => runner.runDue() };
  };
  const check = async (env: Record<string, string> = {}) => (await checker(env)).run();
  const health = async () => {
    const res = await t.request("GET", "/api/admin/links", { cookie: t.cookie });
    expect(res.status).toBe(200);
    return linkHealthSchema.parse(await res.json());
  };
  const statusOf = async (url: string) => (await health()).links.find((l) => l.url === url);

  const seed = async () => {
    const [product] = await t.db
      .insert(products)
      .values({ title: "Gone Case", price: "10.00", imageUrl: "/i.svg", productUrl: `${shop.url}/gone`, sourceStore: "Shop" })
      .returning();
    await t.db
      .insert(products)
      .values({ title: "Fine Case", price: "10.00", imageUrl: "/i.svg", productUrl: `${shop.url}/fine`, sourceStore: "Shop" });
    await t.db.insert(stores).values([
      {
        name: "Busy Store",
        address: "1 A St",
        city: "Austin",
        state: "TX",
        country: "USA",
        website: `${shop.url}/busy`,
        rakutenMerchantId: "123",
      },
      {
        name: "Unpaid Store",
        address: "2 B St",
        city: "Austin",
        state: "TX",
        country: "USA",
        website: `${shop.url}/unpaid`,
        rakutenMerchantId: null,
      },
      { name: "No Site Store", address: "3 C St", city: "Austin", state: "TX", country: "USA", website: null, rakutenMerchantId: null },
    ]);
    await syncResources(t.db, [{ name: "Slow Brand", description: "d", url: `${shop.url}/slow`, logo: "/l.svg", category: "Brands" }]);
    shop.answer("/fine", 200);
    shop.answer("/gone", 404);
    shop.answer("/busy", 503);
    shop.answer("/unpaid", (req, res) => {
      // Refuses HEAD, serves GET: the GET decides.
      res.writeHead(req.method === "HEAD" ? 405 : 200).end();
    });
    shop.answer("/slow", () => {
      // Never answers: a timeout.
    });
    return product!;
  };

  it("404 twice in a row is broken; 5xx and timeouts are unreachable; broken first; stores earning nothing", async () => {
    const gone = await seed();
    const before = await health();
    expect(before.links).toEqual([]);
    expect(before.storesEarningNothing.map((s) => s.name)).toEqual(["Unpaid Store"]);

    await check();
    expect(await statusOf(`${shop.url}/gone`)).toMatchObject({
      status: "unreachable",
      lastCode: 404,
      kind: "product",
      refId: gone.id,
      label: "Gone Case",
    });
    expect(await statusOf(`${shop.url}/fine`)).toMatchObject({ status: "ok", lastCode: 200 });
    expect(await statusOf(`${shop.url}/busy`)).toMatchObject({ status: "unreachable", lastCode: 503, kind: "store", label: "Busy Store" });
    expect(await statusOf(`${shop.url}/unpaid`)).toMatchObject({ status: "ok", lastCode: 200 });
    expect(await statusOf(`${shop.url}/slow`)).toMatchObject({
      status: "unreachable",
      lastCode: null,
      lastError: "timed out",
      kind: "brand",
    });
    // HEAD first, GET only when HEAD did not succeed.
    const methods = (path: string) => shop.requests.filter((r) => r.path === path).map((r) => r.method);
    expect(methods("/fine")).toEqual(["HEAD"]);
    expect(methods("/unpaid")).toEqual(["HEAD", "GET"]);

    t.clock.advance(86_400_000);
    await check();
    const after = await health();
    expect(after.links[0]).toMatchObject({ url: `${shop.url}/gone`, status: "broken", acknowledgedAt: null });
    expect(after.links.map((l) => l.status)).toEqual(["broken", "unreachable", "unreachable", "ok", "ok"]);
    expect(await (await t.request("GET", "/api/admin/links/products", { cookie: t.cookie })).json()).toEqual([gone.id]);

    // Acknowledged: still broken, below unacknowledged ones; a recovery clears it.
    const ack = await t.request("POST", "/api/admin/links/acknowledge", { cookie: t.cookie, body: { url: `${shop.url}/gone` } });
    expect(ack.status).toBe(204);
    expect(await statusOf(`${shop.url}/gone`)).toMatchObject({ status: "broken", acknowledgedAt: t.clock.now.toISOString() });
    shop.answer("/gone", 200);
    await check();
    expect(await statusOf(`${shop.url}/gone`)).toMatchObject({ status: "ok", acknowledgedAt: null });
    expect(await (await t.request("GET", "/api/admin/links/products", { cookie: t.cookie })).json()).toEqual([]);

    // A 410 once, then a 503, then a 410: not two in a row, so not broken.
    shop.answer("/gone", 410);
    await check();
    shop.answer("/gone", 503);
    await check();
    shop.answer("/gone", 410);
    await check();
    expect((await statusOf(`${shop.url}/gone`))?.status).toBe("unreachable");
  });

  it("is polite: one request at a time per host, with the delay between them", async () => {
    await seed();
    shop.answer("/slow", 200);
    shop.requests.length = 0;
    await check({ LINK_CHECK_HOST_DELAY_MS: "150" });
    const times = shop.requests.filter((r) => r.method === "HEAD").map((r) => r.at);
    expect(times).toHaveLength(5);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(140);
  });

  it("checks each host in a job of its own: a host that does not answer holds up no other", async () => {
    await seed();
    const other = await startFakeRetailer();
    const { promise: held, resolve: release } = deferred();
    try {
      await t.db
        .insert(products)
        .values({ title: "Other Case", price: "10.00", imageUrl: "/i.svg", productUrl: `${other.url}/case`, sourceStore: "Other" });
      other.answer("/case", 200);
      shop.answer("/slow", 200);
      // The shop answers nothing until released, within a timeout longer than the test.
      shop.answer("/fine", (_req, res) => void held.then(() => res.writeHead(200).end()));
      const { run } = await checker({ LINK_CHECK_TIMEOUT_MS: "60000" });
      const running = run();
      await expect.poll(async () => (await statusOf(`${other.url}/case`))?.status, { timeout: 30_000 }).toBe("ok");
      expect((await statusOf(`${shop.url}/fine`))?.status).toBe("pending");
      release();
      await running;
      expect((await statusOf(`${shop.url}/fine`))?.status).toBe("ok");
      const hostJobs = await t.db.select().from(jobs).where(eq(jobs.kind, LINK_HOST_JOB));
      expect(hostJobs.map((j) => (j.payload as { host: string }).host).toSorted()).toEqual(
        [new URL(shop.url).host, new URL(other.url).host].toSorted(),
      );
      expect(hostJobs.every((j) => j.status === "done" && j.attempts === 1)).toBe(true);
      // A job's payload is its host; its links are read from their rows.
      expect(hostJobs.map((j) => Object.keys(j.payload as object))).toEqual([["host"], ["host"]]);
      const ofShop = await t.db
        .select({ url: linkChecks.url })
        .from(linkChecks)
        .where(eq(linkChecks.probeHost, new URL(shop.url).host));
      expect(ofShop.map((row) => row.url).toSorted()).toEqual(["busy", "fine", "gone", "slow", "unpaid"].map((p) => `${shop.url}/${p}`));
    } finally {
      release();
      await other.close();
    }
  });

  it("reads a host's links from their rows a page at a time: each of 230 links probed once", async () => {
    const other = await startFakeRetailer();
    try {
      const paths = Array.from({ length: 230 }, (_, i) => `/case-${String(i).padStart(3, "0")}`);
      await t.db.insert(products).values(
        paths.map((path) => ({
          title: path,
          price: "10.00",
          imageUrl: "/i.svg",
          productUrl: `${other.url}${path}`,
          sourceStore: "Other",
        })),
      );
      const probed: string[] = [];
      for (const path of paths)
        other.answer(path, (req, res) => void (req.method === "HEAD" && probed.push(path), res.writeHead(200).end()));
      await check();
      expect(probed).toEqual(paths);
    } finally {
      await other.close();
    }
  });

  it("forgets the links no longer shown (a deleted product's) and keeps the others", async () => {
    const gone = await seed();
    shop.answer("/slow", 200);
    await check();
    expect(await statusOf(`${shop.url}/gone`)).toBeDefined();
    await t.db.delete(products).where(eq(products.id, gone.id));
    await check();
    const urls = (await health()).links.map((l) => l.url);
    expect(urls).not.toContain(`${shop.url}/gone`);
    expect(urls).toEqual(expect.arrayContaining([`${shop.url}/fine`, `${shop.url}/busy`, `${shop.url}/unpaid`, `${shop.url}/slow`]));
  });

  it("lists a product's link only while the product links there: deleted or replaced, it leaves the list and the badges at once", async () => {
    const gone = await seed();
    const [kept] = await t.db
      .insert(products)
      .values({ title: "Moved Case", price: "10.00", imageUrl: "/i.svg", productUrl: `${shop.url}/moved`, sourceStore: "Shop" })
      .returning();
    shop.answer("/moved", 404);
    await check();
    t.clock.advance(86_400_000);
    await check();
    const broken = async () => await (await t.request("GET", "/api/admin/links/products", { cookie: t.cookie })).json();
    expect(await broken()).toEqual([gone.id, kept!.id]);

    await t.db.delete(products).where(eq(products.id, gone.id));
    await t.db
      .update(products)
      .set({ productUrl: `${shop.url}/fine` })
      .where(eq(products.id, kept!.id));
    const urls = (await health()).links.map((l) => l.url);
    expect(urls).not.toContain(`${shop.url}/gone`);
    expect(urls).not.toContain(`${shop.url}/moved`);
    expect(urls).toContain(`${shop.url}/fine`);
    expect(await broken()).toEqual([]);
  });

  it("refuses private addresses through the SSRF guard (without the test-only switch)", async () => {
    await t.db
      .insert(products)
      .values({ title: "Internal", price: "1.00", imageUrl: "/i.svg", productUrl: "http://10.0.0.1/admin", sourceStore: "Shop" });
    await check({ EXTRACT_ALLOW_LOOPBACK: "false" });
    expect(await statusOf("http://10.0.0.1/admin")).toMatchObject({ status: "unreachable", lastCode: null });
    expect((await statusOf("http://10.0.0.1/admin"))?.lastError).toMatch(/^not checked: /);
  });

  it("the button schedules the check job now; the job runner runs it; daily after that", async () => {
    await seed();
    const res = await t.request("POST", "/api/admin/links/check", { cookie: t.cookie, body: {} });
    expect(res.status).toBe(202);
    expect((await t.request("POST", "/api/admin/links/check", { cookie: t.cookie, body: {} })).status).toBe(202);
    const pending = await t.db.select().from(jobs).where(eq(jobs.kind, LINK_CHECK_JOB));
    expect(pending.filter((j) => j.status === "pending")).toHaveLength(1);
    expect((await health()).checking).toBe(true);

    // A runner as the server has one, with this feature's handler registered by its routes.
    const runner = createJobRunner({ db: t.db, now: () => t.clock.now, log: silent });
    createLinkRoutes({
      db: t.db,
      dbKind: t.engine,
      env: (await import("../env")).loadEnv({ EXTRACT_ALLOW_LOOPBACK: "true", LINK_CHECK_HOST_DELAY_MS: "0", ADMIN_PASSWORD: "x" }),
      now: () => t.clock.now,
      log: silent,
      clientKey: () => "k",
      jobs: runner,
    } as never);
    await runner.prepare();
    await runner.runDue();
    const after = await health();
    expect(after.checking).toBe(false);
    expect(after.links.find((l) => l.url === `${shop.url}/fine`)?.status).toBe("ok");
    const daily = (
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `every:${LINK_CHECK_JOB}`))
    )[0];
    expect(daily?.repeatMs).toBe(86_400_000);
  });

  it("needs the admin; acknowledging an unknown link is 404, a bad body 400", async () => {
    expect((await t.request("GET", "/api/admin/links")).status).toBe(401);
    expect((await t.request("POST", "/api/admin/links/check", { body: {} })).status).toBe(401);
    expect(
      (await t.request("POST", "/api/admin/links/acknowledge", { cookie: t.cookie, body: { url: "https://nowhere.example/" } })).status,
    ).toBe(404);
    expect((await t.request("POST", "/api/admin/links/acknowledge", { cookie: t.cookie, body: {} })).status).toBe(400);
  });
});
