import { keyToPath, PAGE_DOCUMENTS, pageDocumentFor, type BlogPost, type Product, type QueryKeyParts, type Transport } from "@app/core";
import type { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ROUTE_DATA } from "../app/route-data";
import { blogPost, store } from "../test/fixtures";
import type * as QueryClientModule from "../lib/query-client";
import { renderPage } from "./render-page";

/** The query client of each render, to see which of the queries it fetched the page read. */
const clients = vi.hoisted(() => [] as QueryClient[]);
vi.mock("../lib/query-client", async (load) => {
  const actual = await load<typeof QueryClientModule>();
  return { ...actual, createQueryClient: () => clients[clients.push(actual.createQueryClient()) - 1] };
});

const product = (id: number): Product => ({
  id,
  title: `Product ${id}`,
  slug: `product-${id}`,
  price: "19.99",
  currency: "USD",
  priceCheckedAt: null,
  priceAsOf: new Date().toISOString(),
  availability: "unknown",
  rating: "4.6",
  reviewCount: 3,
  imageUrl: `/images/products/p${id}.webp`,
  affiliateLink: `https://example.com/p${id}`,
  sourceStore: "Amazon",
});

const post = (slug: string): BlogPost =>
  blogPost({
    slug,
    content: '<p>Brush it. <a href="https://www.amazon.com/dp/B000000001">A brush</a></p>',
    published: true,
    publishedAt: "2026-01-01T00:00:00.000Z",
  });

/**
 * The server's API as the renderer reaches it: two pages of the catalogue (30 and 2 products), the hero, one page of
 * one post, any post, a store, a brand, a search result: something to show for every public read, so that a query a
 * page declares only once other data has arrived is rendered too.
 */
const api: Transport = async ({ path }) => {
  const page = Number(/^\/api\/products\?limit=30&page=(\d+)$/.exec(path)?.[1]);
  const ok = (body: unknown, link?: string) => ({ status: 200, statusText: "OK", body: JSON.stringify(body), ...(link ? { link } : {}) });
  if (page === 1)
    return ok(
      Array.from({ length: 30 }, (_, i) => product(i + 1)),
      '</api/products?limit=30&page=2>; rel="next"',
    );
  if (page === 2) return ok([product(31), product(32)]);
  if (page > 2) return ok([]);
  if (path === "/api/products/hero") return ok([product(1)]);
  if (path === "/api/blog?limit=24&page=1") return ok([post("how-to-clean-suede")]);
  if (path.startsWith("/api/blog?")) return ok([]);
  const slug = /^\/api\/blog\/([^/?]+)$/.exec(path)?.[1];
  if (slug) return ok(post(slug));
  if (path === "/api/config") return ok({ rakutenPublisherId: "3850173", amazonAssociateTag: "kicks-20", amazonTrackingIds: {} });
  if (path === "/api/stores")
    return ok([store({ id: 1, name: "Kith", city: "New York", state: "NY", status: "flagship", rakutenMerchantId: "12345" })]);
  if (path === "/api/resources")
    return ok([{ id: 1, name: "Nike", url: "https://nike.com", description: "Just do it.", logo: "", category: "Brands" }]);
  if (path.startsWith("/api/search?"))
    return ok([
      { type: "product", title: "Clear Box", description: "Stackable.", url: "https://www.amazon.com/dp/B000000001", price: "24.5" },
    ]);
  return { status: 404, statusText: "Not Found", body: "" };
};

const render = (url: string) => renderPage(pageDocumentFor(new URL(url, "http://x").pathname).document!, { url, transport: api });

describe("the server's render of the numbered lists", () => {
  it("renders /products?page=2 with page 2's products, rel=prev, its canonical and its data for hydration", async () => {
    const page = await render("/products?page=2");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Product 31");
    expect(page.body).not.toContain("Product 30<");
    expect(page.head).toContain('<link rel="canonical" href="http://localhost:3000/products?page=2"/>');
    expect(page.head).toContain('<link rel="prev" href="http://localhost:3000/products"/>');
    expect(page.head).not.toContain('rel="next"');
    expect(page.body).toMatch(/href="\/products"[^>]*>.*Previous/);
    expect(JSON.stringify(page.state)).toContain("Product 32");
  });

  it("renders Home's first page with a Show more link to /products?page=2", async () => {
    const page = await render("/");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Product 30");
    expect(page.body).not.toContain("Product 31");
    expect(page.body).toMatch(/<a href="\/products\?page=2"[^>]*>Show more<\/a>/);
  });

  it.each(["/products?page=3", "/products?page=abc", "/blog?page=2", "/blog?page=0"])(
    "answers %s with 'Page Not Found' and 404",
    async (url) => {
      const page = await render(url);
      expect(page.status).toBe(404);
      expect(page.body).toContain("Page Not Found");
    },
  );

  it("prerenders the lists for a static host with their first page's data preloaded by its request path", async () => {
    const paths = async (url: string) => (await renderPage(pageDocumentFor(url).document!)).dataPaths.map((d) => d.path).sort();
    // Every page reads the server's settings (the Amazon associate tag of the footer's and menus' links).
    expect(await paths("/")).toEqual(["/api/config", "/api/products/hero", "/api/products?limit=30&page=1"]);
    expect(await paths("/products")).toEqual(["/api/config", "/api/products/facets", "/api/products?limit=30&page=1"]);
    expect(await paths("/blog")).toEqual(["/api/blog?limit=24&page=1", "/api/config"]);
  });
});

/**
 * The API paths of the queries the last render fetched but no component read: a component's useQuery leaves its
 * options (`_optimisticResults`, TanStack's own) on the query; a prefetch alone does not.
 */
const unread = () =>
  clients
    .at(-1)!
    .getQueryCache()
    .getAll()
    .filter((query) => !("_optimisticResults" in query.options))
    .map((query) => keyToPath(query.queryKey as QueryKeyParts));

/** Every public page, and the addresses whose search parameters or path name other data. */
const ADDRESSES = [
  ...PAGE_DOCUMENTS.map((document) => document.renderPath),
  "/products?page=2",
  "/products?page=abc",
  "/products?store=Amazon&min=10&sort=-price&page=2",
  "/products?min=abc",
  "/products/category/display",
  "/products/category/nope",
  "/blog/how-to-clean-suede",
  "/search?q=shoe",
  "/stores?q=Kith",
];

afterEach(() => vi.restoreAllMocks());

describe("each route names its data (app/route-data.ts)", () => {
  it.each(ADDRESSES)("renders %s once from its list, reading nothing the list does not name and all it names", async (url) => {
    const page = await render(url);
    expect(page.unlisted).toEqual([]);
    expect(unread()).toEqual([]);
  });

  it("renders a query its list does not name loading, and says so once", async () => {
    vi.spyOn(ROUTE_DATA, "home").mockReturnValue([]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const page = await render("/");
    expect(page.unlisted.sort()).toEqual(["/api/products/hero", "/api/products?limit=30&page=1"]);
    expect(page.body).not.toContain("Product 1<");
    expect(page.body).toContain('data-testid="product-card-skeleton"');
    await render("/");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("/api/products/hero");
  });

  it("tells a query its list names but the page does not read", async () => {
    vi.spyOn(ROUTE_DATA, "privacy").mockImplementation((api) => ROUTE_DATA.stores(api, { params: {}, search: new URLSearchParams() }));
    await render("/privacy");
    expect(unread()).toEqual(["/api/stores"]);
  });
});
