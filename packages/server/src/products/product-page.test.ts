import { adminProductSchema, productBoxHtml, productPageSchema, productSchema, productTableHtml } from "@app/core";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { postProducts, products } from "../db/schema";
import { rowsOf } from "../db/rows";
import { engines, useTestContext } from "../test/test-app";

const DAY_MS = 24 * 60 * 60 * 1000;

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  price: "20.00",
  imageUrl: "/images/products/display-case.svg",
  productUrl: "https://www.amazon.com/dp/B0TESTBOX1",
  amazonAsin: "B0TESTBOX1",
  category: "display",
  ...extra,
});

describe.each(engines)("product pages on %s", (engine) => {
  const t = useTestContext(engine);
  /** A later login's session, once the clock has moved past the test's first one. */
  let session: string | undefined;
  const cookie = () => session ?? t.cookie;
  const later = async (ms: number) => {
    t.clock.advance(ms);
    session = await t.login();
  };
  beforeEach(() => {
    session = undefined;
  });

  const create = async (title: string, extra: Record<string, unknown> = {}) => {
    const res = await t.request("POST", "/api/products", { cookie: cookie(), body: body(title, extra) });
    expect(res.status, await res.clone().text()).toBe(201);
    return adminProductSchema.parse(await res.json());
  };
  const page = async (slug: string) => {
    const res = await t.request("GET", `/api/products/${slug}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return productPageSchema.parse(await res.json());
  };
  const patch = (id: number, change: Record<string, unknown>) =>
    t.request("PATCH", `/api/products/${id}`, { cookie: cookie(), body: change });
  const publish = async (slug: string, content: string) => {
    const res = await t.request("POST", "/api/blog", {
      cookie: cookie(),
      body: { title: `Post ${slug}`, slug, excerpt: "About boxes", content, published: true },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: number };
  };

  it("makes the slug from the title, unique, never a reserved one, and gives it to public products", async () => {
    expect((await create("Clear Drop-Front Box (6 Pack)")).slug).toBe("clear-drop-front-box-6-pack");
    expect((await create("Clear Drop-Front Box (6 Pack)")).slug).toBe("clear-drop-front-box-6-pack-2");
    expect((await create("Crème Brûlée Shoe Shine")).slug).toBe("creme-brulee-shoe-shine");
    expect((await create("Hero")).slug).toBe("hero-2");
    expect((await create("Facets")).slug).toBe("facets-2");
    expect((await create("★★★")).slug).toBe("product");
    expect((await create("x".repeat(300))).slug).toBe("x".repeat(80));
    const list = productSchema.array().parse(await (await t.request("GET", "/api/products")).json());
    expect(list.map((p) => p.slug)).toContain("clear-drop-front-box-6-pack-2");
    // /api/products/hero is still the hero's list, not a product's page.
    expect(Array.isArray(await (await t.request("GET", "/api/products/hero")).json())).toBe(true);
  });

  it("gives twenty products created at once with one title twenty slugs", async () => {
    const made = await Promise.all(
      Array.from({ length: 20 }, () => t.request("POST", "/api/products", { cookie: cookie(), body: body("Lace Lock") })),
    );
    expect(made.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const slugs = await Promise.all(made.map(async (res) => adminProductSchema.parse(await res.json()).slug));
    expect(new Set(slugs).size).toBe(20);
    expect(slugs).toContain("lace-lock");
    for (const slug of slugs) expect(slug).toMatch(/^lace-lock(-\d+)?$/);
  });

  it("keeps the slug when the title changes; a new slug leaves the old one answering 301", async () => {
    const box = await create("Stackable Box");
    const renamed = adminProductSchema.parse(await (await patch(box.id, { title: "Stackable Box, Side Door" })).json());
    expect(renamed.slug).toBe("stackable-box");

    const moved = await patch(box.id, { slug: "side-door-box" });
    expect(moved.status).toBe(200);
    expect(adminProductSchema.parse(await moved.json()).slug).toBe("side-door-box");
    const old = await t.request("GET", "/api/products/stackable-box");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/api/products/side-door-box");
    expect((await page("side-door-box")).product.title).toBe("Stackable Box, Side Door");

    // Its own old slug may be taken back; another product's (or a reserved one) never.
    expect((await patch(box.id, { slug: "stackable-box" })).status).toBe(200);
    expect((await t.request("GET", "/api/products/side-door-box")).headers.get("location")).toBe("/api/products/stackable-box");
    const other = await create("Other Box");
    const taken = await patch(other.id, { slug: "side-door-box" });
    expect(taken.status).toBe(409);
    expect((await patch(other.id, { slug: "hero" })).status).toBe(400);
    expect(((await (await patch(other.id, { slug: "Not A Slug!" })).json()) as { message: string }).message).toMatch(/^slug: /);
    // A product created later with the old title does not get a slug anyone answered to.
    expect((await create("Side Door Box")).slug).toBe("side-door-box-2");
  });

  it("answers 404 for an unknown slug, 410 for a deleted product's, and never 500 for a malformed one", async () => {
    const gone = await create("Gone Box");
    expect((await t.request("DELETE", `/api/products/${gone.id}`, { cookie: cookie() })).status).toBe(204);
    expect((await t.request("GET", "/api/products/gone-box")).status).toBe(410);
    expect((await t.request("GET", "/api/products/never-was")).status).toBe(404);
    for (const bad of ["%00", "a%00b", "x".repeat(5000), "UPPER--case", "-"]) {
      const res = await t.request("GET", `/api/products/${bad}`);
      expect(res.status, bad).toBe(404);
    }
    // The deleted product's slug is not given again.
    expect((await create("Gone Box")).slug).toBe("gone-box-2");
  });

  it("shows the 90-day price history, posts that feature the product and similar products nearest in price", async () => {
    const start = t.clock.now.getTime();
    const main = await create("Main Case", { price: "50.00" });
    await later(10 * DAY_MS);
    await patch(main.id, { price: "45.00" });
    await later(10 * DAY_MS);
    await patch(main.id, { price: "55.00" });
    // Similar: same category, in stock, nearest in price; never itself. Out of stock and unknown are left out.
    for (const [title, price] of [
      ["Case 10", "10.00"],
      ["Case 40", "40.00"],
      ["Case 49", "49.00"],
      ["Case 56", "56.00"],
      ["Case 60", "60.00"],
      ["Case 70", "70.00"],
      ["Case 90", "90.00"],
    ] as const) {
      const added = await create(title, { price });
      await t.db.update(products).set({ availability: "in_stock" }).where(eq(products.id, added.id));
    }
    const sold = await create("Case 55 Sold Out", { price: "55.00" });
    await t.db.update(products).set({ availability: "out_of_stock" }).where(eq(products.id, sold.id));
    await create("Case 54 Unknown", { price: "54.00" });
    const laces = await create("Laces 55", { price: "55.00", category: "laces" });
    await t.db.update(products).set({ availability: "in_stock" }).where(eq(products.id, laces.id));

    const data = await page("main-case");
    expect(data.product).toMatchObject({ title: "Main Case", slug: "main-case", price: "55.00", category: "display", description: "" });
    expect(data.history.map((p) => p.price)).toEqual(["50.00", "45.00", "55.00"]);
    expect(new Date(data.history[0]?.at ?? "").getTime()).toBe(start);
    expect(data.similar.map((p) => p.title)).toEqual(["Case 56", "Case 60", "Case 49", "Case 40", "Case 70", "Case 90"]);
    expect(data.posts).toEqual([]);

    // 100 days on, the history starts with the price in force 90 days ago.
    await later(100 * DAY_MS);
    expect((await page("main-case")).history.map((p) => p.price)).toEqual(["55.00"]);

    const other = await create("Other Case");
    await publish("featuring", `<p>Look.</p>${productTableHtml([main.id, other.id], ["price"])}`);
    expect((await page("main-case")).posts.map((p) => p.slug)).toEqual(["featuring"]);
    expect((await page("other-case")).posts.map((p) => p.slug)).toEqual(["featuring"]);
  });

  it("keeps the featuring-posts relation with post saves and deletes", async () => {
    const a = await create("Box A");
    const b = await create("Box B");
    const featured = async (slug: string) => (await page(slug)).posts.map((p) => p.slug);
    const relation = async () =>
      (await t.db.select().from(postProducts).orderBy(postProducts.postId, postProducts.productId)).map((r) => [r.postId, r.productId]);

    const post = await publish("one", `<p>A box.</p>${productBoxHtml(a.id)}`);
    expect(await relation()).toEqual([[post.id, a.id]]);
    expect(await featured("box-a")).toEqual(["one"]);
    expect(await featured("box-b")).toEqual([]);

    // The edit that swaps the box for a table of both, then for a box of B alone.
    const edit = (content: string) => t.request("PATCH", `/api/admin/posts/${post.id}`, { cookie: cookie(), body: { content } });
    expect((await edit(productTableHtml([a.id, b.id], ["price", "rating"]))).status).toBe(200);
    expect(await relation()).toEqual([
      [post.id, a.id],
      [post.id, b.id],
    ]);
    expect((await edit(`<p>Only B.</p>${productBoxHtml(b.id)}`)).status).toBe(200);
    expect(await featured("box-a")).toEqual([]);
    expect(await featured("box-b")).toEqual(["one"]);
    // An edit that does not touch the content keeps it.
    expect((await t.request("PATCH", `/api/admin/posts/${post.id}`, { cookie: cookie(), body: { title: "Renamed" } })).status).toBe(200);
    expect(await featured("box-b")).toEqual(["one"]);

    // A draft is not listed; a deleted post (or product) takes its rows with it.
    const draft = await t.request("POST", "/api/blog", {
      cookie: cookie(),
      body: { title: "Draft", slug: "draft", excerpt: "", content: productBoxHtml(b.id), published: false },
    });
    expect(draft.status).toBe(201);
    expect(await featured("box-b")).toEqual(["one"]);
    expect((await t.request("DELETE", `/api/admin/posts/${post.id}`, { cookie: cookie() })).status).toBe(204);
    expect(await featured("box-b")).toEqual([]);
    expect((await t.request("DELETE", `/api/products/${b.id}`, { cookie: cookie() })).status).toBe(204);
    expect(await relation()).toEqual([]);
  });

  it("moves the data version when a post's featured products change", async () => {
    const a = await create("Versioned Box");
    const version = async () =>
      String(rowsOf(await t.db.execute(sql`select sum(blog_posts) as blog_posts from content_version`))[0]?.blog_posts);
    const before = await version();
    await t.db.insert(postProducts).values({ postId: (await publish("versioned", "<p>Hi.</p>")).id, productId: a.id });
    expect(Number(await version())).toBeGreaterThan(Number(before));
  });
});
