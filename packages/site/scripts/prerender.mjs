#!/usr/bin/env node
// Prerenders every public page of the built site to HTML, after `vite build` (`pnpm build` runs both): the
// pages paint before their JavaScript arrives, then main.tsx hydrates them. Each page is rendered with the
// same React tree the browser hydrates (src/prerender/render-page.tsx, built here for Node); queries stay in
// their loading state, since the data lives in the database, not in the build. The files written, and the
// path each one answers, are core's PAGE_DOCUMENTS; the untouched shell is kept as APP_SHELL_FILE (admin).
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
// Inside the package, so the bundle's bare imports (react, react-router…) resolve from its node_modules.
const ssrOut = join(root, "node_modules", ".prerender");

const PAGE_START = "<!--page-->";
const PAGE_END = "<!--/page-->";
const STATIC_HEAD = /\s*<title data-static-head>[^<]*<\/title>|\s*<meta\s+data-static-head\b[^>]*>/g;
const attribute = (value) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
const manifestFile = join(dist, ".vite", "manifest.json");

/**
 * The page's own code: every page but Home is a lazy chunk (src/app/lazy-pages.ts), found in Vite's manifest
 * as src/pages/<page-id>-page.tsx, with the chunks it imports that the entry does not already load. Announced
 * in the page's head, it downloads alongside the entry instead of after it has run.
 */
function pageAssets(manifest, page) {
  if (page === "home") return { scripts: [], styles: [] };
  const key = `src/pages/${page.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-page.tsx`;
  if (!manifest[key]?.isDynamicEntry) throw new Error(`No lazy chunk for page '${page}': expected ${key} in the build manifest`);
  const loadedByEntry = new Set();
  const walk = (id, into) => {
    if (into.has(id)) return;
    into.add(id);
    for (const dep of manifest[id]?.imports ?? []) walk(dep, into);
  };
  walk("index.html", loadedByEntry);
  const own = new Set();
  walk(key, own);
  const chunks = [...own].filter((id) => !loadedByEntry.has(id)).map((id) => manifest[id]);
  return { scripts: chunks.map((c) => `/${c.file}`), styles: chunks.flatMap((c) => c.css ?? []).map((f) => `/${f}`) };
}

/**
 * A prerendered page paints from its HTML and CSS alone, so its JavaScript is no longer on the critical path:
 * fetched at low priority, it leaves the bandwidth to the stylesheet and the images in view. The data the page
 * loads on start is requested with the JavaScript instead of after it has run (credentials as the API client sends);
 * a stand-in's path-specific data is written as a template the server fills in (core's fillDataPreloads).
 */
function pageHead(shellHead, { head, dataPaths, assets }, apiBase, hrefAttribute) {
  const lowPriority = shellHead
    .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
    .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin');
  const preloads = dataPaths.map(({ path, template }) => {
    const href = template ? hrefAttribute : "href";
    return `<link rel="preload" as="fetch" ${href}="${attribute(apiBase + path)}" crossorigin="use-credentials">`;
  });
  const code = [
    ...assets.scripts.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`),
    ...assets.styles.map((href) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${href}">`),
  ];
  // The page's own title and description replace the shell's defaults; pages without (search) keep them.
  const defaults = head.includes("<title>") ? lowPriority.replace(STATIC_HEAD, "") : lowPriority;
  return defaults.replace("</head>", `${code.join("")}${preloads.join("")}${head}</head>`);
}

const builtShell = join(dist, "index.html");
if (!existsSync(builtShell) || !existsSync(manifestFile)) throw new Error("Run `vite build` first: dist/index.html or its manifest is missing.");

await build({
  root,
  configFile: join(root, "vite.config.ts"),
  mode: "production",
  logLevel: "warn",
  build: {
    ssr: "src/prerender/render-page.tsx",
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: "render-page.js", manualChunks: undefined } },
  },
});

try {
  const { renderPage, PAGE_DOCUMENTS, APP_SHELL_FILE, API_BASE_URL, DATA_PRELOAD_TEMPLATE_ATTRIBUTE } = await import(pathToFileURL(join(ssrOut, "render-page.js")).href);
  const manifest = JSON.parse(await readFile(manifestFile, "utf8"));
  const shellFile = join(dist, APP_SHELL_FILE);
  // A second run (no `vite build` in between) starts again from the shell, not from the prerendered home page.
  const shell = await readFile(existsSync(shellFile) ? shellFile : builtShell, "utf8");
  const start = shell.indexOf(PAGE_START);
  const end = shell.indexOf(PAGE_END);
  if (start < 0 || end < start || !shell.slice(0, start).endsWith('<div id="root">')) {
    throw new Error(`dist/index.html must hold the page between ${PAGE_START} and ${PAGE_END} as the first thing in #root`);
  }
  await writeFile(shellFile, shell);

  for (const doc of PAGE_DOCUMENTS) {
    const rendered = { ...(await renderPage(doc)), assets: pageAssets(manifest, doc.page) };
    const before = pageHead(shell.slice(0, start - '<div id="root">'.length), rendered, API_BASE_URL, DATA_PRELOAD_TEMPLATE_ATTRIBUTE);
    const html = `${before}<div id="root" data-page="${doc.page}">${rendered.body}${shell.slice(end + PAGE_END.length)}`;
    const file = join(dist, doc.file);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    const loads = rendered.dataPaths.length ? `, loads ${rendered.dataPaths.map((d) => d.path).join(" ")}` : "";
    console.log(`prerendered ${doc.renderPath.padEnd(36)} → dist/${doc.file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB${loads})`);
  }
} finally {
  await rm(ssrOut, { recursive: true, force: true });
  // The manifest is for this script, not for visitors.
  await rm(join(dist, ".vite"), { recursive: true, force: true });
}
