import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gunzipSync } from "node:zlib";
import { searchResultSchema } from "@app/core";
import { RESOURCES } from "@app/core/content";
import postgres from "postgres";
import { request } from "undici";
import { PgDialect } from "drizzle-orm/pg-core";
import { createDatabase, workspaceRoot } from "../src/db/client";
import * as schema from "../src/db/schema";
import { loadEnv } from "../src/env";
import { syncResources } from "../src/resources/resources.service";
import { LABELLED_QUERIES, labelFailures } from "../src/search/labelled-queries";
import { searchStatement } from "../src/search/search.service";
import { SEED_STORES } from "../src/seed/stores.seed";
import {
  type BenchPost,
  type BenchProduct,
  BENCH_SEED,
  createRandom,
  demoPosts,
  generatePosts,
  generateProducts,
  SEARCH_QUERIES,
} from "./bench-data";
import { ADMIN_PASSWORD, type StartedServer, startServer, stopServer } from "./bench-process";
import type { BenchServerMemory } from "./bench-server";
import { assertLoopback, closedLoop, interleavedLatency, type LoadTarget, percentile } from "./load";
import {
  type BenchReport,
  type HttpChecks,
  type LabelledRow,
  type LatencySummary,
  type LoadPhase,
  markdownReport,
  PRODUCTS_GZIP,
  PRODUCTS_RAW,
  BARE_PRODUCTS_GZIP,
  BARE_PRODUCTS_RAW,
  BARE_CONSTANT,
  type QueryRow,
  type SearchPhase,
  type StartupFigures,
  stdoutReport,
  type ThroughputPhase,
  type UpdatePhase,
} from "./report";

/**
 * `pnpm bench`: the server's start-up time and memory with 1,000 and with 100,000 products; search latency (the
 * endpoint vs an ILIKE scan) and relevance (the labelled queries) on 100,000 products and 10,000 posts; search
 * latency while 10,000 prices are updated through the API; and throughput of GET /api/products (1,000 products)
 * next to a bare Hono route serving the same bytes, in one run on the Postgres server of DATABASE_URL. Writes
 * docs/benchmarks.md. See docs/benchmarks.md for the method.
 */

const PRODUCTS = 100_000;
const POSTS = 10_000;
/** The small catalogue the start-up figures are compared with. */
const SMALL_PRODUCTS = 1_000;
const SMALL_POSTS = 100;
const PRICE_UPDATES = 10_000;
/** Server processes started on each catalogue (their start-up figures' medians are reported). */
const STARTS = 3;
/** The price updates are sent in this many rounds, each after a window of searches alone (their baseline). */
const UPDATE_ROUNDS = 10;
const IDLE_WINDOW_MS = 2_000;
const THROUGHPUT_PRODUCTS = 1_000;
const PRODUCT_BATCH = 5_000;
const POST_BATCH = 1_000;
const SEARCH_ROUNDS = 12;
const CONNECTIONS = 32;
const LOAD_SECONDS = 10;
const WARMUP_SECONDS = 2;
const LOAD_SLICES = 10;
const MAX_REQUESTS_PER_WINDOW = 500_000;
const EXPLAIN_QUERY = "jordan 1 box";
/** A query only post bodies answer: its EXPLAIN shows the body branch run. */
const EXPLAIN_BODY_QUERY = "melamine sponge";
const BROWSER_ENCODING = "gzip, deflate, br";

const seconds = (start: number) => (performance.now() - start) / 1000;
const log = (message: string) => console.log(`[bench] ${message}`);

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A response body as text, gunzipped when it came compressed. */
async function gunzipped(res: Awaited<ReturnType<typeof get>>): Promise<string> {
  return (res.header("content-encoding") === "gzip" ? gunzipSync(res.body) : res.body).toString("utf8");
}

