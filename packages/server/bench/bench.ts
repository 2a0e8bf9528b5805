import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { searchResultSchema } from "@app/core";
import { RESOURCES } from "@app/core/content";
import postgres from "postgres";
import { request } from "undici";
import { createDatabase, workspaceRoot } from "../src/db/client";
import * as schema from "../src/db/schema";
import { loadEnv } from "../src/env";
import { syncResources } from "../src/resources/resources.service";
import { LABELLED_QUERIES, labelFailures } from "../src/search/labelled-queries";
import { SEED_STORES } from "../src/seed/stores.seed";
import { BENCH_SEED, createRandom, generatePosts, generateProducts, SEARCH_QUERIES } from "./bench-data";
import type { BenchSearchIndexBuilt, BenchServerReady } from "./bench-server";
import { assertLoopback, closedLoop, interleavedLatency, type LoadTarget, percentile } from "./load";
import {
  type BenchReport,
  type HttpChecks,
  type LabelledRow,
  type LoadPhase,
  markdownReport,
  PRODUCTS_GZIP,
  PRODUCTS_RAW,
  BARE_PRODUCTS_GZIP,
  BARE_PRODUCTS_RAW,
  BARE_CONSTANT,
  type QueryRow,
  type SearchPhase,
  stdoutReport,
  type ThroughputPhase,
} from "./report";

/**
 * `pnpm bench`: search latency (indexed endpoint vs ILIKE scan) and relevance (the labelled queries) on
 * 100,000 products and 10,000 posts, and throughput of GET /api/products (1,000 products) next to a bare Hono
 * route serving the same bytes, in one run on the Postgres server of DATABASE_URL. Writes docs/benchmarks.md.
 * See docs/benchmarks.md for the method.
 */

const PRODUCTS = 100_000;
const POSTS = 10_000;
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
const BROWSER_ENCODING = "gzip, deflate, br";

