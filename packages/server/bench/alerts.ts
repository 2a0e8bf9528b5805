import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { createApp } from "../src/app";
import { ALERT_MAIL_JOB, scanWatches } from "../src/alerts/alerts.service";
import { rowsOf } from "../src/db/rows";
import { loadEnv } from "../src/env";
import { createJobRunner } from "../src/jobs/jobs.runner";
import { openBenchDatabase } from "./bench-database";
import { percentile } from "./load";

/**
 * `pnpm bench`, price alerts (docs/decisions/0053-price-alerts-by-email.md): 10,000 confirmed watches (5,000 addresses,
 * two products each, over 2,000 products) on a throwaway database of the Postgres server in DATABASE_URL; a refresh
 * drops 1,000 prices by 10% in one statement. Measured: the scan's time (it is database work only) and the alert mail
 * jobs it queued in that one tick; the mail jobs' run (mails into the outbox, no SMTP); and a product page's API answer
 * p95 before and while the scan and the mails run. Prints its figures.
 */

const PRODUCTS = 2000;
const ADDRESSES = 5000;
const DROPPED = 1000;
const log = (message: string) => console.log(`[alerts] ${message}`);

async function main() {
  const { handle, drop } = await openBenchDatabase();
  try {
    const db = handle.db;
    await db.execute(sql`
      insert into products (title, price, image_url, product_url, source_store)
      select 'Bench shoe tree ' || i, (10 + i % 90)::numeric, '/images/products/display-case.webp', 'https://shop.example/p' || i, 'Shop'
      from generate_series(1, ${PRODUCTS}) i`);
    await db.execute(sql`
      insert into alert_subscribers (email, state, unsubscribe_token)
      select 'reader' || i || '@example.com', 'confirmed', md5('u' || i) || md5('v' || i) from generate_series(1, ${ADDRESSES}) i`);
    await db.execute(sql`
      insert into price_watches (subscriber_id, product_id, start_price, threshold, confirmed_at)
      select s.id, p.id, p.price, floor(p.price * 95) / 100, now()
      from alert_subscribers s
      cross join lateral (values (1 + (s.id * 2) % ${PRODUCTS}), (1 + (s.id * 2 + 1) % ${PRODUCTS})) as pick(n)
      join products p on p.id = pick.n`);
    await db.execute(sql`analyze`);
    const watches = rowsOf(await db.execute(sql`select count(*)::int as n from price_watches`))[0]?.n;
    log(`${String(watches)} confirmed watches on ${PRODUCTS} products for ${ADDRESSES} addresses`);

    const env = loadEnv({ NODE_ENV: "development", DATA_DIR: "memory://", SEED: "false", ADMIN_PASSWORD: "bench" });
    const quiet = { info: () => {}, warn: () => {}, error: (m: string) => console.error(m) };
    // The runner as a production instance has it (src/main.ts: four jobs at a time).
    const jobs = createJobRunner({ db, log: quiet });
    const app = createApp({ db, dbKind: "postgres", env, jobs, log: quiet, renderer: null });
    const slug = rowsOf(await db.execute(sql`select slug from products order by id limit 1`))[0]?.slug as string;
    const pageTimes = async (n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        const res = await app.request(`/api/products/${slug}`);
        await res.arrayBuffer();
        times.push(performance.now() - started);
      }
      return times;
    };
    await pageTimes(50); // warm-up
    const before = percentile(await pageTimes(300), 95);

    await db.execute(sql`update products set price = round(price * 0.9, 2), updated_at = now() where id <= ${DROPPED}`);
    const scanStarted = performance.now();
    const queued = await scanWatches(db, new Date(), env.ALERT_MAILS_PER_SECOND);
    const scanMs = performance.now() - scanStarted;
    const expected = rowsOf(
      await db.execute(sql`select count(distinct subscriber_id)::int as n from price_watches where product_id <= ${DROPPED}`),
    )[0]?.n;
    log(
      `scan: ${queued} alert mail jobs queued in one tick (addresses with a dropped product: ${String(expected)}), ${scanMs.toFixed(0)} ms`,
    );

    // The runner polls as a server's does; the page is asked for all the while the mails go out (ALERT_MAILS_PER_SECOND).
    const mailsDone = async () =>
      Number(rowsOf(await db.execute(sql`select count(*)::int as n from jobs where kind = ${ALERT_MAIL_JOB} and status = 'done'`))[0]?.n);
    // Only the alerts' jobs: the start-up work of other features (a link check of the bench's made-up shop) is not
    // what is measured, and a running one would hold stop().
    await jobs.prepare();
    await db.execute(sql`delete from jobs where kind not like 'alerts.%'`);
    const mailsStarted = performance.now();
    await jobs.start();
    const during: number[] = [];
    while ((await mailsDone()) < queued) during.push(...(await pageTimes(20)));
    await jobs.stop();
    const mailsMs = performance.now() - mailsStarted;
    const p95During = percentile(during, 95);
    const sent = rowsOf(await db.execute(sql`select count(*)::int as n from mail_outbox`))[0]?.n;
    log(
      `mail jobs: ${await mailsDone()} done, ${String(sent)} mails in the outbox, ${mailsMs.toFixed(0)} ms (ALERT_MAILS_PER_SECOND ${env.ALERT_MAILS_PER_SECOND})`,
    );
    log(
      `product page API p95: ${before.toFixed(1)} ms before, ${p95During.toFixed(1)} ms while the mails ran (${during.length} requests) (×${(p95During / before).toFixed(2)})`,
    );
  } finally {
    await drop();
  }
}

await main();
