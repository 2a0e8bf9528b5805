import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  APP_SHELL_FILE,
  PRERENDER_ORIGIN_PLACEHOLDER,
  SITE_RENDERER_FILE,
  THEME_SCRIPT_FILE,
  fillDataPreloads,
  matchRoute,
  PAGE_DOCUMENTS,
  pageDocumentFor,
  pageQuery,
  paths,
  productSlugSchema,
  routeAlias,
  slugSchema,
  type SiteRenderer,
  type Transport,
} from "@app/core";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { renamedSlug } from "../blog/blog.service";
import { findPreview, PREVIEW_PATH } from "../blog/post-preview";
import { withLiveProducts } from "../blog/product-blocks";
import { workspaceRoot } from "../db/client";
import { RSS_PATH } from "../feed/rss.routes";
import { acceptsEncoding } from "../http/accept-encoding";
import { lookupProductSlug } from "../products/product-page.service";
import { clipLine, describeError } from "../http/errors";
import { etagMatches } from "../http/prepared-json";
import { resolveAdmin, sessionToken } from "../auth/auth.middleware";
import { busyAnswer, LOAD_LIMITS, type LoadLimits } from "../http/load-shed";
import {
  type CachedPage,
  type ContentVersion,
  type ContentVersions,
  cacheLimitsFor,
  createPageCache,
  type PageCacheLimits,
  pageEtag,
} from "./page-cache";

/**
 * A public page may be kept by a shared cache (a CDN) for a minute, and served stale for ten more while it fetches
 * the new one; browsers revalidate every time (a 304 from the ETag when nothing changed). An admin's change thus
 * reaches visitors through a CDN within about a minute.
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};

export const NOT_BUILT_MESSAGE = "The site has not been built yet. Run `pnpm build` at the repository root, then start the server again.";

/** The built site's folder: SITE_DIST, or packages/site/dist of this workspace. */
export function siteDistDir(siteDist: string | undefined): string {
  return siteDist ? path.resolve(siteDist) : path.join(workspaceRoot(), "packages", "site", "dist");
}

/**
 * The CSP source that lets the theme script run inline in rendered pages (the site build inlines the built file's
 * exact text): its SHA-256. Null when the site is not built.
 */
export function themeScriptSource(siteDist: string | undefined): string | null {
  const file = path.join(siteDistDir(siteDist), THEME_SCRIPT_FILE);
  if (!existsSync(file)) return null;
  return `'sha256-${createHash("sha256").update(readFileSync(file)).digest("base64")}'`;
}

/** The site's server-side renderer, built beside the site (`dist-ssr/render.js` next to `dist`). */
export function siteRendererFile(siteDist: string | undefined): string {
  return path.join(path.dirname(siteDistDir(siteDist)), "dist-ssr", SITE_RENDERER_FILE);
}

/** Paths answered by routes of their own even when the built folder has a file of that name. */
const ROUTED_FILES = new Set(["/sitemap.xml", "/robots.txt", RSS_PATH]);

/**
 * The request paths of the files the built site serves as they are (every file of the folder but the HTML, which is
 * only ever served as a page, and the hidden files, the build's own notes): answering them reads a file and touches no
 * database. Listed once, as the built pages are read once: the folder does not change while the server runs.
 */
export function builtFilePaths(root: string): Set<string> {
  let files: string[];
  try {
    files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return new Set(); // not built
  }
  const paths = files.map((file) => `/${file.split(path.sep).join("/")}`);
  return new Set(paths.filter((p) => !p.toLowerCase().endsWith(".html") && !ROUTED_FILES.has(p) && !p.includes("/.")));
}

/** Imports the site's renderer; null when the site was built without one (its prerendered pages are served). */
export async function loadSiteRenderer(file: string): Promise<SiteRenderer | null> {
  if (!existsSync(file)) return null;
  // The file's time in the address: Node keeps a module that failed to load by its address, so a file written again
  // after a failed load (see getRenderer) is read afresh. One file: the build bundles the renderer whole, so a build
  // that replaces it under a running server leaves the loaded one complete (packages/site/scripts/prerender.mjs).
  const renderer = (await import(`${pathToFileURL(file).href}?${statSync(file).mtimeMs}`)) as Partial<SiteRenderer>;
  if (typeof renderer.renderDocument !== "function") throw new Error(`${file} does not export renderDocument`);
  return renderer as SiteRenderer;
}

