import type { LoadResult } from "./load";

/** The numbers one benchmark run produced, and how they are printed and written to docs/benchmarks.md. */

export interface MachineInfo {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  postgres: string;
  loadBefore: number[];
  loadAfter: number[];
  /** Median ms to JSON.stringify the 1,000-product payload in the load generator, measured mid-run: a contention gauge. */
  cpuCheckMs: number;
}

export interface LoadPhase {
  products: number;
  posts: number;
  generateSeconds: number;
  productsSeconds: number;
  postsSeconds: number;
  vacuumSeconds: number;
}

export interface QueryRow {
  query: string;
  productMatches: number;
  postMatches: number;
  apiResults: number;
  indexedP50: number;
  scanP50: number;
}

export interface LatencySummary {
  requests: number;
  p50: number;
  p95: number;
}

export interface SearchPhase {
  indexed: LatencySummary;
  scan: LatencySummary;
  perQuery: QueryRow[];
  explainQuery: string;
  explain: string[];
  indexUsed: boolean;
  scanExplain: string[];
}

export interface HttpChecks {
  products: number;
  etag: string | null;
  notModifiedStatus: number;
  contentEncoding: string | null;
  compressedBytes: number;
  rawBytes: number;
}

export interface ThroughputRow {
  target: string;
  result: LoadResult;
}

export interface ThroughputPhase {
  connections: number;
  seconds: number;
  slices: number;
  warmupSeconds: number;
  rows: ThroughputRow[];
  checks: HttpChecks;
}

export interface BenchReport {
  machine: MachineInfo;
  load: LoadPhase;
  search: SearchPhase;
  throughput: ThroughputPhase;
  searchRounds: number;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : "n/a");
const int = (value: number) => Math.round(value).toLocaleString("en-US");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);

