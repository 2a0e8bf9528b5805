import { readFileSync } from "node:fs";
import path from "node:path";
import { earningsReportSchema, rakutenDeepLink, siteConfigSchema, type EarningsRow } from "@app/core";
import { describe, expect, it } from "vitest";
import { earnings, products, stores } from "../db/schema";
import { engines, useTestContext } from "../test/test-app";
import { amountMark, parseReport, reportAmount, reportDay } from "./earnings.reports";

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

  it("takes only ISO 4217 currencies, and no file whose amounts add up past what a sum keeps to the cent", () => {
    const heading =
      "Member ID (U1),MID,Advertiser Name,Order ID,Transaction Date,Transaction Time,SKU,Sales,# of Items,Total Commission,Currency";
    const line = (order: number, sales: string, currency: string) =>
      `stores,12345,Sole Shop,ORD-${order},11/20/26,10:15:00,SKU-9,${sales},1,6.00,${currency}`;
    expect(parseReport("rakuten", [heading, line(1, "120.00", "ZZZ")].join("\n"))).toEqual({
      ok: false,
      problems: [{ line: 2, message: 'Currency "ZZZ" is not an ISO 4217 currency code' }],
    });
    expect(parseReport("amazon", sample("amazon-earnings-us.tsv").replaceAll("($)", "(QQQ)"))).toMatchObject({ ok: false });
    // Each amount within the limit of one (under 10^14 cents), together past 2^53 cents: a sum that would lose cents.
    const many = Array.from({ length: 101 }, (_, i) => line(i, "999999999999.00", "USD"));
    const big = parseReport("rakuten", [heading, ...many].join("\n"));
    expect(big).toEqual({ ok: false, problems: [{ line: 1, message: expect.stringMatching(/sales in USD add up to more than/) }] });
    expect(parseReport("rakuten", [heading, ...many.slice(0, 80)].join("\n")).ok).toBe(true);
  });
});