async function get(origin: string, pathAndQuery: string, headers: Record<string, string> = {}) {
  assertLoopback(origin);
  const res = await request(`${origin}${pathAndQuery}`, { method: "GET", headers });
  const body = Buffer.from(await res.body.arrayBuffer());
  const header = (name: string) => {
    const value = res.headers[name];
    return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  };
  return { status: res.statusCode, body, header };
}

async function insertRows(sql: postgres.Sql, products: readonly BenchProduct[], posts: readonly BenchPost[]) {
  let start = performance.now();
  for (let i = 0; i < products.length; i += PRODUCT_BATCH) {
    await sql`insert into products ${sql(products.slice(i, i + PRODUCT_BATCH))}`;
  }
  const productsSeconds = seconds(start);
  start = performance.now();
  for (let i = 0; i < posts.length; i += POST_BATCH) {
    await sql`insert into blog_posts ${sql(posts.slice(i, i + POST_BATCH))}`;
  }
  const postsSeconds = seconds(start);
  start = performance.now();
  await sql`vacuum analyze products`;
  await sql`vacuum analyze blog_posts`;
  await sql`vacuum analyze resources`;
  await sql`vacuum analyze search_words`;
  return { productsSeconds, postsSeconds, vacuumSeconds: seconds(start) };
}

/** The catalogue: generated, then its first SMALL_PRODUCTS products and SMALL_POSTS posts (and the demo posts) inserted. */
async function loadSmall(sql: postgres.Sql) {
  const random = createRandom(BENCH_SEED);
  const start = performance.now();
  const products = generateProducts(random, PRODUCTS);
  const posts = generatePosts(random, POSTS);
  const generateSeconds = seconds(start);
  await insertRows(sql, products.slice(0, SMALL_PRODUCTS), [...posts.slice(0, SMALL_POSTS), ...demoPosts(new Date())]);
  return { products, posts, generateSeconds };
}

/** The rest of the catalogue: PRODUCTS products and POSTS generated posts in all. */
async function loadLarge(sql: postgres.Sql, data: Awaited<ReturnType<typeof loadSmall>>): Promise<LoadPhase> {
  const inserted = await insertRows(sql, data.products.slice(SMALL_PRODUCTS), data.posts.slice(SMALL_POSTS));
  log(`products: ${int(PRODUCTS - SMALL_PRODUCTS)} more rows in ${inserted.productsSeconds.toFixed(1)} s`);
  log(`posts: ${int(POSTS - SMALL_POSTS)} more rows in ${inserted.postsSeconds.toFixed(1)} s`);
  return {
    products: PRODUCTS,
    posts: POSTS,
    demoPosts: demoPosts(new Date()).length,
    insertedProducts: PRODUCTS - SMALL_PRODUCTS,
    insertedPosts: POSTS - SMALL_POSTS,
    generateSeconds: data.generateSeconds,
    ...inserted,
  };
}

const int = (n: number) => n.toLocaleString("en-US");

/** The scan baseline: the endpoint's three lookups as plain ILIKE, with index and bitmap scans switched off. */
async function scanSearch(sql: postgres.Sql, query: string) {
  const q = escapeLike(query.trim());
  const contains = `%${q}%`;
  const prefix = `${q}%`;
  return sql.begin(async (tx) => {
    await tx`set local enable_indexscan = off`;
    await tx`set local enable_bitmapscan = off`;
    const brands = await tx`
      select name, url, description, category from resources
      where name ilike ${contains} or description ilike ${contains}
      order by (name ilike ${prefix}) desc, name limit 50`;
    const stores = await tx`
      select id, name, address, city, state, country from stores
      where name ilike ${contains} or city ilike ${contains} or state ilike ${contains} or country ilike ${contains}
      order by (name ilike ${prefix}) desc, id limit 50`;
    const products = await tx`
      select id, title, price, source_store, amazon_asin, product_url, image_url from products
      where title ilike ${contains}
      order by (title ilike ${prefix}) desc, id limit 50`;
    const posts = await tx`
      select slug, title, excerpt from blog_posts
      where published and (title ilike ${contains} or excerpt ilike ${contains})
      order by (title ilike ${prefix}) desc, id limit 50`;
    return brands.length + stores.length + products.length + posts.length;
  });
}