export function table(head: readonly string[], rows: readonly (readonly string[])[], align?: readonly ("l" | "r")[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const cell = (text: string, i: number) => ((align?.[i] ?? "l") === "r" ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0));
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => ((align?.[i] ?? "l") === "r" ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [line(head), rule, ...rows.map(line)].join("\n");
}

export function loadTable(load: LoadPhase): string {
  return table(
    ["data", "rows", "insert time", "rows/s"],
    [
      ["products (batched multi-row INSERT, GIN trigram index live)", int(load.products), `${load.productsSeconds.toFixed(1)} s`, int(load.products / load.productsSeconds)],
      ["published blog posts (2 GIN trigram indexes live)", int(load.posts), `${load.postsSeconds.toFixed(1)} s`, int(load.posts / load.postsSeconds)],
      ["VACUUM ANALYZE (flushes GIN pending lists, fresh statistics)", "", `${load.vacuumSeconds.toFixed(1)} s`, ""],
    ],
    ["l", "r", "r", "r"],
  );
}

export function searchTable(search: SearchPhase): string {
  return table(
    ["search (20 queries, sequential)", "requests", "p50 ms", "p95 ms"],
    [
      ["GET /api/search over HTTP (trigram GIN indexes)", int(search.indexed.requests), ms(search.indexed.p50), ms(search.indexed.p95)],
      ["ILIKE '%q%' scan in SQL (index and bitmap scans off)", int(search.scan.requests), ms(search.scan.p50), ms(search.scan.p95)],
    ],
    ["l", "r", "r", "r"],
  );
}

export function perQueryTable(search: SearchPhase): string {
  return table(
    ["query", "products matching ILIKE", "posts matching ILIKE", "API results", "indexed p50 ms", "scan p50 ms"],
    search.perQuery.map((q) => [JSON.stringify(q.query), int(q.productMatches), int(q.postMatches), int(q.apiResults), ms(q.indexedP50), ms(q.scanP50)]),
    ["l", "r", "r", "r", "r", "r"],
  );
}

export function throughputTable(phase: ThroughputPhase): string {
  return table(
    ["target", "requests", "errors", "req/s", "p50 ms", "p99 ms", "body per response"],
    phase.rows.map(({ target, result }) => [target, int(result.requests), int(result.errors), int(result.rps), ms(result.p50), ms(result.p99), kb(result.bodyBytes)]),
    ["l", "r", "r", "r", "r", "r", "r"],
  );
}

export function checksTable(checks: HttpChecks): string {
  return table(
    ["check on GET /api/products", "result"],
    [
      ["products in the response", int(checks.products)],
      ["ETag", checks.etag ?? "(none)"],
      ["repeat with If-None-Match", String(checks.notModifiedStatus)],
      ["Content-Encoding with Accept-Encoding: gzip, deflate, br", checks.contentEncoding ?? "(none)"],
      ["body size compressed / raw", `${kb(checks.compressedBytes)} / ${kb(checks.rawBytes)} (${((100 * checks.compressedBytes) / Math.max(1, checks.rawBytes)).toFixed(1)}%)`],
    ],
  );
}

/** The honest reading of the numbers, written from the numbers (so a rerun cannot leave a stale claim). */
export function interpretation(report: BenchReport): string[] {
  const { search, throughput, machine } = report;
  const speedup = ratio(search.scan.p50, search.indexed.p50);
  const products = throughput.rows.find((r) => r.target.startsWith("GET /api/products") && r.target.includes("gzip"));
  const bare = throughput.rows.find((r) => r.target.startsWith("GET /bare"));
  const lines: string[] = [];
  const wins = search.perQuery.filter((q) => q.indexedP50 < q.scanP50);
  const losses = search.perQuery.filter((q) => q.indexedP50 >= q.scanP50);
  const list = (rows: QueryRow[]) => rows.map((q) => `"${q.query}"`).join(", ");
  const indexedText = `${ms(search.indexed.p50)} ms median, p95 ${ms(search.indexed.p95)} ms`;
  const scanText = `the unindexed ILIKE scan (${ms(search.scan.p50)} ms, p95 ${ms(search.scan.p95)} ms)`;
  const fairness = "although the indexed figure includes HTTP, ranking, JSON and compression and the scan figure is bare SQL over an open connection";
  lines.push(
    speedup >= 1.15
      ? `Search: the indexed endpoint answered in ${ms(search.indexed.p50)} ms at the median (p95 ${ms(search.indexed.p95)} ms), ${speedup.toFixed(1)}× faster than ${scanText}, ${fairness}.`
      : speedup > 0.87
        ? `Search: overall the indexed endpoint (${indexedText}) was on par with ${scanText} on this data, the endpoint's figure including HTTP, ranking, JSON and compression and the scan's being bare SQL.`
        : `Search: the indexed endpoint (${indexedText}) was ${(1 / speedup).toFixed(1)}× slower than ${scanText} on this data.`,
  );
  lines.push(
    `Per query, the endpoint was faster on ${wins.length} of ${search.perQuery.length}${wins.length > 0 ? ` (${list(wins)})` : ""}${losses.length > 0 ? ` and slower or equal on ${list(losses)}` : ""}. A trigram index narrows the rows to read, but every candidate is still rechecked and scored with word_similarity() for the ranking; for terms that occur in thousands of titles (or whose trigrams do, for the typo-tolerant match) that work exceeds a plain sequential ILIKE over ${int(report.load.products)} short titles.`,
  );
  lines.push(
    search.indexUsed
      ? "The EXPLAIN above confirms Postgres serves the product search with a Bitmap Index Scan on the trigram GIN index (and shows how many candidate rows it then rechecks)."
      : "Warning: the EXPLAIN above does not show the trigram index being used for the product search, so the indexed figures above are not what an index would give.",
  );
  if (products && bare) {
    lines.push(
      `Throughput: GET /api/products (1,000 products, ${kb(products.result.bodyBytes)} gzip on the wire) sustained ${int(products.result.rps)} req/s with p99 ${ms(products.result.p99)} ms at ${throughput.connections} connections, ${((100 * products.result.rps) / bare.result.rps).toFixed(1)}% of the bare Hono route's ${int(bare.result.rps)} req/s; the list (about ${kb(throughput.checks.rawBytes)} of JSON), its gzip and its ETag are built once per change of the products table and reused, so each request costs one small version query to Postgres plus sending the bytes (src/products/public-products.cache.ts); earlier runs of this benchmark, before that cache (commit 43f9c7e), measured 26–40 req/s, when each request re-read, re-serialized, hashed and gzipped the list.`,
    );
  }
  lines.push(
    `Caveats: the load generator, the server process and Postgres share this ${machine.cpus}-core machine (load average ${machine.loadBefore.map((l) => l.toFixed(2)).join(" / ")} before the run, other work included; JSON.stringify of the 1,000-product payload took ${ms(machine.cpuCheckMs)} ms), so the bare-route figure is bounded by the client as much as by Hono, and absolute numbers move by tens of percent between runs; the ratios are the meaningful part.`,
  );
  return lines;
}

export function stdoutReport(report: BenchReport): string {
  const { machine } = report;
  return [
    "",
    `== Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB.toFixed(1)} GiB, Node ${machine.node}, Postgres ${machine.postgres}, ${machine.date} ==`,
    `load average ${machine.loadBefore.map((l) => l.toFixed(2)).join(" / ")} → ${machine.loadAfter.map((l) => l.toFixed(2)).join(" / ")}; JSON.stringify of the 1,000-product payload: ${ms(machine.cpuCheckMs)} ms`,
    "",
    "== Load ==",
    loadTable(report.load),
    "",
    "== Search latency ==",
    searchTable(report.search),
    "",
    perQueryTable(report.search),
    "",
    `EXPLAIN (ANALYZE) of the product query of /api/search?q=${report.search.explainQuery}:`,
    ...report.search.explain.map((l) => `  ${l}`),
    "",
    `== Throughput (${report.throughput.connections} connections, ${report.throughput.seconds} s each) ==`,
    throughputTable(report.throughput),
    "",
    checksTable(report.throughput.checks),
    "",
    ...interpretation(report),
    "",
  ].join("\n");
}

export function markdownReport(report: BenchReport): string {
  const { machine, throughput } = report;
  return `# Benchmarks

Generated by \`pnpm bench\` (packages/server/bench/bench.ts) on ${machine.date}. Rerun it to refresh this file;
it needs \`DATABASE_URL\` pointing at a Postgres server and creates and drops its own \`bench_<timestamp>\` database.

## Machine

| | |
|---|---|
| CPU | ${machine.cpus} × ${machine.cpuModel} (\`nproc\` = ${machine.cpus}) |
| memory | ${machine.memoryGiB.toFixed(1)} GiB |
| Node | ${machine.node} |
| Postgres | ${machine.postgres} |
| load average before / after the run | ${machine.loadBefore.map((l) => l.toFixed(2)).join(" / ")} → ${machine.loadAfter.map((l) => l.toFixed(2)).join(" / ")} |
| CPU check: \`JSON.stringify\` of the 1,000-product payload, median | ${ms(machine.cpuCheckMs)} ms (a few ms at most on an idle core) |

## Method

- A fresh database is created on the Postgres server and migrated with the app's own migrations (including the
  \`pg_trgm\` GIN indexes on \`lower(title)\` and \`lower(excerpt)\`); the 37 brand listings are synced as at start.
- ${int(report.load.products)} products and ${int(report.load.posts)} published blog posts are generated from word lists of
  sneaker-accessory terms, brands, models, colours, sizes and pack counts with a fixed PRNG seed (identical data every run),
  and inserted with batched multi-row INSERTs, then \`VACUUM ANALYZE\`.
- The real app (\`createApp\` over that database, \`NODE_ENV=production\`) and a bare Hono app with one route returning a
  constant JSON run on \`@hono/node-server\` in a child process, each on a free 127.0.0.1 port; the load generator
  (undici, keep-alive) runs in the parent process. Only loopback traffic; every loop is bounded in time and count.
- **Search latency**: 20 fixed queries, one request at a time; one untimed warm-up round, then ${report.searchRounds} timed rounds
  (${int(report.search.indexed.requests)} requests) of \`GET /api/search?q=\` with \`Accept-Encoding: gzip, deflate, br\`, body read
  in full. The baseline runs the equivalent SQL directly with postgres.js — \`ILIKE '%q%'\` (wildcards escaped) over
  brand name/description, product title, and published post title/excerpt, ordered by prefix match then id, 50 rows each — inside a
  transaction with \`SET LOCAL enable_indexscan = off; SET LOCAL enable_bitmapscan = off\`, so Postgres must scan;
  same queries, same rounds. The two are interleaved (each query: the endpoint, then the scan) so both see the same
  background load. The endpoint also matches by trigram word similarity (typo-tolerant), which the plain ILIKE does not:
  that is why a query with no literal match (\`jordan 1 box\`) still returns results from the endpoint.
- **Throughput**: the products table is cut down to exactly ${int(throughput.checks.products)} rows, then a closed loop of
  ${throughput.connections} keep-alive connections sends GET requests for ${throughput.seconds} s per target after a ${throughput.warmupSeconds} s warm-up per target,
  against \`GET /api/products\` (with and without \`Accept-Encoding\`) and the bare route; the measured time is cut into
  ${throughput.slices} windows that rotate through the targets (again so background load hits all alike); every response body is read in full.

## Load

${loadTable(report.load)}

(Generating the rows in JavaScript took ${report.load.generateSeconds.toFixed(1)} s and is not included above.)

## Search: indexed endpoint vs unindexed ILIKE scan

${searchTable(report.search)}

Per query (median of ${report.searchRounds} timed requests each):

${perQueryTable(report.search)}

The product query the endpoint runs for \`q=${report.search.explainQuery}\`, as \`EXPLAIN (ANALYZE, COSTS OFF)\` prints it:

\`\`\`
${report.search.explain.join("\n")}
\`\`\`

The same query as the scan baseline runs it:

\`\`\`
${report.search.scanExplain.join("\n")}
\`\`\`

## Throughput: GET /api/products (1,000 products) vs a bare Hono route

${throughputTable(throughput)}

${checksTable(throughput.checks)}

## Reading the numbers

${interpretation(report)
  .map((l) => `- ${l}`)
  .join("\n")}
`;
}
