import { SEED_STORES } from "../src/seed/stores.seed";
import type { LoadResult } from "./load";

const SEED_STORE_COUNT = SEED_STORES.length;

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
  /** Generated posts; the demo posts come on top. */
  posts: number;
  demoPosts: number;
  /** What the timed inserts added to the small catalogue the start-up figures were first taken on. */
  insertedProducts: number;
  insertedPosts: number;
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

/** A labelled query (src/search/labelled-queries.ts) as the endpoint answered it on the benchmark data. */
export interface LabelledRow {
  query: string;
  first: string;
  failures: string[];
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
  labelled: LabelledRow[];
  explainQuery: string;
  /** The one statement a search sends, EXPLAIN (ANALYZE, BUFFERS), for `explainQuery`... */
  explain: string[];
  /** ...and for a query only post bodies answer. */
  explainBodyQuery: string;
  explainBodies: string[];
  scanExplain: string[];
}

/** Server processes started on a catalogue of `products` products: the medians of `starts` starts. */
export interface StartupFigures {
  products: number;
  posts: number;
  starts: number;
  /** Each start's process start → listening (ms). */
  listeningRunsMs: number[];
  /** From the fork until it reported its ports, as the parent saw it (ms). */
  forkToReadyMs: number;
  /** From the process's start until it listened, as it saw it (ms). */
  listeningMs: number;
  /** Its first GET /api/search (ms). */
  firstSearchMs: number;
  /** Memory (MB) once listening, and after two rounds of the search queries. */
  readyRssMB: number;
  readyHeapMB: number;
  searchedRssMB: number;
  searchedHeapMB: number;
  /** After the search and price-update phases (the large catalogue only). */
  afterUpdatesRssMB?: number;
}

/** Search while product prices are updated through the API. */
export interface UpdatePhase {
  updates: number;
  /** The time the updates took, all rounds together. */
  seconds: number;
  rounds: number;
  /** The window of searches alone before each round. */
  idleWindowMs: number;
  updateLatency: LatencySummary;
  /** The search queries alone, in the windows between rounds; and while updates were sent. */
  idle: LatencySummary;
  during: LatencySummary;
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
  startup: { small: StartupFigures; large: StartupFigures };
  search: SearchPhase;
  updates: UpdatePhase;
  throughput: ThroughputPhase;
  searchRounds: number;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : "n/a");
const int = (value: number) => Math.round(value).toLocaleString("en-US");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0
    ? Number.NaN
    : sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
/** App req/s over bare req/s, in percent, per round (the two windows of a round run back to back). */
const roundRatios = (app: LoadResult, bare: LoadResult) => app.windowRps.map((rps, i) => (100 * rps) / (bare.windowRps[i] ?? Number.NaN));

/** The throughput targets, by name (bench.ts loads them, the reading below compares them). */
export const PRODUCTS_GZIP = "GET /api/products (Accept-Encoding: gzip, deflate, br)";
export const BARE_PRODUCTS_GZIP = "GET /bare/products (bare Hono, same gzip response)";
export const PRODUCTS_RAW = "GET /api/products (no Accept-Encoding)";
export const BARE_PRODUCTS_RAW = "GET /bare/products (bare Hono, same JSON response)";
export const BARE_CONSTANT = "GET /bare (bare Hono, constant small JSON)";

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
      [
        "products (batched multi-row INSERT; search document, GIN indexes and vocabulary trigger live)",
        int(load.insertedProducts),
        `${load.productsSeconds.toFixed(1)} s`,
        int(load.insertedProducts / load.productsSeconds),
      ],
      [
        "published blog posts (likewise, bodies included)",
        int(load.insertedPosts),
        `${load.postsSeconds.toFixed(1)} s`,
        int(load.insertedPosts / load.postsSeconds),
      ],
      ["VACUUM ANALYZE (fresh statistics)", "", `${load.vacuumSeconds.toFixed(1)} s`, ""],
    ],
    ["l", "r", "r", "r"],
  );
}

export function searchTable(search: SearchPhase): string {
  return table(
    [`search (${search.perQuery.length} queries, sequential)`, "requests", "p50 ms", "p95 ms"],
    [
      [
        "GET /api/search over HTTP (Postgres full-text search, GIN indexes, vocabulary corrections)",
        int(search.indexed.requests),
        ms(search.indexed.p50),
        ms(search.indexed.p95),
      ],
      ["ILIKE '%q%' scan in SQL (index and bitmap scans off)", int(search.scan.requests), ms(search.scan.p50), ms(search.scan.p95)],
    ],
    ["l", "r", "r", "r"],
  );
}

