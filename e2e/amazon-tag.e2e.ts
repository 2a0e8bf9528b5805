import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage, useBrowser, waitForHydration } from "./support/browser";
import { publicRoutes } from "./support/routes";
import { fetchPolitely } from "./support/server";

/** The run's server has AMAZON_ASSOCIATE_TAG set (support/global-setup.ts). */
const TAG = "kicks-e2e-20";

/** Every public route, and the searches that list products (whose links go to Amazon) besides brands. */
const ROUTES = [...publicRoutes.map((route) => route.path), "/search?q=display", "/products?page=1"];

const isAmazon = (href: string) => {
  try {
    return /(^|\.)amazon\.[a-z.]+$/i.test(new URL(href).hostname);
  } catch {
    return false;
  }
};

/** The hrefs of the served HTML's anchors (entities decoded as a browser would for `&amp;`). */
const servedHrefs = (html: string) => [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => (m[1] as string).replace(/&amp;/g, "&"));

const domHrefs = (page: Page) => page.locator("a[href]").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));

const untagged = (hrefs: string[]) => hrefs.filter(isAmazon).filter((href) => new URL(href).searchParams.get("tag") !== TAG);

describe("every outbound Amazon link carries the associate tag", () => {
  const browser = useBrowser();

  it("in the HTML the server sends for every public page", async () => {
    const counts: Record<string, number> = {};
    for (const path of ROUTES) {
      const response = await fetchPolitely(new URL(path, inject("baseURL")));
      expect(response.status, path).toBe(200);
      const hrefs = servedHrefs(await response.text());
      expect(untagged(hrefs), path).toEqual([]);
      counts[path] = hrefs.filter(isAmazon).length;
    }
    // The footer's link is on every page; /products has its six category cards besides; Home its products.
    for (const path of ROUTES) expect(counts[path], path).toBeGreaterThanOrEqual(1);
    expect(counts["/products"]).toBeGreaterThanOrEqual(7);
    expect(counts["/"]).toBeGreaterThanOrEqual(10);
  });

  it("in the hydrated page, the SHOP dropdown and the mobile menu included", async () => {
    for (const viewport of ["desktop", "phone"] as const) {
      const w = await openPage(browser(), { viewport });
      for (const path of ROUTES) {
        await w.page.goto(path);
        await waitForHydration(w.page);
        const hrefs = await domHrefs(w.page);
        expect(untagged(hrefs), `${viewport} ${path}`).toEqual([]);
        expect(hrefs.filter(isAmazon).length, `${viewport} ${path}`).toBeGreaterThanOrEqual(1);
      }
      // A page without category cards, so the four links found are the menu's.
      await w.page.goto("/timeline");
      await waitForHydration(w.page);
      if (viewport === "desktop") {
        await w.page.getByRole("link", { name: "SHOP", exact: true }).hover();
        await expect.poll(() => w.page.getByRole("link", { name: /Storage Boxes/ }).count()).toBeGreaterThan(0);
      } else {
        await w.page.getByRole("button", { name: /menu/i }).click();
        await expect.poll(() => w.page.getByRole("link", { name: /Laces & Accessories/ }).count()).toBeGreaterThan(0);
      }
      const shop = await w.page
        .getByRole("link", { name: /^(Display Cases|Cleaning Kits|Storage Boxes|Laces & Accessories)/ })
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      expect(shop.filter(isAmazon).length, viewport).toBe(4);
      expect(untagged(shop), viewport).toEqual([]);
      w.expectClean();
      await w.context.close();
    }
  });
});