describe("decimal marks", () => {
  it("reads a report's amounts with its own decimal mark: 2,50 is 2.50, 1.049,00 is 1049.00, whatever the delimiter", () => {
    for (const file of ["amazon-earnings-de-decimal-comma.csv", "amazon-earnings-de-semicolons.csv"]) {
      const de = parseReport("amazon", sample(file));
      expect(de.ok && de.rows[0]).toMatchObject({
        item: "LED Display Case, 3 pack",
        sales: "1049.00",
        commission: "2.50",
        currency: "EUR",
      });
    }
    const two = parseReport("amazon", sample("amazon-earnings-de-decimal-comma.csv"));
    expect(two.ok && two.rows[1]).toMatchObject({ sales: "45.00", commission: "1.80" });
    expect(reportAmount("2,50", ",")).toBe("2.50");
    expect(reportAmount("-1.234,5 €", ",")).toBe("-1234.50");
    expect(reportAmount("1 234,56", ",")).toBe("1234.56");
    expect(reportAmount("2,50")).toBe("250.00"); // read with a decimal point, a comma groups thousands
    expect([amountMark("2,50"), amountMark("7.92"), amountMark("1,049.00"), amountMark("1.049,00")]).toEqual([",", ".", ".", ","]);
    expect([amountMark("1,049"), amountMark("1.049"), amountMark("1,234,567"), amountMark("42")]).toEqual([
      "ambiguous",
      "ambiguous",
      ".",
      null,
    ]);
  });

  it("refuses a file whose decimal mark is unclear or mixed, naming the line", () => {
    expect(parseReport("amazon", sample("amazon-earnings-ambiguous.csv"))).toEqual({
      ok: false,
      problems: [{ line: 3, message: 'Price "1,049" could have a decimal comma or point, and no other amount in the file says which' }],
    });
    const mixed = sample("amazon-earnings-de-decimal-comma.csv").replace('"45,00",1,0,"45,00","1,80"', "45.00,1,0,45.00,1.80");
    expect(parseReport("amazon", mixed)).toEqual({
      ok: false,
      problems: [
        {
          line: 4,
          message:
            'Price "45.00" has a decimal point, but line 3 (Price "1.049,00") a decimal comma: one report writes its amounts one way',
        },
      ],
    });
    // An unquoted decimal comma in a comma-separated file splits the amount: the line is refused, never read as 2.00.
    const unquoted = sample("amazon-earnings-de-decimal-comma.csv").replace('"2,50"', "2,50");
    expect(parseReport("amazon", unquoted)).toMatchObject({
      ok: false,
      problems: [{ line: 3, message: "has 13 columns, the heading 12" }],
    });
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
      // 11 orders over the 13 clicks on Amazon and Rakuten links (the newsletter's is neither).
      conversion: 0.8462,
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

  it("converts orders without returns over the same placement's clicks on the programs' links", async () => {
    const deep = (u1: string) => rakutenDeepLink("3850173", "12345", "https://soleshop.example/", u1);
    t.clock.now = new Date("2026-11-22T12:00:00Z");
    let n = 0;
    for (const url of [
      deep("stores"),
      deep("stores"),
      "https://soleshop.example/",
      "https://maps.example/?q=x",
      "https://maps.example/?q=y",
    ])
      expect((await beacon(url, "stores", `198.51.100.${++n}`)).status).toBe(204);
    const header = "Member ID (U1),MID,Advertiser Name,Order ID,Transaction Date,Transaction Time,SKU,Sales,# of Items,Total Commission";
    const lines = [
      "stores,12345,Sole Shop,ORD-1,11/22/26,10:00:00,SKU-1,100.00,1,5.00",
      "stores,12345,Sole Shop,ORD-2,11/22/26,11:00:00,SKU-2,60.00,1,3.00",
      // ORD-2 came back, whole, the next day: it is no order.
      "stores,12345,Sole Shop,ORD-2,11/23/26,09:00:00,SKU-2,-60.00,-1,-3.00",
    ];
    const res = await t.request("POST", "/api/admin/earnings/import", {
      cookie: t.cookie,
      body: { network: "rakuten", fileName: "returns.csv", text: [header, ...lines].join("\n") },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const r = await report();
    expect(row(r.placement, "stores")).toMatchObject({ clicks: 5, orders: 1, conversion: 0.5 });
    expect(r.totals).toMatchObject({ clicks: 5, orders: 1, conversion: 0.5 });
    expect(r.country.every((c) => c.conversion === null)).toBe(true);
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

  it("imports a decimal-comma report as written (2,50 € is 2.50 EUR) and refuses an ambiguous one naming the line", async () => {
    const res = await importFile("amazon", "amazon-earnings-de-decimal-comma.csv");
    expect(await res.json()).toEqual({ rows: 2, added: 2, unchanged: 0 });
    const stored = await t.db.select().from(earnings).orderBy(earnings.day);
    expect(stored.map((r) => [r.sales, r.commission, r.currency])).toEqual([
      ["1049.00", "2.50", "EUR"],
      ["45.00", "1.80", "EUR"],
    ]);
    const ambiguous = await importFile("amazon", "amazon-earnings-ambiguous.csv");
    expect(ambiguous.status).toBe(400);
    expect(((await ambiguous.json()) as { issues: unknown }).issues).toEqual([
      { path: "line 3", message: 'Price "1,049" could have a decimal comma or point, and no other amount in the file says which' },
    ]);
    expect(await t.db.select().from(earnings)).toHaveLength(2);
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
    const badMarketplace = await save([{ marketplace: "www.evil.example", placement: "home-grid", trackingId: "kicks-home-20" }]);
    expect(((await badMarketplace.json()) as { message: string }).message).toMatch(
      /^trackingIds\.0\.marketplace: must be a marketplace host/,
    );
    expect(
      (
        await save([
          { marketplace: "www.amazon.co.uk", placement: "home-grid", trackingId: "kicks-uk-home-21" },
          { marketplace: "www.amazon.co.uk", placement: "home-grid", trackingId: "kicks-uk-grid-21" },
        ])
      ).status,
    ).toBe(400);
    // One placement may have a tracking id in each marketplace; the pages read the home one's.
    const ok = await save([
      { placement: "home-grid", trackingId: "kicks-home-20" },
      { placement: "post", trackingId: "kicks-blog-20" },
      { marketplace: "WWW.AMAZON.CO.UK", placement: "home-grid", trackingId: "kicks-uk-home-21" },
    ]);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      trackingIds: [
        { marketplace: "", placement: "home-grid", trackingId: "kicks-home-20" },
        { marketplace: "", placement: "post", trackingId: "kicks-blog-20" },
        { marketplace: "www.amazon.co.uk", placement: "home-grid", trackingId: "kicks-uk-home-21" },
      ],
      fallback: "kicks-20",
      marketplaces: [],
    });
    const config = siteConfigSchema.parse(await (await t.request("GET", "/api/config")).json());
    expect(config.amazonTrackingIds).toEqual({ "home-grid": "kicks-home-20", post: "kicks-blog-20" });
    expect(config.amazonAssociateTag).toBe("kicks-20");
    expect((await save([])).status).toBe(200);
    expect(siteConfigSchema.parse(await (await t.request("GET", "/api/config")).json()).amazonTrackingIds).toEqual({});
  });
});
