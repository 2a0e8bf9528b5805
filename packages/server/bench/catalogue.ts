import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { format, resolveConfig } from "prettier";
import { request } from "undici";
import { workspaceRoot } from "../src/db/client";
import { BENCH_SEED, createRandom, generatePosts, generateProducts } from "./bench-data";
import { assertLoopback, percentile } from "./load";
import { shopperQueries } from "./shopper-queries";

/**
 * `pnpm bench`, catalogue at scale: the production server (`dist/main.js`, pages rendered per request)
 * on a throwaway database of the Postgres server in DATABASE_URL, filled THROUGH THE API as an operator's import
 * would: 10,000 posts, then products up to 1,000, 10,000 and 100,000. At each size it measures the bytes and the
 * p95 time of the public pages, the public and admin product lists and the click beacon, served from the page cache
 * and rendered afresh, and idle or while prices change (an updater patches a product's price every 50 ms), and the
 * server's resident memory. Writes docs/benchmarks-catalogue.md. BENCH_CATALOGUE_KEEP=1 keeps the database (its URL is
 * printed) for `LIGHTHOUSE_DATABASE_URL=… pnpm lighthouse`.
 */

// BENCH_CATALOGUE_SIZES / BENCH_CATALOGUE_POSTS: a quick smaller run (e.g. "200,2000" and 100) to try the script.
const SIZES = (process.env.BENCH_CATALOGUE_SIZES ?? "1000,10000,100000").split(",").map(Number);
const POSTS = Number(process.env.BENCH_CATALOGUE_POSTS ?? 10_000);
const SAMPLES = 40;
const IMPORT_CONCURRENCY = 8;
/**
 * Single writes (docs/decisions/0051-product-import-and-fast-writes.md): this many creates, then as many price patches,
 * WRITE_CLIENTS at a time.
 */
const WRITES = Number(process.env.BENCH_CATALOGUE_WRITES ?? 2000);
const WRITE_CLIENTS = 16;
/** Creates a second with 16 clients before the write counters were split into slots (its scale run; a busy machine). */
const CREATES_BEFORE = 455;
const PRICE_UPDATE_EVERY_MS = 50;
const log = (message: string) => console.log(`[catalogue] ${message}`);

