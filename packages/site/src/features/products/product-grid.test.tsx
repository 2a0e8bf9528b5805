import { render as rtlRender, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PlacementArea } from "../../lib/placement";
import { ProductGrid } from "./product-grid";
import type { ComponentType, ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { holdIdleMoments } from "../../test/idle";
import { withSiteConfig } from "../../test/render-with-api";
import type { ProductView } from "./use-products";

/** The cards build their links with the server's settings (GET /api/config). */
const render = (ui: ReactElement) => rtlRender(ui, { wrapper: withRouter(withSiteConfig()) });

/** The cards link to the products' pages (router links). */
function withRouter(Inner: ComponentType<{ children: ReactNode }>) {
  return function Routed({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter>
        <Inner>{children}</Inner>
      </MemoryRouter>
    );
  };
}

const product = (id: number, over: Partial<ProductView> = {}): ProductView => ({
  id,
  title: `Product ${id}`,
  slug: `product-${id}`,
  price: "24.5",
  currency: "USD",
  priceCheckedAt: null,
  priceAsOf: new Date().toISOString(),
  availability: "unknown",
  rating: "4.2",
  reviewCount: 10,
  imageUrl: `/images/products/p${id}.svg`,
  image: `/images/products/p${id}.svg`,
  affiliateLink: `https://example.com/p${id}`,
  sourceStore: "Amazon",
  ...over,
});

/**
 * Three cards in a grid asked to sleep, with <html> as the inline head script leaves it before the first paint
 * (theme-init.js); returns the browser's idle moments, to hand out one at a time.
 */
function renderAsleep() {
  const idle = holdIdleMoments();
  document.documentElement.classList.add("cards-asleep");
  render(<ProductGrid status="success" products={[product(1), product(2), product(3)]} awakeAtStart={0} />);
  return idle;
}

describe("product grid", () => {
  it("shows 10 skeleton cards and a loading status while loading", () => {
    render(<ProductGrid status="pending" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading products…");
    expect(screen.getAllByTestId("product-card-skeleton")).toHaveLength(10);
  });

  it("says 'Out of stock' on the picture of an out-of-stock card, linked to its page, and on no other card", () => {
    render(<ProductGrid status="success" products={[product(1, { availability: "out_of_stock" }), product(2)]} />);
    const [first, second] = screen.getAllByRole("listitem");
    const badge = within(first!).getByText("Out of stock");
    expect(badge.closest("a")).toHaveAttribute("href", "/products/product-1");
    expect(within(first!).getByRole("img", { name: "Product 1" }).closest("a")).toBe(badge.closest("a"));
    expect(within(second!).queryByText("Out of stock")).not.toBeInTheDocument();
  });

  it("says 'No products found' for an empty list", () => {
    render(<ProductGrid status="success" products={[]} />);
    expect(screen.getByText("No products found")).toBeInTheDocument();
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("tags a card's Amazon link with its placement's tracking id (else the associate tag), its placement on the page", async () => {
    const amazon = product(1, { affiliateLink: "https://www.amazon.com/dp/B0LED00001?tag=kicks-20" });
    const config = { amazonAssociateTag: "kicks-20", amazonTrackingIds: { "home-grid": "kicks-home-20" } };
    rtlRender(
      <>
        <PlacementArea placement="home-grid">
          <ProductGrid status="success" products={[amazon]} />
        </PlacementArea>
        <PlacementArea placement="products-grid">
          <ProductGrid status="success" products={[{ ...amazon, id: 2 }]} />
        </PlacementArea>
      </>,
      { wrapper: withRouter(withSiteConfig(config)) },
    );
    const [home, products] = screen.getAllByRole("link", { name: /Shop Now/ });
    await vi.waitFor(() => expect(home).toHaveAttribute("href", "https://www.amazon.com/dp/B0LED00001?tag=kicks-home-20"));
    expect(products).toHaveAttribute("href", "https://www.amazon.com/dp/B0LED00001?tag=kicks-20");
    expect(home!.closest("[data-placement]")).toHaveAttribute("data-placement", "home-grid");
  });

  it("offers a retry after an error", async () => {
    const onRetry = vi.fn();
    render(<ProductGrid status="error" onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("We couldn't load the products.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("renders one card per product with price, floor stars and the badge only from 4.5", () => {
    render(
      <ProductGrid
        status="success"
        products={[product(1, { rating: "4.9", reviewCount: 1234, price: "1299" }), product(2, { rating: "4.49", price: "7.5" })]}
      />,
    );
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(2);

    const [first, second] = cards.map((card) => within(card));
    expect(first!.getByRole("heading", { name: "Product 1" })).toBeInTheDocument();
    expect(first!.getByText("$1,299.00")).toBeInTheDocument();
    expect(first!.getByRole("img", { name: "Rated 4 out of 5 stars" })).toBeInTheDocument();
    expect(first!.getByText("4.9")).toHaveTextContent(/^4\.9\(1,234 reviews\)$/);

    expect(second!.getByText("$7.50")).toBeInTheDocument();
    expect(second!.getByRole("img", { name: "Rated 4 out of 5 stars" })).toBeInTheDocument();
    expect(second!.getByRole("heading", { name: "Product 2" }).closest("li")).not.toHaveTextContent(/reviews/);

    const image = first!.getByRole("img", { name: "Product 1" });
    // Product pictures are square and 800 px wide; width and height reserve the box before they load.
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "800");
    expect(image).toHaveAttribute("loading", "lazy");

    const shop = first!.getByRole("link", { name: /Shop Now/ });
    expect(shop).toHaveAttribute("href", "https://example.com/p1");
    expect(shop).toHaveAttribute("target", "_blank");
    expect(shop).toHaveAttribute("rel", "sponsored noopener noreferrer");
  });

  it("loads the leading cards' pictures at once and at high priority when the grid leads the page, the rest lazily", () => {
    render(<ProductGrid status="success" products={[product(1), product(2), product(3)]} eagerCount={2} />);
    const images = [1, 2, 3].map((n) => screen.getByRole("img", { name: `Product ${n}` }));
    expect(images.map((image) => image.getAttribute("loading"))).toEqual(["eager", "eager", "lazy"]);
    expect(images.map((image) => image.getAttribute("fetchpriority"))).toEqual(["high", "high", null]);
  });

  it("renders a grid below a phone's first screen with its cards asleep, then wakes them one per idle moment", () => {
    const idle = renderAsleep();
    const asleep = () => screen.getAllByRole("listitem").map((item) => item.classList.contains("card-asleep"));
    // Asleep, a card is still in the page whole (its words, its links), only not rendered on a phone (globals.css).
    expect(asleep()).toEqual([true, true, true]);
    expect(screen.getByRole("heading", { name: "Product 3" })).toBeInTheDocument();
    for (const expected of [
      [false, true, true],
      [false, false, true],
      [false, false, false],
    ]) {
      idle.next();
      expect(asleep()).toEqual(expected);
    }
    expect(idle.waiting).toBe(0);
  });

  it("wakes every card at the next idle moment once the first scroll has woken the page's cards", () => {
    const idle = renderAsleep();
    document.documentElement.classList.remove("cards-asleep"); // the first scroll (theme-init.js)
    idle.next();
    expect(screen.getAllByRole("listitem").some((item) => item.classList.contains("card-asleep"))).toBe(false);
    expect(idle.waiting).toBe(0);
  });

  it("renders every card awake where the grid is not asked to sleep", () => {
    render(<ProductGrid status="success" products={[product(1), product(2)]} />);
    expect(screen.getAllByRole("listitem").some((item) => item.classList.contains("card-asleep"))).toBe(false);
  });
});
