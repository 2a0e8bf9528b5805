import { readFileSync } from "node:fs";
import path from "node:path";
import { earningsReportSchema, rakutenDeepLink, siteConfigSchema, type EarningsRow } from "@app/core";
import { describe, expect, it } from "vitest";
import { earnings, products, stores } from "../db/schema";
import { engines, useTestContext } from "../test/test-app";
import { parseReport, reportAmount, reportDay } from "./earnings.reports";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const sample = (name: string) => readFileSync(path.join(import.meta.dirname, "samples", name), "utf8");

describe("report files", () => {
  it("reads Amazon's earnings report (TSV and CSV, its currency from the headings) and Rakuten's Signature Orders report", () => {
    const us = parseReport("amazon", sample("amazon-earnings-us.tsv"));
    expect(us.ok && us.rows.length).toBe(7);
    expect(us.ok && us.rows[0]).toMatchObject({
      day: "2026-11-20",
      trackingId: "kicks-home-20",
      asin: "B0LED00001",
      items: 2,
      commission: "7.92",
      currency: "USD",
    });
    // Two identical rows are two sales: their keys differ by occurrence.
    expect(us.ok && us.rows[1]!.rowKey).not.toBe(us.ok && us.rows[2]!.rowKey);
    expect(us.ok && us.rows[4]).toMatchObject({ items: -1, sales: "-99.00", commission: "-3.96" });
    const de = parseReport("amazon", sample("amazon-earnings-de.csv"));
    expect(de.ok && de.rows).toEqual([
      expect.objectContaining({ item: "LED Display Case, 3 pack", sales: "1049.00", commission: "2.50", currency: "EUR" }),
    ]);
    const rakuten = parseReport("rakuten", sample("rakuten-signature-orders.csv"), "USD");
    expect(rakuten.ok && rakuten.rows.map((r) => [r.placement, r.merchantId, r.orderId, r.day, r.commission, r.currency])).toEqual([
      ["stores", "12345", "ORD-1001", "2026-11-20", "6.00", "USD"],
      ["stores", "12345", "ORD-1002", "2026-11-22", "4.00", "USD"],
      ["post:crate-guide", "12345", "ORD-1003", "2026-11-21", "2.50", "USD"],
      [null, "99999", "ORD-1004", "2026-11-21", "0.50", "USD"],
    ]);
    const gbp = parseReport("rakuten", sample("rakuten-signature-orders-gbp.csv"), "USD");
    expect(gbp.ok && gbp.rows[0]!.currency).toBe("GBP");
  });

  it("lists every bad row with its line, and a file that is not the report", () => {
    expect(parseReport("rakuten", sample("rakuten-signature-orders-malformed.csv"))).toEqual({
      ok: false,
      problems: [
        { line: 3, message: 'Transaction Date "13/45/26" is not a date' },
        { line: 4, message: 'MID "abc" is not a Rakuten merchant id; Total Commission "six" is not an amount' },
      ],
    });
    expect(parseReport("amazon", sample("rakuten-signature-orders.csv"))).toMatchObject({ ok: false, problems: [{ line: 1 }] });
    expect(reportDay("2/29/2027")).toBeNull();
    expect(reportDay("2028-02-29 00:00:00")).toBe("2028-02-29");
    expect(reportAmount("(3.10)")).toBe("-3.10");
    expect(reportAmount("$1,234.5")).toBe("1234.50");
    expect(reportAmount("12abc")).toBeNull();
  });
});

