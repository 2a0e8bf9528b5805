#!/usr/bin/env node
// Lighthouse (mobile profile) over every public route of the built product, driving Debian's Chromium.
// Starts `node packages/server/dist/main.js` on a fresh embedded database, prints the four category scores
// per route and writes them to docs/lighthouse.md. Run `pnpm build` first.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = resolve(import.meta.dirname, "../../..");
const routes = [
  "/", "/products", "/resources", "/stores", "/search?q=nike", "/timeline", "/blog",
  "/blog/how-to-clean-white-sneakers", "/article/innovative-sneaker-boxes", "/privacy", "/terms",
  "/collaborations", "/capabilities",
];

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
  env: { ...process.env, DATABASE_URL: "", NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: "lighthouse", SEED: "true", PUBLIC_SITE_URL: origin },
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
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

// The home page's JavaScript, gzipped: every script the HTML loads plus what it imports at start.
const html = await (await fetch(`${origin}/`)).text();
const scriptUrls = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
let homeJsGzip = 0;
for (const url of new Set(scriptUrls)) homeJsGzip += gzipSync(Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer())).length;

const rows = [];
try {
  for (const route of routes) {
    const result = await lighthouse(`${origin}${route}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
    const c = result.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    const failed = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    const metric = (id) => result.lhr.audits[id]?.displayValue?.replace(/\s/g, " ") ?? "–";
    const error = result.lhr.runtimeError?.code ?? Object.values(result.lhr.audits).find((a) => a.errorMessage)?.errorMessage?.slice(0, 80) ?? "";
    const row = {
      route,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      failed,
      metrics: `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
      error,
    };
    rows.push(row);
    console.log(`${route.padEnd(40)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  ${row.metrics}${failed.length ? `  (failing: ${failed.join(", ")})` : ""}${error ? `  ERROR ${error}` : ""}`);
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  "# Lighthouse",
  "",
  `Measured ${new Date().toISOString().slice(0, 10)} by \`pnpm lighthouse\` (Lighthouse 12, mobile profile with its default`,
  "simulated throttling, Debian Chromium headless) against `pnpm start` on a fresh embedded database, on a 2-core CI-class machine.",
  "",
  `Home page JavaScript loaded at start: ${(homeJsGzip / 1024).toFixed(1)} KB gzipped (target < 150 KB).`,
  "",
  "| route | Performance | Accessibility | Best Practices | SEO | metrics (simulated mobile) | failing binary audits / run error |",
  "|---|---:|---:|---:|---:|---|---|",
  ...rows.map((r) => `| \`${r.route}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.metrics} | ${[r.failed.join(", "), r.error].filter(Boolean).join("; ") || "–"} |`),
  "",
].join("\n");
writeFileSync(join(root, "docs/lighthouse.md"), table);
console.log(`\nhome JS gzipped: ${(homeJsGzip / 1024).toFixed(1)} KB; wrote docs/lighthouse.md`);
