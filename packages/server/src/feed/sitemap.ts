import { paths, PRODUCT_CATEGORIES } from "@app/core";
import { and, gte, lte, type SQL, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { isPublic } from "../blog/blog.service";
import type { Database } from "../db/client";
import { blogPosts, productFacetCounts, products, stores } from "../db/schema";
import { xmlEscape } from "../http/xml";

/**
 * The most addresses one sitemap file lists. The protocol allows 50,000 (sitemaps.org), but a file of 50,000 products
 * took 0.4-0.55 s at 100,000 products (`pnpm bench`, each address written by the server then), 1.4 MB for 10,000.
 */
export const SITEMAP_MAX_URLS = 10_000;

/** One address of a sitemap: a site path, and when its page last changed (if known). */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/**
 * A kind of page the sitemap lists: how many pages it has (counted up to `limit`: the sitemap only asks whether they
 * fit in one file), the numbers of its files of at most `size` addresses (`/sitemap-{name}-N.xml`, from 1) that list
 * any, and a file's `<url>` elements, each address after `origin` (the site's, XML-escaped).
 */
export interface SitemapSource {
  name: string;
  count(db: Database, now: Date, limit: number): Promise<number>;
  files(db: Database, now: Date, size: number): Promise<number[]>;
  urls(db: Database, now: Date, file: { n: number; size: number; origin: string }): Promise<string>;
}

/** Public pages of the route table that belong in the sitemap (no search results, no admin). */
export const SITEMAP_PATHS = [
  paths.home(),
  paths.products(),
  paths.resources(),
  paths.stores(),
  paths.timeline(),
  paths.blog(),
  paths.article(),
  paths.privacy(),
  paths.terms(),
  paths.collaborations(),
  paths.capabilities(),
];

/**
 * A table's rows with a page at `path(slug)`, in files by id: file N lists ids (N-1)·size+1 to N·size, one range of
 * the primary key whatever N is, and a page stays in its file as others come and go. The database writes the
 * elements: a slug is lowercase letters, digits and hyphens (the slug schemas and product_slug_base), the same
 * escaped or not, in a URL and in XML.
 */
function tableSource(
  name: string,
  table: typeof products | typeof stores | typeof blogPosts,
  path: (slug: string) => string,
  where: (now: Date) => SQL | undefined = () => undefined,
): SitemapSource {
  return {
    name,
    count: async (db, now, limit) => {
      const pages = db
        .select({ one: sql`1` })
        .from(table)
        .where(where(now))
        .limit(limit)
        .as("pages");
      const [row] = await db.select({ count: sql<number>`count(*)::integer` }).from(pages);
      return Number(row?.count ?? 0);
    },
    // One probe of the primary key per file, up to the highest id: what the index costs stays the same as the table grows.
    files: async (db, now, size) => {
      const step = sql.raw(String(Math.trunc(size)));
      const inFile = and(gte(table.id, sql`(n - 1) * ${step} + 1`), lte(table.id, sql`n * ${step}`), where(now));
      const rows = await db
        .select({ n: sql<number>`n` })
        .from(sql`generate_series(1, (select ((max(${table.id}) - 1) / ${step} + 1)::integer from ${table})) as n`)
        .where(
          sql`exists (${db
            .select({ one: sql`1` })
            .from(table)
            .where(inFile)})`,
        )
        .orderBy(sql`n`);
      return rows.map((row) => Number(row.n));
    },
    urls: async (db, now, { n, size, origin }) => {
      const prefix = origin + xmlEscape(path(""));
      const lastmod = sql`to_char(${table.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
      const [row] = await db
        .select({
          xml: sql<
            string | null
          >`string_agg('<url><loc>' || ${prefix}::text || ${table.slug} || '</loc><lastmod>' || ${lastmod} || '</lastmod></url>', E'\n' order by ${table.id})`,
        })
        .from(table)
        .where(and(gte(table.id, (n - 1) * size + 1), lte(table.id, n * size), where(now)));
      return row?.xml ?? "";
    },
  };
}

/** A few pages whose list the database gives (`list`, read whole for each request: it is short). */
function listSource(name: string, list: (db: Database) => Promise<readonly string[]>): SitemapSource {
  return {
    name,
    count: async (db, _now, limit) => Math.min((await list(db)).length, limit),
    files: async (db, _now, size) => Array.from({ length: Math.ceil((await list(db)).length / size) }, (_, i) => i + 1),
    urls: async (db, _now, { n, size, origin }) =>
      urlElements(
        origin,
        (await list(db)).slice((n - 1) * size, n * size).map((path) => ({ path })),
      ),
  };
}

/**
 * The categories' pages that have a product, in PRODUCT_CATEGORIES' order: an empty one is not indexed (its page says
 * noindex). Read from the facet counts the writes keep (drizzle/0021): one small table, whatever the catalogue's size.
 */
async function categoryPages(db: Database): Promise<readonly string[]> {
  const rows = await db
    .select({ category: productFacetCounts.category })
    .from(productFacetCounts)
    .groupBy(productFacetCounts.category)
    .having(sql`sum(${productFacetCounts.products}) > 0`);
  const stocked = new Set(rows.map((row) => row.category));
  return PRODUCT_CATEGORIES.filter((category) => stocked.has(category.value)).map((category) => paths.productCategory(category.value));
}

/** The `<url>` elements of some addresses. */
const urlElements = (origin: string, entries: SitemapEntry[]) =>
  entries
    .map((e) => `<url><loc>${origin}${xmlEscape(e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ""}</url>`)
    .join("\n");

/** The sources after the fixed pages, in the order the sitemap lists them. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  listSource("categories", categoryPages),
  tableSource("posts", blogPosts, paths.blogPost, isPublic),
  tableSource("products", products, paths.productPage),
  tableSource("stores", stores, paths.storePage),
];

const xml = (body: string) => ({
  body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`,
  headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
});

/**
 * /robots.txt, naming the sitemap; /sitemap.xml: one sitemap while it holds at most `maxUrls` addresses (SITEMAP_MAX_URLS); past that, a sitemap
 * index of the fixed pages' sitemap (`/sitemap-pages.xml`) and each source's files (`/sitemap-{name}-N.xml`), each
 * at most that long and read one at a time, so no request holds more than one file's addresses.
 */
export function createSitemapRoutes(
  deps: AppDeps,
  { maxUrls = SITEMAP_MAX_URLS, sources = SITEMAP_SOURCES }: { maxUrls?: number; sources?: readonly SitemapSource[] } = {},
) {
  const app = new Hono();
  const origin = xmlEscape(deps.env.PUBLIC_SITE_URL);
  const urlset = (urls: string[]) =>
    xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.filter(Boolean).join("\n")}\n</urlset>`);
  const fixedPages = () =>
    urlElements(
      origin,
      SITEMAP_PATHS.map((path) => ({ path })),
    );
  const send = (c: Context, { body, headers }: ReturnType<typeof xml>) => c.body(body, 200, headers);

  // Generated rather than shipped, so the Sitemap line carries the absolute URL robots.txt requires.
  app.get("/robots.txt", (c) =>
    c.text(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${deps.env.PUBLIC_SITE_URL}/sitemap.xml\n`, 200, {
      "Cache-Control": "public, max-age=3600",
    }),
  );

  app.get("/sitemap.xml", async (c) => {
    const db = await deps.reader(c);
    const now = deps.now();
    const room = maxUrls - SITEMAP_PATHS.length;
    const counts = await Promise.all(sources.map((source) => source.count(db, now, room + 1)));
    const files = await Promise.all(sources.map((source) => source.files(db, now, maxUrls)));
    if (counts.reduce((sum, count) => sum + count, 0) <= room) {
      const urls = await Promise.all(
        sources.flatMap((source, i) => (files[i] ?? []).map((n) => source.urls(db, now, { n, size: maxUrls, origin }))),
      );
      return send(c, urlset([fixedPages(), ...urls]));
    }
    const names = [
      "/sitemap-pages.xml",
      ...sources.flatMap((source, i) => (files[i] ?? []).map((n) => `/sitemap-${source.name}-${n}.xml`)),
    ];
    return send(
      c,
      xml(
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${names
          .map((name) => `<sitemap><loc>${origin}${name}</loc></sitemap>`)
          .join("\n")}\n</sitemapindex>`,
      ),
    );
  });
  app.get("/sitemap-pages.xml", (c) => send(c, urlset([fixedPages()])));
  app.get("/:file{sitemap-[a-z]{1,20}-[0-9]{1,6}\\.xml}", async (c) => {
    const [, name, number] = /^sitemap-([a-z]+)-(\d+)\.xml$/.exec(c.req.param("file")) ?? [];
    const source = sources.find((s) => s.name === name);
    const n = Number(number);
    const urls = source && n >= 1 ? await source.urls(await deps.reader(c), deps.now(), { n, size: maxUrls, origin }) : "";
    if (urls === "") return c.text("Not found", 404);
    return send(c, urlset([urls]));
  });
  return app;
}
