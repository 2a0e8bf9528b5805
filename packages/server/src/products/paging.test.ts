import { gunzipSync } from "node:zlib";
import {
  nextLink,
  orderBlogPosts,
  orderProductGrid,
  pickHeroProducts,
  PRODUCT_PAGE_SIZE,
  productSchema,
  blogPostSummarySchema,
} from "@app/core";
import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../db/rows";
import { blogPosts, productGridPages, products } from "../db/schema";
import { createJobRunner } from "../jobs/jobs.runner";
import { callApp, engines, useTestContext } from "../test/test-app";
import { refreshGridPages } from "./products.service";

/** Titles and stores that exercise every ordering rule of the grid and the hero (product.rules.ts), picked at random. */
const KINDS = [
  { title: "Supbro Display Case", store: "Amazon" },
  { title: "SUPBRO LED Stackable Box", store: "Amazon" },
  { title: "Supbro Collection Crate", store: "Amazon" },
  { title: "LED Stackable Sneaker Box", store: "Amazon" },
  { title: "Sneaker Collection Crate", store: "Amazon" },
  { title: "Cleaning Kit", store: "Amazon" },
  { title: "Watch Winder", store: "Amazon" },
  { title: "Classic Digital Watch", store: "Casio" },
  { title: "G-Shock GA-2100", store: "Amazon" },
  { title: "G-SHOCK Mudmaster", store: " casio " },
  { title: "Shoe Trees", store: "Foot Locker" },
];

/** A small deterministic random sequence (the same catalogue every run). */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

function productRow(i: number, next: () => number) {
  const kind = KINDS[Math.floor(next() * KINDS.length)] as (typeof KINDS)[number];
  return {
    title: `${kind.title} ${i}`,
    price: (1 + Math.floor(next() * 20000) / 100).toFixed(2),
    imageUrl: "/images/products/display-case.svg",
    productUrl: `https://shop.example/p/${i}`,
    sourceStore: kind.store,
  };
}

