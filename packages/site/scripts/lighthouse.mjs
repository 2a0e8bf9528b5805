#!/usr/bin/env node
// Lighthouse (mobile profile) over every public route of the built product, driving Debian's Chromium, twice:
// with Lighthouse's default simulated throttling (the scores) and with applied mobile throttling
// (`--throttling-method=devtools`: the page really loads over a slow 4G link on a 4x slower CPU, what a phone
// sees). Starts `node packages/server/dist/main.js` on a fresh embedded database, runs each route
// LIGHTHOUSE_RUNS times per method (default 3: one run's TBT moves by a factor of two or more on a shared machine,
// as the CPU time of the same parse and layout does), prints every run and writes the median run of each route,
// with the range of its Performance scores, to docs/lighthouse.md. Run `pnpm build` first. LIGHTHOUSE_DATABASE_URL
// measures against a Postgres database instead (demo data is added to it when it has none). LIGHTHOUSE_ROUTES
// (comma-separated, e.g. `/products`) measures those routes alone and prints the table instead of writing the report,
// which records every route.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { format, resolveConfig } from "prettier";

const root = resolve(import.meta.dirname, "../../..");
const allRoutes = [
  "/",
  "/products",
  "/products/supbro-led-stackable-sneaker-display-box-with-remote-2-pack",
  "/products/category/display",
  "/resources",
  "/stores",
  "/stores/kith-manhattan",
  "/search?q=nike",
  "/timeline",
  "/blog",
  "/blog/how-to-clean-white-sneakers",
  "/article/innovative-sneaker-boxes",
  "/privacy",
  "/terms",
  "/collaborations",
  "/capabilities",
];
const onlyRoutes = (process.env.LIGHTHOUSE_ROUTES ?? "")
  .split(",")
  .map((route) => route.trim())
  .filter(Boolean);
const routes = onlyRoutes.length > 0 ? onlyRoutes : allRoutes;

