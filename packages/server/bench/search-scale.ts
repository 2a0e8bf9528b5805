import { performance } from "node:perf_hooks";
import { PRODUCT_PAGE_SIZE } from "@app/core";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import type { Database } from "../src/db/client";
import { rowsOf } from "../src/db/rows";
import { publicProductPage, refreshGridPages } from "../src/products/products.service";
import { search, searchStatement } from "../src/search/search.service";
import { openBenchDatabase } from "./bench-database";
import { BENCH_SEED, createRandom, generatePosts, generateProducts } from "./bench-data";
import { percentile } from "./load";
import { shopperQueries } from "./shopper-queries";

/**
 * `pnpm bench`, search on the words shoppers type and deep pages at scale
 * (docs/decisions/0061-search-stems-and-popularity.md): a throwaway database of the Postgres server in DATABASE_URL,
 * migrated and filled by SQL with the bench's 100,000 generated products and 10,000 posts; the search service's own
 * statement timed over the shopper query set (bench/shopper-queries.ts, p50/p95/max, EXPLAIN ANALYZE of the slowest),
 * and the public list's numbered pages, shallow and deep, before and after the table is vacuumed. Prints its figures
 * (docs/benchmarks-catalogue.md keeps a run's). BENCH_SEARCH_PRODUCTS: a smaller catalogue to try the script.
 */

const PRODUCTS = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 100_000);
const POSTS = Math.round(PRODUCTS / 10);
const ROUNDS = 3;
const PAGE_SAMPLES = 20;
/** The most prices changed while the shopper set is searched again (the outside run changed 10,000). */
const PRICE_CHANGES = 10_000;
const log = (message: string) => console.log(`[search-scale] ${message}`);
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await run();
  return [performance.now() - start, result];
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? 0)} (${times.length} searches)`;
}

async function fill(url: string) {
  const random = createRandom(BENCH_SEED);
  const products = generateProducts(random, PRODUCTS);
  const posts = generatePosts(random, POSTS);
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [seconds] = await timed(async () => {
      for (let i = 0; i < products.length; i += 2000) await client`insert into products ${client(products.slice(i, i + 2000))}`;
      for (let i = 0; i < posts.length; i += 500) await client`insert into blog_posts ${client(posts.slice(i, i + 500))}`;
    });
    log(`${PRODUCTS} products and ${POSTS} posts inserted in ${(seconds / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
  return products.map((p) => p.title);
}

async function deepPages(db: Database, label: string) {
  const last = Math.floor(PRODUCTS / PRODUCT_PAGE_SIZE);
  for (const page of [1, 100, Math.round(last / 3), Math.round((last * 9) / 10), last]) {
    const times: number[] = [];
    let ids = "";
    for (let i = 0; i < PAGE_SAMPLES; i++) {
      const [time, { rows }] = await timed(() =>
        publicProductPage(db, { limit: PRODUCT_PAGE_SIZE, offset: (page - 1) * PRODUCT_PAGE_SIZE, after: null, page }),
      );
      times.push(time);
      ids = `${rows[0]?.id}…${rows.at(-1)?.id}`;
    }
    const sorted = times.toSorted((a, b) => a - b);
    log(`${label}: page ${page} (${ids}): first ${ms(times[0]!)}, p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}`);
  }
}

async function main() {
  const { handle, url, drop } = await openBenchDatabase();
  try {
    const titles = await fill(url);
    const db = handle.db;
    await deepPages(db, "fresh (not vacuumed)");
    await db.execute(sql`vacuum analyze products`);
    await db.execute(sql`vacuum analyze blog_posts`);
    await db.execute(sql`vacuum analyze search_words`);
    await deepPages(db, "vacuumed");
    const [refresh] = await timed(() => refreshGridPages(db));
    log(`page boundaries kept in ${ms(refresh)}`);
    await deepPages(db, "vacuumed, page boundaries kept");

    const set = shopperQueries(titles, BENCH_SEED);
    const named = ["crease gaurd", "sneaker dispaly cabinet"];
    const groups = { ...set, named } as Record<string, string[]>;
    log(
      `shopper set: ${set.words.length} words (${set.words.join(", ")}), ${set.pairs.length} pairs, ${set.triples.length} triples, ${set.typos.length} typos, ${named.join(" / ")}`,
    );
    const now = new Date();
    for (const q of Object.values(groups).flat()) await search(db, q, now, undefined); // each query once, to warm
    const all: number[] = [];
    const slowest = { q: "", time: 0 };
    for (const [name, queries] of Object.entries(groups)) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const q of queries) {
          const [time] = await timed(() => search(db, q, now, undefined));
          times.push(time);
          if (time > slowest.time) Object.assign(slowest, { q, time });
        }
      }
      all.push(...times);
      log(`search, ${name}: ${summary(times)}`);
    }
    log(`search, all: ${summary(all)}`);

    // The same set once more while prices change: one writer updates random products' prices (their triggers fire:
    // history, facet counts, data version) as fast as it can, up to PRICE_CHANGES, as a refresh or an operator would.
    const writer = postgres(url, { max: 1, onnotice: () => {} });
    const pick = createRandom(BENCH_SEED + 1);
    let changed = 0;
    let writing = true;
    const updates = (async () => {
      while (writing && changed < PRICE_CHANGES) {
        const id = 1 + Math.floor(pick() * PRODUCTS);
        await writer`update products set price = greatest(round(price * ${(0.9 + pick() * 0.2).toFixed(3)}::numeric, 2), 0.01) where id = ${id}`;
        changed += 1;
      }
    })();
    const busy: number[] = [];
    const [busyMs] = await timed(async () => {
      for (const q of Object.values(groups).flat()) {
        const [time] = await timed(() => search(db, q, now, undefined));
        busy.push(time);
      }
    });
    writing = false;
    await updates;
    await writer.end();
    log(`search, all, while prices change (${changed} prices changed in ${ms(busyMs)}): ${summary(busy)}`);
    log(`slowest: "${slowest.q}" ${ms(slowest.time)}; EXPLAIN (ANALYZE, BUFFERS):`);
    const plan = rowsOf(await db.execute(sql`explain (analyze, buffers) ${searchStatement(slowest.q.trim().toLowerCase(), now)}`));
    for (const row of plan) console.log(Object.values(row)[0]);
    for (const q of ["crease gaurd", "cleaning kit", "black"]) {
      const top = (await search(db, q, now, undefined)).slice(0, 3).map((r) => r.title);
      log(`"${q}" → ${top.join(" | ")}`);
    }
  } finally {
    await drop();
  }
}

await main();
