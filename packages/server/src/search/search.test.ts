import { gunzipSync } from "node:zlib";
import { searchResultSchema } from "@app/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, products, stores } from "../db/schema";
import { RESOURCES } from "@app/core/content";
import { BENCH_SEED, createRandom, generatePosts, generateProducts } from "../../bench/bench-data";
import { syncResources } from "../resources/resources.service";
import { SEED_STORES } from "../seed/stores.seed";
import { createTestContext, engines, type TestContext } from "../test/test-app";
import { LABELLED_QUERIES, labelFailures } from "./labelled-queries";
import { counting, manualWatch } from "../test/counting";
import { createSearchIndex, SEARCH_CHANNEL, SEARCH_LIMIT } from "./search-index";

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

  it("returns an empty list when nothing matches", async () => {
    expect(await search("zzzzqqq")).toEqual([]);
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
    "ranks every match, not the first few hundred: among 5,000 equal matches the shortest titles come first",
    { timeout: 120_000 },
    async () => {
      await t.db.execute(sql`
      insert into products (title, price, image_url, product_url)
      select 'Generic accessory ' || (g % 97) || ' ' || (array['red', 'blue', 'green'])[g % 3 + 1] || repeat(' extra', g % 7), 10, '/x.svg', 'https://x.example'
      from generate_series(1, 5000) g`);
      const results = await search("generic accessory");
      expect(results).toHaveLength(SEARCH_LIMIT);
      // The titles without " extra" are the closest to the query; every one of the first 50 is such a title.
      expect(results.filter((r) => r.title.includes("extra"))).toEqual([]);
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
      // Both instances have built their index before the write.
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

      expect((await t.request("DELETE", `/api/products/${id}`, { token })).status).toBe(204);
      expect(await searchOn(other.app, "quuxly")).toEqual([]);
      expect(await searchOn(t.app, "quuxly")).toEqual([]);
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
      .set({ title: "Deluxe padded storage organiser with quiller-vantly lining and extra room" })
      .where(sql`id = ${long?.id}`);
    expect(await first("quiller vantly")).not.toMatch(/^Deluxe/);
    expect(await first("quiller-vantly")).toBe("Deluxe padded storage organiser with quiller-vantly lining and extra room");
    await t.db.delete(products).where(sql`id = ${long?.id}`);
    expect(await first("quiller-vantly")).not.toMatch(/^Deluxe/);
    await t.db.delete(products).where(sql`title like 'Quiller %'`);
  });

  it("answers from the database until the index is built, then from the index, with the same ranking", async () => {
    const index = createSearchIndex(t.db, "kicks-20", { maxWaitMs: 0 });
    const titles = async (q: string) => (await index.search(q, t.clock.now)).map((r) => r.title);
    // Nothing waits for the build: the first search is the database's answer (the index still holds nothing).
    expect(await titles("supbro")).toEqual(["SupBro Display Case", "Clear Case by SupBro"]);
    expect(await titles("displey")).toContain("SupBro Display Case");
    expect(await titles("%")).toEqual(["100% Cotton Laces"]);
    expect((await index.search("jordan", t.clock.now))[0]).toMatchObject({ type: "brand", title: "Jordan" });
    expect(await titles("jordan")).not.toContain("Jordan secrets (draft)");
    await index.start();
    expect(index.size().product).toBeGreaterThan(0);
    expect(await titles("supbro")).toEqual(["SupBro Display Case", "Clear Case by SupBro"]);
    expect(await titles("displey")).toContain("SupBro Display Case");
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
});

describe.each(engines)("search freshness by change notification on %s", (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine);
  });
  afterAll(() => t.close());

  it("reads the change counters only when the watch moved, this instance wrote, or the listener is down", async () => {
    await t.db.insert(products).values(product("Frizzle Crate"));
    const { db, counter } = counting(t.db, "execute");
    const watch = manualWatch();
    const index = createSearchIndex(db, undefined, { watch });
    await index.start();
    const titles = async (q: string) => (await index.search(q, t.clock.now)).map((r) => r.title);
    expect(await titles("frizzle")).toEqual(["Frizzle Crate"]);
    const trusted = counter.calls;
    for (let i = 0; i < 5; i++) expect(await titles("frizzle")).toEqual(["Frizzle Crate"]);
    expect(counter.calls).toBe(trusted);

    await t.db.insert(products).values(product("Frizzle Box"));
    watch.set(1); // the notification of that write
    expect(await titles("frizzle")).toEqual(["Frizzle Box", "Frizzle Crate"]);
    const caughtUp = counter.calls;
    await titles("frizzle");
    expect(counter.calls).toBe(caughtUp);

    index.invalidate(); // this instance wrote
    await titles("frizzle");
    expect(counter.calls).toBe(caughtUp + 1);

    watch.set(null); // not subscribed: every search reads
    await titles("frizzle");
    await titles("frizzle");
    expect(counter.calls).toBe(caughtUp + 3);
    await t.db.delete(products).where(sql`title like 'Frizzle %'`);
    expect(await titles("frizzle")).toEqual([]);
  });

  it("an app finds its own write at once, before any notification", async () => {
    const index = createSearchIndex(t.db, undefined, { watch: manualWatch() }); // a watch that never moves
    const app = t.appWith({}, { searchIndex: index });
    const titles = async (q: string) =>
      searchResultSchema
        .array()
        .parse(await (await app.request(`/api/search?q=${q}`)).json())
        .map((r) => r.title);
    expect(await titles("blorple")).toEqual([]);
    expect(await titles("blorple")).toEqual([]);
    const created = await app.request("/api/products", {
      method: "POST",
      headers: { authorization: `Bearer ${await t.loginToken()}`, "content-type": "application/json" },
      body: JSON.stringify({
        title: "Blorple Stand",
        price: "5.00",
        imageUrl: "https://img.example/b.jpg",
        productUrl: "https://shop.example/b",
      }),
    });
    expect(created.status).toBe(201);
    expect(await titles("blorple")).toEqual(["Blorple Stand"]);
  });

  it("an app trusts its counters through a visitor's beacon and a refused write, not through the admin's write", async () => {
    const index = createSearchIndex(t.db, undefined, { watch: manualWatch() });
    let invalidations = 0;
    const app = t.appWith(
      {},
      {
        searchIndex: {
          ...index,
          invalidate: () => {
            invalidations++;
            index.invalidate();
          },
        },
      },
    );
    const json = { "content-type": "application/json", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" };
    const admin = { ...json, authorization: `Bearer ${await t.loginToken()}` };
    const beacon = await app.request("/api/clicks", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ url: "https://shop.example/s", source: "/" }),
    });
    expect(beacon.status).toBeLessThan(300);
    const refused = await app.request("/api/products", { method: "POST", headers: admin, body: JSON.stringify({ title: "" }) });
    expect(refused.status).toBe(400);
    expect(invalidations).toBe(0);
    const product = { title: "Quibble Stand", price: "5.00", imageUrl: "https://img.example/q.jpg", productUrl: "https://shop.example/q" };
    const created = await app.request("/api/products", { method: "POST", headers: admin, body: JSON.stringify(product) });
    expect(created.status).toBe(201);
    expect(invalidations).toBe(1);
  });

  it("a write committed by any connection reaches another instance's index once its notification arrives", async () => {
    const other = await t.openInstance();
    try {
      const watch = other.handle.notifications.watch(SEARCH_CHANNEL);
      await expect.poll(() => watch.token(), { timeout: 10_000, interval: 10 }).not.toBeNull();
      const index = createSearchIndex(other.handle.db, undefined, { watch });
      await index.start();
      const titles = async (q: string) => (await index.search(q, t.clock.now)).map((r) => r.title);
      expect(await titles("wuzzle")).toEqual([]);
      expect(await titles("wuzzle")).toEqual([]);
      await t.db.execute(
        sql`insert into products (title, price, image_url, product_url) values ('Wuzzle Stand', 1, '/x.svg', 'https://x.example')`,
      );
      await expect.poll(() => titles("wuzzle"), { timeout: 10_000, interval: 10 }).toEqual(["Wuzzle Stand"]);
    } finally {
      await other.close();
    }
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
      generatePosts(random, 300).map((p) => ({
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        author: p.author,
        category: p.category,
        heroImage: p.hero_image,
        heroImageAlt: p.hero_image_alt,
        content: p.content,
        published: true,
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

  it("builds in slices that let other work run in between", async () => {
    const index = createSearchIndex(t.db, undefined);
    let turns = 0;
    let building = true;
    const turn = () => {
      turns++;
      if (building) setImmediate(turn);
    };
    setImmediate(turn);
    await index.start();
    building = false;
    expect(index.size()).toMatchObject({ product: 3_000, blog: 300 });
    // Three thousand products, three hundred posts: far more slices than the statements reading them.
    expect(turns).toBeGreaterThan(10);
  });

  it.each(LABELLED_QUERIES.map((label) => [label.q, label] as const))("%s", async (_q, label) => {
    const res = await t.request("GET", `/api/search?q=${encodeURIComponent(label.q)}`);
    expect(res.status).toBe(200);
    expect(labelFailures(label, searchResultSchema.array().parse(await res.json()))).toEqual([]);
  });
});
