import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, products as productsTable, stores as storesTable } from "../db/schema";
import { APP_SHELL_FILE, PRERENDER_ORIGIN_PLACEHOLDER, SITE_RENDERER_FILE, THEME_SCRIPT_FILE } from "@app/core";
import { createTestContext, engines, type TestContext } from "../test/test-app";
import { NOT_BUILT_MESSAGE } from "./pages.routes";

/** A script large enough to compress, with the brotli copy the build writes beside it (scripts/precompress.mjs). */
const BIG_SCRIPT = `export const sizes = [${Array.from({ length: 800 }, (_, i) => i * 7).join(", ")}];\n`;
const SHELL = "<!doctype html><title>Kicks</title><div id=root></div>";
const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', false);\n";
const page = (name: string) =>
  `<!doctype html><link rel="canonical" href="${PRERENDER_ORIGIN_PLACEHOLDER}/${name}"><div id=root data-page=${name}></div>`;
/** The blog post stand-in's data preload, as the build writes it. */
const POST_PRELOAD = '<link rel="preload" as="fetch" data-href-template="/api/blog/:slug" crossorigin="use-credentials">';
/** What the server sends for a prerendered page: the placeholder origin replaced with PUBLIC_SITE_URL. */
const served = (name: string) => page(name).replace(PRERENDER_ORIGIN_PLACEHOLDER, "https://kicks.example");

