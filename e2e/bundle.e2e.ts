import { describe, expect, inject, it } from "vitest";
import { openPage, useBrowser } from "./support/browser";
import { publicRoutes } from "./support/routes";
import { fetchPolitely } from "./support/server";

/**
 * The admin, the chart library only its Clicks screen uses, and zod (only the admin validates) stay out of the
 * public site's start-up code: what each public page's HTML loads (its module script, its modulepreloads and every
 * chunk they import statically) and what Chromium actually downloads for Home never carry them. Markers: a text
 * only the admin renders, a class name recharts puts on every chart and the global zod keeps its settings in; the
 * admin's own code is checked to carry all three, so a marker that stopped matching (a renamed text, a minifier
 * change) fails the test instead of passing it silently. Every start-up chunk opens with V8's compile hint, and the
 * admin's own chunk does not (packages/site/vite.config.ts, docs/decisions/0068).
 */

const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const MARKERS = {
  recharts: "recharts-surface",
  admin: "Checking authentication...",
  zod: "__zod_globalConfig",
} as const;

/** Chunks a module imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`); not `import()`. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** Chunks a module may load later (`import("./x.js")`, Vite's preload map lists them as strings). */
const lazyChunks = (code: string) => [...code.matchAll(/["'](?:\.\/|\/?assets\/)([\w.-]+\.js)["']/g)].map((m) => m[1] ?? "");

async function text(url: URL): Promise<string> {
  const response = await fetchPolitely(url);
  expect(response.ok, `${url.pathname} answered ${response.status}`).toBe(true);
  return response.text();
}

describe("public bundle", () => {
  const browser = useBrowser();

  /** Each module a page's HTML loads before the page can run (through static imports too), by URL. */
  async function startUpCode(base: string, path: string): Promise<Map<string, string>> {
    const html = await text(new URL(path, base));
    const start = [
      ...[...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? ""),
      ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1] ?? ""),
    ];
    expect(start.length, `${path} loads no module`).toBeGreaterThan(0);
    const code = new Map<string, string>();
    const queue = start.map((src) => new URL(src, base).href);
    for (let url = queue.shift(); url; url = queue.shift()) {
      if (code.has(url)) continue;
      const body = await text(new URL(url));
      code.set(url, body);
      for (const dep of staticImports(body)) queue.push(new URL(dep, url).href);
    }
    return code;
  }

  it("no public page's start-up code carries the admin, recharts or zod, all of it is hinted for eager compilation (and the admin's code carries all three, its own chunk unhinted)", async () => {
    const base = inject("baseURL");
    for (const { path } of publicRoutes) {
      for (const [url, body] of await startUpCode(base, path)) {
        expect(body.startsWith(COMPILE_HINT), `${path}'s start-up chunk ${new URL(url).pathname} has no compile hint`).toBe(true);
        for (const [what, marker] of Object.entries(MARKERS)) {
          expect(body.includes(marker), `${what} in ${path}'s start-up chunk ${new URL(url).pathname}`).toBe(false);
        }
      }
    }

    // Control: the lazily loaded admin chunk (site-admin-*.js: the admin with the site's validating API client,
    // app/site-admin.tsx) exists and, with every chunk it loads (its screens are chunks of their own), carries every
    // marker.
    const home = await startUpCode(base, "/");
    const names = [...home.keys()].map((u) => new URL(u).pathname);
    const adminChunk = [...home.values()].flatMap(lazyChunks).find((name) => /^(?:site-)?admin-[\w-]+\.js$/.test(name));
    expect(adminChunk, `no lazy admin chunk named by ${names.join(", ")}`).toBeDefined();
    const adminCode: string[] = [];
    const seen = new Set<string>();
    for (const queue = [adminChunk ?? ""]; queue.length > 0;) {
      const name = (queue.shift() ?? "").replace(/^\.\//, "");
      if (seen.has(name)) continue;
      seen.add(name);
      const body = await text(new URL(`/assets/${name}`, base));
      adminCode.push(body);
      queue.push(...staticImports(body), ...lazyChunks(body));
    }
    expect(adminCode[0]?.startsWith(COMPILE_HINT), `the admin's chunk ${adminChunk} is hinted`).toBe(false);
    for (const [what, marker] of Object.entries(MARKERS)) {
      expect(
        adminCode.some((body) => body.includes(marker)),
        `${what} in the admin's code`,
      ).toBe(true);
    }
  });

  it("Chromium downloads no admin or recharts code for Home, idle loads included", async () => {
    const w = await openPage(browser());
    const scripts = new Map<string, Promise<string>>();
    w.page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.set(new URL(response.url()).pathname, response.text());
    });
    await w.page.goto("/");
    await w.page.waitForLoadState("networkidle");
    expect(scripts.size).toBeGreaterThan(1);
    for (const [path, body] of scripts) {
      const code = await body;
      for (const [what, marker] of Object.entries(MARKERS)) expect(code.includes(marker), `${what} in ${path}`).toBe(false);
    }
    w.expectClean();
    await w.context.close();
  });
});