describe.each(engines)("public lists, a page at a time, on %s", (engine) => {
  const t = useTestContext(engine);

  /** Every page of `path`, following the Link header. */
  async function walk(path: string): Promise<{ pages: unknown[][]; links: (string | null)[] }> {
    const pages: unknown[][] = [];
    const links: (string | null)[] = [];
    let next: string | null = path;
    while (next) {
      const res = await t.request("GET", next);
      expect(res.status).toBe(200);
      pages.push((await res.json()) as unknown[]);
      next = nextLink(res.headers.get("Link"));
      links.push(next);
    }
    return { pages, links };
  }

  it("pages the catalogue in the home grid's order, computed by the database, and picks the hero the same way", async () => {
    const next = random(7);
    await t.db.insert(products).values(Array.from({ length: 230 }, (_, i) => productRow(i, next)));
    // Changes that reclassify rows (a title gains 'crate', a store becomes Casio) and deletes move the slots.
    const all = await t.db.select({ id: products.id }).from(products).orderBy(products.id);
    const ids = all.map((row) => row.id);
    const res1 = await t.request("PATCH", `/api/products/${ids[3]}`, { cookie: t.cookie, body: { title: "Stackable LED Tower" } });
    expect(res1.status).toBe(200);
    expect((await t.request("PATCH", `/api/products/${ids[10]}`, { cookie: t.cookie, body: { sourceStore: "Casio" } })).status).toBe(200);
    expect((await t.request("DELETE", `/api/products/${ids[20]}`, { cookie: t.cookie })).status).toBe(204);
    // One product at a time, as an import through the API adds them (each placed without recomputing the rest).
    for (let i = 0; i < 24; i++) {
      const row = productRow(500 + i, next);
      const body = { title: row.title, price: row.price, imageUrl: row.imageUrl, productUrl: row.productUrl, sourceStore: row.sourceStore };
      expect((await t.request("POST", "/api/products", { cookie: t.cookie, body })).status).toBe(201);
    }

    const { pages, links } = await walk("/api/products?limit=40");
    expect(pages.map((page) => page.length)).toEqual([40, 40, 40, 40, 40, 40, 13]);
    expect(links.at(-1)).toBeNull();
    const listed = productSchema.array().parse(pages.flat());
    const rows = await t.db.select().from(products).orderBy(products.id);
    const expected = orderProductGrid(rows).map((row) => row.id);
    expect(listed.map((p) => p.id)).toEqual(expected);

    // Without parameters: the first 100, the same order.
    const first = productSchema.array().parse(await (await t.request("GET", "/api/products")).json());
    expect(first.map((p) => p.id)).toEqual(expected.slice(0, 100));
    // Numbered pages are the same pages.
    const page3 = productSchema.array().parse(await (await t.request("GET", "/api/products?limit=40&page=3")).json());
    expect(page3.map((p) => p.id)).toEqual(expected.slice(80, 120));
    const past = await t.request("GET", "/api/products?limit=40&page=8");
    expect(await past.json()).toEqual([]);
    expect(past.headers.get("Link")).toBeNull();

    const hero = productSchema.array().parse(await (await t.request("GET", "/api/products/hero")).json());
    expect(hero.map((p) => p.id)).toEqual(pickHeroProducts(rows).map((row) => row.id));
  });

  it("keeps its order across pages while products are added: no duplicates, no gaps", async () => {
    const next = random(11);
    await t.db.insert(products).values(Array.from({ length: 120 }, (_, i) => productRow(i, next)));
    const before = (await t.db.select({ id: products.id }).from(products)).map((row) => row.id);
    const seen: number[] = [];
    let path: string | null = "/api/products?limit=25";
    let added = 0;
    while (path) {
      const res = await t.request("GET", path);
      seen.push(
        ...productSchema
          .array()
          .parse(await res.json())
          .map((p) => p.id),
      );
      path = nextLink(res.headers.get("Link"));
      // Someone imports more products while the visitor pages.
      await t.db.insert(products).values([productRow(1000 + added++, next), productRow(1000 + added++, next)]);
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
  });

  it("reads a numbered page between its kept boundaries: the same pages when fresh, then none lost or shown twice until kept again", async () => {
    const next = random(13);
    await t.db.insert(products).values(Array.from({ length: 200 }, (_, i) => productRow(i, next)));
    const grid = async () => orderProductGrid(await t.db.select().from(products).orderBy(products.id)).map((row) => row.id);
    const numbered = async (n: number) => {
      // As the admin: past the kept answers, which follow a write through another path within a second.
      const res = await t.request("GET", `/api/products?limit=${PRODUCT_PAGE_SIZE}&page=${n}`, { cookie: t.cookie });
      expect(res.status).toBe(200);
      return {
        ids: productSchema
          .array()
          .parse(await res.json())
          .map((p) => p.id),
        next: nextLink(res.headers.get("Link")),
      };
    };
    const everyPage = async () => {
      const pages: number[][] = [];
      for (let n = 1, more = true; more; n++) {
        const page = await numbered(n);
        pages.push(page.ids);
        more = page.next !== null;
        if (more) expect(page.next).toContain(`page=${n + 1}`);
      }
      return pages;
    };
    const version = async () => rowsOf(await t.db.execute(sql`select sum(products)::text as n from content_version`))[0]?.n;
    const before = await version();
    expect(await refreshGridPages(t.db)).toBe(true);
    const moved = await version();
    expect(moved).not.toBe(before);
    expect(await refreshGridPages(t.db)).toBe(false);
    expect(await version()).toBe(moved);
    const kept = await t.db.select().from(productGridPages).orderBy(productGridPages.page);
    expect(kept.map((b) => b.page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    let expected = await grid();
    expect(kept.map((b) => b.id)).toEqual([0, 30, 60, 90, 120, 150, 180].map((i) => expected[i]));
    expect(await everyPage()).toEqual([0, 30, 60, 90, 120, 150, 180].map((i) => expected.slice(i, i + 30)));

    // Products added and deleted since: the kept pages grow or shrink, and together they are the whole list in order.
    const ids = (await t.db.select({ id: products.id }).from(products).orderBy(products.id)).map((row) => row.id);
    await t.db.delete(products).where(inArray(products.id, [ids[5]!, ids[77]!, ids[150]!]));
    await t.db.insert(products).values(Array.from({ length: 12 }, (_, i) => productRow(300 + i, next)));
    expected = await grid();
    const pages = await everyPage();
    expect(pages.flat()).toEqual(expected);
    expect(pages.map((page) => page.length)).not.toEqual([30, 30, 30, 30, 30, 30, 29]);
    expect(await numbered(pages.length + 1)).toEqual({ ids: [], next: null });

    // Kept again: 30 a page.
    expect(await refreshGridPages(t.db)).toBe(true);
    expect((await everyPage()).map((page) => page.length)).toEqual([30, 30, 30, 30, 30, 30, 29]);

    // A range grown past two pages since (an import) is not read whole: the page skips the rows before it instead.
    await t.db
      .insert(products)
      .values(Array.from({ length: 100 }, (_, i) => ({ ...productRow(400 + i, next), title: `SUPBRO LED Stackable Box ${400 + i}` })));
    expected = await grid();
    expect((await numbered(1)).ids).toEqual(expected.slice(0, 30));
  });

  it("keeps the boundaries again some seconds after a write that moves the grid, once for a stream of writes", async () => {
    const runner = createJobRunner({ db: t.db, now: () => t.clock.now, log: t.log });
    const app = t.appWith({}, { jobs: () => runner });
    const keptPages = async () => (await t.db.select().from(productGridPages)).length;
    await t.db.insert(products).values(Array.from({ length: 40 }, (_, i) => productRow(i, random(17))));
    await refreshGridPages(t.db);
    expect(await keptPages()).toBe(2);
    const body = {
      title: "Shoe Trees 99",
      price: "9.00",
      imageUrl: "/i.svg",
      productUrl: "https://shop.example/p/99",
      sourceStore: "Shop",
    };
    for (let i = 0; i < 25; i++) expect((await callApp(app, t.cookie, "POST", "/api/products", body)).status).toBe(201);
    expect(await runner.runDue()).toBe(0);
    t.clock.advance(10_000); // GRID_PAGES_DELAY_MS's default
    expect(await runner.runDue()).toBe(1);
    expect(await keptPages()).toBe(3);
  });

  it("with GRID_PAGES_DELAY_MS=0 keeps the boundaries in the write itself: the answer's pages are 30 each", async () => {
    const app = t.appWith({ GRID_PAGES_DELAY_MS: "0" });
    await t.db.insert(products).values(Array.from({ length: 40 }, (_, i) => productRow(i, random(19))));
    await refreshGridPages(t.db);
    const body = {
      title: "Shoe Trees 98",
      price: "9.00",
      imageUrl: "/i.svg",
      productUrl: "https://shop.example/p/98",
      sourceStore: "Shop",
    };
    for (let i = 0; i < 25; i++) expect((await callApp(app, t.cookie, "POST", "/api/products", body)).status).toBe(201);
    expect((await t.db.select().from(productGridPages)).length).toBe(3);
    const page2 = await callApp(app, t.cookie, "GET", `/api/products?limit=${PRODUCT_PAGE_SIZE}&page=2`);
    expect((page2.json as unknown as unknown[]).length).toBe(30);
  });

  it("pages public posts in the blog order, newest first within each rank, drafts and scheduled posts left out", async () => {
    const now = t.clock.now.getTime();
    const post = (i: number, extra: Partial<typeof blogPosts.$inferInsert> = {}) => ({
      slug: `post-${i}`,
      title: `Post ${i}`,
      author: "Kicks Directory Team",
      category: "Care",
      heroImage: "/images/blog/default-hero.webp",
      heroImageAlt: `Post ${i}`,
      content: "<p>Body</p>",
      published: true,
      // Some share a publish time: the id breaks the tie.
      publishedAt: new Date(now - (i % 17) * 3_600_000),
      featured: i % 5 === 0,
      ...extra,
    });
    await t.db
      .insert(blogPosts)
      .values([
        ...Array.from({ length: 60 }, (_, i) => post(i)),
        post(100, { slug: "costco-nike-sb-dunk-low-kirkland-signature-release" }),
        post(101, { slug: "innovative-sneaker-boxes", publishedAt: new Date(now - 86_400_000 * 30) }),
        post(102, { published: false, publishedAt: null }),
        post(103, { publishedAt: new Date(now + 3_600_000) }),
      ]);
    const { pages } = await walk("/api/blog?limit=7");
    const listed = blogPostSummarySchema.array().parse(pages.flat());
    expect(listed).toHaveLength(62);
    const rows = await t.request("GET", "/api/admin/posts", { cookie: t.cookie });
    const all = blogPostSummarySchema.array().parse(await rows.json());
    const visible = all
      .filter((p) => p.published && p.publishedAt !== null && Date.parse(p.publishedAt) <= now)
      .sort((a, b) => Date.parse(b.publishedAt ?? "") - Date.parse(a.publishedAt ?? "") || b.id - a.id);
    expect(listed.map((p) => p.slug)).toEqual(orderBlogPosts(visible).map((p) => p.slug));
    expect(listed.slice(0, 2).map((p) => p.slug)).toEqual([
      "innovative-sneaker-boxes",
      "costco-nike-sb-dunk-low-kirkland-signature-release",
    ]);
  });

  it.each([
    ["limit=0", /limit must be at least 1/],
    ["limit=101", /limit must be at most 100/],
    ["limit=-1", /limit must be a whole number/],
    ["limit=abc", /limit must be a whole number/],
    ["limit=1e3", /limit must be a whole number/],
    ["limit=99999999999999999999", /limit must be a whole number/],
    ["cursor=%00", /^cursor: /],
    ["cursor=not*base64", /^cursor: is not valid/],
    [`cursor=${"A".repeat(600)}`, /^cursor: is not valid/],
    [`cursor=${Buffer.from("[1,2]").toString("base64url")}`, /^cursor: is not valid/],
    [`cursor=${Buffer.from('{"a":1}').toString("base64url")}`, /^cursor: is not valid/],
    [`cursor=${Buffer.from("[1,1,99999999999]").toString("base64url")}`, /^cursor: is not valid/],
    [`cursor=${Buffer.from("not json").toString("base64url")}`, /^cursor: is not valid/],
    ["page=0", /page must be at least 1/],
    ["page=2&cursor=WzEsMSwxXQ", /either cursor or page/],
  ])("answers bad paging input (%s) with a 400 naming it", async (query, message) => {
    for (const path of ["/api/products", "/api/blog"]) {
      const res = await t.request("GET", `${path}?${query}`);
      expect(res.status, `${path}?${query}`).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
  });

  it("refuses a cursor of another list's shape", async () => {
    const blogCursor = Buffer.from(JSON.stringify([3, "2026-01-01T00:00:00.000000Z", 4])).toString("base64url");
    expect((await t.request("GET", `/api/products?cursor=${blogCursor}`)).status).toBe(400);
    expect((await t.request("GET", `/api/blog?cursor=${blogCursor}`)).status).toBe(200);
    const productCursor = Buffer.from(JSON.stringify([1, 5, 5])).toString("base64url");
    expect((await t.request("GET", `/api/blog?cursor=${productCursor}`)).status).toBe(400);
  });

  it("keeps a list's answer until the catalogue changes: the same bytes and Link, a 304 for its ETag, the change at once", async () => {
    const next = random(5);
    await t.db.insert(products).values(Array.from({ length: 30 }, (_, i) => productRow(i, next)));
    const first = await t.request("GET", "/api/products?limit=20");
    const etag = first.headers.get("ETag") ?? "";
    const link = first.headers.get("Link");
    expect(link).toMatch(/rel="next"/);
    const body = await first.text();
    const again = await t.request("GET", "/api/products?limit=20");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Link")).toBe(link);
    expect(await again.text()).toBe(body);
    expect((await t.request("GET", "/api/products?limit=20", { headers: { "If-None-Match": etag } })).status).toBe(304);
    const gzipped = await t.request("GET", "/api/products?limit=20", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString("utf8")).toBe(body);
    // A visitor's answer is never an admin's: with a session the route answers for itself.
    expect((await t.request("GET", "/api/products?limit=20", { cookie: t.cookie })).headers.get("ETag")).not.toBe(etag);
    // A session that is not live is a visitor's: a forged or expired cookie or token gets the kept answer.
    for (const forged of [{ cookie: "sid=forged" }, { token: "forged-token" }, { cookie: `sid=${"x".repeat(64)}` }]) {
      const res = await t.request("GET", "/api/products?limit=20", { ...forged, headers: { "If-None-Match": etag } });
      expect(res.status).toBe(304);
      expect(res.headers.get("ETag")).toBe(etag);
    }

    const [top] = productSchema.array().parse(JSON.parse(body));
    expect((await t.request("PATCH", `/api/products/${top?.id}`, { cookie: t.cookie, body: { title: "Renamed Right Now" } })).status).toBe(
      200,
    );
    const changed = await t.request("GET", "/api/products?limit=20", { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(await changed.text()).toContain("Renamed Right Now");
    // Refused input is not kept, and stays refused.
    expect((await t.request("GET", "/api/products?limit=0")).status).toBe(400);
    expect((await t.request("GET", "/api/products?limit=0")).status).toBe(400);
  });
});
