import { writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { format, resolveConfig } from "prettier";
import { createApp } from "../src/app";
import { type Database, workspaceRoot } from "../src/db/client";
import { rowsOf } from "../src/db/rows";
import { loadEnv } from "../src/env";
import { createJobRunner } from "../src/jobs/jobs.runner";
import { startFakeCreatorsApi } from "../src/test/fake-creators-api";
import { openBenchDatabase } from "./bench-database";
import { BENCH_SEED, createRandom } from "./bench-data";
import { percentile } from "./load";

/**
 * `pnpm bench`, Amazon prices (docs/decisions/0032-prices-from-amazon.md): the price refresh job
 * (src/prices/prices.routes.ts) for 10,000 Amazon products against the local fake of the Creators API
 * (src/test/fake-creators-api.ts, real HTTP), on a throwaway database of the Postgres server in DATABASE_URL. The job
 * runner runs with an injected clock moved a minute per tick, so a simulated day takes seconds; the client is not paced
 * (the fake has no rate) and the report gives the duration at Amazon's rate of one request a second from the request
 * counts. Measured: API requests and token requests, wall time, time in HTTP (the fake's answers) and the rest (the
 * database and the job's own work), for the first refresh of a catalogue never refreshed (a first start, or Refresh
 * all) and for a simulated day after it, with 5% of Amazon's prices changing each simulated hour. Writes
 * docs/benchmarks-prices.md.
 */

const PRODUCTS = Number(process.env.BENCH_PRICE_PRODUCTS ?? 10_000);
const TICK_MS = 60_000;
const log = (message: string) => console.log(`[prices] ${message}`);

interface Phase {
  name: string;
  ticks: number;
  apiRequests: number;
  tokenRequests: number;
  productsAsked: number;
  wallMs: number;
  httpMs: number;
  dbMs: number;
  tickP50Ms: number;
  tickP95Ms: number;
  maxTickRequests: number;
  /** Seconds at Amazon's rate of one request a second (requests in the busiest tick bound one tick's length). */
  atAmazonRateS: number;
}

async function main() {
  const { handle, drop } = await openBenchDatabase();
  const amazon = await startFakeCreatorsApi();
  try {
    const db = handle.db;
    const random = createRandom(BENCH_SEED);
    const asins: string[] = [];
    log(`inserting ${PRODUCTS.toLocaleString("en")} Amazon products`);
    for (let start = 0; start < PRODUCTS; start += 500) {
      const values = [];
      for (let i = start; i < Math.min(PRODUCTS, start + 500); i++) {
        const asin = `B0${i.toString(36).toUpperCase().padStart(8, "0")}`;
        asins.push(asin);
        const price = (499 + Math.floor(random() * 24_500)) / 100;
        amazon.setItem(asin, { price, currency: "USD" });
        values.push(
          sql`(${`Bench crate ${i}`}, ${price.toFixed(2)}::numeric, ${`/images/products/bench-${i % 40}.svg`}, ${`https://www.amazon.com/dp/${asin}`}, 'Amazon', ${asin})`,
        );
      }
      await db.execute(
        sql`insert into products (title, price, image_url, product_url, source_store, amazon_asin) values ${sql.join(values, sql`, `)}`,
      );
      if ((start + 500) % 2500 === 0) log(`${(start + 500).toLocaleString("en")} inserted`);
    }

    let clock = new Date("2026-11-27T00:00:00Z");
    const now = () => clock;
    let httpMs = 0;
    const timedFetch: typeof fetch = async (input, init) => {
      const started = performance.now();
      try {
        return await fetch(input, init);
      } finally {
        httpMs += performance.now() - started;
      }
    };
    const silent = { info: () => {}, warn: (m: string) => log(`warn: ${m}`), error: (m: string) => log(`error: ${m}`) };
    const runner = createJobRunner({ db, now, log: silent });
    createApp({
      db,
      dbKind: handle.kind,
      env: loadEnv({ NODE_ENV: "test", ADMIN_PASSWORD: "bench", AMAZON_ASSOCIATE_TAG: "bench-20", ...amazon.env }),
      now,
      log: silent,
      jobs: runner,
      renderer: null,
      creators: { minIntervalMs: 0, fetch: timedFetch },
    });
    await runner.prepare();
    // Only the price jobs: the app's other recurring jobs (the daily link check would fetch 10,000 product links) are
    // left out of the measurement.
    await db.execute(sql`delete from jobs where kind not like 'prices.%'`);

    const checkedCount = async () =>
      Number(
        (rowsOf(await db.execute(sql`select count(*)::integer as n from products where price_checked_at is not null`))[0] as { n: number })
          .n,
      );
    const maxAgeHours = async () => {
      const row = rowsOf(
        await db.execute(sql`select extract(epoch from (${clock.toISOString()}::timestamptz - min(price_checked_at))) as s from products`),
      )[0] as {
        s: number;
      };
      return Number(row.s) / 3600;
    };

    async function phase(name: string, ticks: number, until?: () => Promise<boolean>, everyTick?: (tick: number) => void): Promise<Phase> {
      const requests = amazon.requests.length;
      const tokens = amazon.tokenRequests;
      const http = httpMs;
      const durations: number[] = [];
      let maxTickRequests = 0;
      const wallStart = performance.now();
      let tick = 0;
      for (; tick < ticks; tick++) {
        if (until && (await until())) break;
        everyTick?.(tick);
        const before = amazon.requests.length;
        const started = performance.now();
        await runner.runDue();
        durations.push(performance.now() - started);
        maxTickRequests = Math.max(maxTickRequests, amazon.requests.length - before);
        clock = new Date(clock.getTime() + TICK_MS);
      }
      const wallMs = durations.reduce((a, b) => a + b, 0);
      const sent = amazon.requests.slice(requests);
      const result: Phase = {
        name,
        ticks: tick,
        apiRequests: sent.length,
        tokenRequests: amazon.tokenRequests - tokens,
        productsAsked: sent.reduce((n, r) => n + r.itemIds.length, 0),
        wallMs,
        httpMs: httpMs - http,
        dbMs: wallMs - (httpMs - http),
        tickP50Ms: percentile(durations, 50),
        tickP95Ms: percentile(durations, 95),
        maxTickRequests,
        atAmazonRateS: sent.length,
      };
      log(`${name}: ${JSON.stringify(result)} (${(performance.now() - wallStart).toFixed(0)} ms in all)`);
      return result;
    }

    const first = await phase("First refresh (never refreshed)", 1000, async () => (await checkedCount()) >= PRODUCTS);
    const afterFirst = await maxAgeHours();
    let maxAge = 0;
    const day = await phase("A day after it (1,440 ticks; 5% of prices change each hour)", 24 * 60, undefined, (tick) => {
      if (tick % 60 === 0) {
        for (let i = 0; i < PRODUCTS / 20; i++) {
          const asin = asins[Math.floor(random() * asins.length)] as string;
          amazon.setItem(asin, { price: (499 + Math.floor(random() * 24_500)) / 100 });
        }
      }
    });
    maxAge = await maxAgeHours();
    const history = Number((rowsOf(await db.execute(sql`select count(*)::integer as n from price_history`))[0] as { n: number }).n);
    const refreshStatement = await explainRefresh(db);

    const file = path.join(workspaceRoot(), "docs", "benchmarks-prices.md");
    writeFileSync(
      file,
      await format(report([first, day], { afterFirst, maxAge, history, refreshStatement }), {
        ...(await resolveConfig(file)),
        filepath: file,
      }),
    );
    log(`wrote ${file}`);
  } finally {
    await amazon.close();
    await drop();
  }
}

/** The plan of the tick's choice of products (the one query a tick always runs). */
async function explainRefresh(db: Database): Promise<string> {
  const rows = rowsOf(
    await db.execute(sql`explain (analyze, costs off, timing on, summary on)
      select id, amazon_asin from products where amazon_asin is not null and lower(trim(source_store)) = 'amazon'
      order by price_attempted_at asc nulls first, id limit 400`),
  );
  return rows.map((r) => String(Object.values(r)[0])).join("\n");
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;

function report(phases: Phase[], extra: { afterFirst: number; maxAge: number; history: number; refreshStatement: string }): string {
  const rows = phases.map(
    (p) =>
      `| ${p.name} | ${p.ticks} | ${p.apiRequests.toLocaleString("en")} | ${p.tokenRequests} | ${p.productsAsked.toLocaleString("en")} | ${ms(p.wallMs)} | ${ms(p.httpMs)} | ${ms(p.dbMs)} | ${ms(p.tickP50Ms)} / ${ms(p.tickP95Ms)} | ${p.maxTickRequests} | ${p.atAmazonRateS.toLocaleString("en")} s |`,
  );
  return `# Benchmarks: the Amazon price refresh

Written by \`pnpm bench\` (\`packages/server/bench/prices.ts\`) on ${new Date().toISOString().slice(0, 10)}: the refresh job for
${PRODUCTS.toLocaleString("en")} Amazon products against the local fake of the Creators API (real HTTP on 127.0.0.1: token
endpoint, bearer token, \`x-marketplace\`, \`getItems\` with 10 ASINs a request), on a throwaway database of the Postgres
server in DATABASE_URL. The job runner runs with an injected clock moved one minute per tick; the client is not paced
(the fake has no rate), so "at Amazon's rate" is the request count at Amazon's one request a second. "HTTP" is the
time spent waiting for the fake's answers; "database and job" is the rest of the ticks' time (the choice of due
products, one UPDATE per batch, the history triggers, the job runner's claim and re-arm). Design: decision 0032.

| phase | ticks | API requests | token requests | products asked | wall | HTTP | database and job | tick p50 / p95 | most requests in a tick | at Amazon's rate |
| ----- | ----- | ------------ | -------------- | -------------- | ---- | ---- | ---------------- | -------------- | ----------------------- | ---------------- |
${rows.join("\n")}

- After the first refresh the oldest price was ${extra.afterFirst.toFixed(2)} hours old; after the simulated day
  the oldest was ${extra.maxAge.toFixed(2)} hours old (Amazon's limit: 24).
- ${extra.history.toLocaleString("en")} rows in \`price_history\` at the end (the first price of each product and
  every change seen).
- A tick sends at most 40 requests (400 products): at one request a second the first refresh of
  ${PRODUCTS.toLocaleString("en")} products takes ${phases[0]?.ticks ?? 0} ticks (minutes), and a day after it costs
  ${(phases[1]?.apiRequests ?? 0).toLocaleString("en")} requests, one or two a minute.

The tick's choice of products (\`EXPLAIN ANALYZE\`, at the end):

\`\`\`
${extra.refreshStatement}
\`\`\`
`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
