import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { APP_SHELL_FILE, PRERENDER_ORIGIN_PLACEHOLDER, fillDataPreloads, matchRoute, pageDocumentFor, paths, slugSchema } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { publishedSlugs, renamedSlug } from "../blog/blog.service";
import { workspaceRoot } from "../db/client";
import { xmlEscape } from "../http/xml";

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

async function readFileIn(root: string, pathname: string): Promise<Buffer | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    return await readFile(file);
  } catch {
    return null;
  }
}

/** Public pages of the route table that belong in the sitemap (no search results, no admin). */
const SITEMAP_PATHS = [
  paths.home(), paths.products(), paths.resources(), paths.stores(), paths.timeline(), paths.blog(), paths.article(),
  paths.privacy(), paths.terms(), paths.collaborations(), paths.capabilities(),
];

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
 * The production site: files of the built site (long cache for hashed /assets), each public path's prerendered
 * page (200; core's page documents, unknown paths get 'Page Not Found' with 404), the app shell for the admin,
 * and a sitemap. HTML is only ever served as a page, with the server's PUBLIC_SITE_URL as its canonical origin.
 */
export function createStaticRoutes(deps: AppDeps) {
  const app = new Hono();
  const root = siteDistDir(deps.env.SITE_DIST);
  const origin = pageOrigin(deps.env.PUBLIC_SITE_URL);
  // The built pages do not change while the server runs: each is read once (a missing one is looked for again).
  const pages = new Map<string, string>();
  async function readPage(file: string): Promise<string | null> {
    const cached = pages.get(file);
    if (cached !== undefined) return cached;
    const raw = await readFileIn(root, `/${file}`);
    if (!raw) return null;
    const html = origin ? raw.toString("utf8").replaceAll(PRERENDER_ORIGIN_PLACEHOLDER, origin) : raw.toString("utf8");
    pages.set(file, html);
    return html;
  }

  app.get("/sitemap.xml", async (c) => {
    const base = deps.env.PUBLIC_SITE_URL;
    const posts = await publishedSlugs(deps.db, deps.now());
    const urls = [
      ...SITEMAP_PATHS.map((p) => `<url><loc>${xmlEscape(base + (p === "/" ? "/" : p))}</loc></url>`),
      ...posts.map((p) => `<url><loc>${xmlEscape(base + paths.blogPost(p.slug))}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
    return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  });

  // Generated rather than shipped, so the Sitemap line carries the absolute URL robots.txt requires.
  app.get("/robots.txt", (c) =>
    c.text(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${deps.env.PUBLIC_SITE_URL}/sitemap.xml\n`, 200, {
      "Cache-Control": "public, max-age=3600",
    }),
  );

  // An old slug of a renamed post: a permanent redirect to the post's current page (query string kept).
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const url = new URL(c.req.url);
    const match = matchRoute(url.pathname);
    if (match?.id !== "blogPost") return next();
    const slug = slugSchema.safeParse(match.params.slug);
    if (!slug.success) return next();
    const current = await renamedSlug(deps.db, slug.data, deps.now());
    if (!current || current === slug.data) return next();
    return c.redirect(paths.blogPost(current) + url.search, 301);
  });

  app.on(["GET", "HEAD"], "*", async (c) => {
    const pathname = new URL(c.req.url).pathname;
    if (!pathname.toLowerCase().endsWith(".html")) {
      const file = await readFileIn(root, pathname);
      if (file) {
        const type = MIME[path.extname(pathname).toLowerCase()] ?? "application/octet-stream";
        const cache = pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate";
        return c.body(new Uint8Array(file), 200, { "Content-Type": type, "Cache-Control": cache });
      }
    }
    const { document, status, params } = pageDocumentFor(pathname);
    // A page missing from the build (one made without the prerender step) falls back to the app shell.
    const page = (document && (await readPage(document.file))) || (await readPage(APP_SHELL_FILE));
    if (!page) return c.text(NOT_BUILT_MESSAGE, 503, { "Cache-Control": "no-store" });
    // One document answers every blog post: the post's own data preload is filled in from this path.
    const html = document?.standIn ? fillDataPreloads(page, params) : page;
    return c.body(html, status, { "Content-Type": MIME[".html"] as string, "Cache-Control": "no-cache" });
  });

  return app;
}
