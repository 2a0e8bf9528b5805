import { act, fireEvent, render as rtlRender, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HeroCarousel } from "./hero-carousel";
import type { ReactElement } from "react";
import { holdIdleMoments } from "../../test/idle";
import { withSiteConfig } from "../../test/render-with-api";
import type { ProductView } from "../products/use-products";

/** The cards build their links with the server's settings (GET /api/config). */
const render = (ui: ReactElement) => rtlRender(ui, { wrapper: withSiteConfig() });

const product = (id: number, title: string): ProductView => ({
  id,
  title,
  slug: `product-${id}`,
  price: "49.99",
  currency: "USD",
  priceCheckedAt: null,
  priceAsOf: new Date().toISOString(),
  availability: "unknown",
  rating: "4.6",
  reviewCount: 120,
  imageUrl: `/images/products/p${id}.svg`,
  image: `/images/products/p${id}.svg`,
  affiliateLink: `https://www.amazon.com/dp/B0000000${id}0`,
  sourceStore: "Amazon",
});

const three = [product(1, "Alpha LED display case"), product(2, "Bravo cleaning kit"), product(3, "Charlie stackable crate")];

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shown = (title: string) => screen.getByRole("heading", { level: 3, name: title });

beforeEach(() => {
  vi.useFakeTimers();
});

