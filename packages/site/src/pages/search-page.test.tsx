import type { SearchResult } from "@app/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import SearchPage from "./search-page";
import { jsonResponse as json, renderWithApi } from "../test/render-with-api";

function renderSearch(url: string, respond: (input: string) => Promise<Response>) {
  return renderWithApi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
      </Routes>
    </MemoryRouter>,
    respond,
  );
}

const RESULTS: SearchResult[] = [
  { type: "brand", title: "Nike", description: "Just do it.", url: "https://go.example.com/nike", category: "Brands" },
  {
    type: "product",
    title: "Clear Drop Front Box",
    description: "Stackable.",
    url: "https://www.amazon.com/dp/B000000001",
    imageUrl: "/images/products/box.webp",
    price: "24.5",
  },
  { type: "blog", title: "How to Clean Suede", description: "A guide.", url: "/blog/how-to-clean-suede" },
];

describe("SearchPage", () => {
  it("without a query asks to start searching, shows popular searches and calls nothing", () => {
    const fetchStub = renderSearch("/search", () => json([]));
    expect(screen.getByRole("heading", { level: 1, name: "Search Results" })).toBeInTheDocument();
    expect(screen.getByText("Start searching")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "cleaning kit" })).toHaveAttribute("href", "/search?q=cleaning%20kit");
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("shows 'Searching...' while loading, then the count and the items with internal and external links", async () => {
    let resolve: (r: Response) => void = () => {};
    const fetchStub = renderSearch("/search?q=nike", () => new Promise<Response>((r) => (resolve = r)));
    expect(screen.getByText(/Showing results for/)).toHaveTextContent("Showing results for “nike”");
    expect(screen.getByRole("searchbox", { name: "Search the directory" })).toHaveValue("nike");
    expect(screen.getByRole("status")).toHaveTextContent("Searching...");
    expect(fetchStub.mock.calls[0]?.[0]).toBe("/api/search?q=nike");

    resolve(new Response(JSON.stringify(RESULTS), { status: 200 }));
    expect(await screen.findByText("Found 3 results")).toBeInTheDocument();

    const brand = screen.getByRole("link", { name: /Nike/ });
    expect(brand).toHaveAttribute("href", "https://go.example.com/nike");
    expect(brand).toHaveAttribute("target", "_blank");
    expect(within(brand).getByText("Brand")).toBeInTheDocument();

    const product = screen.getByRole("link", { name: /Clear Drop Front Box/ });
    expect(within(product).getByText("$24.50")).toBeInTheDocument();
    expect(product.querySelector("img")).toHaveAttribute("src", "/images/products/box.webp");

    const blog = screen.getByRole("link", { name: /How to Clean Suede/ });
    expect(blog).toHaveAttribute("href", "/blog/how-to-clean-suede");
    expect(blog).not.toHaveAttribute("target");
  });

  it("links a product's picture and title to its page, and its Shop Now to the retailer", async () => {
    const product: SearchResult = { ...RESULTS[1]!, slug: "clear-drop-front-box" };
    renderSearch("/search?q=box", () => json([product]));
    const title = await screen.findByRole("link", { name: "Clear Drop Front Box" });
    expect(title).toHaveAttribute("href", "/products/clear-drop-front-box");
    expect(title).not.toHaveAttribute("target");
    const shop = screen.getByRole("link", { name: /Shop Now/ });
    expect(shop).toHaveAttribute("href", "https://www.amazon.com/dp/B000000001");
    expect(shop).toHaveAttribute("target", "_blank");
    expect(shop.getAttribute("rel")).toContain("sponsored");
    expect(screen.getByText("$24.50")).toBeInTheDocument();
    expect(document.querySelector('a[href="/products/clear-drop-front-box"] img')).toHaveAttribute("src", "/images/products/box.webp");
  });

  it("shows a store result as a Store linking to the store directory filtered to it", async () => {
    const kith: SearchResult = {
      type: "store",
      title: "Kith Manhattan",
      description: "337 Lafayette St, New York, NY, USA",
      url: "/stores?q=Kith%20Manhattan",
    };
    renderSearch("/search?q=kith", () => json([kith]));
    const link = await screen.findByRole("link", { name: /Kith Manhattan/ });
    expect(link).toHaveAttribute("href", "/stores?q=Kith%20Manhattan");
    expect(link).not.toHaveAttribute("target");
    expect(within(link).getByText("Store")).toBeInTheDocument();
    expect(within(link).getByText("337 Lafayette St, New York, NY, USA")).toBeInTheDocument();
  });

  it("says 'Found 1 result' for a single match", async () => {
    renderSearch("/search?q=suede", () => json([RESULTS[2]]));
    expect(await screen.findByText("Found 1 result")).toBeInTheDocument();
  });

  it("offers suggestions and browse links when nothing matches", async () => {
    renderSearch("/search?q=zzz", () => json([]));
    expect(await screen.findByText("No results found")).toBeInTheDocument();
    for (const term of ["Nike", "cleaning kit", "display case", "Jordan"]) {
      expect(screen.getByRole("link", { name: term })).toHaveAttribute("href", `/search?q=${encodeURIComponent(term)}`);
    }
    expect(screen.getByRole("link", { name: "all products" })).toHaveAttribute("href", "/products");
    expect(screen.getByRole("link", { name: "sneaker resources" })).toHaveAttribute("href", "/resources");
  });

  it("runs a new search from the box", async () => {
    const fetchStub = renderSearch("/search?q=zzz", () => json([]));
    await screen.findByText("No results found");
    const user = userEvent.setup();
    const box = screen.getByRole("searchbox", { name: "Search the directory" });
    await user.clear(box);
    await user.type(box, "display case{Enter}");
    expect(await screen.findByText(/Showing results for/)).toHaveTextContent("display case");
    expect(fetchStub).toHaveBeenLastCalledWith("/api/search?q=display+case", expect.anything());
  });

  it("shows an error state when search fails", async () => {
    renderSearch("/search?q=nike", () => Promise.resolve(new Response("down", { status: 503 })));
    expect(await screen.findByRole("alert")).toHaveTextContent("Search is unavailable right now");
  });
});
