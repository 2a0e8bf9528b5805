import type { Product } from "@app/core";
import { CATEGORY_CARDS, PRODUCTS_PAGE } from "@app/core/content";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ResponseStatusContext } from "../app/response-status";
import { MemoryRouter, Route, Routes } from "react-router";
import ProductsPage from "./products-page";
import { jsonResponse, pageResponse, renderWithApi } from "../test/render-with-api";

const product = (id: number, title = `Product ${id}`): Product => ({
  id,
  title,
  slug: `product-${id}`,
  price: "39.99",
  currency: "USD",
  priceCheckedAt: null,
  priceAsOf: new Date().toISOString(),
  availability: "unknown",
  rating: "4.7",
  reviewCount: 120,
  imageUrl: `/images/products/p${id}.webp`,
  affiliateLink: `https://www.amazon.com/dp/B00000000${id}`,
  sourceStore: "Amazon",
});

const facets = { total: 1, categories: [{ value: "display", count: 1 }], stores: [{ value: "Amazon", count: 1 }], inStock: 0 };

/** /products at `url` over a fake API holding `pages` of the catalogue; the HTTP status the page asks for is kept. */
function renderAt(url: string, pages: Product[][]) {
  const status: number[] = [];
  const fetchStub = renderWithApi(
    <ResponseStatusContext value={(code) => status.push(code)}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/products" element={<ProductsPage />} />
        </Routes>
      </MemoryRouter>
    </ResponseStatusContext>,
    (request) => {
      if (request === "/api/config") return jsonResponse({ rakutenPublisherId: "1", amazonAssociateTag: "kicks-20" });
      if (request.startsWith("/api/products/facets")) return jsonResponse(facets);
      const page = Number(/^\/api\/products\?limit=30&page=(\d+)$/.exec(request)?.[1]);
      return pageResponse(pages[page - 1] ?? [], page < pages.length ? `/api/products?limit=30&page=${page + 1}` : undefined);
    },
  );
  // The page's catalogue requests (the layout's settings, /api/config, and the facet counts aside).
  const productCalls = () =>
    fetchStub.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith("/api/products") && !url.startsWith("/api/products/facets"));
  return { productCalls, status };
}

const head = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute("href") ?? null;
const pager = () => screen.getByRole("navigation", { name: "Product pages" });