describe("hero carousel", () => {
  it("advances every 5 s and wraps around", () => {
    render(<HeroCarousel products={three} />);
    expect(shown("Alpha LED display case")).toBeInTheDocument();
    advance(4999);
    expect(shown("Alpha LED display case")).toBeInTheDocument();
    advance(1);
    expect(shown("Bravo cleaning kit")).toBeInTheDocument();
    advance(5000);
    expect(shown("Charlie stackable crate")).toBeInTheDocument();
    advance(5000);
    expect(shown("Alpha LED display case")).toBeInTheDocument();
  });

  it("holds still while the mouse is over it or focus is in it, and goes on once they leave", () => {
    render(<HeroCarousel products={three} />);
    const hero = screen.getByRole("region", { name: "Featured products" });
    fireEvent.pointerEnter(hero);
    advance(20_000);
    expect(shown("Alpha LED display case")).toBeInTheDocument();
    fireEvent.pointerLeave(hero);
    advance(5000);
    expect(shown("Bravo cleaning kit")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: /Bravo cleaning kit/ });
    fireEvent.focus(link);
    advance(20_000);
    expect(shown("Bravo cleaning kit")).toBeInTheDocument();
    fireEvent.blur(link, { relatedTarget: document.body });
    advance(5000);
    expect(shown("Charlie stackable crate")).toBeInTheDocument();
  });

  it("holds still while it is out of view", () => {
    const observers: { callback: (entries: { isIntersecting: boolean }[]) => void }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(public callback: (entries: { isIntersecting: boolean }[]) => void) {
          observers.push(this);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<HeroCarousel products={three} />);
    act(() => observers.forEach((o) => o.callback([{ isIntersecting: false }])));
    advance(20_000);
    expect(shown("Alpha LED display case")).toBeInTheDocument();
    act(() => observers.forEach((o) => o.callback([{ isIntersecting: true }])));
    advance(5000);
    expect(shown("Bravo cleaning kit")).toBeInTheDocument();
  });

  it.each([
    ["Next product", "Bravo cleaning kit"],
    ["Previous product", "Charlie stackable crate"],
    ["Show product 3 of 3", "Charlie stackable crate"],
  ])("stops auto-play for good after a click on %s", (control, expected) => {
    render(<HeroCarousel products={three} />);
    advance(2000);
    fireEvent.click(screen.getByRole("button", { name: control }));
    expect(shown(expected)).toBeInTheDocument();
    advance(60_000);
    expect(shown(expected)).toBeInTheDocument();
  });

  it("keeps the height of its tallest slide: every slide is in its grid cell, and only the shown one is visible, focusable and read out", () => {
    const { container } = render(<HeroCarousel products={three} />);
    const slides = [...container.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.textContent)).toEqual([
      expect.stringContaining("Alpha LED display case"),
      expect.stringContaining("Bravo cleaning kit"),
      expect.stringContaining("Charlie stackable crate"),
    ]);
    const hidden = () =>
      slides.map((slide) => [slide.getAttribute("aria-hidden"), slide.hasAttribute("inert"), slide.classList.contains("opacity-0")]);
    expect(hidden()).toEqual([
      [null, false, false],
      ["true", true, true],
      ["true", true, true],
    ]);
    for (const slide of slides) {
      // In one grid cell, so the cell is as tall as the tallest of them.
      expect(slide.className).toContain("[grid-area:1/1]");
      expect(slide.parentElement).toBe(slides[0]!.parentElement);
    }
    expect(screen.getAllByRole("link", { name: /^Shop Now/ })).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(1);
    advance(5000);
    // The same elements: an advance only changes which slide is shown.
    expect([...container.querySelectorAll('[aria-roledescription="slide"]')]).toEqual(slides);
    expect(hidden()).toEqual([
      ["true", true, true],
      [null, false, false],
      ["true", true, true],
    ]);
    expect(screen.getByRole("group", { name: "2 of 3" })).toHaveTextContent("Bravo cleaning kit");
  });

  it("renders only the first slide at start and wakes the others one at a time once the browser is idle", () => {
    const idle = holdIdleMoments();
    const { container } = render(<HeroCarousel products={three} />);
    const asleep = () =>
      [...container.querySelectorAll('[aria-roledescription="slide"]')].map((slide) =>
        slide.className.includes("max-md:[content-visibility:hidden]"),
      );
    // In the server's HTML and the first render, on a phone: the hidden slides skip style, layout and paint, and take no height.
    expect(asleep()).toEqual([false, true, true]);
    // Then one per idle moment.
    idle.next();
    expect(asleep()).toEqual([false, false, true]);
    idle.next();
    expect(asleep()).toEqual([false, false, false]);
    expect(idle.waiting).toBe(0);
  });

  it("wakes a slide that is shown before its turn", () => {
    const { container } = render(<HeroCarousel products={three} />);
    fireEvent.click(screen.getByRole("button", { name: "Show product 3 of 3" }));
    const third = container.querySelectorAll('[aria-roledescription="slide"]')[2]!;
    expect(third.className).not.toContain("content-visibility");
    expect(shown("Charlie stackable crate")).toBeInTheDocument();
  });

  it("paints the first picture without a fade (it is the page's largest paint), fades in the ones that follow and cross-fades the words", () => {
    render(<HeroCarousel products={three} />);
    const image = () => screen.getByRole("img", { name: /^(Alpha|Bravo)/ });
    expect(image().className).not.toContain("animate-fade-in");
    advance(5000);
    expect(shown("Bravo cleaning kit")).toBeInTheDocument();
    expect(image().className).toContain("motion-safe:animate-fade-in");
    expect(screen.getByRole("group", { name: "2 of 3" }).className).toContain("transition-opacity");
  });

  it("keeps the controls working after auto-play stopped", () => {
    render(<HeroCarousel products={three} />);
    fireEvent.click(screen.getByRole("button", { name: "Next product" }));
    fireEvent.click(screen.getByRole("button", { name: "Next product" }));
    expect(shown("Charlie stackable crate")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next product" }));
    expect(shown("Alpha LED display case")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show product 1 of 3" })).toHaveAttribute("aria-current", "true");
  });

  it("varies the headline by title keyword", () => {
    render(<HeroCarousel products={three} />);
    expect(screen.getByRole("heading", { level: 2, name: "Light Up Your Grails" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next product" }));
    expect(screen.getByRole("heading", { level: 2, name: "Keep Them Fresh Out the Box" })).toBeInTheDocument();
  });

  it("links the call to action to the retailer in a new tab as a sponsored link", () => {
    render(<HeroCarousel products={three} />);
    const link = screen.getByRole("link", { name: /Shop Now/ });
    expect(link).toHaveAttribute("href", three[0]!.affiliateLink);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
  });

  it("shows no controls and does not move with a single product", () => {
    render(<HeroCarousel products={[three[0]!]} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    advance(20_000);
    expect(shown("Alpha LED display case")).toBeInTheDocument();
  });

  it("renders nothing for an empty list", () => {
    const { container } = render(<HeroCarousel products={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("does not auto-advance when the visitor prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("reduce"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<HeroCarousel products={three} />);
    advance(20_000);
    expect(shown("Alpha LED display case")).toBeInTheDocument();
  });
});
