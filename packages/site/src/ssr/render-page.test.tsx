import { pageDocumentFor, type Product, type Transport } from "@app/core";
import { describe, expect, it } from "vitest";
import { renderPage } from "./render-page";

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
  affiliateLink: `https://example.com/p${id}`,
  sourceStore: "Amazon",
});

/** The server's API as the renderer reaches it: two pages of the catalogue (30 and 2 products), the hero, no posts. */
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
  if (path.startsWith("/api/blog?")) return ok([]);
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
    expect(await paths("/products")).toEqual(["/api/config", "/api/products?limit=30&page=1"]);
    expect(await paths("/blog")).toEqual(["/api/blog?limit=24&page=1", "/api/config"]);
  });
});
