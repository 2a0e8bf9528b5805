import path from "node:path";
import { performance } from "node:perf_hooks";
import type { SiteRenderer, Transport } from "@app/core";
import { createApp } from "../src/app";
import { createDatabase } from "../src/db/client";
import { loadEnv } from "../src/env";
import { loadSiteRenderer, siteRendererFile } from "../src/pages/pages.routes";
import { percentile } from "./load";

/**
 * `pnpm --filter @app/server exec tsx bench/render.ts`: the server's render of a public page
 * (docs/decisions/0042-route-data-lists.md). The app in process with the site's built renderer (`pnpm build` first),
 * over PGlite (or the Postgres database in DATABASE_URL): 60 products, 6 posts. Every request is a fresh address
 * (`&r=N`, so the page cache never answers); the pages are requested in turn, RENDERS times each. Prints per page
 * the p50/p95 of the whole request and of renderDocument, and per render the API calls and the time spent in them.
 * BENCH_RENDERER_BEFORE=<render.js of another build> (placed where it resolves the site's packages, e.g. under
 * packages/site/node_modules/) measures that one too, on the same database, each request in turn with this build's.
 */
const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
const WARMUP = 10;
const PASSWORD = "correct horse battery staple";

const env = loadEnv({
  NODE_ENV: "production",
  ADMIN_PASSWORD: PASSWORD,
  PUBLIC_SITE_URL: "http://localhost:3000",
  AMAZON_ASSOCIATE_TAG: "kicks-20",
  DATA_DIR: "memory://",
  DATABASE_URL: process.env.DATABASE_URL,
});

const builds: [string, SiteRenderer | null][] = [["this build", await loadSiteRenderer(siteRendererFile(undefined))]];
const before = process.env.BENCH_RENDERER_BEFORE;
if (before) builds.unshift(["before", await loadSiteRenderer(path.resolve(before))]);

/** Per render: how many API calls the renderer made and the time they took (in-process HTTP, JSON text). */
let calls = 0;
let apiMs = 0;
let renderMs = 0;
const measured = (built: SiteRenderer | null): SiteRenderer => {
  if (!built) throw new Error("the site's renderer is missing: run `pnpm build` first");
  return {
    renderDocument: async (request) => {
      const transport: Transport = async (call) => {
        const start = performance.now();
        calls++;
        try {
          return await request.transport(call);
        } finally {
          apiMs += performance.now() - start;
        }
      };
      const start = performance.now();
      try {
        return await built.renderDocument({ ...request, transport });
      } finally {
        renderMs += performance.now() - start;
      }
    },
  };
};

const handle = await createDatabase({ ...env, DATA_DIR: "memory://" });
await handle.migrate();
const appWith = (renderer: SiteRenderer) =>
  createApp({
    db: handle.db,
    dbKind: handle.kind,
    env,
    renderer,
    log: { info: () => {}, warn: () => {}, error: (message, error) => console.error(message, error) },
    observe: false,
    loadLimits: { maxInFlight: 10_000, maxEventLoopDelayMs: 60_000 },
  });
const apps = builds.map(([name, built]) => ({ name, app: appWith(measured(built)) }));
const app = apps[0]!.app;

const origin = { origin: "http://localhost:3000" };
const login = await app.request("/api/admin/login", {
  method: "POST",
  headers: { "content-type": "application/json", ...origin },
  body: JSON.stringify({ password: PASSWORD }),
});
const cookie = /sid=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
if (!cookie) throw new Error(`login failed: ${login.status}`);
const post = async (path: string, body: unknown) => {
  const res = await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, ...origin },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
};
const KINDS = ["Shoe Tree", "Shoe Cleaner Kit", "Display Case", "Storage Box", "Crease Protector", "Rope Laces"];
for (let i = 1; i <= 60; i++) {
  await post("/api/products", {
    title: `${KINDS[i % KINDS.length]} No. ${i}`,
    price: `${10 + i}.99`,
    imageUrl: "/images/products/display-case.svg",
    productUrl: `https://www.amazon.com/dp/B0000000${String(i).padStart(2, "0")}`,
  });
}
for (let i = 1; i <= 6; i++) {
  await post("/api/blog", {
    slug: `shoe-care-${i}`,
    title: `Shoe Care Guide ${i}`,
    excerpt: `How to keep a shoe clean, part ${i}.`,
    content: `<h2>Why it matters</h2><p>Use a soft brush and cold water on every shoe.</p>`.repeat(8),
    heroImage: "/images/products/display-case.svg",
    published: true,
  });
}

const PAGES = ["/", "/products", "/products?page=2", "/blog/shoe-care-3", "/search?q=shoe"];
const fresh = (page: string, i: number) => `${page}${page.includes("?") ? "&" : "?"}r=${i}`;
const results = apps.flatMap(({ name, app }) =>
  PAGES.map((page) => ({ name, app, page, request: [] as number[], render: [] as number[], calls: 0, apiMs: 0 })),
);
for (let i = 0; i < WARMUP + RENDERS; i++) {
  for (const page of PAGES) {
    for (const result of results.filter((r) => r.page === page)) {
      calls = 0;
      apiMs = 0;
      renderMs = 0;
      const start = performance.now();
      const res = await result.app.request(fresh(page, i), { headers: { accept: "text/html" } });
      await res.text();
      const elapsed = performance.now() - start;
      if (res.status !== 200) throw new Error(`${page}: ${res.status}`);
      if (i < WARMUP) continue;
      result.request.push(elapsed);
      result.render.push(renderMs);
      result.calls += calls;
      result.apiMs += apiMs;
    }
  }
}
await handle.close();

const ms = (value: number) => value.toFixed(1);
console.log(`${RENDERS} renders a page (${handle.kind}), ms`);
console.log("| page | build | request p50 | request p95 | render p50 | render p95 | API calls a render | API time a render |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const page of PAGES) {
  for (const r of results.filter((result) => result.page === page)) {
    console.log(
      `| ${r.page} | ${r.name} | ${ms(percentile(r.request, 50))} | ${ms(percentile(r.request, 95))} | ${ms(percentile(r.render, 50))} | ${ms(percentile(r.render, 95))} | ${(r.calls / RENDERS).toFixed(1)} | ${ms(r.apiMs / RENDERS)} |`,
    );
  }
}