export function perQueryTable(search: SearchPhase): string {
  return table(
    ["query", "products matching ILIKE", "posts matching ILIKE", "API results", "indexed p50 ms", "scan p50 ms"],
    search.perQuery.map((q) => [
      JSON.stringify(q.query),
      int(q.productMatches),
      int(q.postMatches),
      int(q.apiResults),
      ms(q.indexedP50),
      ms(q.scanP50),
    ]),
    ["l", "r", "r", "r", "r", "r"],
  );
}

export function labelledTable(search: SearchPhase): string {
  return table(
    ["labelled query", "first result", "check"],
    search.labelled.map((l) => [JSON.stringify(l.query), l.first, l.failures.length === 0 ? "pass" : `FAIL: ${l.failures.join("; ")}`]),
  );
}

export function startupTable(startup: BenchReport["startup"]): string {
  const column = (f: StartupFigures) => [
    `${int(f.products)} products, ${int(f.posts)} posts`,
    `${ms(f.listeningMs)} (${f.listeningRunsMs.map((run) => int(run)).join(", ")})`,
    ms(f.forkToReadyMs),
    ms(f.firstSearchMs),
    `${int(f.readyRssMB)} / ${int(f.readyHeapMB)}`,
    `${int(f.searchedRssMB)} / ${int(f.searchedHeapMB)}`,
  ];
  return table(
    [
      "catalogue",
      "process start → listening, ms (each start)",
      "fork → ready (parent), ms",
      "first search, ms",
      "RSS / heap MB, listening",
      "RSS / heap MB, after 48 searches",
    ],
    [column(startup.small), column(startup.large)],
    ["l", "r", "r", "r", "r", "r"],
  );
}

export function updatesTable(updates: UpdatePhase): string {
  return table(
    ["GET /api/search (the search queries in turn, one at a time)", "requests", "p50 ms", "p95 ms"],
    [
      [
        `alone (${updates.rounds} windows of ${(updates.idleWindowMs / 1000).toFixed(0)} s)`,
        int(updates.idle.requests),
        ms(updates.idle.p50),
        ms(updates.idle.p95),
      ],
      [
        `while ${int(updates.updates)} prices are updated through the API (${updates.rounds} rounds)`,
        int(updates.during.requests),
        ms(updates.during.p50),
        ms(updates.during.p95),
      ],
      [
        `the updates themselves (PATCH /api/products/:id, ${(updates.updates / updates.seconds).toFixed(0)}/s)`,
        int(updates.updateLatency.requests),
        ms(updates.updateLatency.p50),
        ms(updates.updateLatency.p95),
      ],
    ],
    ["l", "r", "r", "r"],
  );
}

export function throughputTable(phase: ThroughputPhase): string {
  return table(
    ["target", "requests", "errors", "req/s", "p50 ms", "p99 ms", "body per response"],
    phase.rows.map(({ target, result }) => [
      target,
      int(result.requests),
      int(result.errors),
      int(result.rps),
      ms(result.p50),
      ms(result.p99),
      kb(result.bodyBytes),
    ]),
    ["l", "r", "r", "r", "r", "r", "r"],
  );
}

/** Each round's ratio of the app to the bare route serving the same bytes, and their median. */
export function roundsTable(phase: ThroughputPhase): string {
  const find = (name: string) => phase.rows.find((r) => r.target === name)?.result;
  const pairs = [
    ["gzip: /api/products ÷ /bare/products", find(PRODUCTS_GZIP), find(BARE_PRODUCTS_GZIP)],
    ["uncompressed: /api/products ÷ /bare/products", find(PRODUCTS_RAW), find(BARE_PRODUCTS_RAW)],
  ] as const;
  const rounds = Math.max(0, ...pairs.map(([, app]) => app?.windowRps.length ?? 0));
  return table(
    ["ratio of req/s", "median", ...Array.from({ length: rounds }, (_, i) => `round ${i + 1}`)],
    pairs.map(([name, app, bare]) => {
      const ratios = app && bare ? roundRatios(app, bare) : [];
      return [name, `${median(ratios).toFixed(0)}%`, ...ratios.map((r) => `${r.toFixed(0)}%`)];
    }),
    ["l", "r", ...Array.from({ length: rounds }, () => "r" as const)],
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
      [
        "body size compressed / raw",
        `${kb(checks.compressedBytes)} / ${kb(checks.rawBytes)} (${((100 * checks.compressedBytes) / Math.max(1, checks.rawBytes)).toFixed(1)}%)`,
      ],
    ],
  );
}

