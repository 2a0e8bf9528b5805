import { describe, expect, inject, it } from "vitest";
import { openPage, screenshot, useBrowser, waitForHydration } from "./support/browser";
import { fetchPolitely } from "./support/server";

describe("visitor details", () => {
  const browser = useBrowser();

  it("names a retailer a Retailer in search, and /search has no two landmarks alike", async () => {
    const w = await openPage(browser());
    await w.page.goto("/search?q=foot%20locker");
    await waitForHydration(w.page);
    const result = w.page
      .getByRole("listitem")
      .filter({ has: w.page.getByRole("heading", { name: /Foot Locker/ }) })
      .first();
    await expect.poll(() => result.count()).toBe(1);
    await expect.poll(() => result.innerText()).toMatch(/^Retailer\b/);
    expect(await result.innerText()).not.toMatch(/Brand/);
    // Every landmark of a role has its own name (the header's search and the page's).
    const landmarks = await w.page.evaluate(() =>
      [...document.querySelectorAll("[role=search], nav, main, header, footer, aside")]
        .filter((el) => (el as HTMLElement).offsetParent !== null || el.tagName === "MAIN")
        .map(
          (el) =>
            `${el.getAttribute("role") ?? el.tagName.toLowerCase()}:${el.getAttribute("aria-label") ?? el.getAttribute("aria-labelledby") ?? ""}`,
        ),
    );
    expect(new Set(landmarks).size, landmarks.join("\n")).toBe(landmarks.length);
    await screenshot(w.page, "visitor-search-retailer");
    w.expectClean();
    await w.context.close();
  });

  it("shows each brand of the mobile menu with its own logo", async () => {
    const w = await openPage(browser(), { viewport: "phone" });
    await w.page.goto("/");
    await waitForHydration(w.page);
    await w.page.getByRole("button", { name: /menu/i }).click();
    for (const brand of ["Nike", "Jordan", "Adidas", "StockX", "Goat", "Puma"]) {
      // In the menu: a product card behind it may be named after the brand too ("Nike Sneaker Duffel Bag").
      const logo = w.page
        .locator("#mobile-menu")
        .getByRole("link", { name: new RegExp(`^${brand}`) })
        .locator("img");
      await expect.poll(() => logo.getAttribute("src"), { message: brand }).toBe(`/images/logos/${brand.toLowerCase()}-128.webp`);
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: brand })
        .toBe(true);
    }
    await screenshot(w.page, "visitor-mobile-menu-brands");
    w.expectClean();
    await w.context.close();
  });

  it("lists no watches among the demo products", async () => {
    const response = await fetchPolitely(new URL("/api/products?limit=100", inject("baseURL")));
    const products = (await response.json()) as { title: string; sourceStore: string }[];
    expect(products.filter((p) => /watch/i.test(p.title))).toEqual([]);
    expect(products.filter((p) => p.sourceStore === "Casio")).toHaveLength(2);
  });
});
