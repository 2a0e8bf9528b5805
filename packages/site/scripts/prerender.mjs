#!/usr/bin/env node
// After `vite build` (`pnpm build` runs both): builds the site's server-side rendering bundle for Node
// (src/ssr/server-entry.tsx → dist-ssr/render.js, core's SiteRenderer), which the server imports at run time to
// answer every public path with its page rendered from the current data. The built app shell and each page's
// own code chunk (from Vite's manifest) are compiled into it. It is one file, its lazy pages inlined
// (vite.config.ts): a server holds the whole renderer from its first page on, where lazily loaded chunks could be
// replaced or gone by the time a page first asks for one (a build under a running server made 'Page Not Found'
// fail to render). Then, for static hosting without our server, it writes every public page with its loading
// states to dist/ (core's PAGE_DOCUMENTS; the untouched shell is kept as APP_SHELL_FILE for the admin).
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, minify } from "vite";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
const ssrOut = join(root, "dist-ssr");
const APP_SHELL_FILE = "app-shell.html";
const THEME_SCRIPT_FILE = "theme-init.js";

const PAGE_START = "<!--page-->";
const PAGE_END = "<!--/page-->";
const ROOT_OPEN = '<div id="root">';
const manifestFile = join(dist, ".vite", "manifest.json");

/**
 * The page's own code: every page but Home is a lazy chunk (src/app/lazy-pages.ts), found in Vite's manifest
 * as src/pages/<page-id>-page.tsx, with the chunks it imports that the entry does not already load.
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
  return { scripts: chunks.map((c) => `/${c.file}`), styles: chunks.flatMap((c) => c.css ?? []) };
}

/** A built file's text, for a `<style>` or `<script>` element: it must not be able to close that element. */
async function inlinable(file, element) {
  // Exactly the file's text: the server's CSP allows the theme script by the hash of these bytes.
  const text = await readFile(join(dist, file), "utf8");
  if (text.toLowerCase().includes(`</${element}`)) throw new Error(`${file} contains </${element}: it cannot be inlined`);
  return text;
}

/**
 * The theme script as built: minified in place (2.6 KB with its comments, 0.8 KB without), as every rendered page
 * carries it inline in its head. In place, so the admin's shell loads, and the server's CSP hashes, the same bytes.
 */
async function minifyThemeScript() {
  const file = join(dist, THEME_SCRIPT_FILE);
  const { code, errors } = await minify(THEME_SCRIPT_FILE, await readFile(file, "utf8"), { compress: true, mangle: true });
  if (errors.length) throw new Error(`${THEME_SCRIPT_FILE} could not be minified: ${errors.map((e) => e.message).join("; ")}`);
  await writeFile(file, code);
}

/**
 * A rendered page paints from its HTML alone: each stylesheet it links and the theme script (run before the first
 * paint, so a dark theme never flashes) go inline, so no request stands between the HTML and the first paint (on a
 * phone's slow link each one costs a round trip of half a second or more). The server's CSP allows exactly this
 * script by its hash (THEME_SCRIPT_FILE in core). The admin's shell keeps its links: it is cached, and it paints a
 * frame only.
 */
async function inlineRenderBlocking(head) {
  let result = head;
  for (const [tag, href] of head.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g)) {
    result = result.replace(tag, `<style>${await inlinable(href, "style")}</style>`);
  }
  const themeTag = `<script src="/${THEME_SCRIPT_FILE}"></script>`;
  if (!result.includes(themeTag)) throw new Error(`dist/index.html must load the theme script as ${themeTag}`);
  result = result.replace(themeTag, `<script>${await inlinable(THEME_SCRIPT_FILE, "script")}</script>`);
  if (/<link rel="stylesheet"|<script src=/.test(result)) throw new Error("the page head still loads a render-blocking file");
  return result;
}

const builtShell = join(dist, "index.html");
if (!existsSync(builtShell) || !existsSync(manifestFile))
  throw new Error("Run `vite build` first: dist/index.html or its manifest is missing.");