/** Escape LIKE wildcards so the scan matches the query literally ('%' finds a percent sign). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const planLines = (rows: readonly Record<string, unknown>[]) => rows.map((r) => String(r["QUERY PLAN"]));

/**
 * The statement a search sends, for a query titles answer and for one only post bodies answer, as EXPLAIN (ANALYZE)
 * prints the plan the app runs (prepared, the generic plan), and the scan baseline's product query.
 */
async function explainSearch(sql: postgres.Sql): Promise<Pick<SearchPhase, "explain" | "explainBodies" | "scanExplain">> {
  const explain = async (q: string) => {
    const query = new PgDialect().sqlToQuery(searchStatement(q, new Date()));
    const literals = query.params.map((p) => `'${String(p).replaceAll("'", "''")}'`).join(", ");
    return planLines(
      await sql.begin(async (tx) => {
        await tx.unsafe(`prepare search_explained (${query.params.map(() => "text").join(", ")}) as ${query.sql}`);
        await tx`set local plan_cache_mode = force_generic_plan`;
        const plan = await tx.unsafe(`explain (analyze, buffers, costs off) execute search_explained (${literals})`);
        await tx.unsafe("deallocate search_explained");
        return plan;
      }),
    );
  };
  const ranked = await explain(EXPLAIN_QUERY);
  const explainBodies = await explain(EXPLAIN_BODY_QUERY);
  const contains = `%${escapeLike(EXPLAIN_QUERY)}%`;
  const scanExplain = planLines(
    await sql.begin(async (tx) => {
      await tx`set local enable_indexscan = off`;
      await tx`set local enable_bitmapscan = off`;
      return tx`explain (analyze, costs off) select id, title, price, source_store, amazon_asin, product_url, image_url from products
        where title ilike ${contains} order by (title ilike ${`${escapeLike(EXPLAIN_QUERY)}%`}) desc, id limit 50`;
    }),
  );
  return { explain: ranked, explainBodies, scanExplain };
}

/** The server process's memory, as it reports it. */
function memoryOf(child: ChildProcess): Promise<BenchServerMemory> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the benchmark server did not report its memory within 10 s")), 10_000);
    child.once("message", (message) => {
      clearTimeout(timer);
      resolve(message as BenchServerMemory);
    });
    child.send("memory");
  });
}

const searchHeaders = { accept: "application/json", "accept-encoding": BROWSER_ENCODING };

/** One GET /api/search, timed (ms), its body read in full. */
async function timedSearch(origin: string, q: string): Promise<number> {
  const start = performance.now();
  const res = await get(origin, `/api/search?q=${encodeURIComponent(q)}`, searchHeaders);
  if (res.status !== 200) throw new Error(`GET /api/search?q=${q} answered ${res.status}`);
  return performance.now() - start;
}

/**
 * A server just started on the catalogue as it is: how long it took to listen, its first search, and its memory
 * then and after two rounds of the search queries.
 */
async function startupFigures(server: StartedServer, origin: string, products: number, posts: number): Promise<StartupFigures> {
  const firstSearchMs = await timedSearch(origin, EXPLAIN_QUERY);
  for (let round = 0; round < 2; round++) for (const q of SEARCH_QUERIES) await timedSearch(origin, q);
  const after = await memoryOf(server.child);
  log(
    `start-up at ${int(products)} products: listening ${server.ready.listeningMs.toFixed(0)} ms after the process started (${server.startMs.toFixed(0)} ms from the fork), first search ${firstSearchMs.toFixed(1)} ms, rss ${server.ready.rssMB.toFixed(0)} → ${after.rssMB.toFixed(0)} MB`,
  );
  return {
    products,
    posts,
    starts: 1,
    listeningRunsMs: [server.ready.listeningMs],
    forkToReadyMs: server.startMs,
    listeningMs: server.ready.listeningMs,
    firstSearchMs,
    readyRssMB: server.ready.rssMB,
    readyHeapMB: server.ready.heapMB,
    searchedRssMB: after.rssMB,
    searchedHeapMB: after.heapMB,
  };
}

