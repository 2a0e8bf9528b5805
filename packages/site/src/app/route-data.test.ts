import { keyToPath, PAGE_DOCUMENTS, pageDocumentFor, type BlogPost, type Product, type QueryKeyParts, type Transport } from "@app/core";
import type { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../ssr/render-page";
import { ROUTE_DATA } from "./route-data";

/** The query client of each render, to see which of the queries it fetched the page read. */
const clients = vi.hoisted(() => [] as QueryClient[]);
vi.mock("../lib/query-client", async (load) => {
  const actual = await load<typeof import("../lib/query-client")>();
  return { ...actual, createQueryClient: () => clients[clients.push(actual.createQueryClient()) - 1] };
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

const product = (id: number): Product => ({
  id,
  title: `Product ${id}`,
  price: "19.99",
  currency: "USD",
  priceCheckedAt: null,
  availability: "unknown",
  rating: "4.6",
  reviewCount: 3,
  imageUrl: `/images/products/p${id}.webp`,
  affiliateLink: `https://www.amazon.com/dp/B00000000${id % 10}`,
  sourceStore: "Amazon",
});

const post = (slug: string): BlogPost => ({
  id: 1,
  slug,
  title: "How to Clean Suede",
  excerpt: "A guide.",
  author: "Kicks Directory",
  category: "Care",
  heroImage: "/images/blog/suede.webp",
  heroImageAlt: "",
  content: '<p>Brush it. <a href="https://www.amazon.com/dp/B000000001">A brush</a></p>',
  featured: false,
  metaTitle: "",
  metaDescription: "",
  keywords: [],
  published: true,
  publishedAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

/** Every public read answered with something to show, so that data a page reveals only once loaded is rendered too. */
const answers: [RegExp, (match: RegExpExecArray) => unknown, string?][] = [
  [/^\/api\/config$/, () => ({ rakutenPublisherId: "3850173", amazonAssociateTag: "kicks-20", amazonTrackingIds: {} })],
  [/^\/api\/products\/hero$/, () => [product(1), product(2)]],
  [/^\/api\/products\?limit=30&page=1$/, () => Array.from({ length: 30 }, (_, i) => product(i + 1)), "/api/products?limit=30&page=2"],
  [/^\/api\/products\?limit=30&page=2$/, () => [product(31)]],
  [/^\/api\/blog\?limit=24&page=1$/, () => [post("how-to-clean-suede")], "/api/blog?limit=24&page=2"],
  [/^\/api\/blog\?limit=24&page=2$/, () => [post("older")]],
  [/^\/api\/blog\/([^/?]+)$/, (match) => post(match[1] ?? "")],
  [
    /^\/api\/stores$/,
    () => [
      {
        id: 1,
        name: "Kith",
        address: "337 Lafayette St",
        city: "New York",
        state: "NY",
        country: "USA",
        phone: null,
        website: "https://kith.com",
        status: "flagship",
        rakutenMerchantId: "12345",
      },
    ],
  ],
  [
    /^\/api\/resources$/,
    () => [{ id: 1, name: "Nike", url: "https://nike.com", description: "Just do it.", logo: "", category: "Brands" }],
  ],
  [
    /^\/api\/search\?q=/,
    () => [{ type: "product", title: "Clear Box", description: "Stackable.", url: "https://www.amazon.com/dp/B000000001", price: "24.5" }],
  ],
];
const api: Transport = async ({ path }) => {
  for (const [pattern, body, next] of answers) {
    const match = pattern.exec(path);
    if (match)
      return { status: 200, statusText: "OK", body: JSON.stringify(body(match)), ...(next ? { link: `<${next}>; rel="next"` } : {}) };
  }
  return { status: 404, statusText: "Not Found", body: "" };
};

const render = (url: string) => renderPage(pageDocumentFor(new URL(url, "http://x").pathname).document!, { url, transport: api });

/** Every public page, and the addresses whose search parameters or path name other data. */
const ADDRESSES = [
  ...PAGE_DOCUMENTS.map((document) => document.renderPath),
  "/products?page=2",
  "/products?page=abc",
  "/blog?page=2",
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
