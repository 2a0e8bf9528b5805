import { type AdminProduct, adminProductSchema, PAGE_LIMIT_MAX } from "@app/core";
import { desc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../db/schema";
import { expectBadPageQueries, walkPages } from "../test/paging";
import { engines, useTestContext } from "../test/test-app";

/** Lower-case words whose order is the same in every collation (no spaces, no punctuation, no case). */
const WORDS = ["amber", "birch", "cedar", "delta", "ember", "fjord", "grove", "heron", "iris", "juniper"];
const STORES = ["Amazon", "Foot Locker", "Nike", "amazon"];
const CATEGORIES = ["display", "care", "shoe-trees", "storage"];

type Row = typeof products.$inferInsert;

/** Product n of a catalogue with repeated titles, prices, ratings, stores and categories (ties on every sort). */
const productRow = (n: number): Row => ({
  title: `Case ${WORDS[n % WORDS.length]}`,
  price: ((n % 7) * 10 + 0.99).toFixed(2),
  rating: ((n % 5) + 0.5).toFixed(1),
  imageUrl: "/i.svg",
  productUrl: `https://shop.example/p/${n}`,
  sourceStore: STORES[n % STORES.length]!,
  amazonAsin: n % 3 === 0 ? `B0${String(n).padStart(8, "0")}` : null,
  category: CATEGORIES[n % CATEGORIES.length]!,
});

const byId = (a: AdminProduct, b: AdminProduct) => a.id - b.id;
const ids = (list: AdminProduct[]) => list.map((p) => p.id);

describe.each(engines)("admin products list on %s", (engine) => {
  const t = useTestContext(engine);

  const insert = async (from: number, count: number) =>
    t.db
      .insert(products)
      .values(Array.from({ length: count }, (_, i) => productRow(from + i)))
      .returning();

  const walk = (path: string, between?: (page: number) => Promise<void>) =>
    walkPages<AdminProduct>(t, path, t.cookie, { pick: (body) => adminProductSchema.array().parse(body), between });

  it("answers at most 100 products a page, newest first, with a Link to the next page until the end", async () => {
    await insert(0, 230);
    const res = await t.request("GET", "/api/admin/products", { cookie: t.cookie });
    expect(res.status).toBe(200);
    const first = adminProductSchema.array().parse(await res.json());
    expect(first).toHaveLength(PAGE_LIMIT_MAX);
    expect(res.headers.get("link")).toMatch(/^<\/api\/admin\/products\?limit=100&cursor=[A-Za-z0-9_-]+>; rel="next"$/);

    const walked = await walk("/api/admin/products");
    expect(walked.pages.map((p) => p.length)).toEqual([100, 100, 30]);
    expect(walked.links.at(-1)).toBeNull();
    expect(ids(walked.items)).toEqual(ids([...walked.items].sort(byId).reverse()));
    expect(new Set(ids(walked.items)).size).toBe(230);
  });

  it("an exact multiple of the page has no Link on its last page; an empty catalogue is [] without one", async () => {
    const empty = await t.request("GET", "/api/admin/products", { cookie: t.cookie });
    expect(await empty.json()).toEqual([]);
    expect(empty.headers.get("link")).toBeNull();
    await insert(0, 10);
    const walked = await walk("/api/admin/products?limit=5");
    expect(walked.pages.map((p) => p.length)).toEqual([5, 5]);
    expect(walked.links).toEqual([expect.stringContaining("limit=5&cursor="), null]);
  });

  it.each([
    ["newest", "desc", (a: AdminProduct, b: AdminProduct) => b.id - a.id],
    ["newest", "asc", byId],
    ["title", "asc", (a: AdminProduct, b: AdminProduct) => a.title.localeCompare(b.title) || a.id - b.id],
    ["title", "desc", (a: AdminProduct, b: AdminProduct) => b.title.localeCompare(a.title) || b.id - a.id],
    // Price walks products_price_idx (price descending, id ascending), backwards for ascending prices.
    ["price", "desc", (a: AdminProduct, b: AdminProduct) => Number(b.price) - Number(a.price) || a.id - b.id],
    ["price", "asc", (a: AdminProduct, b: AdminProduct) => Number(a.price) - Number(b.price) || b.id - a.id],
    ["rating", "desc", (a: AdminProduct, b: AdminProduct) => Number(b.rating) - Number(a.rating) || b.id - a.id],
    ["rating", "asc", (a: AdminProduct, b: AdminProduct) => Number(a.rating) - Number(b.rating) || a.id - b.id],
    [
      "store",
      "asc",
      (a: AdminProduct, b: AdminProduct) => a.sourceStore.toLowerCase().localeCompare(b.sourceStore.toLowerCase()) || a.id - b.id,
    ],
    ["category", "desc", (a: AdminProduct, b: AdminProduct) => b.category.localeCompare(a.category) || b.id - a.id],
  ] as const)("sorts by %s %s across pages, ties by id, with no duplicate or gap", async (sort, dir, compare) => {
    const all = (await insert(0, 40)).map((row) => adminProductSchema.parse({ ...row, amazonAsin: row.amazonAsin }));
    const walked = await walk(`/api/admin/products?sort=${sort}&dir=${dir}&limit=6`);
    expect(walked.pages).toHaveLength(7);
    expect(walked.links.slice(0, -1).every((link) => link?.includes(`sort=${sort}&dir=${dir}&limit=6&cursor=`))).toBe(true);
    expect(ids(walked.items)).toEqual(ids([...all].sort(compare)));
  });

  it("takes each sort's usual direction when dir is left out: newest, prices, ratings and edits largest first, text A to Z", async () => {
    await insert(0, 12);
    // Edits at distinct microseconds, some equal: the cursor keeps the microseconds (a Date would drop them).
    await t.db.execute(sql`update products set updated_at = '2026-01-01T00:00:00Z'::timestamptz + (id % 5) * interval '1 microsecond'`);
    const expected = (await t.db.select({ id: products.id }).from(products).orderBy(desc(products.updatedAt), desc(products.id))).map(
      (r) => r.id,
    );
    expect(ids((await walk("/api/admin/products?sort=updated&limit=5")).items)).toEqual(expected);
    const title = (await walk("/api/admin/products?sort=title&limit=5")).items.map((p) => p.title);
    expect(title).toEqual([...title].sort());
    const price = (await walk("/api/admin/products?sort=price&limit=5")).items.map((p) => Number(p.price));
    expect(price).toEqual([...price].sort((a, b) => b - a));
  });

  it("keeps its order while products are added and edited between pages: every product once, none skipped", async () => {
    const before = await insert(0, 30);
    let added = 0;
    const walked = await walk("/api/admin/products?sort=title&limit=4", async (page) => {
      // New products on both sides of the cursor, and an edit of one not yet shown that keeps its place.
      await insert(1000 + page * 3, 3);
      added += 3;
      await t.db.execute(sql`update products set price = price + 1 where id = (select max(id) from products where title = 'Case juniper')`);
    });
    const seen = ids(walked.items);
    expect(new Set(seen).size).toBe(seen.length);
    for (const { id } of before) expect(seen).toContain(id);
    const titles = walked.items.map((p) => p.title);
    expect(titles).toEqual([...titles].sort());
    expect(added).toBeGreaterThan(0);

    const newest = await walk("/api/admin/products?limit=7", async () => void (await insert(2000, 2)));
    // Newer products sort before the cursor: the walk shows exactly the products there were when it began.
    expect(new Set(ids(newest.items)).size).toBe(newest.items.length);
    expect(newest.items.length).toBe(before.length + added);
  });

  it("searches title, store, ASIN and category names, every word, case-insensitively, with paging and sorting", async () => {
    await insert(0, 40);
    const [special] = await t.db
      .insert(products)
      .values({ ...productRow(7), title: "100% Cotton Laces_x", amazonAsin: "B0ZZTOP999", sourceStore: "Sole Supply" })
      .returning();
    const search = async (q: string, extra = "") => (await walk(`/api/admin/products?q=${encodeURIComponent(q)}${extra}`)).items;

    expect((await search("JUNIPER")).map((p) => p.title)).toEqual(Array(4).fill("Case juniper"));
    expect(ids(await search("zztop"))).toEqual([special!.id]);
    expect(ids(await search("b0zz"))).toEqual([special!.id]);
    expect(ids(await search("sole supp"))).toEqual([special!.id]);
    expect(ids(await search("  cotton   LACES "))).toEqual([special!.id]);
    expect(await search("cotton birch")).toEqual([]);
    // LIKE's wildcards are plain characters here.
    expect(ids(await search("100%"))).toEqual([special!.id]);
    expect(ids(await search("s_x"))).toEqual([special!.id]);
    expect(await search("%%")).toEqual([]);
    expect(await search("__")).toEqual([]);
    // A category by its name ("Shoe trees & inserts") or its value.
    const inserts = await search("inserts");
    expect(inserts.length).toBe(10);
    expect(inserts.every((p) => p.category === "shoe-trees")).toBe(true);
    // Store and category words together; sorted and paged.
    const lockerCare = await search("locker care", "&sort=price&dir=asc&limit=2");
    expect(lockerCare.length).toBeGreaterThan(0);
    expect(lockerCare.every((p) => p.sourceStore === "Foot Locker" && p.category === "care")).toBe(true);
    expect(lockerCare.map((p) => Number(p.price))).toEqual(lockerCare.map((p) => Number(p.price)).sort((a, b) => a - b));
    // A blank search is no search.
    expect((await search("   ")).length).toBe(41);
  });

  it("refuses bad paging, search and sort parameters with a 400 naming the field", async () => {
    await insert(0, 3);
    await expectBadPageQueries(t, "/api/admin/products", t.cookie, ["tweets", 0, "2026-01-01T00:00:00.000000Z", 1]);
    for (const [query, field] of [
      ["sort=colour", "sort"],
      ["dir=up", "dir"],
      [`q=${"x".repeat(201)}`, "q"],
      ["q=a%00b", "q"],
    ] as const) {
      const res = await t.request("GET", `/api/admin/products?${query}`, { cookie: t.cookie });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message, query).toMatch(new RegExp(`^${field}: `));
    }
  });

  it("refuses a cursor of another sort or direction of the same list", async () => {
    await insert(0, 5);
    const first = await t.request("GET", "/api/admin/products?sort=title&limit=2", { cookie: t.cookie });
    const cursor = new URL(`http://x${/<([^>]+)>/.exec(first.headers.get("link") ?? "")?.[1]}`).searchParams.get("cursor");
    expect(cursor).toBeTruthy();
    for (const other of ["sort=title&dir=desc", "sort=store", "sort=newest", ""]) {
      const res = await t.request("GET", `/api/admin/products?${other}&cursor=${cursor}`, { cookie: t.cookie });
      expect(res.status, other).toBe(400);
    }
    expect((await t.request("GET", `/api/admin/products?sort=title&cursor=${cursor}`, { cookie: t.cookie })).status).toBe(200);
  });

  it("needs a session, whatever the parameters", async () => {
    for (const query of ["", "?limit=5", "?limit=0", "?q=x&sort=price"]) {
      const res = await t.request("GET", `/api/admin/products${query}`);
      expect(res.status, query).toBe(401);
      expect(res.headers.get("link")).toBeNull();
    }
  });
});
