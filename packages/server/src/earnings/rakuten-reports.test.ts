import { addDays, earningsReportSchema } from "@app/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { earnings, jobs } from "../db/schema";
import { createJobRunner, type JobRunner } from "../jobs/jobs.runner";
import { startFakeRakutenReports, type FakeRakutenOrder, type FakeRakutenReports } from "../test/fake-rakuten-reports";
import { callApp, engines, useTestContext } from "../test/test-app";
import { RAKUTEN_REPORTS_DAYS, RAKUTEN_REPORTS_EVERY_MS, RAKUTEN_REPORTS_JOB } from "./rakuten-reports";

let rakuten: FakeRakutenReports;
beforeAll(async () => {
  rakuten = await startFakeRakutenReports();
});
afterAll(() => rakuten.close());

describe.each(engines)("Rakuten's reporting API on %s", (engine) => {
  const t = useTestContext(engine);
  let runner: JobRunner;
  let app: ReturnType<typeof t.appWith>;
  const warnings: string[] = [];
  const log = {
    info: () => {},
    warn: (message: string) => void warnings.push(message),
    error: (message: string, error?: unknown) => t.log.error(message, error),
  };

  /** An instance with `env` (the fake's token and URL by default) whose daily pull is armed by prepare(). */
  const instance = (env: Record<string, string> = rakuten.env) => {
    runner = createJobRunner({ db: t.db, now: () => t.clock.now, log });
    app = t.appWith(env, { jobs: () => runner, log });
  };
  const today = () => t.clock.now.toISOString().slice(0, 10);
  const order = (n: number, over: Partial<FakeRakutenOrder> = {}): FakeRakutenOrder => ({
    u1: "stores",
    mid: "12345",
    advertiser: "Sole Shop",
    orderId: `ORD-${n}`,
    transactionDate: addDays(today(), -3),
    transactionTime: "10:15:00",
    sku: `SKU-${n}`,
    sales: "120.00",
    items: 1,
    commission: `${n}.50`,
    processDate: addDays(today(), -2),
    processTime: "01:00:00",
    ...over,
  });
  const stored = async () => (await t.db.select().from(earnings).orderBy(earnings.orderId)).map((r) => [r.orderId, r.commission, r.rowKey]);

  beforeEach(() => {
    rakuten.orders.length = 0;
    rakuten.requests.length = 0;
    warnings.length = 0;
    instance();
  });

  it("pulls the report daily with the token, imports its rows once (two runs, one set of rows), as the file import keys them", async () => {
    rakuten.orders.push(order(1), order(2, { u1: "post:crate-guide" }), order(3, { u1: "", mid: "99999", advertiser: "Other Shop" }));
    // Processed before the window: not asked for.
    rakuten.orders.push(order(4, { processDate: addDays(today(), -RAKUTEN_REPORTS_DAYS - 1) }));
    await runner.prepare();
    await runner.runDue();
    expect(rakuten.requests).toEqual([
      {
        report: "signature-orders-report",
        status: 200,
        query: {
          start_date: addDays(today(), -(RAKUTEN_REPORTS_DAYS - 1)),
          end_date: today(),
          include_summary: "N",
          tz: "GMT",
          token: rakuten.env.RAKUTEN_REPORTS_TOKEN,
          network: "1",
          date_type: "process",
        },
      },
    ]);
    const first = await stored();
    expect(first.map(([id, commission]) => [id, commission])).toEqual([
      ["ORD-1", "1.50"],
      ["ORD-2", "2.50"],
      ["ORD-3", "3.50"],
    ]);

    // The next day's run asks again over its own window: the same rows, nothing added; a new order is added alone.
    t.clock.advance(RAKUTEN_REPORTS_EVERY_MS);
    await runner.runDue();
    expect(rakuten.requests).toHaveLength(2);
    expect(await stored()).toEqual(first);
    rakuten.orders.push(order(5));
    t.clock.advance(RAKUTEN_REPORTS_EVERY_MS);
    await runner.runDue();
    expect(rakuten.requests.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await stored()).slice(0, 3)).toEqual(first);
    expect((await stored()).map(([id]) => id)).toEqual(["ORD-1", "ORD-2", "ORD-3", "ORD-5"]);

    // The same report imported by hand as a file: the same row keys, so nothing new.
    const query = new URLSearchParams({ ...rakuten.requests[0]!.query, end_date: today() });
    const text = await (await fetch(`${rakuten.env.RAKUTEN_REPORTS_URL}?${query}`)).text();
    const imported = await callApp(app, t.cookie, "POST", "/api/admin/earnings/import", { network: "rakuten", text });
    expect(imported.json).toEqual({ rows: 4, added: 0, unchanged: 4 });

    const report = earningsReportSchema.parse(
      (await callApp(app, t.cookie, "GET", `/api/admin/earnings?from=${addDays(today(), -5)}&to=${today()}`)).json,
    );
    expect(report.program.find((r) => r.key === "rakuten:12345")).toMatchObject({
      orders: 3,
      revenue: [{ currency: "USD", amount: "9.50" }],
    });
    expect(warnings).toEqual([]);
    expect(t.log.errors).toEqual([]);
  });

  it("checks the rows as the file import does: a bad row imports nothing and the failure names its line; a refusal says Rakuten's reason", async () => {
    rakuten.orders.push(order(1), order(2, { commission: "six" }));
    await runner.prepare();
    await runner.runDue();
    expect(await stored()).toEqual([]);
    expect(warnings.join("\n")).toMatch(
      /Rakuten's report of .* to .*: The report was not imported: 1 row is not valid \(line 3: Total Commission "six" is not an amount\)/,
    );

    warnings.length = 0;
    instance({ ...rakuten.env, RAKUTEN_REPORTS_TOKEN: "wrong" });
    await runner.schedule(RAKUTEN_REPORTS_JOB, t.clock.now);
    await runner.runDue();
    expect(rakuten.requests.at(-1)?.status).toBe(403);
    expect(warnings.join("\n")).toMatch(/Rakuten's reporting API answered 403: Invalid token/);
    expect(warnings.join("\n")).not.toMatch(/wrong/);
    expect(await stored()).toEqual([]);
  });

  it("does not pull without RAKUTEN_REPORTS_TOKEN, and drops the daily job when the token is taken away", async () => {
    await runner.prepare();
    const armed = () =>
      t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `every:${RAKUTEN_REPORTS_JOB}`));
    expect((await armed()).filter((j) => j.status === "pending")).toHaveLength(1);
    instance({ RAKUTEN_REPORTS_TOKEN: "" });
    await runner.prepare();
    expect((await armed()).filter((j) => j.status === "pending")).toHaveLength(0);
    await runner.runDue();
    expect(rakuten.requests).toEqual([]);
  });
});