describe.each(engines)("static site and sitemap on %s", (engine) => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), "kicks-dist-"));
    await mkdir(path.join(dist, "assets"));
    await mkdir(path.join(dist, "products"));
    await mkdir(path.join(dist, "blog"));
    // The build's layout (core's page documents), with search left out to stand for a page the build lacks.
    await writeFile(path.join(dist, APP_SHELL_FILE), SHELL);
    await writeFile(path.join(dist, "index.html"), page("home"));
    await writeFile(path.join(dist, "products", "index.html"), page("products"));
    await writeFile(path.join(dist, "blog", "_post.html"), page("blogPost") + POST_PRELOAD);
    await writeFile(path.join(dist, "404.html"), page("notFound"));
    await writeFile(path.join(dist, "assets", "app-1234.js"), "console.log('app')");
    await writeFile(path.join(dist, "assets", "big-1234.js"), BIG_SCRIPT);
    await writeFile(path.join(dist, "assets", "big-1234.js.br"), brotliCompressSync(BIG_SCRIPT));
    await writeFile(path.join(dist, THEME_SCRIPT_FILE), THEME_SCRIPT);
    await writeFile(path.join(dist, ".build-assets.json"), '["assets/app-1234.js"]');
    t = await createTestContext(engine, { env: { SITE_DIST: dist } });
    const post = (slug: string, published: boolean) => ({
      slug,
      title: slug,
      author: "Team",
      category: "C",
      heroImage: "/h.svg",
      heroImageAlt: slug,
      content: "<p>x</p>",
      published,
      publishedAt: published ? t.clock.now : null,
    });
    await t.db.insert(blogPosts).values([post("public-post", true), post("draft-post", false)]);
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (p: string, app = t.app) => Promise.resolve(app.request(p));

  it("allows the theme script that rendered pages carry inline by its hash, and no other inline script", async () => {
    const hash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
    const scriptSrc = (res: Response) => /script-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(scriptSrc(await get("/"))).toBe(`'self' 'sha256-${hash}'`);
    expect(scriptSrc(await get("/api/health"))).toBe(`'self' 'sha256-${hash}'`);
    // A site built without it (or not built): 'self' only.
    expect(scriptSrc(await get("/", t.appWith({ SITE_DIST: path.join(dist, "missing") })))).toBe("'self'");
  });

  it("serves each public path its prerendered page with 200, case-insensitive with a trailing slash", async () => {
    const expected: Record<string, string> = {
      "/": "home",
      "/products": "products",
      "/Products/": "products",
    };
    for (const [p, name] of Object.entries(expected)) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text(), p).toBe(served(name));
    }
  });

  it("serves every blog post the one post document, with that post's data preload filled in", async () => {
    for (const slug of ["some-post", "another-post"]) {
      const res = await get(`/blog/${slug}/`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(
        served("blogPost") + `<link rel="preload" as="fetch" href="/api/blog/${slug}" crossorigin="use-credentials">`,
      );
    }
  });

  it("names PUBLIC_SITE_URL as the canonical origin in the pages it serves", async () => {
    const html = await (await get("/products")).text();
    expect(html).toContain('href="https://kicks.example/products"');
    expect(html).not.toContain(PRERENDER_ORIGIN_PLACEHOLDER);
  });

  it("serves the app shell to the admin, and where the build lacks a page", async () => {
    for (const p of ["/admin", "/admin/posts/3", "/Admin/Stores/", "/search?q=nike"]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toBe(SHELL);
    }
    const unknownAdmin = await get("/admin/no-such-screen");
    expect(unknownAdmin.status).toBe(404);
    expect(await unknownAdmin.text()).toBe(SHELL);
  });

  it("serves 'Page Not Found' with status 404 for a path that matches no route", async () => {
    for (const p of ["/no-such-page", "/blog/a/b", "/products/a/b"]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toBe(served("notFound"));
    }
  });

  it("redirects an address guessed from the menu's labels to its page for good, query kept", async () => {
    const expected: Record<string, string> = {
      "/brands": "/resources",
      "/Brands/?utm_source=x": "/resources?utm_source=x",
      "/shop": "/products",
      "/history": "/timeline",
      "/culture/": "/blog",
    };
    for (const [p, location] of Object.entries(expected)) {
      const res = await get(p);
      expect(res.status, p).toBe(301);
      expect(res.headers.get("location"), p).toBe(location);
    }
    expect((await get("/brands/nike")).status).toBe(404);
  });

  it("never serves a built HTML file as a file: HTML is only ever a page", async () => {
    for (const p of ["/index.html", "/404.html", `/${APP_SHELL_FILE}`]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toBe(served("notFound"));
    }
    // A product's page address (/products/{slug}; no product has that slug): never the catalogue's file.
    expect(await (await get("/products/index.html")).text()).not.toBe(served("products"));
  });

  it("serves built files, hashed assets with a long cache, and never outside the dist folder", async () => {
    const asset = await get("/assets/app-1234.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toContain("text/javascript");
    expect(asset.headers.get("cache-control")).toContain("max-age=31536000");
    const robots = await get("/robots.txt");
    expect(await robots.text()).toMatch(/^User-agent: \*\n[\s\S]*Disallow: \/admin\n[\s\S]*Sitemap: https?:\/\/\S+\/sitemap\.xml\n$/);
    for (const p of ["/../package.json", "/%2e%2e/%2e%2e/package.json", "/assets/../../package.json", "/.build-assets.json"]) {
      const res = await get(p);
      // A path of no route (the first three resolve to /package.json; the last is the build's hidden note): the
      // not-found page, never the file.
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toBe(served("notFound"));
    }
  });

  it("sends a script's brotli copy to a browser that accepts br, and gzips it for one that does not", async () => {
    const fetchWith = async (acceptEncoding: string) => {
      const res = await t.app.request("/assets/big-1234.js", { headers: { "Accept-Encoding": acceptEncoding } });
      return { res, body: Buffer.from(await res.arrayBuffer()) };
    };
    const brotli = await fetchWith("gzip, deflate, br, zstd");
    expect(brotli.res.headers.get("content-encoding")).toBe("br");
    expect(brotli.res.headers.get("content-type")).toContain("text/javascript");
    expect(brotli.res.headers.get("cache-control")).toContain("immutable");
    expect(brotli.res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(BIG_SCRIPT);
    for (const accept of ["gzip, deflate", "br;q=0, gzip"]) {
      const gzip = await fetchWith(accept);
      expect(gzip.res.headers.get("content-encoding"), accept).toBe("gzip");
      expect(gunzipSync(gzip.body).toString(), accept).toBe(BIG_SCRIPT);
    }
    // A file without a brotli copy is sent as before (this one too small to compress at all).
    const plain = await t.app.request("/assets/app-1234.js", { headers: { "Accept-Encoding": "br" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log('app')");
  });

  it("lists public pages, published posts and the categories that have a product in the sitemap", async () => {
    await t.db.insert(productsTable).values({
      title: "Rope Laces",
      price: "9.99",
      imageUrl: "/images/products/laces.svg",
      productUrl: "https://shop.example/laces",
      category: "laces",
    });
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain("<loc>https://kicks.example/</loc>");
    expect(xml).toContain("<loc>https://kicks.example/stores</loc>");
    expect(xml).toMatch(
      /<url><loc>https:\/\/kicks\.example\/blog\/public-post<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod><\/url>/,
    );
    expect(xml).not.toContain("draft-post");
    expect(xml).not.toContain("/admin");
    // A category's page only while it has a product (an empty one says noindex).
    expect([...xml.matchAll(/\/products\/category\/([a-z-]+)</g)].map((m) => m[1])).toEqual(["laces"]);
  });

  it("turns the sitemap into a sitemap index once it would list more addresses than one file may", async () => {
    const now = Date.now() - 60_000;
    await t.db.insert(blogPosts).values(
      Array.from({ length: 23 }, (_, i) => ({
        slug: `bulk-${i}`,
        title: `Bulk ${i}`,
        author: "Kicks Directory Team",
        category: "Care",
        heroImage: "/images/blog/default-hero.webp",
        heroImageAlt: `Bulk ${i}`,
        content: "<p>Body</p>",
        published: true,
        publishedAt: new Date(now),
      })),
    );
    const app = t.appWith({}, { sitemapMaxUrls: 12 });
    const index = await (await get("/sitemap.xml", app)).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.matchAll(/<loc>https:\/\/kicks\.example(\/[^<]+)<\/loc>/g)].map((m) => m[1] as string);
    const publicPosts = 23 + 1; // and the suite's own public post
    // The fixed pages' file, then each source's files in order (a table's by id range: as many as its ids span).
    expect(files[0]).toBe("/sitemap-pages.xml");
    const order = ["categories", "posts", "products", "stores"];
    const names = files.slice(1).map((file) => /^\/sitemap-([a-z]+)-\d+\.xml$/.exec(file)?.[1] ?? "");
    expect(names).toEqual([...names].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(names.every((name) => order.includes(name))).toBe(true);
    expect(names.filter((name) => name === "posts").length).toBeGreaterThanOrEqual(Math.ceil(publicPosts / 12));
    const stores = (await t.db.select().from(storesTable)).length;
    const products = (await t.db.select().from(productsTable)).length;
    const listed: string[] = [];
    for (const file of files) {
      const res = await get(file, app);
      expect(res.status, file).toBe(200);
      const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
      expect(locs.length, file).toBeLessThanOrEqual(12);
      listed.push(...locs);
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((loc) => loc.includes("/blog/"))).toHaveLength(publicPosts);
    const stocked = new Set((await t.db.select().from(productsTable)).map((product) => product.category));
    expect(listed.filter((loc) => loc.includes("/products/category/"))).toHaveLength(stocked.size);
    expect(listed.filter((loc) => /\/stores\/./.test(loc))).toHaveLength(stores);
    expect(listed.filter((loc) => /\/products\/(?!category\/)./.test(loc))).toHaveLength(products);
    expect((await get("/sitemap-posts-9.xml", app)).status).toBe(404);
    expect((await get("/sitemap-posts-0.xml", app)).status).toBe(404);
    // Below the limit it stays one sitemap.
    expect(await (await get("/sitemap.xml")).text()).toContain("<urlset");
  });

  it("serves pages as built while its renderer fails to load, and renders with one a later build puts in place", async () => {
    const site = await mkdtemp(path.join(tmpdir(), "kicks-site-"));
    try {
      await cp(dist, path.join(site, "dist"), { recursive: true });
      await mkdir(path.join(site, "dist-ssr"));
      const rendererFile = path.join(site, "dist-ssr", SITE_RENDERER_FILE);
      // Half-written by a build at the moment the first page was asked for.
      await writeFile(rendererFile, "export const renderDocument = ");
      const errors: string[] = [];
      const log = { info: () => {}, warn: () => {}, error: (message: string) => errors.push(message) };
      const app = t.appWith({ SITE_DIST: path.join(site, "dist") }, { builtRenderer: true, log });
      for (let i = 0; i < 2; i++) {
        const res = await get("/products", app);
        expect(res.status).toBe(200);
        expect(await res.text()).toBe(served("products"));
      }
      // Looked for again at the second page, the same failure said once (a parse error: vitest's loader names it
      // otherwise than Node's).
      expect(errors).toEqual([expect.stringMatching(`^loading ${rendererFile} failed; serving pages as built: \\w*Error`)]);
      // The build finishes (a later modification time, as a file written again has).
      await writeFile(rendererFile, 'export const renderDocument = async ({ url }) => ({ status: 200, html: "rendered " + url });');
      const later = new Date(Date.now() + 60_000);
      await utimes(rendererFile, later, later);
      expect(await (await get("/products", app)).text()).toBe("rendered /products");
      expect(errors).toHaveLength(1);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it("answers 503 with a hint when the site has not been built", async () => {
    const app = t.appWith({ SITE_DIST: path.join(dist, "missing") });
    const res = await get("/products", app);
    expect(res.status).toBe(503);
    expect(await res.text()).toBe(NOT_BUILT_MESSAGE);
    expect((await get("/api/health", app)).status).toBe(200);
  });
});