describe.each(engines)("earnings on %s", (engine) => {
  const t = useTestContext(engine, { env: { SITE_TIMEZONE: "America/Los_Angeles", AMAZON_ASSOCIATE_TAG: "kicks-20" } });

  const beacon = (url: string, source: string, client: string) =>
    t.request("POST", "/api/clicks", {
      rawBody: JSON.stringify({ url, source }),
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER, "x-test-client": client },
    });
  const importFile = (network: "amazon" | "rakuten", file: string, currency?: string) =>
    t.request("POST", "/api/admin/earnings/import", { cookie: t.cookie, body: { network, fileName: file, text: sample(file), currency } });
  const report = async (from = "2026-11-15", to = "2026-11-25") => {
    const res = await t.request("GET", `/api/admin/earnings?from=${from}&to=${to}`, { cookie: t.cookie });
    expect(res.status).toBe(200);
    return earningsReportSchema.parse(await res.json());
  };
  const row = (rows: EarningsRow[], key: string) => rows.find((r) => r.key === key);

  /** Products, a store, the tracking ids, and clicks: 14 in all, at times whose day differs in Los Angeles and UTC. */
  const seed = async () => {
    const [led, crate] = await t.db
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
          title: "Collection Crate",
          price: "45.00",
          imageUrl: "/i.svg",
          productUrl: "https://www.amazon.com/dp/B0CRATE001",
          sourceStore: "Amazon",
          amazonAsin: "B0CRATE001",
        },
      ])
      .returning();
    await t.db.insert(stores).values({
      name: "Sole Shop",
      address: "1 Main St",
      city: "Austin",
      state: "TX",
      country: "USA",
      website: "https://soleshop.example/",
      rakutenMerchantId: "12345",
    });
    const saved = await t.request("POST", "/api/admin/earnings/tracking-ids", {
      cookie: t.cookie,
      body: {
        trackingIds: [
          { placement: "home-grid", trackingId: "kicks-home-20" },
          { placement: "home-hero", trackingId: "kicks-hero-20" },
          { placement: "post:crate-guide", trackingId: "kicks-post-20" },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const led1 = "https://www.amazon.com/dp/B0LED00001?tag=kicks-home-20";
    const crate1 = "https://www.amazon.com/dp/B0CRATE001?tag=kicks-post-20";
    const deep = (u1: string) => rakutenDeepLink("3850173", "12345", "https://soleshop.example/", u1);
    let n = 0;
    const clicks = async (count: number, url: string, source: string) => {
      for (let i = 0; i < count; i++) expect((await beacon(url, source, `203.0.113.${++n}`)).status).toBe(204);
    };
    t.clock.now = new Date("2026-11-20T18:00:00Z"); // 10:00 on the 20th in Los Angeles
    await clicks(4, led1, "home-grid");
    t.clock.now = new Date("2026-11-21T06:30:00Z"); // 22:30 on the 20th in Los Angeles, the 21st in UTC
    await clicks(2, crate1, "post:crate-guide");
    t.clock.now = new Date("2026-11-22T12:00:00Z");
    await clicks(5, deep("stores"), "stores");
    await clicks(1, "https://www.amazon.com/dp/B0LED00001?tag=kicks-hero-20", "home-hero");
    await clicks(1, deep("post:crate-guide"), "post:crate-guide");
    await clicks(1, "https://newsletter.example/", "/"); // a page from before placements: its path
    t.clock.now = new Date("2026-11-25T20:00:00Z");
    return { led: led!, crate: crate! };
  };

  const importAll = async () => {
    for (const [network, file] of [
      ["amazon", "amazon-earnings-us.tsv"],
      ["amazon", "amazon-earnings-de.csv"],
      ["rakuten", "rakuten-signature-orders.csv"],
      ["rakuten", "rakuten-signature-orders-gbp.csv"],
    ] as const) {
      const res = await importFile(network, file);
      expect(res.status, file).toBe(200);
    }
  };

  it("joins imported earnings with clicks per placement, page, product and program, days in SITE_TIMEZONE", async () => {
    const { led, crate } = await seed();
    await importAll();
    const r = await report();
    expect(r).toMatchObject({ from: "2026-11-15", to: "2026-11-25", timeZone: "America/Los_Angeles" });
    expect(r.totals).toEqual({
      key: "all",
      label: "All",
      clicks: 14,
      orders: 11,
      revenue: [
        { currency: "EUR", amount: "2.50" },
        { currency: "GBP", amount: "2.00" },
        { currency: "USD", amount: "25.12" },
      ],
      conversion: 0.7857,
      epc: [
        { currency: "EUR", amount: "0.18" },
        { currency: "GBP", amount: "0.14" },
        { currency: "USD", amount: "1.79" },
      ],
    });
    expect(r.placement.map((p) => p.key)).toEqual(["stores", "home-grid", "post:crate-guide", "home-hero", ""]);
    expect(row(r.placement, "home-grid")).toEqual({
      key: "home-grid",
      label: "home-grid",
      clicks: 4,
      orders: 2,
      revenue: [
        { currency: "EUR", amount: "2.50" },
        { currency: "USD", amount: "3.96" },
      ],
      conversion: 0.5,
      epc: [
        { currency: "EUR", amount: "0.63" },
        { currency: "USD", amount: "0.99" },
      ],
    });
    expect(row(r.placement, "post:crate-guide")).toMatchObject({
      clicks: 3,
      orders: 3,
      revenue: [{ currency: "USD", amount: "6.10" }],
      conversion: 1,
      epc: [{ currency: "USD", amount: "2.03" }],
    });
    expect(row(r.placement, "home-hero")).toMatchObject({
      clicks: 1,
      orders: 1,
      revenue: [{ currency: "USD", amount: "3.96" }],
      epc: [{ currency: "USD", amount: "3.96" }],
    });
    expect(row(r.placement, "stores")).toMatchObject({
      clicks: 5,
      orders: 3,
      revenue: [
        { currency: "GBP", amount: "2.00" },
        { currency: "USD", amount: "10.00" },
      ],
      conversion: 0.6,
      epc: [
        { currency: "GBP", amount: "0.40" },
        { currency: "USD", amount: "2.00" },
      ],
    });
    // The fallback tracking id and a Rakuten sale without u1 name no placement; nor does the old page's click.
    expect(row(r.placement, "")).toMatchObject({
      label: "(no placement)",
      clicks: 1,
      orders: 2,
      revenue: [{ currency: "USD", amount: "1.10" }],
    });

    expect(row(r.page, "/")).toMatchObject({
      clicks: 6,
      orders: 3,
      revenue: [
        { currency: "EUR", amount: "2.50" },
        { currency: "USD", amount: "7.92" },
      ],
    });
    expect(row(r.page, "/blog/crate-guide")).toMatchObject({ clicks: 3, orders: 3, revenue: [{ currency: "USD", amount: "6.10" }] });
    expect(row(r.page, "/stores")).toMatchObject({ clicks: 5, orders: 3 });
    expect(row(r.page, "")).toMatchObject({ clicks: 0, orders: 2, conversion: null, epc: [] });

    expect(row(r.product, String(led.id))).toEqual({
      key: String(led.id),
      label: "LED Display Case",
      clicks: 5,
      orders: 3,
      revenue: [
        { currency: "EUR", amount: "2.50" },
        { currency: "USD", amount: "7.92" },
      ],
      conversion: 0.6,
      epc: [
        { currency: "EUR", amount: "0.50" },
        { currency: "USD", amount: "1.58" },
      ],
    });
    expect(row(r.product, String(crate.id))).toMatchObject({
      clicks: 2,
      orders: 2,
      revenue: [{ currency: "USD", amount: "3.60" }],
      epc: [{ currency: "USD", amount: "1.80" }],
    });
    expect(row(r.product, "")).toMatchObject({ label: "(not a catalogue product)", clicks: 0, orders: 6 });

    expect(row(r.program, "amazon")).toMatchObject({
      label: "Amazon Associates",
      clicks: 7,
      orders: 6,
      revenue: [
        { currency: "EUR", amount: "2.50" },
        { currency: "USD", amount: "12.12" },
      ],
      epc: [
        { currency: "EUR", amount: "0.36" },
        { currency: "USD", amount: "1.73" },
      ],
    });
    expect(row(r.program, "rakuten:12345")).toMatchObject({
      label: "Rakuten: Sole Shop",
      clicks: 6,
      orders: 4,
      epc: [
        { currency: "GBP", amount: "0.33" },
        { currency: "USD", amount: "2.08" },
      ],
    });
    expect(row(r.program, "rakuten:99999")).toMatchObject({ label: "Rakuten: Other Shop", clicks: 0, orders: 1 });

    expect(r.daily).toHaveLength(11);
    expect(r.daily.find((d) => d.date === "2026-11-20")).toEqual({
      date: "2026-11-20",
      clicks: 6,
      revenue: [
        { currency: "EUR", amount: "2.50" },
        { currency: "USD", amount: "13.92" },
      ],
    });
    expect(r.daily.find((d) => d.date === "2026-11-21")?.clicks).toBe(0);
    // The Clicks screen cuts its days in the same time zone.
    const stats = (await (await t.request("GET", "/api/admin/clicks?days=7", { cookie: t.cookie })).json()) as {
      daily: { date: string; clicks: number }[];
    };
    expect(stats.daily.find((d) => d.date === "2026-11-20")?.clicks).toBe(6);
    expect(stats.daily.at(-1)?.date).toBe("2026-11-25");

    // The product table's 30-day revenue.
    const perProduct = await t.request("GET", `/api/admin/earnings/products?ids=${led.id},${crate.id}`, { cookie: t.cookie });
    expect(await perProduct.json()).toEqual([
      {
        productId: led.id,
        revenue: [
          { currency: "EUR", amount: "2.50" },
          { currency: "USD", amount: "11.88" },
        ],
      },
      { productId: crate.id, revenue: [{ currency: "USD", amount: "3.60" }] },
    ]);
  });

  it("imports each row once: a file imported again changes nothing, an overlapping one adds only its new rows", async () => {
    await seed();
    const first = await importFile("amazon", "amazon-earnings-us.tsv");
    expect(await first.json()).toEqual({ rows: 7, added: 7, unchanged: 0 });
    const before = await report("2026-10-01", "2026-11-30");
    const again = await importFile("amazon", "amazon-earnings-us.tsv");
    expect(await again.json()).toEqual({ rows: 7, added: 0, unchanged: 7 });
    expect(await report("2026-10-01", "2026-11-30")).toEqual(before);
    const overlap = await importFile("amazon", "amazon-earnings-us-overlap.tsv");
    expect(await overlap.json()).toEqual({ rows: 3, added: 1, unchanged: 2 });
    expect(await t.db.select().from(earnings)).toHaveLength(8);
  });

  it("refuses a file with bad rows whole, listing each, and bad input with a 400", async () => {
    const res = await importFile("rakuten", "rakuten-signature-orders-malformed.csv");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(body.message).toBe('The report was not imported: 2 rows are not valid (line 3: Transaction Date "13/45/26" is not a date)');
    expect(body.issues).toEqual([
      { path: "line 3", message: 'Transaction Date "13/45/26" is not a date' },
      { path: "line 4", message: 'MID "abc" is not a Rakuten merchant id; Total Commission "six" is not an amount' },
    ]);
    // The good row of the file was not imported either.
    expect(await t.db.select().from(earnings)).toHaveLength(0);

    const bad = (body: unknown) => t.request("POST", "/api/admin/earnings/import", { cookie: t.cookie, body });
    expect((await bad({ network: "cj", text: "x" })).status).toBe(400);
    expect((await bad({ network: "amazon", text: "" })).status).toBe(400);
    expect((await bad({ network: "rakuten", text: "a", currency: "EURO" })).status).toBe(400);
    expect((await t.request("POST", "/api/admin/earnings/import", { body: { network: "amazon", text: "x" } })).status).toBe(401);
    expect((await t.request("GET", "/api/admin/earnings")).status).toBe(401);
    expect((await t.request("GET", "/api/admin/earnings?from=2026-11-20&to=2026-11-01", { cookie: t.cookie })).status).toBe(400);
    expect((await t.request("GET", "/api/admin/earnings?from=yesterday", { cookie: t.cookie })).status).toBe(400);
    expect((await t.request("GET", "/api/admin/earnings/products?ids=x", { cookie: t.cookie })).status).toBe(400);
    expect(t.log.errors).toEqual([]);
  });

  it("keeps the placement → tracking id map: validated, one placement per tracking id, served to the pages", async () => {
    const save = (trackingIds: unknown) =>
      t.request("POST", "/api/admin/earnings/tracking-ids", { cookie: t.cookie, body: { trackingIds } });
    expect((await save([{ placement: "home-grid", trackingId: "kicks" }])).status).toBe(400);
    expect((await save([{ placement: "Home Grid", trackingId: "kicks-home-20" }])).status).toBe(400);
    const twice = await save([
      { placement: "home-grid", trackingId: "kicks-home-20" },
      { placement: "home-hero", trackingId: "KICKS-HOME-20" },
    ]);
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { message: string }).message).toMatch(/^trackingIds\.1\.trackingId: KICKS-HOME-20 is used twice/);
    const ok = await save([
      { placement: "home-grid", trackingId: "kicks-home-20" },
      { placement: "post", trackingId: "kicks-blog-20" },
    ]);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      trackingIds: [
        { placement: "home-grid", trackingId: "kicks-home-20" },
        { placement: "post", trackingId: "kicks-blog-20" },
      ],
      fallback: "kicks-20",
    });
    const config = siteConfigSchema.parse(await (await t.request("GET", "/api/config")).json());
    expect(config.amazonTrackingIds).toEqual({ "home-grid": "kicks-home-20", post: "kicks-blog-20" });
    expect(config.amazonAssociateTag).toBe("kicks-20");
    expect((await save([])).status).toBe(200);
    expect(siteConfigSchema.parse(await (await t.request("GET", "/api/config")).json()).amazonTrackingIds).toEqual({});
  });
});
