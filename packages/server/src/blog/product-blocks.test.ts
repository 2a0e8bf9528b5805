import { existsSync } from "node:fs";
import { blogPostSchema, productBoxHtml, productTableHtml } from "@app/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/schema";
import { loadSiteRenderer, siteRendererFile } from "../pages/pages.routes";
import { createTestContext, engines, type TestContext, useTestContext } from "../test/test-app";
import { MISSING_PRODUCT_TEXT, UNAVAILABLE_PRODUCT_TEXT } from "./product-blocks";

const product = (title: string, price: string, extra: Record<string, unknown> = {}) => ({
  title,
  price,
  imageUrl: "/images/products/display-case.svg",
  productUrl: "https://www.amazon.com/dp/B0TESTBOX1",
  amazonAsin: "B0TESTBOX1",
  ...extra,
});

const post = (slug: string, content: string) => ({ title: `Post ${slug}`, slug, excerpt: "About boxes", content, published: true });

/** The affiliate links in HTML: every `<a>` that leaves the site. */
const outboundLinks = (html: string) => [...html.matchAll(/<a [^>]*href="https?:\/\/[^"]*"[^>]*>/g)].map((m) => m[0]);

describe.each(engines)("product boxes and comparison tables on %s", (engine) => {
  const t = useTestContext(engine);

  const addProduct = async (body: Record<string, unknown>) => {
    const res = await t.request("POST", "/api/products", { cookie: t.cookie, body });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const publish = async (slug: string, content: string) => {
    const res = await t.request("POST", "/api/blog", { cookie: t.cookie, body: post(slug, content) });
    return { status: res.status, body: (await res.json()) as { content?: string; message?: string } };
  };
  const read = async (slug: string) => blogPostSchema.parse(await (await t.request("GET", `/api/blog/${slug}`)).json()).content;

  it("stores only the reference and draws the box and table from the products' current rows", async () => {
    const crate = await addProduct(product("Clear Drop Front Crate", "29.99"));
    const case2 = await addProduct(
      product("Acrylic Display Case", "49.50", { currency: "EUR", sourceStore: "Kickshelf", productUrl: "https://kickshelf.example/case" }),
    );
    const stored = `<p>Intro.</p>${productBoxHtml(crate)}${productTableHtml([crate, case2], ["price", "rating", "store"])}`;
    const created = await publish("boxes", stored);
    expect(created.status).toBe(201);
    // The stored post has no price, title or link of a product: only the references.
    expect(created.body.content).toBe(stored);

    const html = await read("boxes");
    expect(html).toContain("Clear Drop Front Crate");
    expect(html).toContain("$29.99");
    expect(html).toContain("€49.50");
    expect(html).toContain('data-placement="post:boxes"');
    expect(html).toMatch(/<th scope="row">Store<\/th><td>Amazon<\/td><td>Kickshelf<\/td>/);
    const links = outboundLinks(html);
    expect(links.length).toBe(3); // the box's and one per table column
    for (const link of links) expect(link).toContain('rel="sponsored noopener noreferrer"');
    // Amazon's link carries the associate tag (the test server's AMAZON_ASSOCIATE_TAG).
    expect(html).toMatch(/href="https:\/\/www\.amazon\.com\/dp\/B0TESTBOX1\?tag=[\w-]+"/);
    expect(html).toContain('href="https://kickshelf.example/case"');

    // A price change shows without editing the post.
    const res = await t.request("PATCH", `/api/products/${crate}`, { cookie: t.cookie, body: { price: "24.00" } });
    expect(res.status).toBe(200);
    const after = await read("boxes");
    expect(after).toContain("$24.00");
    expect(after).not.toContain("$29.99");
    // The admin's editor still gets the references.
    const [saved] = ((await (await t.request("GET", "/api/admin/posts", { cookie: t.cookie })).json()) as { id: number }[]) ?? [];
    const edited = (await (await t.request("GET", `/api/admin/posts/${saved?.id}`, { cookie: t.cookie })).json()) as { content: string };
    expect(edited.content).toBe(stored);
  });

  it("shows the Amazon price with its time, and no number once it is over 24 hours old", async () => {
    const id = await addProduct(product("Sneaker Shield Spray", "12.00"));
    await t.db.update(products).set({ priceCheckedAt: t.clock.now }).where(eq(products.id, id));
    await publish("as-of", productBoxHtml(id));
    const fresh = await read("as-of");
    expect(fresh).toContain("$12.00");
    expect(fresh).toMatch(/as of \d\d\/\d\d\/\d{4} \d\d:\d\d UTC/);
    t.clock.advance(25 * 60 * 60 * 1000);
    const stale = await read("as-of");
    expect(stale).not.toContain("$12.00");
    expect(stale).toContain("See price on Amazon");
  });

  it("dates a typed price; a typed Amazon price follows the same 24 hours, another store's stays", async () => {
    const amazon = await addProduct(product("Typed Amazon Trees", "21.00"));
    const shop = await addProduct(
      product("Typed Shop Laces", "7.00", { sourceStore: "Kickshelf", productUrl: "https://kickshelf.example/laces" }),
    );
    const typedAt = /as of (\d\d\/\d\d\/\d{4} \d\d:\d\d UTC)/;
    await publish("typed", `${productBoxHtml(amazon)}${productBoxHtml(shop)}`);
    const fresh = await read("typed");
    expect(fresh).toContain("$21.00");
    expect(fresh).toContain("$7.00");
    expect([...fresh.matchAll(new RegExp(typedAt, "g"))]).toHaveLength(2);
    t.clock.advance(25 * 60 * 60 * 1000);
    const stale = await read("typed");
    expect(stale).not.toContain("$21.00");
    expect(stale).toContain("See price on Amazon");
    expect(stale).toContain("$7.00");
    expect(stale).toMatch(typedAt);
    // A new price typed is shown again, dated now.
    expect((await t.request("PATCH", `/api/products/${amazon}`, { cookie: t.cookie, body: { price: "22.00" } })).status).toBe(200);
    expect(await read("typed")).toContain("$22.00");
  });

  it("shows a placeholder for a deleted or unavailable product, never a dead shop link", async () => {
    const gone = await addProduct(product("Soon Deleted Box", "10.00"));
    const sold = await addProduct(product("Sold Out Trees", "15.00"));
    const kept = await addProduct(product("Kept Laces", "5.00"));
    // An Amazon item the Creators API no longer returns (broken in Link Health): the same placeholder.
    const dead = await addProduct(product("Dead ASIN Crate", "8.00"));
    await t.db.update(products).set({ availability: "out_of_stock" }).where(eq(products.id, sold));
    await t.db.update(products).set({ amazonMissing: true }).where(eq(products.id, dead));
    const boxes = `${productBoxHtml(gone)}${productBoxHtml(sold)}${productBoxHtml(dead)}${productTableHtml([gone, kept], ["price"])}`;
    expect((await publish("placeholders", boxes)).status).toBe(201);
    expect((await t.request("DELETE", `/api/products/${gone}`, { cookie: t.cookie })).status).toBe(204);

    const html = await read("placeholders");
    expect(html).not.toContain("Soon Deleted Box");
    expect(html.split(MISSING_PRODUCT_TEXT).length - 1).toBe(2); // the box and the table's column
    expect(html.split(UNAVAILABLE_PRODUCT_TEXT).length - 1).toBe(2);
    expect(html).toContain('href="/products"');
    // The one shop link left is the available product's.
    expect(outboundLinks(html)).toHaveLength(1);
    expect(html).toContain("Kept Laces");
  });

  it("rejects a post naming a product that does not exist, and keeps no forged block", async () => {
    const real = await addProduct(product("Real Crate", "20.00"));
    const unknown = await publish("forged", `<p>x</p>${productBoxHtml(real + 1000)}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain(`product ${real + 1000} is not in the catalogue`);
    const inTable = await publish("forged-table", productTableHtml([real, 999_999], ["price"]));
    expect(inTable.status).toBe(400);

    // A script in an attribute, a stray attribute, an id that is not a number: the block is dropped whole.
    const forged = await publish(
      "forged-attrs",
      [
        `<div data-product-box data-product-id='${real}" onmouseover="alert(1)'></div>`,
        `<div data-product-box data-product-id="<script>alert(1)</script>"></div>`,
        `<div data-product-box="" data-product-id="${real}" onclick="steal()" class="x" style="color:red"></div>`,
        `<div data-product-table data-product-ids="${real}" data-rows="price"></div>`,
        `<div data-product-table data-product-ids="${real},${real}" data-rows="price,javascript:alert(1)"></div>`,
        `<div data-product-box data-product-id="${real}"><a href="https://evil.example">stale copy $9.99</a></div>`,
        `<div><p>Plain div content stays.</p></div>`,
      ].join(""),
    );
    expect(forged.status).toBe(201);
    expect(forged.body.content).toBe(`${productBoxHtml(real)}<p>Plain div content stays.</p>`);
    expect(forged.body.content).not.toMatch(/alert|onclick|onmouseover|script|style|evil|9\.99/);
  });

  it("checks the ids of an edited post and of a preview too", async () => {
    const real = await addProduct(product("Real Crate", "20.00"));
    const { body } = await publish("to-edit", "<p>x</p>");
    const [saved] = (await (await t.request("GET", "/api/admin/posts", { cookie: t.cookie })).json()) as { id: number }[];
    expect(body.content).toBe("<p>x</p>");
    const patch = await t.request("PATCH", `/api/admin/posts/${saved?.id}`, {
      cookie: t.cookie,
      body: { content: productBoxHtml(real + 5) },
    });
    expect(patch.status).toBe(400);
    const preview = await t.request("POST", "/api/admin/posts/preview", { cookie: t.cookie, body: post("p", productBoxHtml(real + 5)) });
    expect(preview.status).toBe(400);
    const ok = await t.request("PATCH", `/api/admin/posts/${saved?.id}`, { cookie: t.cookie, body: { content: productBoxHtml(real) } });
    expect(ok.status).toBe(200);
  });

  it("lists the admin's products by id for the editor", async () => {
    const a = await addProduct(product("Alpha Box", "1.00"));
    await addProduct(product("Beta Box", "2.00"));
    const c = await addProduct(product("Gamma Box", "3.00"));
    const res = await t.request("GET", `/api/admin/products?ids=${a},${c}`, { cookie: t.cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { title: string }[]).map((p) => p.title).sort()).toEqual(["Alpha Box", "Gamma Box"]);
    expect((await t.request("GET", "/api/admin/products?ids=1,x", { cookie: t.cookie })).status).toBe(400);
  });
});

// The server-rendered page, as a visitor (or a crawler, JavaScript off) gets it, kept in the page cache by data version.
const rendererFile = siteRendererFile(undefined);

describe.each(engines)("a kept post page with product boxes on %s", (engine) => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    if (!existsSync(rendererFile)) throw new Error(`${rendererFile} is missing: run \`pnpm build\` first (pnpm test does).`);
    t = await createTestContext(engine, { renderer: await loadSiteRenderer(rendererFile) });
    cookie = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows the new price after a price change, without editing the post", async () => {
    const res = await t.request("POST", "/api/products", { cookie, body: product("Stackable Sneaker Crate", "39.99") });
    const id = ((await res.json()) as { id: number }).id;
    expect((await t.request("POST", "/api/blog", { cookie, body: post("kept", productBoxHtml(id)) })).status).toBe(201);

    const first = await (await t.request("GET", "/blog/kept")).text();
    expect(first).toContain("Stackable Sneaker Crate");
    expect(first).toContain("$39.99");
    expect(first).toContain('rel="sponsored noopener noreferrer"');
    // Served again from the page cache: the same page.
    expect(await (await t.request("GET", "/blog/kept")).text()).toBe(first);

    expect((await t.request("PATCH", `/api/products/${id}`, { cookie, body: { price: "34.50" } })).status).toBe(200);
    const after = await (await t.request("GET", "/blog/kept")).text();
    expect(after).toContain("$34.50");
    expect(after).not.toContain("$39.99");
  });

  it("renders a typed Amazon price with its time, and no number once that time is over 24 hours old", async () => {
    const res = await t.request("POST", "/api/products", { cookie, body: product("Typed Display Case", "59.00") });
    const { id, slug } = (await res.json()) as { id: number; slug: string };
    expect((await t.request("POST", "/api/blog", { cookie, body: post("kept-typed", productBoxHtml(id)) })).status).toBe(201);
    const pages = [`/blog/kept-typed`, `/products/${slug}`];
    for (const path of pages) {
      const html = await (await t.request("GET", path)).text();
      expect(html, path).toContain("$59.00");
      expect(html, path).toMatch(/as of \d\d\/\d\d\/\d{4} \d\d:\d\d UTC/);
    }
    // Typed 25 hours ago (the renderer reads the real clock; the data version moves with the write).
    await t.db
      .update(products)
      .set({ priceSetAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(products.id, id));
    for (const path of pages) {
      // A write made outside the app reaches its kept pages within the data version's age.
      await expect.poll(async () => (await t.request("GET", path)).text(), { timeout: 30_000 }).toContain("See price on Amazon");
      const html = await (await t.request("GET", path)).text();
      expect(html, path).not.toMatch(/as of \d\d\/\d\d\/\d{4} \d\d:\d\d UTC/);
      // The page's history may list past prices with their days; none is shown as the price now.
      expect(html, path).not.toMatch(/\$59\.00<\/(span|p)>|now \$59\.00/);
    }
  });
});
