import type { Product } from "@app/core";
import { deferred } from "@app/core/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MemoryRouter } from "react-router";
import { jsonResponse, pageResponse, renderWithApi } from "../test/render-with-api";
import HomePage from "./home-page";

const product = (id: number, over: Partial<Product> = {}): Product => ({
  id,
  title: `Product ${id}`,
  slug: `product-${id}`,
  price: "24.50",
  currency: "USD",
  priceCheckedAt: null,
  priceAsOf: new Date().toISOString(),
  availability: "unknown",
  rating: "4.2",
  reviewCount: 10,
  imageUrl: `/images/products/p${id}.webp`,
  affiliateLink: `https://example.com/p${id}`,
  sourceStore: "Amazon",
  ...over,
});
const products = (from: number, count: number) => Array.from({ length: count }, (_, i) => product(from + i));

const HERO = [product(900, { title: "Hero Display Case", price: "299.00" })];

/** A fake API: the hero, and each page of the catalogue from `pages` (a page past them is empty). */
function renderHome(pages: Product[][] | "pending", respond?: (url: string) => Promise<Response> | undefined) {
  return renderWithApi(
    <MemoryRouter initialEntries={["/"]}>
      <HomePage />
    </MemoryRouter>,
    (url) => {
      const custom = respond?.(url);
      if (custom) return custom;
      if (pages === "pending") return new Promise<Response>(() => {});
      if (url === "/api/products/hero") return jsonResponse(HERO);
      // The server's settings: the tracking ids of the hero's and the grid's links.
      if (url === "/api/config")
        return jsonResponse({ rakutenPublisherId: "3850173", amazonTrackingIds: { "home-grid": "kicks-home-20" } });
      const page = Number(/^\/api\/products\?limit=30&page=(\d+)$/.exec(url)?.[1]);
      if (!page) return jsonResponse({ message: `unexpected ${url}` }, 404);
      const next = page < pages.length ? `/api/products?limit=30&page=${page + 1}` : undefined;
      return pageResponse(pages[page - 1] ?? [], next);
    },
  );
}

const gridTitles = () =>
  within(screen.getByRole("region", { name: "Collector Essentials" }))
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

const itemListSize = () => {
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "{}"));
  const list = blocks.find((b: { "@type": string }) => b["@type"] === "ItemList") as { numberOfItems: number } | undefined;
  return list?.numberOfItems;
};

describe("Home", () => {
  it("shows 10 skeleton cards and the hero's placeholder while loading", () => {
    renderHome("pending");
    expect(screen.getAllByTestId("product-card-skeleton")).toHaveLength(10);
    expect(screen.queryByRole("link", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("shows the hero from /api/products/hero and the first page in the server's order, without reordering it", async () => {
    // Server order, whatever it is (a Casio item first would be moved by the old client-side grid rule).
    const first = [product(1, { title: "Casio Watch Stand", sourceStore: "Casio" }), product(2, { title: "SupBro Display Box" })];
    const fetchStub = renderHome([first]);
    expect(await screen.findByRole("region", { name: "Featured products" })).toHaveTextContent("Hero Display Case");
    await waitFor(() => expect(gridTitles()).toEqual(["Casio Watch Stand", "SupBro Display Box"]));
    expect(fetchStub.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      "/api/config",
      "/api/products/hero",
      "/api/products?limit=30&page=1",
    ]);
    // The catalogue fits on one page: no "Show more".
    expect(screen.queryByRole("link", { name: "Show more" })).not.toBeInTheDocument();
    expect(itemListSize()).toBe(2);
  });

  it("shows a 25-product catalogue whole, with no Show more", async () => {
    renderHome([products(1, 25)]);
    await waitFor(() => expect(gridTitles()).toHaveLength(25));
    expect(screen.queryByRole("link", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("says 'No products found' for an empty catalogue", async () => {
    renderHome([[]]);
    expect(await screen.findByText("No products found")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("appends the next page in place from a real link to /products?page=N, until there is no next page", async () => {
    const fetchStub = renderHome([products(1, 30), products(31, 30), products(61, 5)]);
    const showMore = await screen.findByRole("link", { name: "Show more" });
    expect(showMore).toHaveAttribute("href", "/products?page=2");
    await waitFor(() => expect(gridTitles()).toHaveLength(30));
    expect(itemListSize()).toBe(30);

    await userEvent.click(showMore);
    await waitFor(() => expect(gridTitles()).toHaveLength(60));
    expect(gridTitles().slice(28, 32)).toEqual(["Product 29", "Product 30", "Product 31", "Product 32"]);
    expect(screen.getByRole("link", { name: "Show more" })).toHaveAttribute("href", "/products?page=3");
    expect(screen.getByRole("status")).toHaveTextContent("Showing 60 products");
    expect(itemListSize()).toBe(60);

    await userEvent.click(screen.getByRole("link", { name: "Show more" }));
    await waitFor(() => expect(gridTitles()).toHaveLength(65));
    expect(screen.queryByRole("link", { name: "Show more" })).not.toBeInTheDocument();
    expect(itemListSize()).toBe(65);
    expect(fetchStub.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("page="))).toEqual([
      "/api/products?limit=30&page=1",
      "/api/products?limit=30&page=2",
      "/api/products?limit=30&page=3",
    ]);
  });

  it("leaves a click meant for a new tab to the browser, and shows the link busy while the next page loads", async () => {
    const { promise: held, resolve: release } = deferred();
    const fetchStub = renderHome([products(1, 30), products(31, 2)], (url) =>
      url.endsWith("page=2") ? held.then(() => pageResponse(products(31, 2))) : undefined,
    );
    const showMore = await screen.findByRole("link", { name: "Show more" });
    // After the page's own handler (React listens at its root): whether the browser would follow the link (jsdom
    // cannot, so it is stopped here).
    let followed: boolean | undefined;
    window.addEventListener("click", (event) => ((followed = !event.defaultPrevented), event.preventDefault()), { once: true });
    fireEvent.click(showMore, { ctrlKey: true });
    expect(followed).toBe(true);
    expect(fetchStub.mock.calls.map(([url]) => String(url))).not.toContain("/api/products?limit=30&page=2");

    await userEvent.click(showMore);
    await waitFor(() => expect(showMore).toHaveAttribute("aria-busy", "true"));
    release();
    await waitFor(() => expect(gridTitles()).toHaveLength(32));
    expect(screen.queryByRole("link", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("keeps the grid and offers Show more again when the next page fails to load", async () => {
    let failing = true;
    renderHome([products(1, 30), products(31, 3)], (url) =>
      url.endsWith("page=2") && failing ? jsonResponse({ message: "down" }, 500) : undefined,
    );
    await userEvent.click(await screen.findByRole("link", { name: "Show more" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("We couldn't load more products. Please try again."));
    expect(gridTitles()).toHaveLength(30);

    failing = false;
    await userEvent.click(screen.getByRole("link", { name: "Show more" }));
    await waitFor(() => expect(gridTitles()).toHaveLength(33));
    expect(screen.getByRole("status")).toHaveTextContent("Showing 33 products");
  });

  it("shows each product once when the catalogue moved one across a page boundary between two loads", async () => {
    renderHome([products(1, 30), [product(30), ...products(31, 2)]]);
    await userEvent.click(await screen.findByRole("link", { name: "Show more" }));
    await waitFor(() => expect(gridTitles()).toHaveLength(32));
  });

  it("shows an error with a retry when the first page fails to load", async () => {
    renderHome([[]], (url) => (url.includes("page=1") ? jsonResponse({ message: "down" }, 500) : undefined));
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the products.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
  });
});
