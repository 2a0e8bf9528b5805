import { searchResultSchema } from "@app/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, products } from "../db/schema";
import { syncResources } from "../resources/resources.service";
import { createTestContext, engines, type TestContext } from "../test/test-app";
import { escapeLike, searchQueries } from "./search.service";

const product = (title: string, extra: Partial<typeof products.$inferInsert> = {}) => ({
  title,
  price: "20.00",
  imageUrl: "/images/products/laces.svg",
  productUrl: "https://shop.example/p",
  ...extra,
});
const listing = (name: string, description: string) => ({ name, description, url: `https://${name.toLowerCase()}.example`, logo: "/images/logos/x.svg", category: "Brands" as const });

describe.each(engines)("search API on %s", (engine) => {
  let t: TestContext;
  const search = async (q: string) => {
    const res = await t.request("GET", `/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return searchResultSchema.array().parse(await res.json());
  };

  beforeAll(async () => {
    t = await createTestContext(engine);
    await syncResources(t.db, [listing("Jordan", "Nike's basketball brand."), listing("Converse", "Chuck Taylor maker, owned by Nike.")]);
    await t.db.insert(products).values([
      product("Air Jordan Shoe Trees", { sourceStore: "Amazon", amazonAsin: "B0JORDAN01", price: "31.50" }),
      product("100% Cotton Laces"),
      product("Shoe_Tree Deluxe"),
      product("Back\\slash Brush"),
      product("SupBro Display Case"),
      product("Clear Case by SupBro", { sourceStore: "Foot Locker" }),
    ]);
    const post = (slug: string, title: string, published: boolean) => ({
      slug, title, excerpt: `${title} excerpt`, author: "Team", category: "C", heroImage: "/h.svg", heroImageAlt: title, content: "<p>x</p>", published,
      publishedAt: published ? t.clock.now : null,
    });
    await t.db.insert(blogPosts).values([post("history-of-the-air-jordan-1", "History of the Air Jordan 1", true), post("jordan-draft", "Jordan secrets (draft)", false)]);
  });
  afterAll(() => t.close());

  it("answers 400 for a missing or blank q", async () => {
    for (const path of ["/api/search", "/api/search?q=", "/api/search?q=%20%20"]) {
      const res = await t.request("GET", path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^q:/);
    }
    expect((await t.request("GET", `/api/search?q=${"x".repeat(201)}`)).status).toBe(400);
  });

  it("finds brands, products and published posts, best match first", async () => {
    const results = await search("Jordan");
    expect(results[0]).toEqual({ type: "brand", title: "Jordan", description: "Nike's basketball brand.", url: "https://jordan.example", category: "Brands" });
    expect(results.map((r) => r.title)).toEqual(expect.arrayContaining(["Air Jordan Shoe Trees", "History of the Air Jordan 1"]));
    expect(results.map((r) => r.title)).not.toContain("Jordan secrets (draft)");
    const productResult = results.find((r) => r.type === "product");
    expect(productResult).toEqual({
      type: "product",
      title: "Air Jordan Shoe Trees",
      description: "Available at Amazon",
      url: "https://www.amazon.com/dp/B0JORDAN01?tag=kicks-20",
      imageUrl: "/images/products/laces.svg",
      price: "31.50",
    });
    expect(results.find((r) => r.type === "blog")).toMatchObject({ url: "/blog/history-of-the-air-jordan-1", description: "History of the Air Jordan 1 excerpt" });
  });

  it("ranks a prefix match above a substring match and is case-insensitive", async () => {
    const results = await search("supbro");
    expect(results.map((r) => r.title)).toEqual(["SupBro Display Case", "Clear Case by SupBro"]);
    expect(results[1]?.url).toBe("https://shop.example/p");
  });

  it("forgives a small typo through trigram similarity", async () => {
    expect((await search("displey")).map((r) => r.title)).toContain("SupBro Display Case");
  });

  it("matches LIKE wildcards literally", async () => {
    expect((await search("%")).map((r) => r.title)).toEqual(["100% Cotton Laces"]);
    expect((await search("_")).map((r) => r.title)).toEqual(["Shoe_Tree Deluxe"]);
    expect((await search("\\")).map((r) => r.title)).toEqual(["Back\\slash Brush"]);
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });

  it("re-syncing the listings updates changed ones and drops removed ones", async () => {
    await syncResources(t.db, [listing("Jordan", "Updated description."), listing("Vans", "Off the wall.")]);
    expect((await search("jordan"))[0]).toMatchObject({ title: "Jordan", description: "Updated description." });
    expect((await search("converse")).filter((r) => r.type === "brand")).toEqual([]);
    expect((await search("vans"))[0]).toMatchObject({ type: "brand", title: "Vans" });
    await syncResources(t.db, [listing("Jordan", "Nike's basketball brand."), listing("Converse", "Chuck Taylor maker, owned by Nike.")]);
  });

  it("returns an empty list when nothing matches", async () => {
    expect(await search("zzzzqqq")).toEqual([]);
  });

  it("serves product search from the trigram index", async () => {
    await t.db.execute(sql`
      insert into products (title, price, image_url, product_url)
      select 'Generic accessory ' || g || ' ' || md5(g::text), 10, '/x.svg', 'https://x.example' from generate_series(1, 20000) g`);
    // VACUUM flushes the GIN pending list, as autovacuum would on a live server.
    await t.db.execute(sql`vacuum analyze products`);
    const explain = async (forceIndex: boolean) =>
      t.db.transaction(async (tx) => {
        if (forceIndex) await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain ${searchQueries(t.db, "supbro", new Date()).products}`);
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
        return rows.map((row) => String(Object.values(row)[0])).join("\n");
      });
    // The query shape can use the index on every engine...
    expect(await explain(true)).toContain("Bitmap Index Scan on products_title_trgm_idx");
    // ...and the Postgres server's planner picks it by itself (PGlite's planner may still prefer a scan).
    if (engine === "postgres") {
      const plan = await explain(false);
      expect(plan).toContain("products_title_trgm_idx");
      expect(plan).not.toContain("Seq Scan on products");
    }
  });
});
