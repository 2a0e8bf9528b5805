import { gunzipSync } from "node:zlib";
import { searchResultSchema } from "@app/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, products, stores } from "../db/schema";
import { RESOURCES } from "@app/core/content";
import { BENCH_SEED, createRandom, demoPosts, generatePosts, generateProducts } from "../../bench/bench-data";
import { syncResources } from "../resources/resources.service";
import { SEED_STORES } from "../seed/stores.seed";
import { createTestContext, engines, type TestContext } from "../test/test-app";
import { LABELLED_QUERIES, labelFailures } from "./labelled-queries";
import { SEARCH_LIMIT } from "./search.service";

const product = (title: string, extra: Partial<typeof products.$inferInsert> = {}) => ({
  title,
  price: "20.00",
  imageUrl: "/images/products/laces.svg",
  productUrl: "https://shop.example/p",
  ...extra,
});
const listing = (name: string, description: string) => ({
  name,
  description,
  url: `https://${name.toLowerCase()}.example`,
  logo: "/images/logos/x.svg",
  category: "Brands" as const,
});

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
    await t.db
      .insert(products)
      .values([
        product("Air Jordan Shoe Trees", { sourceStore: "Amazon", amazonAsin: "B0JORDAN01", price: "31.50" }),
        product("100% Cotton Laces"),
        product("Shoe_Tree Deluxe"),
        product("Back\\slash Brush"),
        product("SupBro Display Case"),
        product("Clear Case by SupBro", { sourceStore: "Foot Locker" }),
      ]);
    const post = (slug: string, title: string, published: boolean) => ({
      slug,
      title,
      excerpt: `${title} excerpt`,
      author: "Team",
      category: "C",
      heroImage: "/h.svg",
      heroImageAlt: title,
      content: "<p>x</p>",
      published,
      publishedAt: published ? t.clock.now : null,
    });
    await t.db
      .insert(blogPosts)
      .values([
        post("history-of-the-air-jordan-1", "History of the Air Jordan 1", true),
        post("jordan-draft", "Jordan secrets (draft)", false),
      ]);
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
    expect(results[0]).toEqual({
      type: "brand",
      title: "Jordan",
      description: "Nike's basketball brand.",
      url: "https://jordan.example",
      category: "Brands",
    });
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
      currency: "USD",
      sourceStore: "Amazon",
      // When its price was written (here, by hand in the database).
      priceAsOf: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      // Its page on the site (the result's picture and title link there; `url` is Shop Now's).
      slug: "air-jordan-shoe-trees",
    });
    expect(results.find((r) => r.type === "blog")).toMatchObject({
      url: "/blog/history-of-the-air-jordan-1",
      description: "History of the Air Jordan 1 excerpt",
    });
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
  });

  it("re-syncing the listings updates changed ones and drops removed ones", async () => {
    await syncResources(t.db, [listing("Jordan", "Updated description."), listing("Vans", "Off the wall.")]);
    expect((await search("jordan"))[0]).toMatchObject({ title: "Jordan", description: "Updated description." });
    expect((await search("converse")).filter((r) => r.type === "brand")).toEqual([]);
    expect((await search("vans"))[0]).toMatchObject({ type: "brand", title: "Vans" });
    await syncResources(t.db, [listing("Jordan", "Nike's basketball brand."), listing("Converse", "Chuck Taylor maker, owned by Nike.")]);
  });

  it("returns an empty list when nothing matches, and what the other words find when one word matches nothing", async () => {
    expect(await search("zzzzqqq")).toEqual([]);
    expect((await search("jordan zzzzqqq"))[0]).toMatchObject({ type: "brand", title: "Jordan" });
  });

  it("finds stores by name and city, linking to the store directory filtered to the store", async () => {
    await t.db.insert(stores).values([
      { name: "Nike Town London", address: "236 Oxford St", city: "London", state: "England", country: "United Kingdom" },
      { name: "Kith Manhattan", address: "337 Lafayette St", city: "New York", state: "NY", country: "USA" },
    ]);
    const nike = (await search("nike")).filter((r) => r.type === "store");
    expect(nike).toEqual([
      {
        type: "store",
        title: "Nike Town London",
        description: "236 Oxford St, London, England, United Kingdom",
        url: "/stores?q=Nike%20Town%20London",
      },
    ]);
    expect((await search("new york")).map((r) => r.title)).toEqual(["Kith Manhattan"]);
    expect((await search("londn")).map((r) => r.title)).toEqual(["Nike Town London"]);
  });

  it(
    "among thousands of matches, finds the title that is the query and those that start with it, wherever they are",
    { timeout: 120_000 },
    async () => {
      // Far more matches than a table hands to the ranking; the closest titles are written last.
      await t.db.execute(sql`
      insert into products (title, price, image_url, product_url)
      select (array['Red', 'Blue', 'Green'])[g % 3 + 1] || ' generic accessory ' || (g % 97) || repeat(' extra', g % 7), 10, '/x.svg', 'https://x.example'
      from generate_series(1, 5000) g`);
      await t.db.insert(products).values([product("Generic Accessory Stand"), product("Generic Accessory")]);
      const results = await search("generic accessory");
      expect(results).toHaveLength(SEARCH_LIMIT);
      expect(results.slice(0, 2).map((r) => r.title)).toEqual(["Generic Accessory", "Generic Accessory Stand"]);
      await t.db.delete(products).where(sql`lower(title) like '%generic accessory%'`);
    },
  );

  it("finds a product the moment it is created, changed or deleted, on this instance and on a second one", async () => {
    const other = await t.openInstance();
    try {
      const searchOn = async (app: typeof t.app, q: string) =>
        searchResultSchema
          .array()
          .parse(await (await app.request(`/api/search?q=${encodeURIComponent(q)}`)).json())
          .map((r) => r.title);
      expect(await searchOn(t.app, "zorblax")).toEqual([]);
      expect(await searchOn(other.app, "zorblax")).toEqual([]);

      const token = await t.loginToken();
      const created = await t.request("POST", "/api/products", {
        token,
        body: {
          title: "Zorblax Sneaker Crate",
          price: "12.00",
          imageUrl: "https://img.example/z.jpg",
          productUrl: "https://shop.example/z",
        },
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      expect(await searchOn(t.app, "zorblax")).toEqual(["Zorblax Sneaker Crate"]);
      expect(await searchOn(other.app, "zorblax")).toEqual(["Zorblax Sneaker Crate"]);
      expect(await searchOn(other.app, "zorblx crate")).toContain("Zorblax Sneaker Crate"); // typo corrected with the new word

      expect((await t.request("PATCH", `/api/products/${id}`, { token, body: { title: "Quuxly Sneaker Crate" } })).status).toBe(200);
      expect(await searchOn(other.app, "zorblax")).toEqual([]);
      expect(await searchOn(other.app, "quuxly")).toEqual(["Quuxly Sneaker Crate"]);

      // A write that bypasses the API, through the second instance's own connections.
      await other.handle.db
        .update(products)
        .set({ title: "Frabjous Sneaker Crate" })
        .where(sql`id = ${id}`);
      expect(await searchOn(t.app, "quuxly")).toEqual([]);
      expect(await searchOn(t.app, "frabjous crate")).toEqual(["Frabjous Sneaker Crate"]);

      expect((await t.request("DELETE", `/api/products/${id}`, { token })).status).toBe(204);
      expect(await searchOn(other.app, "frabjous")).toEqual([]);
      expect(await searchOn(t.app, "frabjous")).toEqual([]);
      expect(await searchOn(t.app, "frabjus")).toEqual([]); // the word stays in the vocabulary, and matches nothing
    } finally {
      await other.close();
    }
  });

  it("ranks a long title containing the query as written above many short ones with its words apart, through edits", async () => {
    // Sixty short titles have both words (the top is full of close matches); only the long one has them as written.
    await t.db.insert(products).values(Array.from({ length: 60 }, (_, i) => product(`Quiller ${i} Vantly`)));
    const [long] = await t.db
      .insert(products)
      .values(product("Deluxe padded storage organiser with quiller vantly lining and extra room"))
      .returning({ id: products.id });
    const first = async (q: string) => (await search(q))[0]?.title;
    expect(await first("quiller vantly")).toBe("Deluxe padded storage organiser with quiller vantly lining and extra room");
    await t.db
      .update(products)
      .set({ title: "Deluxe padded storage organiser with quiller and vantly lining and extra room" })
      .where(sql`id = ${long?.id}`);
    expect(await first("quiller vantly")).not.toMatch(/^Deluxe/);
    expect(await first("quiller and vantly")).toBe("Deluxe padded storage organiser with quiller and vantly lining and extra room");
    await t.db.delete(products).where(sql`id = ${long?.id}`);
    expect(await first("quiller and vantly")).not.toMatch(/^Deluxe/);
    await t.db.delete(products).where(sql`title like 'Quiller %'`);
  });

  it("ranks equal matches: every word before some, the phrase before scattered words, then the most reviewed; typos too", async () => {
    await t.db
      .insert(products)
      .values([
        product("Velvo Quarn Tote", { reviewCount: 1 }),
        product("Velvo Quarn Holder", { reviewCount: 500 }),
        product("Big Velvo Quarn Stand", { reviewCount: 300 }),
        product("Quarn Large Velvo Box", { reviewCount: 10_000 }),
        product("Velvo Strap", { reviewCount: 20_000 }),
      ]);
    const titles = async (q: string) => (await search(q)).map((r) => r.title);
    const ranked = ["Velvo Quarn Holder", "Velvo Quarn Tote", "Big Velvo Quarn Stand", "Quarn Large Velvo Box"];
    expect(await titles("velvo quarn")).toEqual(ranked);
    expect(await titles("velvo qarn")).toEqual(ranked); // a letter dropped
    expect(await titles("velvo strap")).toEqual(["Velvo Strap"]); // those with one of the words are left out
    expect(await titles("velvo quarn strap")).toContain("Velvo Strap"); // nothing has all three: any of them
    await t.db.delete(products).where(sql`title like '%Velvo%'`);
  });

  it("among more matches than it reads through the text index, the most reviewed first", async () => {
    // The most reviewed were inserted last, where the text index yields them last (in statements of 300 rows: one
    // statement of them all outlasts the statement timeout on a loaded machine).
    const pouches = Array.from({ length: 2_100 }, (_, i) => product(`Zelto Pouch ${i + 1}`, { reviewCount: i + 1 }));
    for (let i = 0; i < pouches.length; i += 300) await t.db.insert(products).values(pouches.slice(i, i + 300));
    expect((await search("zelto pouch")).slice(0, 3).map((r) => r.title)).toEqual([
      "Zelto Pouch 2100",
      "Zelto Pouch 2099",
      "Zelto Pouch 2098",
    ]);
    expect((await search("pouch")).slice(0, 3).map((r) => r.title)).toEqual(["Zelto Pouch 2100", "Zelto Pouch 2099", "Zelto Pouch 2098"]);
    await t.db.delete(products).where(sql`title like 'Zelto Pouch %'`);
  });

  it("finds the other English forms of a word, and an agent noun's verb", async () => {
    await t.db
      .insert(products)
      .values([product("Burnishing Cloth"), product("Burnished Leather Tag"), product("Edge Burnisher"), product("Burnt Sole")]);
    await t.db.insert(products).values([product("Plinking Target"), product("Plinker Stand")]);
    const titles = async (q: string) => (await search(q)).map((r) => r.title).sort();
    const forms = ["Burnished Leather Tag", "Burnishing Cloth", "Edge Burnisher"];
    expect(await titles("burnishing")).toEqual(forms);
    expect(await titles("burnisher")).toEqual(forms);
    expect(await titles("burnished leather")).toEqual(["Burnished Leather Tag"]);
    expect(await titles("burnishing cloths")).toEqual(["Burnishing Cloth"]);
    expect(await titles("plinker")).toEqual(["Plinker Stand", "Plinking Target"]); // "cleaner" finds "cleaning"
    await t.db.delete(products).where(sql`title similar to '(Burnish|Edge Burnisher|Burnt|Plink)%'`);
  });

  it("hides a scheduled post until its time comes, with no write in between", async () => {
    await t.db.insert(blogPosts).values({
      slug: "future-frobnicator",
      title: "Frobnicator preview",
      excerpt: "Soon",
      author: "Team",
      category: "C",
      heroImage: "/h.svg",
      heroImageAlt: "x",
      content: "<p>x</p>",
      published: true,
      publishedAt: new Date(t.clock.now.getTime() + 60_000),
    });
    expect(await search("frobnicator")).toEqual([]);
    t.clock.advance(61_000);
    expect((await search("frobnicator")).map((r) => r.title)).toEqual(["Frobnicator preview"]);
  });

  it("searches the words of post bodies, not their markup, below title matches; a draft's body stays hidden", async () => {
    const post = (slug: string, title: string, content: string, published = true) => ({
      slug,
      title,
      excerpt: "",
      author: "Team",
      category: "C",
      heroImage: "/h.svg",
      heroImageAlt: title,
      content,
      published,
      publishedAt: t.clock.now,
    });
    await t.db.insert(products).values(product("Digital Hygrometer Card"));
    const [inBody] = await t.db
      .insert(blogPosts)
      .values([
        post(
          "keeping-pairs-dry",
          "Keeping pairs dry",
          '<h2>Humidity</h2><p>A cheap <strong>hygrometer</strong> tells you where you stand; a melamine&nbsp;sponge lifts scuffs. <a href="https://linkword.example/">Shop</a></p>',
        ),
        post("hygrometer-picks", "Hygrometer picks", "<p>Three we like.</p>"),
        post("secret", "Secret", "<p>A hygrometer and a zyxwort.</p>", false),
      ])
      .returning({ id: blogPosts.id });
    const titles = async (q: string) => (await search(q)).map((r) => r.title);
    // Title matches (a post's and a product's) first, the body match after them; never the draft.
    expect(await titles("hygrometer")).toEqual(["Hygrometer picks", "Digital Hygrometer Card", "Keeping pairs dry"]);
    expect((await search("hygrometer")).at(-1)).toEqual({
      type: "blog",
      title: "Keeping pairs dry",
      description: "",
      url: "/blog/keeping-pairs-dry",
    });
    expect(await titles("melamine sponge")).toEqual(["Keeping pairs dry"]);
    expect(await titles("humidity")).toEqual(["Keeping pairs dry"]);
    expect(await titles("hygromter")).toContain("Keeping pairs dry"); // a typo of a body word
    expect(await titles("linkword")).toEqual([]); // an attribute, not text
    expect(await titles("strong")).toEqual([]); // a tag
    expect(await titles("nbsp")).toEqual([]); // a character reference
    expect(await titles("zyxwort")).toEqual([]); // a draft's body

    await t.db
      .update(blogPosts)
      .set({ content: "<p>Now about boot trees.</p>" })
      .where(sql`id = ${inBody?.id}`);
    expect(await titles("melamine sponge")).toEqual([]);
    expect(await titles("boot trees")).toEqual(["Keeping pairs dry"]);
    await t.db.delete(blogPosts).where(sql`slug in ('keeping-pairs-dry', 'hygrometer-picks', 'secret')`);
    await t.db.delete(products).where(sql`title = 'Digital Hygrometer Card'`);
  });

  it("answers hostile input as any other query: operators and quotes are not syntax, nothing fails", async () => {
    const hostile = [
      '"jordan"',
      "jordan:*",
      "!jordan",
      "jordan & | !",
      "jordan <-> air",
      "(((",
      "'",
      "''",
      "' or 1=1 --",
      "$1",
      "\\",
      "%_%",
      "a:*b",
      "👟",
      "👟 jordan 👟",
      "\u200b",
      "x".repeat(200),
      "é".repeat(200),
      Array.from({ length: 50 }, (_, i) => `w${i}`).join(" "), // more words than are matched
    ];
    for (const q of hostile) expect(await search(q), q).toBeInstanceOf(Array);
    for (const q of ['"jordan"', "jordan:*", "!jordan", "👟 jordan 👟"]) expect((await search(q))[0], q).toMatchObject({ title: "Jordan" });
    expect(await search("👟")).toEqual([]);
    expect((await t.request("GET", `/api/search?q=${encodeURIComponent("x".repeat(5000))}`)).status).toBe(400);
    expect((await t.request("GET", "/api/search?q=jordan%00")).status).toBe(400);
    expect(t.log.errors).toEqual([]);
  });
});