describe("ProductsPage", () => {
  it("shows the gallery's first page from the API and the six category cards opening retailer searches", async () => {
    const { productCalls } = renderAt("/products", [[product(1, "Clear Drop Front Shoe Box")]]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getAllByTestId("product-card-skeleton")).toHaveLength(10);
    expect(await screen.findByRole("heading", { level: 3, name: "Clear Drop Front Shoe Box" })).toBeInTheDocument();
    expect(productCalls()).toEqual(["/api/products?limit=30&page=1"]);
    // One page: no pager, no rel=prev/next, the canonical is /products itself.
    expect(screen.queryByRole("navigation", { name: "Product pages" })).not.toBeInTheDocument();
    expect(head("canonical")).toBe("http://localhost:3000/products");
    expect([head("prev"), head("next")]).toEqual([null, null]);

    // Every category card (their names and order: core's content.test), each a tagged retailer search in a new tab.
    for (const category of CATEGORY_CARDS) {
      const link = screen.getByRole("link", { name: new RegExp(category.name) });
      // Tagged with the server's associate tag (core amazonLink) once the settings arrive.
      await waitFor(() => expect(link).toHaveAttribute("href", `${category.href}&tag=kicks-20`));
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
    }
  });

  it("shows page N of a larger catalogue with its canonical, rel=prev/next, a pager and ItemList JSON-LD", async () => {
    const pages = [[product(1)], [product(2), product(3)], [product(4)]];
    const { productCalls } = renderAt("/products?page=2", pages);
    expect(await screen.findByRole("heading", { level: 3, name: "Product 2" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 3, name: "Product 1" })).not.toBeInTheDocument();
    expect(productCalls()).toEqual(["/api/products?limit=30&page=2"]);
    expect(document.title).toBe(`${PRODUCTS_PAGE.title} (Page 2) | Kicks Directory`);
    expect(head("canonical")).toBe("http://localhost:3000/products?page=2");
    expect(head("prev")).toBe("http://localhost:3000/products");
    expect(head("next")).toBe("http://localhost:3000/products?page=3");
    expect(within(pager()).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/products");
    expect(within(pager()).getByRole("link", { name: "Next" })).toHaveAttribute("href", "/products?page=3");
    expect(pager()).toHaveTextContent("Page 2");
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "{}"));
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({ "@type": "ItemList", numberOfItems: 2 });
    expect(ld[0].itemListElement.map((e: { item: { name: string } }) => e.item.name)).toEqual(["Product 2", "Product 3"]);

    // The pager moves through the pages in the app; the last one has no Next.
    await userEvent.click(within(pager()).getByRole("link", { name: "Next" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Product 4" })).toBeInTheDocument();
    expect(within(pager()).queryByRole("link", { name: "Next" })).not.toBeInTheDocument();
    expect(within(pager()).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/products?page=2");
    await waitFor(() => expect(head("next")).toBeNull());
    expect(head("prev")).toBe("http://localhost:3000/products?page=2");
  });

  it.each([
    ["a page past the end", "/products?page=4", true],
    ["a malformed page number", "/products?page=abc", false],
    ["page 0", "/products?page=0", false],
  ])("shows 'Page Not Found' with status 404 for %s", async (_, url, fetches) => {
    const { productCalls, status } = renderAt(url, [[product(1)], [product(2)], [product(3)]]);
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(status).toContain(404);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(head("canonical")).toBeNull();
    expect(productCalls()).toHaveLength(fetches ? 1 : 0);
  });

  it("shows an empty first page as the gallery's empty state, not as a missing page", async () => {
    const { status } = renderAt("/products", [[]]);
    expect(await screen.findByText("No products found")).toBeInTheDocument();
    expect(status).not.toContain(404);
    expect(screen.queryByText(/No product matches these filters/)).toBeNull();
  });

  it("offers 'In stock only' as a link only while some product is in stock, or while it is the filter", async () => {
    renderAt("/products", [[product(1)]]);
    // The facets say no product's stock is known (inStock: 0): shown with its count, not a way to an empty list.
    await waitFor(() => expect(screen.getByText("In stock only").parentElement).toHaveAttribute("aria-disabled", "true"));
    expect(screen.queryByRole("link", { name: /In stock only/ })).toBeNull();
    cleanup();
    renderAt("/products?instock=1", [[]]);
    expect(await screen.findByRole("link", { name: /In stock only ✓\s*0/ })).toHaveAttribute("href", "/products");
  });

  it("folds the filters under one line saying how many are applied, and links only the categories with products", async () => {
    renderAt("/products?instock=1&sort=rating&min=10&max=20", [[product(1)]]);
    const summary = (await screen.findByText("Sort & filter")).closest("summary");
    expect(summary).toHaveTextContent("Sort & filter (3 applied)");
    // Folded until opened (from lg the stylesheet shows it whatever its state: not seen by jsdom).
    expect(summary?.parentElement).not.toHaveAttribute("open");
    // The facets hold products in "display" only: "Laces" is shown with its 0, not as a way to an empty list.
    const categories = screen.getByRole("navigation", { name: "Categories" });
    await waitFor(() => expect(within(categories).getByText("Laces").parentElement).toHaveAttribute("aria-disabled", "true"));
    expect(within(categories).getByRole("link", { name: /Display cases & shelves\s*1/ })).toHaveAttribute(
      "href",
      "/products/category/display?min=10&max=20&instock=1&sort=rating",
    );
    expect(within(categories).queryByRole("link", { name: /Laces/ })).toBeNull();
  });

  it("offers a way out of filters that match nothing, keeping the sort", async () => {
    renderAt("/products?instock=1&sort=rating", [[]]);
    expect(await screen.findByText("No products found")).toBeInTheDocument();
    expect(screen.getByText(/No product matches these filters/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/products?sort=rating");
  });
});