const middle = (values: readonly number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] as number;

/**
 * STARTS server processes started one after the other on the catalogue as it is (each stopped before the next), their
 * figures' medians; the last one is left running.
 */
async function startups(url: string, products: number, posts: number, onStart: (child: ChildProcess) => void) {
  const runs: StartupFigures[] = [];
  let server: StartedServer | undefined;
  for (let i = 0; i < STARTS; i++) {
    if (server) await stopServer(server.child);
    server = await startServer(url);
    onStart(server.child);
    runs.push(await startupFigures(server, `http://127.0.0.1:${server.ready.appPort}`, products, posts));
  }
  if (!server) throw new Error("no server was started");
  const median = (key: keyof StartupFigures) => middle(runs.map((run) => Number(run[key])));
  const figures: StartupFigures = {
    products,
    posts,
    starts: runs.length,
    listeningRunsMs: runs.map((run) => run.listeningMs),
    forkToReadyMs: median("forkToReadyMs"),
    listeningMs: median("listeningMs"),
    firstSearchMs: median("firstSearchMs"),
    readyRssMB: median("readyRssMB"),
    readyHeapMB: median("readyHeapMB"),
    searchedRssMB: median("searchedRssMB"),
    searchedHeapMB: median("searchedHeapMB"),
  };
  return { server, figures };
}

async function searchPhase(origin: string, sql: postgres.Sql): Promise<SearchPhase> {
  log(`search: ${SEARCH_QUERIES.length} queries × ${SEARCH_ROUNDS} rounds, indexed over HTTP interleaved with the ILIKE scan in SQL`);
  const samples = await interleavedLatency(
    SEARCH_QUERIES,
    {
      indexed: async (q: string) => {
        await timedSearch(origin, q);
      },
      scan: async (q: string) => {
        await scanSearch(sql, q);
      },
    },
    SEARCH_ROUNDS,
    1,
  );

  const rows: QueryRow[] = [];
  for (const [index, q] of SEARCH_QUERIES.entries()) {
    const contains = `%${escapeLike(q)}%`;
    const [products] = await sql`select count(*)::int as n from products where title ilike ${contains}`;
    const [posts] =
      await sql`select count(*)::int as n from blog_posts where published and (title ilike ${contains} or excerpt ilike ${contains})`;
    const api = await get(origin, `/api/search?q=${encodeURIComponent(q)}`, searchHeaders);
    rows.push({
      query: q,
      productMatches: Number(products?.n ?? 0),
      postMatches: Number(posts?.n ?? 0),
      apiResults: (JSON.parse(await gunzipped(api)) as unknown[]).length,
      indexedP50: percentile(samples.indexed[index] ?? [], 50),
      scanP50: percentile(samples.scan[index] ?? [], 50),
    });
  }

  log(`search: ${LABELLED_QUERIES.length} labelled queries`);
  const labelled: LabelledRow[] = [];
  for (const label of LABELLED_QUERIES) {
    const res = await get(origin, `/api/search?q=${encodeURIComponent(label.q)}`);
    const results = searchResultSchema.array().parse(JSON.parse(res.body.toString("utf8")));
    labelled.push({
      query: label.q,
      first: results[0] ? `${results[0].type}: ${results[0].title}` : "(none)",
      failures: labelFailures(label, results),
    });
  }

  log("search: EXPLAIN of the statements a search sends");
  const plans = await explainSearch(sql);
  const indexed = samples.indexed.flat();
  const scan = samples.scan.flat();
  log(
    `search: endpoint p50 ${percentile(indexed, 50).toFixed(2)} / p95 ${percentile(indexed, 95).toFixed(2)} ms, scan p50 ${percentile(scan, 50).toFixed(2)} / p95 ${percentile(scan, 95).toFixed(2)} ms`,
  );
  return {
    indexed: { requests: indexed.length, p50: percentile(indexed, 50), p95: percentile(indexed, 95) },
    scan: { requests: scan.length, p50: percentile(scan, 50), p95: percentile(scan, 95) },
    perQuery: rows,
    labelled,
    explainQuery: EXPLAIN_QUERY,
    explainBodyQuery: EXPLAIN_BODY_QUERY,
    ...plans,
  };
}

