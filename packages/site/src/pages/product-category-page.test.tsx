import type { Product } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MemoryRouter, Route, Routes } from "react-router";
import { ResponseStatusContext } from "../app/response-status";
import { jsonResponse, pageResponse, renderWithApi } from "../test/render-with-api";
import ProductCategoryPage from "./product-category-page";
import ProductsPage from "./products-page";

const product = (id: number, title: string): Product => ({
  id,
  title,
  slug: `product-${id}`,
  price: "19.99",
  currency: "USD",
  priceCheckedAt: null,
  priceAsOf: new Date().toISOString(),
  availability: "in_stock",
  rating: "4.5",
  reviewCount: 3,
  imageUrl: `/images/products/p${id}.webp`,
  affiliateLink: `https://www.amazon.com/dp/B00000000${id}`,
  sourceStore: "Amazon",
});

const facets = {
  total: 2,
  categories: [
    { value: "display", count: 4 },
    { value: "care", count: 2 },
  ],
  stores: [
    { value: "Amazon", count: 2 },
    { value: "Foot Locker", count: 1 },
  ],
  inStock: 1,
};

/** A category page (or /products) at `url` over a fake API: each list request answers with the products `listFor` gives it. */
function renderAt(url: string, listFor: (request: string) => Product[] = () => [product(1, "Kit One"), product(2, "Kit Two")]) {
  const status: number[] = [];
  const fetchStub = renderWithApi(
    <ResponseStatusContext value={(code) => status.push(code)}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/products" element={<ProductsPage />} />
          <Route path="/products/category/:category" element={<ProductCategoryPage />} />
        </Routes>
      </MemoryRouter>
    </ResponseStatusContext>,
    (request) => {
      if (request === "/api/config") return jsonResponse({ rakutenPublisherId: "1", amazonAssociateTag: "kicks-20" });
      if (request.startsWith("/api/products/facets")) return jsonResponse(facets);
      return pageResponse(listFor(request));
    },
  );
  const calls = () => fetchStub.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith("/api/products"));
  return { calls, status };
}

const head = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute) ?? null;

describe("ProductCategoryPage", () => {
  it("shows a category with its own heading, meta and canonical, its products and the facet counts as links", async () => {
    const { calls } = renderAt("/products/category/care");
    expect(screen.getByRole("heading", { level: 1, name: "Cleaning & care" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 3, name: "Kit One" })).toBeInTheDocument();
    await waitFor(() => expect(calls()).toEqual(["/api/products?limit=30&page=1&category=care", "/api/products/facets?category=care"]));
    expect(document.title).toBe("Cleaning & care | Kicks Directory");
    expect(head('meta[name="description"]', "content")).toMatch(/^Cleaning & care for sneaker collectors/);
    expect(head('link[rel="canonical"]', "href")).toBe("http://localhost:3000/products/category/care");
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.querySelector('[data-placement="category-page"]')).not.toBeNull();

    const categories = screen.getByRole("navigation", { name: "Categories" });
    const care = await within(categories).findByRole("link", { name: /Cleaning & care\s*2/ });
    expect(care).toHaveAttribute("aria-current", "page");
    expect(within(categories).getByRole("link", { name: /Display cases & shelves\s*4/ })).toHaveAttribute(
      "href",
      "/products/category/display",
    );
    // A category with no product under these filters is shown with its 0, not as a way to an empty list.
    expect(within(categories).getByText("Laces").parentElement).toHaveAttribute("aria-disabled", "true");
    expect(within(categories).queryByRole("link", { name: /Laces/ })).toBeNull();
    expect(within(categories).getByRole("link", { name: "All categories" })).toHaveAttribute("href", "/products");
    const stores = screen.getByRole("navigation", { name: "Stores" });
    expect(within(stores).getByRole("link", { name: /Foot Locker\s*1/ })).toHaveAttribute(
      "href",
      "/products/category/care?store=Foot+Locker",
    );
    expect(screen.getByRole("link", { name: /In stock only\s*1/ })).toHaveAttribute("href", "/products/category/care?instock=1");
    // The form is a plain GET form to the category's own address.
    expect(screen.getByRole("form", { name: "Sort and price" })).toHaveAttribute("action", "/products/category/care");
  });

  it("marks a filtered address noindex with its unfiltered page as canonical, and keeps the filters in the facet links and pager", async () => {
    renderAt("/products/category/care?store=Amazon&sort=-price&page=1");
    expect(await screen.findByRole("heading", { level: 3, name: "Kit One" })).toBeInTheDocument();
    expect(head('meta[name="robots"]', "content")).toBe("noindex, follow");
    expect(head('link[rel="canonical"]', "href")).toBe("http://localhost:3000/products/category/care");
    const categories = screen.getByRole("navigation", { name: "Categories" });
    await waitFor(() =>
      expect(within(categories).getByRole("link", { name: /Display cases/ })).toHaveAttribute(
        "href",
        "/products/category/display?store=Amazon&sort=-price",
      ),
    );
    expect(screen.getByLabelText("Sort by")).toHaveValue("-price");
  });

  it("keeps a category with nothing in it yet out of the index, with a way to every product", async () => {
    renderAt("/products/category/laces", () => []);
    expect(await screen.findByText("No products found")).toBeInTheDocument();
    expect(screen.getByText("Nothing in this category yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all products" })).toHaveAttribute("href", "/products");
    expect(head('meta[name="robots"]', "content")).toBe("noindex, follow");
    expect(head('link[rel="canonical"]', "href")).toBe("http://localhost:3000/products/category/laces");
  });

  it("sorts in place: the select changes the address and the list", async () => {
    const { calls } = renderAt("/products/category/care", (request) =>
      request.includes("sort=price") ? [product(2, "Kit Two"), product(1, "Kit One")] : [product(1, "Kit One"), product(2, "Kit Two")],
    );
    expect(await screen.findByRole("heading", { level: 3, name: "Kit One" })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "price");
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Kit Two", "Kit One"]));
    expect(calls()).toContain("/api/products?limit=30&page=1&category=care&sort=price");
  });

  it("is 'Page Not Found' for an unknown category, and a 400 naming a malformed filter", async () => {
    const unknown = renderAt("/products/category/sneakers");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(unknown.status).toContain(404);
    expect(unknown.calls()).toEqual([]);
  });

  it.each([
    ["/products?min=abc", "min"],
    ["/products/category/care?instock=yes", "instock"],
    ["/products?sort=cheapest", "sort"],
  ])("answers %s with a 400 naming %s", async (url, param) => {
    const { status, calls } = renderAt(url);
    expect(await screen.findByRole("heading", { level: 1, name: "Bad Filter" })).toBeInTheDocument();
    expect(status).toContain(400);
    expect(screen.getByText(param, { selector: "code" })).toBeInTheDocument();
    expect(calls()).toEqual([]);
  });
});
