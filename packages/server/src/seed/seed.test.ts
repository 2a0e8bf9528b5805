import {
  blogPostSummarySchema,
  matchRoute,
  orderProductGrid,
  paths,
  pickHeroProducts,
  productSchema,
  storeSchema,
  TWEET_MAX_LENGTH,
  tweetLength,
  tweetSchema,
} from "@app/core";
import { RESOURCES } from "@app/core/content";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncResources } from "../resources/resources.service";
import { createTestContext, engines, ORIGIN, type TestContext } from "../test/test-app";
import { isEmpty, seedDatabase } from "./seed";

/** The site's public folder, where every demo picture ships (packages/site/scripts/generate-images.mjs). */
const SITE_PUBLIC = fileURLToPath(new URL("../../../site/public", import.meta.url));

describe.each(engines)("demo data on %s", (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(engine);
    expect(await isEmpty(t.db)).toBe(true);
    await seedDatabase(t.db, ORIGIN);
    await syncResources(t.db, RESOURCES);
  });
  afterAll(() => t.close());

  it("has products that exercise every ordering rule", async () => {
    const products = productSchema.array().parse(await (await t.request("GET", "/api/products")).json());
    expect(products.length).toBeGreaterThanOrEqual(22);
    // Every product has its own picture, shipped with the site.
    expect(new Set(products.map((p) => p.imageUrl)).size).toBe(products.length);
    for (const p of products) {
      expect(p.imageUrl, p.title).toMatch(/^\/images\/products\/[a-z0-9-]+\.webp$/);
      expect(existsSync(path.join(SITE_PUBLIC, p.imageUrl)), p.imageUrl).toBe(true);
    }
    expect(products.filter((p) => /supbro/i.test(p.title)).length).toBeGreaterThanOrEqual(2);
    // Casio and G-Shock items exercise the interleaving rule, and the demo grid is all sneaker accessories: no watches.
    expect(products.filter((p) => p.sourceStore === "Casio")).toHaveLength(2);
    expect(products.filter((p) => /g-shock/i.test(p.title) && p.sourceStore === "Amazon")).toHaveLength(1);
    expect(products.filter((p) => /watch/i.test(p.title))).toEqual([]);
    const grid = orderProductGrid(products).map((p) => p.title);
    expect(grid.findIndex((x) => /led/i.test(x) && /stackable/i.test(x))).toBeLessThan(grid.findIndex((x) => /crate/i.test(x)));
    expect(pickHeroProducts(products)).toHaveLength(5);
    expect(products.some((p) => p.sourceStore !== "Amazon" && p.sourceStore !== "Casio")).toBe(true);
  });

  it("has worldwide stores with flagship and chain statuses", async () => {
    const stores = storeSchema.array().parse(await (await t.request("GET", "/api/stores")).json());
    expect(stores.length).toBeGreaterThanOrEqual(40);
    expect(new Set(stores.filter((s) => s.country === "USA").map((s) => s.state)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(stores.filter((s) => s.country !== "USA").map((s) => s.country)).size).toBeGreaterThanOrEqual(8);
    expect(stores.some((s) => s.status === "flagship") && stores.some((s) => s.status === "chain")).toBe(true);
    expect(stores.some((s) => s.rakutenMerchantId && s.website)).toBe(true);
    // Each has a page of its own and a place on the map.
    expect(new Set(stores.map((s) => s.slug)).size).toBe(stores.length);
    expect(stores.find((s) => s.name === "Nike Champs-Élysées")?.slug).toBe("nike-champs-elysees");
    for (const s of stores) {
      expect(s.latitude, s.name).toEqual(expect.any(Number));
      expect(s.longitude, s.name).toEqual(expect.any(Number));
    }
  });

  it("has published posts led by the two pinned slugs, and a draft hidden from the public", async () => {
    const posts = blogPostSummarySchema.array().parse(await (await t.request("GET", "/api/blog")).json());
    expect(posts.length).toBeGreaterThanOrEqual(7);
    expect(posts.slice(0, 2).map((p) => p.slug)).toEqual([
      "innovative-sneaker-boxes",
      "costco-nike-sb-dunk-low-kirkland-signature-release",
    ]);
    expect(posts.map((p) => p.slug)).not.toContain("sneaker-lace-styles");
    for (const p of posts) expect(p.heroImage).toBe(`/images/blog/${p.slug}.webp`);
    const cookie = await t.login();
    const all = blogPostSummarySchema.array().parse(await (await t.request("GET", "/api/admin/posts", { cookie })).json());
    expect(all.find((p) => p.slug === "sneaker-lace-styles")?.published).toBe(false);
  });

  it("has programs and tweets in every status, and is searchable", async () => {
    const cookie = await t.login();
    const programs = (await (await t.request("GET", "/api/programs", { cookie })).json()) as unknown[];
    expect(programs.length).toBeGreaterThanOrEqual(4);
    const tweets = (await (await t.request("GET", "/api/tweets", { cookie })).json()) as { status: string; externalUrl: string | null }[];
    // Demo tweets were never posted to X: none is shown as published (the past ones missed their time).
    expect(new Set(tweets.map((x) => x.status))).toEqual(new Set(["draft", "scheduled", "missed"]));
    const results = (await (await t.request("GET", "/api/search?q=nike")).json()) as { type: string }[];
    expect(new Set(results.map((r) => r.type))).toEqual(new Set(["brand", "store", "product", "blog"]));
    expect(await isEmpty(t.db)).toBe(false);
  });

  it("has tweets that link to pages of the site at PUBLIC_SITE_URL that exist, a product's to that product's page", async () => {
    const cookie = await t.login();
    const tweets = tweetSchema.array().parse(await (await t.request("GET", "/api/tweets", { cookie })).json());
    const products = productSchema.array().parse(await (await t.request("GET", "/api/products")).json());
    for (const tweet of tweets) {
      expect(tweetLength(tweet.content), tweet.content).toBeLessThanOrEqual(TWEET_MAX_LENGTH);
      expect(tweet.content, "no relative link").not.toMatch(/(^|\s)\//);
      expect(tweet.content).not.toMatch(/watch/i);
      const links = tweet.content.match(/https?:\/\/\S+/g) ?? [];
      expect(links, tweet.content).toHaveLength(1);
      const url = new URL(links[0]!);
      expect(url.origin).toBe(ORIGIN);
      expect(matchRoute(url.pathname), url.pathname).not.toBeNull();
      // The page's data is there: its API answers (a page of a missing post or product is a 404).
      expect((await t.request("GET", `/api${url.pathname}`)).status, url.pathname).toBe(200);
      if (tweet.relatedProductId !== null) {
        const product = products.find((p) => p.id === tweet.relatedProductId);
        expect(product, tweet.content).toBeDefined();
        expect(url.pathname).toBe(paths.productPage(product!.slug));
      }
    }
    expect(tweets.filter((x) => x.tweetType === "product").every((x) => x.relatedProductId !== null)).toBe(true);
  });
});