/** Latency summary of samples (ms). */
const summary = (samples: readonly number[]): LatencySummary => ({
  requests: samples.length,
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
});

/**
 * Search while PRICE_UPDATES product prices are changed through the API (PATCH /api/products/:id, one request at a
 * time as fast as the server answers, signed in as the admin). In UPDATE_ROUNDS rounds: the search queries in turn,
 * one at a time, for IDLE_WINDOW_MS with nothing else running, then while a round's share of the updates is sent;
 * the windows alternate so that both see the same background load of a shared machine.
 */
async function updatePhase(origin: string): Promise<UpdatePhase> {
  const login = await request(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: ADMIN_PASSWORD, mode: "token" }),
  });
  const { token } = (await login.body.json()) as { token?: string };
  if (login.statusCode !== 200 || !token) throw new Error(`the admin login answered ${login.statusCode}`);

  log(
    `updates: ${int(PRICE_UPDATES)} price updates through the API in ${UPDATE_ROUNDS} rounds, searching meanwhile and for ${IDLE_WINDOW_MS} ms alone before each`,
  );
  const idle: number[] = [];
  const updates: number[] = [];
  const during: number[] = [];
  let searched = 0;
  const nextQuery = () => SEARCH_QUERIES[searched++ % SEARCH_QUERIES.length] as string;
  let updateSeconds = 0;
  const perRound = PRICE_UPDATES / UPDATE_ROUNDS;
  for (let round = 0; round < UPDATE_ROUNDS; round++) {
    const idleUntil = performance.now() + IDLE_WINDOW_MS;
    while (performance.now() < idleUntil) idle.push(await timedSearch(origin, nextQuery()));
    let writing = true;
    const start = performance.now();
    const writer = (async () => {
      try {
        for (let i = round * perRound; i < (round + 1) * perRound; i++) {
          // Every tenth product, its price moved by a few cents.
          const id = 1 + i * Math.floor(PRODUCTS / PRICE_UPDATES);
          const sent = performance.now();
          const res = await request(`${origin}/api/products/${id}`, {
            method: "PATCH",
            headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
            body: JSON.stringify({ price: (5 + (i % 2000) / 100).toFixed(2) }),
          });
          await res.body.dump();
          if (res.statusCode !== 200) throw new Error(`PATCH /api/products/${id} answered ${res.statusCode}`);
          updates.push(performance.now() - sent);
        }
      } finally {
        writing = false;
      }
    })();
    const reader = (async () => {
      while (writing) during.push(await timedSearch(origin, nextQuery()));
    })();
    await Promise.all([writer, reader]);
    updateSeconds += seconds(start);
  }
  const result: UpdatePhase = {
    updates: updates.length,
    seconds: updateSeconds,
    rounds: UPDATE_ROUNDS,
    idleWindowMs: IDLE_WINDOW_MS,
    updateLatency: summary(updates),
    idle: summary(idle),
    during: summary(during),
  };
  log(
    `updates: ${int(result.updates)} in ${updateSeconds.toFixed(1)} s; search p95 ${result.idle.p95.toFixed(2)} ms alone, ${result.during.p95.toFixed(2)} ms meanwhile`,
  );
  return result;
}

