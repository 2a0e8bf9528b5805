import type { Transport } from "@app/core";
import { render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAnalyticsSink } from "../features/analytics/analytics";
import { createQueryClient } from "../lib/query-client";
import { AppRoutes } from "./app-routes";
import { AppProviders } from "./providers";

const PRODUCTS = [
  {
    id: 1,
    title: "SupBro LED Stackable Sneaker Display Box",
    price: "129.99",
    rating: "4.7",
    reviewCount: 2341,
    imageUrl: "/images/products/display-case.svg",
    affiliateLink: "https://www.amazon.com/dp/B08SUPBR01",
    sourceStore: "Amazon",
  },
];

/** A fake server: the catalogue's pages and the hero answer with `products` (or fail), everything else with []. */
function renderApp(path: string, products: "fail" | unknown[] = PRODUCTS) {
  const transport = vi.fn<Transport>(async ({ path: callPath }) => {
    const catalogue = callPath.startsWith("/api/products?") || callPath === "/api/products/hero";
    if (catalogue && products === "fail") return { status: 500, statusText: "Internal Server Error", body: "" };
    const body = catalogue && !callPath.includes("page=2") ? products : [];
    return { status: 200, statusText: "OK", body: JSON.stringify(body) };
  });
  render(
    <AppProviders transport={transport} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return transport;
}

afterEach(() => setAnalyticsSink(null));

describe("app routes", () => {
  it("renders Home with the exact headline, the products from the API and FAQPage + Product JSON-LD", async () => {
    const transport = renderApp("/");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Don't Just Collect\. DISPLAY 'EM\.$/);
    // The one product shows twice: as the hero slide and as a grid card.
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 3, name: PRODUCTS[0]!.title })).toHaveLength(2), { timeout: 3000 });
    expect(transport).toHaveBeenCalledWith(expect.objectContaining({ method: "GET", path: "/api/products/hero" }));
    expect(transport).toHaveBeenCalledWith(expect.objectContaining({ method: "GET", path: "/api/products?limit=30&page=1" }));
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent).join("\n");
    expect(jsonLd).toContain('"@type":"FAQPage"');
    expect(jsonLd).toContain('"@type":"Product"');
    expect(document.title).toBe("Sneaker Display Cases, Cleaning Kits & Storage | Kicks Directory");
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "http://localhost:3000/");
  });

  it("shows an error with a retry on Home when the products fail to load", async () => {
    renderApp("/", "fail");
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the products.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
  });

  it("shows 'No products found' on Home for an empty catalogue", async () => {
    renderApp("/", []);
    expect(await screen.findByText("No products found", {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it.each(["/definitely/not/here", "/blog/a/b", "/admin-x", "/products?page=abc", "/products?page=0", "/products?page=2", "/blog?page=2"])(
    "answers %s with 'Page Not Found' and a link home",
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" }, { timeout: 3000 })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    },
  );

  it.each(["/BLOG", "/blog/", "/Blog/Some-Post"])("matches %s case-insensitively, with CULTURE current", async (path) => {
    renderApp(path);
    const nav = within(screen.getByRole("navigation", { name: "Main" }));
    expect(nav.getByRole("link", { name: /CULTURE/ })).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Page Not Found" })).not.toBeInTheDocument());
  });

  it("takes an address guessed from the menu's labels to its page (the server answers it with a 301)", async () => {
    renderApp("/Brands?x=1");
    const nav = within(screen.getByRole("navigation", { name: "Main" }));
    await waitFor(() => expect(nav.getByRole("link", { name: /BRANDS/ })).toHaveAttribute("aria-current", "page"));
    expect(screen.queryByRole("heading", { name: "Page Not Found" })).not.toBeInTheDocument();
  });

  it("reports the page view of the first route to analytics", async () => {
    const sink = { pageView: vi.fn(), event: vi.fn() };
    setAnalyticsSink(sink);
    renderApp("/stores?filter=usa");
    await waitFor(() => expect(sink.pageView).toHaveBeenCalledWith("/stores?filter=usa"));
  });
});