/** What a path no route can match is answered with: the prerendered 'Page Not Found'. */
const NOT_FOUND_PAGE = { document: PAGE_DOCUMENTS.find((d) => d.page === "notFound") ?? null, status: 404, params: {} } as const;

export const MALFORMED_PATH_MESSAGE = "Bad request: the address has a malformed %-escape.";

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** How a page render calls the API: a request to this app's own routes, in process. */
export type ApiFetch = (path: string, init: RequestInit) => Response | Promise<Response>;

/** The file a URL path names inside `root`, or null for a path that cannot name one there. */
function fileIn(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

/**
 * A file of the built site by its request path. Given the files the build listed at start (builtFilePaths), only
 * those are read: a page's path (/products, /blog/…) then costs no look at the disk, which under a crowd made every
 * page request wait for the thread pool.
 */
async function readFileIn(root: string, pathname: string, built?: ReadonlySet<string>): Promise<Buffer | null> {
  const file = fileIn(root, pathname);
  if (!file || (built && !built.has(`/${path.relative(root, file).split(path.sep).join("/")}`))) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    return await readFile(file);
  } catch {
    return null;
  }
}

/** Files a page render reads are kept: the build does not change while the server runs. */
const SITE_FILES_KEPT = 512;

/**
 * The site's files as a page render asks for them (the pictures it carries inline): each read once, synchronously as
 * the render needs it (they are a few KB). Past SITE_FILES_KEPT different paths the kept ones are let go, so paths
 * from the data (an admin's image paths) cannot grow the memory without end.
 */
function siteFileReader(root: string): (pathname: string) => Uint8Array | null {
  const files = new Map<string, Uint8Array | null>();
  return (pathname) => {
    const kept = files.get(pathname);
    if (kept !== undefined) return kept;
    const file = fileIn(root, pathname);
    let bytes: Uint8Array | null = null;
    try {
      if (file && statSync(file).isFile()) bytes = readFileSync(file);
    } catch {
      bytes = null;
    }
    if (files.size >= SITE_FILES_KEPT) files.clear();
    files.set(pathname, bytes);
    return bytes;
  };
}

/**
 * A rendered page as a preview: the site's module scripts and their preloads taken out (the data scripts and the
 * inline theme script stay), and a bar saying what it is.
 */
export function previewDocument(html: string): string {
  const bar =
    '<div role="note" style="position:sticky;top:0;z-index:100;padding:8px 16px;background:#111;color:#fff;font:600 14px/1.4 system-ui,sans-serif;text-align:center">Preview: this is how the post will look. It is not public.</div>';
  return html
    .replace(/<script type="module"[^>]*>\s*<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<body([^>]*)>/, `<body$1>${bar}`);
}

/** What `promise` comes to within `ms`, or undefined after that (it goes on: a render is kept when it ends). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The origin the prerendered pages name (canonical links, Open Graph, JSON-LD); null leaves the browser's own. */
function pageOrigin(publicSiteUrl: string): string | null {
  try {
    // Through URL, so nothing in it can break out of an HTML attribute or a JSON string.
    return new URL(publicSiteUrl).href.replace(/\/+$/, "");
  } catch {
    return null;
  }
}

/**
 * The production site: files of the built site (long cache for hashed /assets), each public path's page rendered
 * per request from the current data by the site's renderer (docs/decisions/0012-public-pages-rendered-per-request.md;
 * 'Page Not Found' and 'Post Not Found' with 404), and the app shell for the admin. Without a renderer
 * (a site built without one, or a failing render) the build's prerendered page is served. HTML is only ever served
 * as a page, with the server's PUBLIC_SITE_URL as its canonical origin.
 */