async function httpChecks(origin: string): Promise<{ checks: HttpChecks; payload: unknown[] }> {
  const raw = await get(origin, "/api/products", { accept: "application/json" });
  if (raw.status !== 200) throw new Error(`GET /api/products answered ${raw.status}`);
  const payload = JSON.parse(raw.body.toString("utf8")) as unknown[];
  const compressed = await get(origin, "/api/products", { accept: "application/json", "accept-encoding": BROWSER_ENCODING });
  const etag = compressed.header("etag");
  const repeat = await get(origin, "/api/products", {
    accept: "application/json",
    "accept-encoding": BROWSER_ENCODING,
    ...(etag ? { "if-none-match": etag } : {}),
  });
  const checks: HttpChecks = {
    products: payload.length,
    etag,
    notModifiedStatus: repeat.status,
    contentEncoding: compressed.header("content-encoding"),
    compressedBytes: compressed.body.byteLength,
    rawBytes: raw.body.byteLength,
  };
  return { checks, payload };
}

/** How slow this machine is right now: median time to serialize the 1,000-product payload. */
function cpuCheck(payload: unknown): number {
  const samples: number[] = [];
  for (let i = 0; i < 25; i++) {
    const start = performance.now();
    JSON.stringify(payload);
    samples.push(performance.now() - start);
  }
  return percentile(samples.slice(5), 50);
}

/** Has the server process copy GET /api/products' current bytes into its bare route. */
function capture(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the benchmark server did not capture the product list within 30 s")), 30_000);
    child.once("message", (message) => {
      clearTimeout(timer);
      if (message === "captured") resolve();
      else reject(new Error(`unexpected message from the benchmark server: ${String(message)}`));
    });
    child.send("capture");
  });
}

async function throughputPhase(
  appOrigin: string,
  bareOrigin: string,
  sql: postgres.Sql,
  child: ChildProcess,
): Promise<ThroughputPhase & { cpuCheckMs: number }> {
  await sql`delete from products where id > (select id from products order by id offset ${THROUGHPUT_PRODUCTS - 1} limit 1)`;
  await sql`vacuum analyze products`;
  const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`select count(*)::int as n from products`;
  if (n !== THROUGHPUT_PRODUCTS) throw new Error(`expected ${THROUGHPUT_PRODUCTS} products, found ${n}`);

  const { checks, payload } = await httpChecks(appOrigin);
  await capture(child);
  const cpuCheckMs = cpuCheck(payload);
  log(`cpu check: JSON.stringify of the payload takes ${cpuCheckMs.toFixed(2)} ms`);
  log(
    `throughput: ${checks.products} products, ETag ${checks.etag}, repeat → ${checks.notModifiedStatus}, ${checks.contentEncoding ?? "no"} encoding`,
  );

  const json = { accept: "application/json" };
  const gzip = { ...json, "accept-encoding": BROWSER_ENCODING };
  const targets: LoadTarget[] = [
    { name: PRODUCTS_GZIP, origin: appOrigin, path: "/api/products", headers: gzip },
    { name: BARE_PRODUCTS_GZIP, origin: bareOrigin, path: "/bare/products", headers: gzip },
    { name: PRODUCTS_RAW, origin: appOrigin, path: "/api/products", headers: json },
    { name: BARE_PRODUCTS_RAW, origin: bareOrigin, path: "/bare/products", headers: json },
    { name: BARE_CONSTANT, origin: bareOrigin, path: "/bare", headers: gzip },
  ];
  log(
    `throughput: ${targets.length} targets × ${LOAD_SECONDS} s at ${CONNECTIONS} connections, in ${LOAD_SLICES} alternating windows each`,
  );
  const results = await closedLoop(targets, {
    connections: CONNECTIONS,
    durationMs: LOAD_SECONDS * 1000,
    slices: LOAD_SLICES,
    warmupMs: WARMUP_SECONDS * 1000,
    maxRequestsPerWindow: MAX_REQUESTS_PER_WINDOW,
  });
  const rows = targets.map((t) => {
    const result = results.get(t.name);
    if (!result) throw new Error(`no result for ${t.name}`);
    return { target: t.name, result };
  });
  return { connections: CONNECTIONS, seconds: LOAD_SECONDS, slices: LOAD_SLICES, warmupSeconds: WARMUP_SECONDS, rows, checks, cpuCheckMs };
}