const shellFile = join(dist, APP_SHELL_FILE);
// A second run (no `vite build` in between) starts again from the shell, not from the prerendered home page.
const shell = await readFile(existsSync(shellFile) ? shellFile : builtShell, "utf8");
const start = shell.indexOf(PAGE_START);
const end = shell.indexOf(PAGE_END);
if (start < 0 || end < start || !shell.slice(0, start).endsWith(ROOT_OPEN) || !shell.slice(end + PAGE_END.length).startsWith("</div>")) {
  throw new Error(`dist/index.html must hold the page between ${PAGE_START} and ${PAGE_END} as the only thing in #root`);
}
await writeFile(shellFile, shell);

let adminLeftOut = false;
try {
  await minifyThemeScript();
  const manifest = JSON.parse(await readFile(manifestFile, "utf8"));
  // A rendered page paints from its HTML and CSS alone; its module script (deferred: it runs once the HTML is parsed)
  // and module preloads stay in the head as Vite wrote them, so the code arrives as early as it can and the page's
  // JavaScript controls come alive soon after they are painted (docs/decisions/0040).
  const before = await inlineRenderBlocking(shell.slice(0, start - ROOT_OPEN.length));
  const pages = Object.keys(manifest)
    .map((key) => /^src\/pages\/(.+)-page\.tsx$/.exec(key)?.[1])
    .filter(Boolean)
    .map((name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase()));
  const template = {
    before,
    after: shell.slice(end + PAGE_END.length + "</div>".length),
    assets: Object.fromEntries(
      await Promise.all(
        ["home", ...pages].map(async (page) => {
          const { scripts, styles } = pageAssets(manifest, page);
          return [page, { scripts, css: (await Promise.all(styles.map((file) => inlinable(file, "style")))).join("\n") }];
        }),
      ),
    ),
    apiBase: (process.env.VITE_API_URL ?? "").replace(/\/+$/, ""),
  };
  const virtualId = "virtual:document-template";
  await build({
    root,
    configFile: join(root, "vite.config.ts"),
    mode: "production",
    logLevel: "warn",
    plugins: [
      {
        // The server never renders the admin (it gets the app shell): its code, and the editor and chart libraries it
        // imports, stay out of the renderer, which would load them with its first page.
        name: "no-admin-on-the-server",
        enforce: "pre",
        resolveId: (id, importer) => {
          if (id !== "./site-admin" || !importer?.endsWith("/src/app/lazy-pages.ts")) return undefined;
          adminLeftOut = true;
          return "\0no-admin";
        },
        load: (id) => (id === "\0no-admin" ? "export const SiteAdmin = () => null;" : undefined),
      },
      {
        name: "document-template",
        resolveId: (id) => (id === virtualId ? `\0${virtualId}` : undefined),
        load: (id) => (id === `\0${virtualId}` ? `export default ${JSON.stringify(template)};` : undefined),
      },
    ],
    build: {
      ssr: "src/ssr/server-entry.tsx",
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: "render.js" } },
    },
  });
  // Bare imports (react, react-router…) resolve from the site package's node_modules, beside dist-ssr/.
  // Renamed, the admin's import would go into the renderer again, silently: the build says so instead.
  if (!adminLeftOut) throw new Error("src/app/lazy-pages.ts no longer imports ./site-admin: update the no-admin-on-the-server plugin");
  const bundle = await import(pathToFileURL(join(ssrOut, "render.js")).href);
  if (bundle.APP_SHELL_FILE !== APP_SHELL_FILE)
    throw new Error(`core names the app shell ${bundle.APP_SHELL_FILE}, this script ${APP_SHELL_FILE}`);
  if (bundle.THEME_SCRIPT_FILE !== THEME_SCRIPT_FILE)
    throw new Error(`core names the theme script ${bundle.THEME_SCRIPT_FILE}, this script ${THEME_SCRIPT_FILE}`);
  const { renderStaticDocument, PAGE_DOCUMENTS } = bundle;
  for (const doc of PAGE_DOCUMENTS) {
    const { html, dataPaths } = await renderStaticDocument(doc);
    const file = join(dist, doc.file);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    const loads = dataPaths.length ? `, loads ${dataPaths.join(" ")}` : "";
    console.log(`prerendered ${doc.renderPath.padEnd(36)} → dist/${doc.file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB${loads})`);
  }
  console.log("server-side renderer → dist-ssr/render.js");
} finally {
  // The manifest is for this script, not for visitors.
  await rm(join(dist, ".vite"), { recursive: true, force: true });
}