interface Row {
  name: string;
  path: string;
  bytes: number;
  p50: number;
  p95: number;
  /** p95 while prices change (the page cache is invalidated by every write). */
  p95Busy: number;
}
interface SizeResult {
  products: number;
  rssMB: number;
  rows: Row[];
  writes: Writes;
}
interface Writes {
  /** The file that filled the catalogue to this size: its rows and rows a second. */
  imported: number;
  importPerSecond: number;
  /** Creates right after the import, and once autovacuum had finished with it (settleSeconds later). */
  afterImport: Creates;
  settled: Creates;
  settleSeconds: number;
  patchesPerSecond: number;
}
interface Creates {
  perSecond: number;
  /** CPU milliseconds per create: the server process, the database's processes (a local server) and this bench. */
  cpu: { server: number; database: number; bench: number };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** CPU milliseconds a process has used (Linux: /proc/PID/stat, in clock ticks of 10 ms), 0 when it is gone. */
function cpuMs(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU milliseconds used by the processes of this machine's Postgres server (none when it runs elsewhere). */
function postgresCpuMs(): number {
  let sum = 0;
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("postgres")) sum += cpuMs(pid);
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function main() {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("pnpm bench needs DATABASE_URL (a Postgres server; the bench makes and drops its own database)");
  const name = `bench_catalogue_${randomBytes(4).toString("hex")}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  assertLoopback(origin);
  const password = randomBytes(12).toString("hex");
  const serverDir = path.join(workspaceRoot(), "packages", "server");
  const child: ChildProcess = spawn(process.execPath, [path.join(serverDir, "dist", "main.js")], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: url.toString(),
      PORT: String(port),
      ADMIN_PASSWORD: password,
      // The demo data first (stores, the demo posts a Lighthouse run visits), then the import.
      SEED: "true",
      PUBLIC_SITE_URL: origin,
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const results: SizeResult[] = [];
  const startLoad = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(", ");
  try {
    await waitFor(origin);
    const cookie = await login(origin, password);
    const random = createRandom(BENCH_SEED);
    log(`importing ${POSTS} posts through the API`);
    const posts = generatePosts(random, POSTS);
    await importAll(
      origin,
      cookie,
      "/api/blog",
      posts.map((p) => ({
        title: p.title,
        slug: p.slug,
        excerpt: p.excerpt,
        content: p.content,
        heroImage: p.hero_image,
        heroImageAlt: p.hero_image_alt,
        metaTitle: p.meta_title,
        metaDescription: p.meta_description,
        keywords: p.keywords,
        published: true,
        publishedAt: p.published_at.toISOString(),
      })),
    );
    let loaded = 0;
    for (const size of SIZES) {
      log(`importing products ${loaded + 1}-${size} as one file (POST /api/admin/products/import)`);
      const products = generateProducts(random, size - loaded).map((p, i) => ({
        externalId: `bench-${loaded + i + 1}`,
        title: p.title,
        price: p.price,
        rating: p.rating,
        reviewCount: p.review_count,
        imageUrl: p.image_url,
        productUrl: p.product_url,
        sourceStore: p.source_store,
        amazonAsin: p.amazon_asin,
        category: p.category,
      }));
      const importSeconds = await importFile(origin, cookie, products);
      loaded = size;
      const writes = await singleWrites(origin, cookie, url.toString(), await productIds(url.toString()), random, child.pid as number);
      loaded += 2 * WRITES;
      const ids = await productIds(url.toString());
      results.push({
        ...(await measure(origin, cookie, size, ids, await pageSlugs(url.toString()), searches(products), child.pid as number)),
        writes: { imported: products.length, importPerSecond: products.length / importSeconds, ...writes },
      });
      log(JSON.stringify(results.at(-1)));
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    if (process.env.BENCH_CATALOGUE_KEEP === "1") log(`kept the database: ${url.toString()}`);
    else await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  const file = path.join(workspaceRoot(), "docs", "benchmarks-catalogue.md");
  writeFileSync(file, await format(report(results, startLoad), { ...(await resolveConfig(file)), filepath: file }));
  log(`wrote ${path.relative(process.cwd(), file)}`);
}

async function waitFor(origin: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await request(`${origin}/api/health`);
      await res.body.dump();
      if (res.statusCode === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not start within 60 s");
}

async function login(origin: string, password: string): Promise<string> {
  const res = await request(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ password }),
  });
  await res.body.dump();
  const cookie = [res.headers["set-cookie"]].flat()[0];
  if (res.statusCode !== 200 || !cookie) throw new Error(`login answered ${res.statusCode}`);
  return cookie.split(";")[0] as string;
}

async function send(origin: string, cookie: string, method: string, pathname: string, body?: unknown, tries = 10): Promise<string> {
  const res = await request(`${origin}${pathname}`, {
    method: method as "POST",
    headers: { "content-type": "application/json", origin, cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.body.text();
  // A busy server sheds a request before it runs (load-shed.ts): an importer waits as told and sends it again.
  const retryAfter = Number(res.headers["retry-after"]);
  if (res.statusCode === 503 && retryAfter > 0 && tries > 1) {
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    return send(origin, cookie, method, pathname, body, tries - 1);
  }
  if (res.statusCode >= 300) throw new Error(`${method} ${pathname} answered ${res.statusCode}: ${text.slice(0, 200)}`);
  return text;
}

async function importAll(origin: string, cookie: string, pathname: string, items: readonly object[]) {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: IMPORT_CONCURRENCY }, async () => {
      while (next < items.length) {
        const item = items[next++];
        await send(origin, cookie, "POST", pathname, item);
      }
    }),
  );
  log(`  ${items.length} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

/**
 * One file of products (JSON lines) through the import; the seconds it took. A busy server sheds the request before
 * it runs (a 503, the connection closed under the body: EPIPE); an importer sends it again (rows by external id: an
 * import run twice changes nothing).
 */
async function importFile(origin: string, cookie: string, products: readonly object[], tries = 5): Promise<number> {
  try {
    return await importFileOnce(origin, cookie, products);
  } catch (error) {
    if (tries <= 1) throw error;
    log(`  the import failed (${String(error).slice(0, 120)}): again in 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    return importFile(origin, cookie, products, tries - 1);
  }
}

async function importFileOnce(origin: string, cookie: string, products: readonly object[]): Promise<number> {
  const body = products.map((p) => JSON.stringify(p)).join("\n");
  const start = performance.now();
  const res = await request(`${origin}/api/admin/products/import`, {
    method: "POST",
    headers: { "content-type": "application/x-ndjson", origin, cookie },
    body,
    headersTimeout: 0,
    bodyTimeout: 0,
  });
  const text = await res.body.text();
  const seconds = (performance.now() - start) / 1000;
  if (res.statusCode !== 200) throw new Error(`the import answered ${res.statusCode}: ${text.slice(0, 300)}`);
  log(`  ${products.length} rows in ${seconds.toFixed(1)} s (${Math.round(products.length / seconds)} rows/s): ${text.slice(0, 120)}`);
  return seconds;
}

/**
 * WRITES single creates right after the import (while the database's autovacuum may still work through the imported rows),
 * WRITES more once no autovacuum runs (a shop's ordinary day; the second set also runs on warmed caches), then WRITES price patches of existing products, WRITE_CLIENTS at a
 * time: each a second.
 */
async function singleWrites(origin: string, cookie: string, databaseUrl: string, ids: number[], random: () => number, serverPid: number) {
  const rate = async (count: number, write: (i: number) => Promise<unknown>) => {
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: WRITE_CLIENTS }, async () => {
        while (next < count) await write(next++);
      }),
    );
    return count / ((performance.now() - start) / 1000);
  };
  const made = generateProducts(random, 2 * WRITES);
  const creates = async (offset: number): Promise<Creates> => {
    const before = { server: cpuMs(serverPid), database: postgresCpuMs(), bench: process.cpuUsage() };
    const perSecond = await rate(WRITES, (i) => {
      const p = made[offset + i]!;
      return send(origin, cookie, "POST", "/api/products", {
        title: p.title,
        price: p.price,
        imageUrl: p.image_url,
        productUrl: `${p.product_url}?single=${offset + i}`,
        sourceStore: p.source_store,
        category: p.category,
      });
    });
    const bench = process.cpuUsage(before.bench);
    return {
      perSecond,
      cpu: {
        server: (cpuMs(serverPid) - before.server) / WRITES,
        database: (postgresCpuMs() - before.database) / WRITES,
        bench: (bench.user + bench.system) / 1000 / WRITES,
      },
    };
  };
  const afterImport = await creates(0);
  const settleSeconds = await autovacuumDone(databaseUrl);
  const settled = await creates(WRITES);
  const patchesPerSecond = await rate(WRITES, (i) =>
    send(origin, cookie, "PATCH", `/api/products/${ids[(i * 7919) % ids.length]}`, { price: (5 + (i % 9000) / 100).toFixed(2) }),
  );
  log(
    `  ${WRITES} creates: ${afterImport.perSecond.toFixed(0)}/s after the import, ${settled.perSecond.toFixed(0)}/s once no autovacuum ran (${settleSeconds.toFixed(0)} s later); ${WRITES} price patches: ${patchesPerSecond.toFixed(0)}/s (${WRITE_CLIENTS} clients)`,
  );
  return { afterImport, settled, settleSeconds, patchesPerSecond };
}

/** Waits until no autovacuum worker has run on the database for two seconds (at most 5 minutes): the seconds waited. */
async function autovacuumDone(databaseUrl: string): Promise<number> {
  const sql = postgres(databaseUrl, { max: 1 });
  const start = performance.now();
  try {
    for (let quiet = 0; quiet < 4 && performance.now() - start < 300_000;) {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity where backend_type = 'autovacuum worker' and datname = current_database()`;
      quiet = row?.n === 0 ? quiet + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await sql.end();
  }
  return (performance.now() - start) / 1000;
}

/** The words shoppers type (bench/shopper-queries.ts), made from the imported titles: words, pairs, triples and typos. */
function searches(products: readonly { title: string }[]): string[] {
  const set = shopperQueries(
    products.map((p) => p.title),
    BENCH_SEED,
  );
  return [...set.words, ...set.pairs, ...set.triples, ...set.typos];
}

async function productIds(databaseUrl: string): Promise<number[]> {
  const sql = postgres(databaseUrl, { max: 1 });
  const rows = await sql<{ id: number }[]>`select id from products order by id`;
  await sql.end();
  return rows.map((row) => row.id);
}

/** Product and store slugs, in a scattered order: each sample of their pages asks for another one (a fresh render). */
async function pageSlugs(databaseUrl: string): Promise<{ products: string[]; stores: string[] }> {
  const sql = postgres(databaseUrl, { max: 1 });
  const products = await sql<{ slug: string }[]>`select slug from products order by md5(id::text) limit 1000`;
  const stores = await sql<{ slug: string }[]>`select slug from stores order by id`;
  await sql.end();
  return { products: products.map((row) => row.slug), stores: stores.map((row) => row.slug) };
}

async function timed(origin: string, pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const start = performance.now();
  const res = await request(`${origin}${pathname}`, {
    method: (init.method ?? "GET") as "GET",
    headers: { "accept-encoding": "gzip, br", "user-agent": "Mozilla/5.0 (bench)", ...init.headers },
    ...(init.body ? { body: init.body } : {}),
  });
  const body = Buffer.from(await res.body.arrayBuffer());
  const ms = performance.now() - start;
  if (res.statusCode >= 400) throw new Error(`${pathname} answered ${res.statusCode}`);
  const raw = Number(res.headers["x-uncompressed-length"] ?? 0) || body.byteLength;
  return { ms, bytes: raw, encoded: res.headers["content-encoding"] };
}

/** Uncompressed size of a page as a crawler without compression gets it. */
async function plainBytes(origin: string, pathname: string, headers: Record<string, string> = {}) {
  const res = await request(`${origin}${pathname}`, { headers: { "user-agent": "Mozilla/5.0 (bench)", ...headers } });
  return (await res.body.arrayBuffer()).byteLength;
}

async function measure(
  origin: string,
  cookie: string,
  size: number,
  ids: number[],
  slugs: { products: string[]; stores: string[] },
  queries: string[],
  pid: number,
): Promise<Omit<SizeResult, "writes">> {
  let beacon = 0;
  const nth = (list: string[], i: number) => list[i % Math.max(1, list.length)] ?? "";
  const targets: { name: string; path: (i: number) => string; init?: (i: number) => Parameters<typeof timed>[2] }[] = [
    { name: "Home (kept)", path: () => "/" },
    { name: "Home (rendered)", path: (i) => `/?r=${size}-${i}` },
    { name: "/products (kept)", path: () => "/products" },
    { name: "/products?page=N (rendered)", path: (i) => `/products?page=${1 + ((i * 37) % Math.max(1, Math.floor(size / 30)))}` },
    {
      name: "/products?sort=rating&page=N, facets (rendered)",
      path: (i) => `/products?sort=rating&page=${1 + ((i * 13) % Math.max(1, Math.min(30, Math.floor(size / 30))))}`,
    },
    { name: "product page (rendered)", path: (i) => `/products/${nth(slugs.products, i)}` },
    {
      name: "category page, store and price filters, sorted (rendered)",
      path: (i) => `/products/category/care?store=Amazon&max=${60 + i}&sort=-price`,
    },
    { name: "store page (rendered)", path: (i) => `/stores/${nth(slugs.stores, i)}?r=${size}-${i}` },
    { name: "/sitemap.xml", path: () => "/sitemap.xml" },
    { name: "a product sitemap file", path: () => `/sitemap-products-1.xml` },
    { name: "/blog (kept)", path: () => "/blog" },
    { name: "/blog (rendered)", path: (i) => `/blog?r=${size}-${i}` },
    { name: "GET /api/products", path: () => "/api/products" },
    {
      name: "GET /api/search, the shopper set (bench/shopper-queries.ts)",
      path: (i) => `/api/search?q=${encodeURIComponent(nth(queries, i * 97))}`,
    },
    { name: "GET /api/admin/products", path: () => "/api/admin/products", init: () => ({ headers: { cookie } }) },
    {
      name: "POST /api/clicks",
      path: () => "/api/clicks",
      init: () => {
        beacon++;
        const id = ids[(beacon * 7919) % ids.length] as number;
        return {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.${beacon >> 8}.${beacon & 255}.1` },
          body: JSON.stringify({ url: `https://shop.example/p/${id}`, source: "/" }),
        };
      },
    },
  ];
  const rows: Row[] = [];
  const sample = async (target: (typeof targets)[number]) => {
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) times.push((await timed(origin, target.path(i), target.init?.(i))).ms);
    return times;
  };
  for (const target of targets) await timed(origin, target.path(SAMPLES), target.init?.(SAMPLES)); // warm up
  const idle = new Map<string, number[]>();
  for (const target of targets) idle.set(target.name, await sample(target));
  // Prices change while people browse: every write moves the data version, so kept pages are rendered again.
  let updating = true;
  let updates = 0;
  const updater = (async () => {
    while (updating) {
      const id = ids[(updates++ * 104729) % ids.length] as number;
      await send(origin, cookie, "PATCH", `/api/products/${id}`, { price: (5 + (updates % 9000) / 100).toFixed(2) });
      await new Promise((resolve) => setTimeout(resolve, PRICE_UPDATE_EVERY_MS));
    }
  })();
  const busy = new Map<string, number[]>();
  for (const target of targets) busy.set(target.name, await sample(target));
  updating = false;
  await updater;
  for (const target of targets) {
    const times = idle.get(target.name) ?? [];
    const headers = target.init?.(0)?.headers ?? {};
    const bytes = target.init?.(0)?.method === "POST" ? 0 : await plainBytes(origin, target.path(0), headers);
    rows.push({
      name: target.name,
      path: target.path(0),
      bytes,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p95Busy: percentile(busy.get(target.name) ?? [], 95),
    });
  }
  return { products: size, rssMB: rssMB(pid), rows };
}

/** The writes' table: the import that filled each size, then single creates and patches with 16 clients. */
function writesReport(results: SizeResult[]): string[] {
  return [
    "## Writes",
    "",
    `Each size is filled by one import file (JSON lines, POST /api/admin/products/import, a batch of 1,000 rows a statement);`,
    `then ${WRITES.toLocaleString("en")} single creates (POST /api/products) right after it (while the database's autovacuum may`,
    `still work through the imported rows), ${WRITES.toLocaleString("en")} more once no autovacuum runs (the seconds waited`,
    `in brackets), and ${WRITES.toLocaleString("en")} price patches (PATCH /api/products/{id}); ${WRITE_CLIENTS} clients at a time (the creates`,
    `stay: the size's pages are measured with them). Before the write counters were split into slots`,
    `(docs/decisions/0051-product-import-and-fast-writes.md), the scale run made ${CREATES_BEFORE} creates a second with 16`,
    "clients. CPU per create: the server process, the database's processes and this bench's, over the creates (the",
    "machine's cores bound creates a second by their sum).",
    "",
    "| products | import: rows · rows/s | creates/s after the import · once settled (16 clients; before: " +
      CREATES_BEFORE +
      ") | CPU per create after the import · once settled: server · database · bench (ms) | price patches/s (16 clients) |",
    "|---|---|---|---|---|",
    ...results.map((r) => {
      const cpu = ({ cpu: c }: Creates) => [c.server, c.database, c.bench].map((n) => n.toFixed(2)).join(" · ");
      const w = r.writes;
      return `| ${r.products.toLocaleString("en")} | ${w.imported.toLocaleString("en")} · ${w.importPerSecond.toFixed(0)} | ${w.afterImport.perSecond.toFixed(0)} · ${w.settled.perSecond.toFixed(0)} (${w.settleSeconds.toFixed(0)} s) | ${cpu(w.afterImport)} / ${cpu(w.settled)} | ${w.patchesPerSecond.toFixed(0)} |`;
    }),
    "",
  ];
}

function report(results: SizeResult[], loadAverage: string): string {
  const kb = (bytes: number) => (bytes === 0 ? "–" : `${(bytes / 1024).toFixed(1)} KB`);
  const ms = (value: number) => value.toFixed(1);
  const names = results[0]?.rows.map((row) => row.name) ?? [];
  const lines = [
    "# Catalogue at scale (`pnpm bench`, bench/catalogue.ts)",
    "",
    `Run: ${new Date().toISOString()}, Node ${process.version}, ${process.platform}/${process.arch}. The production server`,
    "(`dist/main.js`, every public page rendered per request by the site's renderer) on a throwaway database of the",
    `Postgres server in DATABASE_URL, filled through the API (${POSTS.toLocaleString("en")} posts, ${IMPORT_CONCURRENCY} requests at a time,`,
    `then products up to each size by an import file, plus ${(2 * WRITES).toLocaleString("en")} single creates: see Writes). Load average`,
    `at the start: ${loadAverage}. Each figure: ${SAMPLES} sequential requests from this machine over loopback;`,
    '"kept" pages are served from the page cache; "rendered" ones are a different address each time (a fresh render);',
    `"while prices change": a product's price is patched every ${PRICE_UPDATE_EVERY_MS} ms meanwhile (each write moves the data`,
    "version, so kept pages are rendered again). Bytes: the uncompressed body.",
    "",
    `| | ${results.map((r) => `${r.products.toLocaleString("en")} products: bytes · p50 · p95 · p95 while prices change (ms)`).join(" | ")} |`,
    `|---|${results.map(() => "---").join("|")}|`,
    ...names.map((name) => {
      const cells = results.map((r) => {
        const row = r.rows.find((x) => x.name === name);
        return row ? `${kb(row.bytes)} · ${ms(row.p50)} · ${ms(row.p95)} · ${ms(row.p95Busy)}` : "";
      });
      return `| ${name} | ${cells.join(" | ")} |`;
    }),
    `| server RSS | ${results.map((r) => `${r.rssMB.toFixed(0)} MB`).join(" | ")} |`,
    "",
  ];
  const first = results[0];
  const last = results.at(-1);
  if (first && last) {
    lines.push("Growth from the smallest to the largest catalogue (p95, idle):", "");
    for (const name of names) {
      const a = first.rows.find((x) => x.name === name);
      const b = last.rows.find((x) => x.name === name);
      if (a && b)
        lines.push(
          `- ${name}: ${ms(a.p95)} → ${ms(b.p95)} ms (×${(b.p95 / Math.max(a.p95, 0.01)).toFixed(2)}), ${kb(a.bytes)} → ${kb(b.bytes)}`,
        );
    }
    lines.push(`- server RSS: ${first.rssMB.toFixed(0)} → ${last.rssMB.toFixed(0)} MB (+${(last.rssMB - first.rssMB).toFixed(0)} MB)`, "");
  }
  return [...lines, ...writesReport(results)].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