export function createPageRoutes(
  deps: AppDeps,
  {
    fetchApi,
    versions,
    renderer,
    renderLimits = LOAD_LIMITS.postgres,
    pageCacheLimits,
  }: {
    fetchApi: ApiFetch;
    versions: ContentVersions;
    renderer?: SiteRenderer | null;
    renderLimits?: Pick<LoadLimits, "maxRenders" | "renderWaitMs">;
    pageCacheLimits?: PageCacheLimits;
  },
) {
  const app = new Hono();
  const root = siteDistDir(deps.env.SITE_DIST);
  const builtFiles = builtFilePaths(root);
  const origin = pageOrigin(deps.env.PUBLIC_SITE_URL);
  const withOrigin = (html: string) => (origin ? html.replaceAll(PRERENDER_ORIGIN_PLACEHOLDER, origin) : html);
  let siteRenderer: Promise<SiteRenderer | null> | undefined = renderer === undefined ? undefined : Promise.resolve(renderer);
  const rendererFile = siteRendererFile(deps.env.SITE_DIST);
  // Loaded at the first page asked for. A renderer missing or failing to load is looked for again at the next page,
  // meanwhile every page is served as built (a file half-written by a build, or put in place after the server started).
  let missingSaid = false;
  // One line per failure, not per page: a renderer that stays broken would otherwise log every visit.
  let failureSaid = "";
  const getRenderer = () =>
    (siteRenderer ??= loadSiteRenderer(rendererFile).then(
      (loaded) => {
        if (loaded) return loaded;
        siteRenderer = undefined;
        // A site folder without the build's renderer beside it (SITE_DIST copied alone) still answers every page, from
        // its prerendered HTML without data: worth saying once, since nothing else shows it.
        if (!missingSaid && builtFiles.size > 0)
          deps.log.warn(
            `${rendererFile} is missing: pages are served as built, without their data. SITE_DIST needs the dist-ssr folder that \`pnpm build\` writes beside it.`,
          );
        missingSaid = true;
        return null;
      },
      (error: unknown) => {
        siteRenderer = undefined;
        const failure = `loading ${rendererFile} failed; serving pages as built: ${describeError(error)}`;
        if (failure !== failureSaid) deps.log.error(failure);
        failureSaid = failure;
        return null;
      },
    ));
  const siteFile = siteFileReader(root);
  const pageCache = createPageCache(pageCacheLimits ?? cacheLimitsFor(deps.env.PAGE_CACHE_MB).pages);
  type Rendered = { kept: CachedPage } | { private: { status: number; body: string } } | { unavailable: true } | { failed: unknown };
  // The renders in flight by data version and address: visitors asking for one at once share it.
  const rendering = new Map<string, Promise<Rendered>>();
  // The build a page was rendered by, part of its ETag: a new deployment never answers 304 for an old page.
  let buildId: Promise<string> | undefined;
  const build = () =>
    (buildId ??= readFile(rendererFile).then(
      (bytes) => createHash("sha1").update(bytes).digest("base64url"),
      () => "unbuilt",
    ));

  /**
   * Renders a public page with the visitor's cookie, so the admin sees a draft post as the browser would show it;
   * an answer the API marks private (that draft) makes the page private too.
   */
  async function render(siteRenderer: SiteRenderer, url: string, cookie: string | undefined) {
    let isPrivate = false;
    let unavailable = false;
    const transport: Transport = async ({ method, path: apiPath, headers }) => {
      const response = await fetchApi(apiPath, { method, headers: cookie ? { ...headers, cookie } : headers });
      if (/private|no-store/.test(response.headers.get("Cache-Control") ?? "")) isPrivate = true;
      // The database did not answer in time (a statement deadline) or at all: the page would be its empty shell.
      if (response.status === 503) unavailable = true;
      const link = response.headers.get("Link");
      return { status: response.status, statusText: response.statusText, body: await response.text(), ...(link ? { link } : {}) };
    };
    const page = await siteRenderer.renderDocument({ url, transport, siteFile });
    return { ...page, isPrivate, unavailable };
  }

  /**
   * A visitor's page rendered and kept for its data version (shared by the visitors who ask for it meanwhile). One
   * the database could not fill is not kept: it is a 503, never the empty shell with 200 for a CDN to keep.
   */
  function renderToKeep(siteRenderer: SiteRenderer, key: string, address: string, version: ContentVersion, etag: string) {
    const pending = render(siteRenderer, address, undefined)
      .then((rendered): Rendered => {
        if (rendered.unavailable) return { unavailable: true };
        const fresh = { status: rendered.status, body: withOrigin(rendered.html), etag };
        return rendered.isPrivate ? { private: fresh } : { kept: pageCache.set(address, version, fresh) };
      })
      .catch((failed: unknown) => ({ failed }))
      .finally(() => rendering.delete(key));
    rendering.set(key, pending);
    return pending;
  }
  // The built pages do not change while the server runs: each is read once (a missing one is looked for again).
  const pages = new Map<string, string>();
  async function readPage(file: string): Promise<string | null> {
    const cached = pages.get(file);
    if (cached !== undefined) return cached;
    const raw = await readFileIn(root, `/${file}`);
    if (!raw) return null;
    const html = withOrigin(raw.toString("utf8"));
    pages.set(file, html);
    return html;
  }

  // A post preview (blog/post-preview.ts): the real post page rendered with the editor's fields, for whoever has the
  // link, never kept by a cache or indexed. Served without the site's scripts: the browser would hydrate it from the
  // API, which has no such post, and the page is to be looked at, not used.
  app.get(`${PREVIEW_PATH}/:token`, async (c) => {
    const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };
    const kept = await findPreview(deps.db, c.req.param("token"), deps.now());
    if (!kept)
      return c.text("This preview link has expired or does not exist. Press Preview in the post editor for a new one.", 404, headers);
    const siteRenderer = await getRenderer();
    if (!siteRenderer) return c.text(NOT_BUILT_MESSAGE, 503, headers);
    // Its product boxes and tables drawn from the products as they are now, as the published post's will be.
    const post = await withLiveProducts(deps.db, kept, deps.env.AMAZON_ASSOCIATE_TAG, deps.now());
    const postApiPath = `/api/blog/${encodeURIComponent(post.slug)}`;
    const transport: Transport = async (call) => {
      if (call.method === "GET" && call.path === postApiPath) return { status: 200, statusText: "OK", body: JSON.stringify(post) };
      const response = await fetchApi(call.path, { method: call.method, headers: call.headers });
      return { status: response.status, statusText: response.statusText, body: await response.text() };
    };
    const page = await siteRenderer.renderDocument({ url: paths.blogPost(post.slug), transport, siteFile });
    return c.body(previewDocument(withOrigin(page.html)), 200, { ...headers, "Content-Type": MIME[".html"] as string });
  });

  /**
   * An old slug of a renamed post: a permanent redirect to the post's current page (query string kept). Asked only
   * when a page is about to be rendered: a kept page is the answer for its address until the data version moves,
   * which a rename does, so a visitor's kept post page costs no query.
   */
  const renamedPostRedirect = async (c: Context, url: URL): Promise<Response | null> => {
    const match = matchRoute(url.pathname);
    if (match?.id === "productPage") return renamedProductRedirect(c, url, match.params.slug ?? "");
    if (match?.id !== "blogPost") return null;
    const slug = slugSchema.safeParse(match.params.slug);
    if (!slug.success) return null;
    const current = await renamedSlug(await deps.reader(c), slug.data, deps.now());
    if (!current || current === slug.data) return null;
    return c.redirect(paths.blogPost(current) + url.search, 301);
  };

  /** The same for a product's older slug (products/product-page.service.ts): a 301 to its page at its current slug. */
  const renamedProductRedirect = async (c: Context, url: URL, param: string): Promise<Response | null> => {
    const slug = productSlugSchema.safeParse(param);
    if (!slug.success) return null;
    const found = await lookupProductSlug(await deps.reader(c), slug.data);
    if (found.kind !== "moved") return null;
    return c.redirect(paths.productPage(found.slug) + url.search, 301);
  };

  app.on(["GET", "HEAD"], "*", async (c) => {
    const pathname = new URL(c.req.url).pathname;
    if (!pathname.toLowerCase().endsWith(".html")) {
      const file = await readFileIn(root, pathname, builtFiles);
      if (file) {
        const type = MIME[path.extname(pathname).toLowerCase()] ?? "application/octet-stream";
        const hashed = pathname.startsWith("/assets/");
        const cache = hashed ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate";
        // The build's brotli copy of a script or stylesheet (scripts/precompress.mjs), to a browser that takes it;
        // anything else is gzipped on the way out by the compress middleware.
        const brotli =
          hashed && acceptsEncoding(c.req.header("Accept-Encoding"), "br") ? await readFileIn(root, `${pathname}.br`, builtFiles) : null;
        if (brotli)
          return c.body(new Uint8Array(brotli), 200, {
            "Content-Type": type,
            "Cache-Control": cache,
            "Content-Encoding": "br",
            Vary: "Accept-Encoding",
          });
        return c.body(new Uint8Array(file), 200, { "Content-Type": type, "Cache-Control": cache });
      }
    }
    // A malformed %-escape names no page: a client error, answered before the router would log a warning for it
    // (which would let any client write to the log at will).
    if (!decodable(pathname)) return c.text(MALFORMED_PATH_MESSAGE, 400, { "Cache-Control": "no-store" });
    const alias = routeAlias(pathname);
    if (alias) return c.redirect(alias + new URL(c.req.url).search, 301);
    // A path that starts with '//' names a host to a URL parser, the renderer's too (which then rendered another
    // page, or threw and logged the path): no route has one, so it gets the prerendered 'Page Not Found', unrendered.
    const hostLike = pathname.startsWith("//");
    const { document, status, params } = hostLike ? NOT_FOUND_PAGE : pageDocumentFor(pathname);
    const siteRenderer = document && !hostLike ? await getRenderer() : null;
    if (siteRenderer) {
      try {
        const url = new URL(c.req.url);
        // A page is rendered and kept by the query its route reads: utm_*, fbclid or any other parameter gets the
        // page of the address without them, its ETag too (docs/decisions/0052-no-request-buys-a-render.md).
        const address = url.pathname + pageQuery(url.pathname, url.searchParams);
        // A visitor's page is the same for everyone: kept, answered 304 from its ETag, and cacheable by a CDN for
        // a short while. The admin (who may see a draft) gets a page rendered for them alone; a session that is not
        // live (a forged or expired cookie or token) is a visitor's.
        if (sessionToken(c) && (await resolveAdmin(c, deps))) {
          const redirect = await renamedPostRedirect(c, url);
          if (redirect) return redirect;
          const page = await render(siteRenderer, address, c.req.header("cookie"));
          const headers = {
            "Content-Type": MIME[".html"] as string,
            "Cache-Control": page.isPrivate ? "private, no-store" : "private, no-cache",
          };
          return c.body(withOrigin(page.html), page.status as 200 | 404, headers);
        }
        const version = await versions.read();
        const etag = pageEtag(await build(), version, address);
        const headers = {
          "Content-Type": MIME[".html"] as string,
          "Cache-Control": PUBLIC_PAGE_CACHE,
          ETag: etag,
          Vary: "Accept-Encoding",
        };
        if (etagMatches(etag, c.req.header("If-None-Match"))) return c.body(null, 304, headers);
        const send = (page: CachedPage, pageHeaders: Record<string, string>) =>
          acceptsEncoding(c.req.header("Accept-Encoding"), "gzip")
            ? c.body(page.gzip, page.status as 200 | 404, { ...pageHeaders, "Content-Encoding": "gzip" })
            : c.body(page.body, page.status as 200 | 404, pageHeaders);
        const kept = pageCache.get(address, version);
        if (kept) return send(kept, headers);
        // Not kept for this data version. While it is being rendered, or while renders are at their bound, a visitor
        // gets the page as last kept (to be revalidated), or a quick 503: a render is never waited for long, and no
        // number of addresses asked for at once buys more than the bound of renders.
        const fallback = () => {
          const last = pageCache.last(address);
          if (!last) return busyAnswer(c);
          return send(last, { ...headers, ETag: last.etag, "Cache-Control": "no-cache" });
        };
        const key = `${version.key}\n${address}`;
        if (rendering.has(key) && pageCache.last(address)) return fallback();
        if (!rendering.has(key)) {
          if (rendering.size >= renderLimits.maxRenders) return fallback();
          const redirect = await renamedPostRedirect(c, url);
          if (redirect) return redirect;
        }
        // Looked at again after the look-up: another request may have started this render, or filled the bound.
        const pending =
          rendering.get(key) ?? (rendering.size < renderLimits.maxRenders ? renderToKeep(siteRenderer, key, address, version, etag) : null);
        if (!pending) return fallback();
        const result = await within(pending, renderLimits.renderWaitMs);
        if (result === undefined || "unavailable" in result) return fallback();
        if ("failed" in result) throw result.failed;
        if ("private" in result)
          return c.body(result.private.body, result.private.status as 200 | 404, { ...headers, "Cache-Control": "private, no-store" });
        return send(result.kept, headers);
      } catch (error) {
        // One bounded line: the path is the client's to choose (a stack trace with it twice: docs/decisions/0040).
        deps.log.error(`rendering ${clipLine(pathname)} failed; serving its prerendered page: ${describeError(error)}`);
      }
    }
    const redirect = await renamedPostRedirect(c, new URL(c.req.url));
    if (redirect) return redirect;
    // A page missing from the build (one made without the prerender step) falls back to the app shell.
    const page = (document && (await readPage(document.file))) || (await readPage(APP_SHELL_FILE));
    if (!page) return c.text(NOT_BUILT_MESSAGE, 503, { "Cache-Control": "no-store" });
    // One document answers every blog post: the post's own data preload is filled in from this path.
    const html = document?.standIn ? fillDataPreloads(page, params) : page;
    return c.body(html, status, { "Content-Type": MIME[".html"] as string, "Cache-Control": "no-cache" });
  });

  return app;
}