const seconds = (start: number) => (performance.now() - start) / 1000;
const log = (message: string) => console.log(`[bench] ${message}`);

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Starts bench-server.ts in a child process (inheriting tsx's loader) and waits for its two ports. */
function startServer(url: string): Promise<{ child: ChildProcess; ready: BenchServerReady; indexBuilt: Promise<BenchSearchIndexBuilt> }> {
  const child = fork(fileURLToPath(new URL("./bench-server.ts", import.meta.url)), [], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_ENV: "production",
      ADMIN_PASSWORD: randomBytes(16).toString("hex"),
      SEED: "false",
      PORT: "0",
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const indexBuilt = new Promise<BenchSearchIndexBuilt>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the benchmark server did not build its search index within 5 min")), 300_000);
    const onMessage = (message: unknown) => {
      if (typeof message !== "object" || message === null || !("buildMs" in message)) return;
      clearTimeout(timer);
      child.off("message", onMessage);
      resolve(message as BenchSearchIndexBuilt);
    };
    child.on("message", onMessage);
  });
  indexBuilt.catch(() => {});
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the benchmark server did not start within 60 s")), 60_000);
    child.once("message", (message) => {
      clearTimeout(timer);
      resolve({ child, ready: message as BenchServerReady, indexBuilt });
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the benchmark server exited early (code ${code})`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    if (child.connected) child.send("stop");
    else child.kill("SIGTERM");
  });
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

async function loadData(sql: postgres.Sql): Promise<LoadPhase> {
  const random = createRandom(BENCH_SEED);
  let start = performance.now();
  const products = generateProducts(random, PRODUCTS);
  const posts = generatePosts(random, POSTS);
  const generateSeconds = seconds(start);

  start = performance.now();
  for (let i = 0; i < products.length; i += PRODUCT_BATCH) {
    await sql`insert into products ${sql(products.slice(i, i + PRODUCT_BATCH))}`;
  }
  const productsSeconds = seconds(start);
  log(`products: ${PRODUCTS.toLocaleString("en-US")} rows in ${productsSeconds.toFixed(1)} s`);

  start = performance.now();
  for (let i = 0; i < posts.length; i += POST_BATCH) {
    await sql`insert into blog_posts ${sql(posts.slice(i, i + POST_BATCH))}`;
  }
  const postsSeconds = seconds(start);
  log(`posts: ${POSTS.toLocaleString("en-US")} rows in ${postsSeconds.toFixed(1)} s`);

  start = performance.now();
  await sql`vacuum analyze products`;
  await sql`vacuum analyze blog_posts`;
  await sql`vacuum analyze resources`;
  const vacuumSeconds = seconds(start);
  return { products: PRODUCTS, posts: POSTS, generateSeconds, productsSeconds, postsSeconds, vacuumSeconds };
}

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
 * The one statement a search sends (the tables' change counters, src/search/search-index.ts) and the scan
 * baseline's product query, as EXPLAIN (ANALYZE) prints them.
 */
async function explainSearch(sql: postgres.Sql): Promise<Pick<SearchPhase, "explain" | "scanExplain">> {
  const explain = planLines(
    await sql.unsafe(
      "explain (analyze, costs off) select products::text as products, blog_posts::text as blog_posts, stores::text as stores, resources::text as resources from search_version",
    ),
  );
  const contains = `%${escapeLike(EXPLAIN_QUERY)}%`;
  const scanExplain = planLines(
    await sql.begin(async (tx) => {
      await tx`set local enable_indexscan = off`;
      await tx`set local enable_bitmapscan = off`;
      return tx`explain (analyze, costs off) select id, title, price, source_store, amazon_asin, product_url, image_url from products
        where title ilike ${contains} order by (title ilike ${`${escapeLike(EXPLAIN_QUERY)}%`}) desc, id limit 50`;
    }),
  );
  return { explain, scanExplain };
}

async function searchPhase(origin: string, sql: postgres.Sql, indexBuilt: Promise<BenchSearchIndexBuilt>): Promise<SearchPhase> {
  const headers = { accept: "application/json", "accept-encoding": BROWSER_ENCODING };
  // The server builds its index from start-up; a search meanwhile is answered by the database (reported apart).
  const firstStart = performance.now();
  const first = await get(origin, `/api/search?q=${encodeURIComponent(EXPLAIN_QUERY)}`, headers);
  if (first.status !== 200) throw new Error(`the first GET /api/search answered ${first.status}`);
  const duringBuild = { ms: performance.now() - firstStart, results: (JSON.parse(await gunzipped(first)) as unknown[]).length };
  log(`search: a request during the index build took ${duringBuild.ms.toFixed(0)} ms (${duringBuild.results} results)`);
  const index = await indexBuilt;
  log(
    `search: index built at start-up in ${index.buildMs.toFixed(0)} ms, event loop held up ${index.maxLoopDelayMs.toFixed(0)} ms at most, rss ${index.rssMB.toFixed(0)} MB`,
  );
  log(`search: ${SEARCH_QUERIES.length} queries × ${SEARCH_ROUNDS} rounds, indexed over HTTP interleaved with the ILIKE scan in SQL`);
  const samples = await interleavedLatency(
    SEARCH_QUERIES,
    {
      indexed: async (q: string) => {
        const res = await get(origin, `/api/search?q=${encodeURIComponent(q)}`, headers);
        if (res.status !== 200) throw new Error(`GET /api/search?q=${q} answered ${res.status}`);
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
    const api = await get(origin, `/api/search?q=${encodeURIComponent(q)}`);
    rows.push({
      query: q,
      productMatches: Number(products?.n ?? 0),
      postMatches: Number(posts?.n ?? 0),
      apiResults: (JSON.parse(api.body.toString("utf8")) as unknown[]).length,
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

  log("search: EXPLAIN of the statement a search sends");
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
    duringBuild,
    index,
    ...plans,
  };
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
  let child: ChildProcess | undefined;
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    if (child) await stopServer(child);
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
    const handle = await createDatabase({ DATABASE_URL: url, DATA_DIR: "memory://" });
    try {
      await handle.migrate();
      await syncResources(handle.db, RESOURCES);
      await handle.db.insert(schema.stores).values(SEED_STORES);
    } finally {
      await handle.close();
    }
    sql = postgres(url, { max: 2, onnotice: () => {} });

    const load = await loadData(sql);
    const server = await startServer(url);
    child = server.child;
    const appOrigin = `http://127.0.0.1:${server.ready.appPort}`;
    const bareOrigin = `http://127.0.0.1:${server.ready.barePort}`;
    log(`app on ${appOrigin}, bare Hono on ${bareOrigin}`);

    const searchResult = await searchPhase(appOrigin, sql, server.indexBuilt);
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
      search: searchResult,
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