describe.each(engines)("search relevance on %s (the labelled queries)", (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine);
    await syncResources(t.db, RESOURCES);
    await t.db.insert(stores).values(SEED_STORES);
    // A slice of the benchmark's catalogue (bench/bench-data.ts): same generator, same seed.
    const random = createRandom(BENCH_SEED);
    const generated = generateProducts(random, 3_000);
    for (let i = 0; i < generated.length; i += 500) {
      await t.db.insert(products).values(
        generated.slice(i, i + 500).map((p) => ({
          title: p.title,
          price: p.price,
          imageUrl: p.image_url,
          productUrl: p.product_url,
          sourceStore: p.source_store,
          amazonAsin: p.amazon_asin,
        })),
      );
    }
    await t.db.insert(blogPosts).values(
      [...generatePosts(random, 300), ...demoPosts(t.clock.now)].map((p) => ({
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        author: p.author,
        category: p.category,
        heroImage: p.hero_image,
        heroImageAlt: p.hero_image_alt,
        content: p.content,
        published: p.published,
        publishedAt: p.published_at,
      })),
    );
  }, 120_000);
  afterAll(() => t.close());

  it("sends gzip when accepted, with an ETag that a repeat can name for a 304", async () => {
    const plain = await t.request("GET", "/api/search?q=cleaning%20kit");
    const gzip = await t.request("GET", "/api/search?q=cleaning%20kit", { headers: { "accept-encoding": "gzip, deflate, br" } });
    const etag = gzip.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    expect(plain.headers.get("etag")).toBe(etag);
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(gzip.headers.get("cache-control")).toBe("no-cache");
    expect(gzip.headers.get("x-content-type-options")).toBe("nosniff");
    expect(JSON.parse(gunzipSync(await gzip.arrayBuffer()).toString("utf8"))).toEqual(await plain.json());
    const repeat = await t.request("GET", "/api/search?q=cleaning%20kit", { headers: { "if-none-match": etag ?? "" } });
    expect(repeat.status).toBe(304);
  });

  it.each(LABELLED_QUERIES.map((label) => [label.q, label] as const))("%s", async (_q, label) => {
    const res = await t.request("GET", `/api/search?q=${encodeURIComponent(label.q)}`);
    expect(res.status).toBe(200);
    expect(labelFailures(label, searchResultSchema.array().parse(await res.json()))).toEqual([]);
  });
});