async function main() {
  const env = loadEnv(process.env);
  if (!env.DATABASE_URL) {
    console.error(
      "pnpm bench needs DATABASE_URL: a Postgres server it may create a bench_<timestamp> database on (e.g. postgres://postgres@127.0.0.1:5432/postgres).",
    );
    process.exitCode = 1;
    return;
  }
  const loadBefore = os.loadavg();
  const name = `bench_${Date.now()}`;
  const url = databaseUrl(env.DATABASE_URL, name);
  const admin = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
  const [{ server_version: postgresVersion } = { server_version: "unknown" }] = await admin<
    { server_version: string }[]
  >`show server_version`;

  let sql: postgres.Sql | undefined;
  let handle: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let child: ChildProcess | undefined;
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    if (child) await stopServer(child);
    await handle?.close();
    await sql?.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
    log(`dropped database ${name}`);
  };
  const onSignal = () => {
    log("interrupted: cleaning up");
    void cleanup().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    await admin.unsafe(`create database ${name}`);
    log(`created database ${name} on ${new URL(env.DATABASE_URL).host}`);
    handle = await createDatabase({ DATABASE_URL: url, DATA_DIR: "memory://" });
    await handle.migrate();
    await syncResources(handle.db, RESOURCES);
    await handle.db.insert(schema.stores).values(SEED_STORES);
    sql = postgres(url, { max: 2, onnotice: () => {} });

    const data = await loadSmall(sql);
    const onStart = (started: ChildProcess) => (child = started);
    const small = await startups(url, SMALL_PRODUCTS, SMALL_POSTS, onStart);
    const smallStartup = small.figures;
    await stopServer(small.server.child);

    const load = await loadLarge(sql, data);
    const { server, figures: largeStartup } = await startups(url, PRODUCTS, POSTS, onStart);
    const appOrigin = `http://127.0.0.1:${server.ready.appPort}`;
    const bareOrigin = `http://127.0.0.1:${server.ready.barePort}`;
    log(`app on ${appOrigin}, bare Hono on ${bareOrigin}`);

    const searchResult = await searchPhase(appOrigin, sql);
    const updates = await updatePhase(appOrigin);
    const afterUpdates = await memoryOf(server.child);
    const { cpuCheckMs, ...throughput } = await throughputPhase(appOrigin, bareOrigin, sql, server.child);

    const report: BenchReport = {
      machine: {
        date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
        cpus: os.availableParallelism(),
        cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
        memoryGiB: os.totalmem() / 1024 ** 3,
        node: process.version,
        postgres: postgresVersion,
        loadBefore,
        loadAfter: os.loadavg(),
        cpuCheckMs,
      },
      load,
      startup: { small: smallStartup, large: { ...largeStartup, afterUpdatesRssMB: afterUpdates.rssMB } },
      search: searchResult,
      updates,
      throughput,
      searchRounds: SEARCH_ROUNDS,
    };
    console.log(stdoutReport(report));
    const file = path.join(workspaceRoot(), "docs", "benchmarks.md");
    mkdirSync(path.dirname(file), { recursive: true });
    // Formatted as the repository's own (pnpm lint checks docs/ with prettier).
    writeFileSync(file, await format(markdownReport(report), { ...(await resolveConfig(file)), filepath: file }));
    log(`wrote ${path.relative(process.cwd(), file)}`);
  } finally {
    await cleanup();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

main().catch((error: unknown) => {
  console.error("[bench] failed:", error);
  process.exitCode = 1;
});
