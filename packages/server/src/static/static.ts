import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { matchRoute, paths } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { publishedSlugs } from "../blog/blog.service";
import { workspaceRoot } from "../db/client";

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

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The production site: files of the built site (long cache for hashed /assets), the SPA shell for every
 * path of the route table (200) and for anything else (404, the site shows 'Page Not Found'), and a sitemap.
 */
export function createStaticRoutes(deps: AppDeps) {
  const app = new Hono();
  const root = siteDistDir(deps.env.SITE_DIST);
  let shellCache: Awaited<ReturnType<typeof readFileIn>> | undefined;

  app.get("/sitemap.xml", async (c) => {
    const base = deps.env.PUBLIC_SITE_URL;
    const posts = await publishedSlugs(deps.db);
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

  app.on(["GET", "HEAD"], "*", async (c) => {
    const pathname = new URL(c.req.url).pathname;
    // The built shell does not change while the server runs: read it once (a missing build is re-checked).
    shellCache ??= await readFileIn(root, "/index.html");
    const shell = shellCache;
    if (!shell) return c.text(NOT_BUILT_MESSAGE, 503, { "Cache-Control": "no-store" });

    if (pathname !== "/" && pathname !== "/index.html") {
      const file = await readFileIn(root, pathname);
      if (file) {
        const type = MIME[path.extname(pathname).toLowerCase()] ?? "application/octet-stream";
        const cache = pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate";
        return c.body(new Uint8Array(file), 200, { "Content-Type": type, "Cache-Control": cache });
      }
    }
    const status = matchRoute(pathname) ? 200 : 404;
    return c.body(new Uint8Array(shell), status, { "Content-Type": MIME[".html"] as string, "Cache-Control": "no-cache" });
  });

  return app;
}