const port = await new Promise((ok) => {
  const s = createServer().listen(0, "127.0.0.1", () => {
    const p = s.address().port;
    s.close(() => ok(p));
  });
});
const entry = join(root, "packages/server/dist/main.js");
if (!existsSync(entry)) throw new Error("Run `pnpm build` first.");
const dataDir = mkdtempSync(join(tmpdir(), "kicks-lh-"));
const origin = `http://localhost:${port}`;
const server = spawn(process.execPath, [entry], {
  cwd: root,
  env: {
    ...process.env,
    // LIGHTHOUSE_DATABASE_URL: a Postgres database to measure against instead of a fresh embedded one (e.g. the
    // 100,000-product catalogue `BENCH_CATALOGUE_KEEP=1 pnpm bench` leaves behind).
    DATABASE_URL: process.env.LIGHTHOUSE_DATABASE_URL ?? "",
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: "lighthouse",
    SEED: "true",
    PUBLIC_SITE_URL: origin,
  },
  stdio: "inherit",
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 300) throw new Error("server did not start");
  await new Promise((r) => setTimeout(r, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

/** The two throttling methods: Lighthouse's default (scores) and applied throttling (LCP and TBT targets). */
const modes = [
  { id: "simulated", title: "Simulated throttling (Lighthouse default, mobile)", flags: {} },
  {
    id: "applied",
    title: "Applied mobile throttling (`--throttling-method=devtools`: slow 4G, 4x CPU)",
    flags: { throttlingMethod: "devtools" },
  },
];
// jsKb: e2e/public.e2e.ts's budget for Home's start-up JavaScript.
const TARGET = { lcpMs: 1500, tbtMs: 100, jsKb: 130 };
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? "3", 10) || 3);

/** The median run, as Lighthouse's own advice for variance has it: by Performance, then by TBT. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const scores = sorted.map((r) => r.performance);
  const range = scores[0] === scores.at(-1) ? "" : ` (${scores[0]}-${scores.at(-1)})`;
  return { ...median, performanceRange: `${median.performance}${range}`, scripts: runs.flatMap((r) => r.scripts) };
}

const ownScripts = (audits) =>
  (audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script" && item.url.startsWith(origin));

async function audit(route, mode) {
  const result = await lighthouse(`${origin}${route}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    ...mode.flags,
  });
  const { categories, audits } = result.lhr;
  const score = (k) => Math.round((categories[k]?.score ?? 0) * 100);
  const failed = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  const metric = (id) => audits[id]?.displayValue?.replace(/\s/g, " ") ?? "–";
  const error =
    result.lhr.runtimeError?.code ??
    Object.values(audits)
      .find((a) => a.errorMessage)
      ?.errorMessage?.slice(0, 80) ??
    "";
  return {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    metrics: `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
    failed,
    error,
    runFailed: Boolean(result.lhr.runtimeError),
    // Every script of our origin the page loaded (its entry, imports and whatever it fetched at start), and the bytes
    // they took on the wire (brotli where the build has a copy, headers included).
    scripts: ownScripts(audits).map((item) => item.url),
    scriptTransferBytes: ownScripts(audits).reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

const rows = Object.fromEntries(modes.map((mode) => [mode.id, []]));
try {
  for (const mode of modes) {
    for (const route of routes) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        // A run that failed as a whole (Lighthouse's NO_NAVSTART, now and then on this Chromium) is run again, twice at most.
        let row = await audit(route, mode);
        for (let retry = 1; row.runFailed && retry <= 2; retry++) {
          console.log(`${mode.id.padEnd(9)} ${route.padEnd(40)} run failed (${row.error}); again`);
          row = await audit(route, mode);
        }
        runs.push(row);
        console.log(
          `${mode.id.padEnd(9)} ${route.padEnd(40)} ${run}/${RUNS} perf ${row.performance}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  ${row.metrics}${row.failed.length ? `  (failing: ${row.failed.join(", ")})` : ""}${row.error ? `  ERROR ${row.error}` : ""}`,
        );
      }
      rows[mode.id].push(medianRun(runs));
    }
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

// The home page's start-up JavaScript, gzipped: every script Home loaded in its Lighthouse runs (entry, imports and
// the chunks it fetched at start), as e2e/public.e2e.ts's budget test counts them in Chromium.
const homeScripts = new Set(Object.values(rows).flatMap((list) => list.filter((r) => r.route === "/").flatMap((r) => r.scripts)));
let homeJsGzip = 0;
// Read from the build the server served (it has stopped by now).
for (const url of homeScripts) homeJsGzip += gzipSync(readFileSync(join(root, "packages/site/dist", new URL(url).pathname))).length;

// What the median simulated run of Home transferred for its scripts.
const homeTransfer = rows.simulated?.find((r) => r.route === "/")?.scriptTransferBytes ?? Number.NaN;

const meets = (r) => (r.lcpMs <= TARGET.lcpMs && r.tbtMs <= TARGET.tbtMs ? "yes" : "**no**");
// The LCP and TBT targets are for applied throttling; simulated throttling is judged by its scores.
const tableOf = (mode) => {
  const targets = mode.id === "applied";
  return [
    `## ${mode.title}`,
    "",
    `| route | Performance | Accessibility | Best Practices | SEO | metrics |${targets ? " LCP ≤ 1.5 s and TBT ≤ 100 ms |" : ""} failing binary audits / run error |`,
    `|---|---:|---:|---:|---:|---|${targets ? "---|" : ""}---|`,
    ...rows[mode.id].map(
      (r) =>
        `| \`${r.route}\` | ${r.performanceRange} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.metrics} |${targets ? ` ${meets(r)} |` : ""} ${[r.failed.join(", "), r.error].filter(Boolean).join("; ") || "–"} |`,
    ),
    "",
  ];
};
const table = [
  "# Lighthouse",
  "",
  `Measured ${new Date().toISOString().slice(0, 10)} by \`pnpm lighthouse\` (Lighthouse 12, mobile profile, Debian Chromium headless) against`,
  `\`pnpm start\` on ${process.env.LIGHTHOUSE_DATABASE_URL ? "a Postgres database (LIGHTHOUSE_DATABASE_URL)" : "a fresh embedded database"}, each route ${RUNS} times per throttling method: each row is the median run`,
  "(by Performance, then TBT), with the range of the runs' Performance scores in brackets. Targets: Performance 100 and",
  "Accessibility, Best Practices and SEO 100 under simulated throttling; LCP ≤ 1.5 s and TBT ≤ 100 ms under applied",
  "throttling. Figures move with the machine's load: compare runs made on a quiet machine.",
  "",
  // Home's figures come from its runs: none when LIGHTHOUSE_ROUTES leaves it out.
  ...(routes.includes("/")
    ? [
        `Home page JavaScript loaded at start: ${(homeJsGzip / 1024).toFixed(1)} KB gzipped (target ≤ ${TARGET.jsKb} KB); ` +
          `as sent to Chromium (brotli, headers included): ${(homeTransfer / 1024).toFixed(1)} KB.`,
        "",
      ]
    : []),
  ...modes.flatMap(tableOf),
].join("\n");
if (onlyRoutes.length > 0) {
  console.log(`\n${table}`);
} else {
  // Formatted as the repository's own (pnpm lint checks docs/ with prettier).
  const reportFile = join(root, "docs/lighthouse.md");
  writeFileSync(reportFile, await format(table, { ...(await resolveConfig(reportFile)), filepath: reportFile }));
  console.log(`\nhome JS gzipped: ${(homeJsGzip / 1024).toFixed(1)} KB; wrote docs/lighthouse.md`);
}
