import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { SiteHeader } from "./site-header";
import { jsonResponse, renderWithApi } from "../../test/render-with-api";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The header over an API whose settings carry an Amazon associate tag. */
function renderAt(path: string) {
  return renderWithApi(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    () => jsonResponse({ rakutenPublisherId: "1", amazonAssociateTag: "kicks-20" }),
  );
}

const mainNav = () => within(screen.getByRole("navigation", { name: "Main" }));

/** A screen as wide as Tailwind's lg breakpoint or narrower (jsdom has no matchMedia of its own). */
function screenIsWide(wide: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(min-width: 64rem)" && wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("site header", () => {
  it("marks CULTURE as the current section on a blog post, and nothing else", () => {
    renderAt("/blog/how-to-clean-white-sneakers");
    expect(mainNav().getByRole("link", { name: "CULTURE" })).toHaveAttribute("aria-current", "page");
    for (const name of [/SHOP/, /BRANDS/, "STORES", "HISTORY"]) {
      expect(mainNav().getByRole("link", { name })).not.toHaveAttribute("aria-current");
    }
  });

  it("matches the current section case-insensitively and with a trailing slash", () => {
    renderAt("/Stores/");
    expect(mainNav().getByRole("link", { name: "STORES" })).toHaveAttribute("aria-current", "page");
  });

  it("highlights no section on home", () => {
    renderAt("/");
    expect(
      mainNav()
        .queryAllByRole("link")
        .filter((link) => link.getAttribute("aria-current") === "page"),
    ).toHaveLength(0);
  });

  it("opens the SHOP dropdown from the keyboard with sponsored quick links and View All", async () => {
    screenIsWide(true);
    const user = userEvent.setup();
    renderAt("/");
    // The dropdowns turn on once the page knows it is wide; until then the same links show without them.
    await waitFor(() => expect(mainNav().getByRole("link", { name: /SHOP/ })).toHaveAttribute("aria-expanded", "false"));
    const shop = mainNav().getByRole("link", { name: /SHOP/ });
    shop.focus();
    await user.keyboard("{ArrowDown}");
    expect(shop).toHaveAttribute("aria-expanded", "true");
    // The panel's code loads on first intent (pointer or focus on the section).
    const displayCases = await mainNav().findByRole("link", { name: /Display Cases/ });
    expect(displayCases).toHaveAttribute("target", "_blank");
    await waitFor(() => expect(displayCases).toHaveAttribute("href", "https://www.amazon.com/s?k=sneaker+display+case&tag=kicks-20"));
    expect(displayCases).toHaveAttribute("rel", "sponsored noopener noreferrer");
    expect(mainNav().getByRole("link", { name: /View All Products/ })).toHaveAttribute("href", "/products");
  });

  it("has a mobile menu its button opens as a native popover, closed when an item is chosen", async () => {
    // jsdom knows no popovers: what opens and closes one is the browser's (e2e/taps.e2e.ts); here, that the markup asks
    // for it, and that choosing an item closes it.
    const hidePopover = vi.fn();
    Object.defineProperty(HTMLElement.prototype, "hidePopover", { value: hidePopover, configurable: true });
    try {
      const user = userEvent.setup();
      renderAt("/");
      const menu = screen.getByRole("navigation", { name: "Mobile" });
      expect(menu).toHaveAttribute("popover", "auto");
      expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("popovertarget", menu.id);
      await user.click(within(menu).getByRole("link", { name: "STORES" }));
      expect(screen.getByTestId("where")).toHaveTextContent("/stores");
      expect(hidePopover).toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, "hidePopover");
    }
  });

  it("submits the search form to /search?q=", async () => {
    const user = userEvent.setup();
    renderAt("/");
    // The header's own box (the mobile menu holds a second one, for phones).
    const [box] = screen.getAllByRole("searchbox", { name: /Search products/ });
    await user.type(box as HTMLElement, "jordan 1{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/search?q=jordan%201");
  });

  it("keeps the plain section links on a phone: the dropdown code is never loaded there", async () => {
    screenIsWide(false);
    renderAt("/");
    const shop = () => mainNav().getByRole("link", { name: /SHOP/ });
    // The loaded dropdown would mark SHOP as a trigger (aria-expanded); give a lazy load every chance to show up.
    await expect(waitFor(() => expect(shop()).toHaveAttribute("aria-expanded"), { timeout: 500 })).rejects.toThrow();
    expect(shop()).toHaveAttribute("href", "/products");
  });
});