/** The honest reading of the numbers, written from the numbers (so a rerun cannot leave a stale claim). */
export function interpretation(report: BenchReport): string[] {
  const { search, throughput, machine, updates, startup } = report;
  const lines: string[] = [];
  const p50Speedup = ratio(search.scan.p50, search.indexed.p50);
  const p95Speedup = ratio(search.scan.p95, search.indexed.p95);
  const meets = search.indexed.p95 <= 20 && p50Speedup >= 10 && p95Speedup >= 10;
  lines.push(
    `Search: the endpoint answered in ${ms(search.indexed.p50)} ms at the median and ${ms(search.indexed.p95)} ms at p95 over HTTP, against ${ms(search.scan.p50)} / ${ms(search.scan.p95)} ms for the unindexed ILIKE scan in bare SQL in the same run: ${p50Speedup.toFixed(1)}× faster at the median, ${p95Speedup.toFixed(1)}× at p95. The goal (p95 ≤ 20 ms and ≥ 10× the scan) is ${meets ? "met" : "NOT met"} in this run.`,
  );
  const slowest = [...search.perQuery].sort((a, b) => b.indexedP50 - a.indexedP50).slice(0, 3);
  lines.push(
    `Per query, the slowest medians were ${slowest.map((q) => `"${q.query}" ${ms(q.indexedP50)} ms`).join(", ")}. A request sends one prepared statement (above): the query's words looked up in the vocabulary (with trigram corrections), the text queries built, each table's first matches taken from its GIN index (and the titles that are or start with the query from a b-tree), post bodies read only when titles and excerpts match fewer than 50 rows, the candidates ranked and the 50 results' fields read (docs/decisions/0028-search-on-the-database.md). There is no cache and no index in the server process.`,
  );
  const ratioDuring = ratio(updates.during.p95, updates.idle.p95);
  lines.push(
    `Search during writes: while ${int(updates.updates)} product prices were updated through the API (one PATCH at a time, ${(updates.updates / updates.seconds).toFixed(0)} a second, ${updates.seconds.toFixed(1)} s in all), search p95 was ${ms(updates.during.p95)} ms against ${ms(updates.idle.p95)} ms in the windows between them (p50 ${ms(updates.during.p50)} against ${ms(updates.idle.p50)}): ${ratioDuring.toFixed(2)}×. The goal (≤ 1.5×) is ${ratioDuring <= 1.5 ? "met" : "NOT met"} in this run. Every update commits before it is answered, and the next search reads the table as committed.`,
  );
  const { small, large } = startup;
  lines.push(
    `Start-up and memory (medians of ${small.starts} starts): with ${int(small.products)} products the server process listened ${ms(small.listeningMs)} ms after it started and held ${int(small.searchedRssMB)} MB resident after 48 searches; with ${int(large.products)} products, ${ms(large.listeningMs)} ms and ${int(large.searchedRssMB)} MB (${int(large.afterUpdatesRssMB ?? Number.NaN)} MB after the search and update phases). Nothing is read or built at start; its first search took ${ms(small.firstSearchMs)} ms and ${ms(large.firstSearchMs)} ms.`,
  );
  const failed = search.labelled.filter((l) => l.failures.length > 0);
  lines.push(
    failed.length === 0
      ? `Relevance: all ${search.labelled.length} labelled queries (src/search/labelled-queries.ts, typos and post bodies included) gave the expected top results on the full data.`
      : `Relevance: ${failed.length} of ${search.labelled.length} labelled queries did NOT give the expected top results on the full data: ${failed.map((l) => `"${l.query}"`).join(", ")} (see the table above).`,
  );
  const row = (name: string) => throughput.rows.find((r) => r.target === name)?.result;
  const appGzip = row(PRODUCTS_GZIP);
  const bareGzip = row(BARE_PRODUCTS_GZIP);
  const appRaw = row(PRODUCTS_RAW);
  const bareRaw = row(BARE_PRODUCTS_RAW);
  if (appGzip && bareGzip && appRaw && bareRaw) {
    const gz = median(roundRatios(appGzip, bareGzip));
    const raw = median(roundRatios(appRaw, bareRaw));
    lines.push(
      `Throughput: GET /api/products (its first page, 100 of 1,000 products) served ${int(appGzip.rps)} req/s gzip (${kb(appGzip.bodyBytes)} per response) against ${int(bareGzip.rps)} req/s for the bare Hono route replaying the same response, and ${int(appRaw.rps)} req/s uncompressed (${kb(appRaw.bodyBytes)}) against the bare route's ${int(bareRaw.rps)} req/s. Taken round by round (each round runs the app's and the bare route's window back to back; all rounds in the table above), the median ratio is ${gz.toFixed(0)}% gzip and ${raw.toFixed(0)}% uncompressed. The earlier goal (≥ 80%, set when each process served the whole list from a copy in memory) is ${gz >= 80 && raw >= 80 ? "met" : "NOT met"} in this run. Since decision 29 no process keeps a copy of the catalogue: each request reads its page from the database along the grid-order index and goes through the whole middleware chain (security headers, ETag, compression), so what the bare route does not do is one indexed query of 100 rows, their JSON and the chain.`,
    );
  }
  lines.push(
    `Caveats: the load generator, the server process and Postgres share this ${machine.cpus}-core machine with other work (load average ${machine.loadBefore.map((l) => l.toFixed(2)).join(" / ")} before the run, ${machine.loadAfter.map((l) => l.toFixed(2)).join(" / ")} after; JSON.stringify of the 1,000-product payload took ${ms(machine.cpuCheckMs)} ms), so absolute numbers move by tens of percent between runs; the side-by-side ratios, measured in alternating windows of the same run, are the meaningful part.`,
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
    labelledTable(report.search),
    "",
    "== Start-up and memory ==",
    startupTable(report.startup),
    "",
    "== Search while prices are updated ==",
    updatesTable(report.updates),
    "",
    `== Throughput (${report.throughput.connections} connections, ${report.throughput.seconds} s each) ==`,
    throughputTable(report.throughput),
    "",
    roundsTable(report.throughput),
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
Its other sections write their own files: the catalogue at 1,000, 10,000 and 100,000 products and 10,000 posts
(docs/benchmarks-catalogue.md), the cost of the request log and metrics (docs/benchmarks-observability.md) and
price refreshes (docs/benchmarks-prices.md).

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

- A fresh database is created on the Postgres server and migrated with the app's own migrations (the search
  documents, their GIN indexes and the vocabulary of drizzle/0010); the 37 brand listings are synced as at start and the ${int(SEED_STORE_COUNT)} demo stores inserted.
- ${int(report.load.products)} products and ${int(report.load.posts)} published blog posts are generated from word lists of
  sneaker-accessory terms, brands, models, colours, sizes and pack counts with a fixed PRNG seed (identical data every run);
  the ${int(report.load.demoPosts)} demo posts of the seed (real bodies, one a draft) are added. All are inserted with batched multi-row
  INSERTs, then \`VACUUM ANALYZE\`: first ${int(report.startup.small.products)} products and ${int(report.startup.small.posts)} posts, then the rest.
- The real app (\`createApp\` over that database, \`NODE_ENV=production\`) and
  a bare Hono app run on \`@hono/node-server\` in a child process, each on a free 127.0.0.1 port; the load generator
  (undici, keep-alive) runs in the parent process. Only loopback traffic; every loop is bounded in time and count.
- **Start-up and memory**: a server process is started on the small catalogue, timed until it listens (from its own
  start, and from the fork as the parent sees it, which includes loading the TypeScript sources), sent one search and
  two rounds of the search queries, its resident memory and heap read after each, and stopped; ${report.startup.small.starts} times, the
  medians reported. Then the rest is inserted and the same is done on the full catalogue (its last server serves
  every phase below).
- **Search latency**: ${report.search.perQuery.length} fixed queries (four of them misspelt), one request at a time; one untimed warm-up round, then ${report.searchRounds} timed rounds
  (${int(report.search.indexed.requests)} requests) of \`GET /api/search?q=\` with \`Accept-Encoding: gzip, deflate, br\`, body read
  in full. The baseline runs the equivalent SQL directly with postgres.js — \`ILIKE '%q%'\` (wildcards escaped) over
  brand name/description, store name/city/state/country, product title, and published post title/excerpt, ordered by prefix match then id, 50 rows each — inside a
  transaction with \`SET LOCAL enable_indexscan = off; SET LOCAL enable_bitmapscan = off\`, so Postgres must scan;
  same queries, same rounds. The two are interleaved (each query: the endpoint, then the scan) so both see the same
  background load. The endpoint keeps no result cache: each request ranks afresh. It matches words in any order, corrects
  misspelt words against the vocabulary and, when titles and excerpts match fewer than 50 rows, reads post bodies, which
  the plain ILIKE does not (it reads no bodies: the comparison does not flatter the endpoint): that is why a query with no literal match (\`jordan 1 box\`, \`nikee\`) still returns
  results from the endpoint.
- **Search while prices are updated**: signed in as the admin, the parent sends ${int(report.updates.updates)} \`PATCH /api/products/:id\`
  (a new price for every tenth product), one at a time, each as soon as the previous is answered, in ${report.updates.rounds} rounds;
  meanwhile it sends the search queries in turn, one at a time, until the round's last update is answered. Before each
  round it sends the same queries for ${(report.updates.idleWindowMs / 1000).toFixed(0)} s with nothing else running: the baseline, in windows
  alternating with the updates so that both see the same background load.
- **Relevance**: each labelled query of \`src/search/labelled-queries.ts\` (the same set \`search.test.ts\` checks on a
  slice of this data) is sent once and its answer checked against the expected top results.
- **Throughput**: the products table is cut down to exactly ${int(throughput.checks.products)} rows, then a closed loop of
  ${throughput.connections} keep-alive connections sends GET requests for ${throughput.seconds} s per target after a ${throughput.warmupSeconds} s warm-up per target,
  against \`GET /api/products\` (with and without \`Accept-Encoding\`), a bare Hono route replaying the very response
  \`GET /api/products\` gave (body bytes and all its headers, security headers included, captured once; the gzip one
  when gzip is accepted) and a bare route returning a small constant JSON; the measured time is cut into
  ${throughput.slices} rounds; each round runs one window of every target in turn (again so background load hits all alike), and the
  app-to-bare ratio is taken per round and reported as the median with every round; every response body is read in full.

## Load

${loadTable(report.load)}

(Generating the rows in JavaScript took ${report.load.generateSeconds.toFixed(1)} s and is not included above.)

## Search: indexed endpoint vs unindexed ILIKE scan

${searchTable(report.search)}

Per query (median of ${report.searchRounds} timed requests each):

${perQueryTable(report.search)}

Relevance, the labelled queries on the full data:

${labelledTable(report.search)}

The statement a search sends (src/search/search.service.ts, prepared: Postgres plans it once per connection), for
\`q=${report.search.explainQuery}\`, as \`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)\` prints its generic plan (the one the app runs; \`$n\` are
its parameters): the query's words looked up in the vocabulary, the text queries built, each table's first matches,
ranked, the results' fields read.

\`\`\`
${report.search.explain.join("\n")}
\`\`\`

The same for \`q=${report.search.explainBodyQuery}\`, which only post bodies answer (titles and excerpts match fewer than 50
rows, so the body branch runs):

\`\`\`
${report.search.explainBodies.join("\n")}
\`\`\`

The product query of the scan baseline for \`q=${report.search.explainQuery}\`:

\`\`\`
${report.search.scanExplain.join("\n")}
\`\`\`

## Search while ${int(report.updates.updates)} product prices are updated through the API

${updatesTable(report.updates)}

## Start-up and memory with ${int(report.startup.small.products)} and ${int(report.startup.large.products)} products (medians of ${report.startup.small.starts} starts each)

${startupTable(report.startup)}

After the search and price-update phases the full catalogue's server held ${int(report.startup.large.afterUpdatesRssMB ?? Number.NaN)} MB resident.

## Throughput: GET /api/products (1,000 products) vs a bare Hono route serving the same bytes

${throughputTable(throughput)}

Round by round (a round is one ${(throughput.seconds / throughput.slices).toFixed(1)} s window of each target, back to back):

${roundsTable(throughput)}

${checksTable(throughput.checks)}

## Reading the numbers

${interpretation(report)
  .map((l) => `- ${l}`)
  .join("\n")}
`;
}
