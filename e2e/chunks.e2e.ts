import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STORES_PAGE } from "../packages/core/src/content";
import { openPage, useBrowser, waitForHydration } from "./support/browser";

/**
 * A chunk that cannot be loaded (every redeploy while a tab is open removes the old hashed files; a restart or a
 * flaky phone connection does the same) never leaves a blank page: a page's chunk loads the address afresh from the
 * server once, then shows a retry inside the layout; the menu goes on without its quick links.
 */
describe("a chunk that cannot be loaded", () => {
  const browser = useBrowser();
  // What the browser reports of a refused chunk, and React of the error a boundary caught.
  const allow = [/status of 404/, /Failed to fetch dynamically imported module/, /error occurred in/i, /Importing a module script failed/];

  /** Answers 404 for the chunk whose file name starts with `name`, the first `times` times it is asked for. */
  async function refuse(page: Page, name: string, times = Number.POSITIVE_INFINITY) {
    let refused = 0;
    await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
      if (refused++ < times) await route.fulfill({ status: 404, contentType: "text/plain", body: "gone" });
      else await route.continue();
    });
    return () => refused;
  }

  it("loads the address afresh when the next page's chunk is gone, and shows the page", async () => {
    const w = await openPage(browser(), { allow });
    await w.page.goto("/");
    await waitForHydration(w.page);
    const refused = await refuse(w.page, "stores-page", 1);
    const loads: string[] = [];
    w.page.on("load", () => loads.push(w.page.url()));
    await w.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "STORES", exact: true }).click();
    await expect.poll(() => w.page.getByRole("heading", { level: 1 }).innerText()).toBe(STORES_PAGE.title);
    expect(refused()).toBeGreaterThanOrEqual(1);
    // A full load of /stores (the server's page), not an empty white page. The heading can show before the load
    // event fires (it waits for the pictures), so the load is waited for too.
    await expect.poll(() => loads.map((url) => new URL(url).pathname)).toContain("/stores");
    await waitForHydration(w.page);
    await expect.poll(() => w.page.getByText("Loading stores...").count()).toBe(0);
    w.expectClean();
    await w.context.close();
  });

  it("shows the layout with a retry when the page's chunk stays gone", async () => {
    const w = await openPage(browser(), { allow });
    await w.page.goto("/");
    await waitForHydration(w.page);
    await refuse(w.page, "timeline-page");
    await w.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "HISTORY", exact: true }).click();
    const alert = w.page.getByRole("alert").filter({ hasText: "This page could not be loaded" });
    await expect.poll(() => alert.count()).toBe(1);
    // The frame is still there: the header's sections and the footer.
    expect(await w.page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
    expect(await w.page.locator("footer").isVisible()).toBe(true);
    await expect.poll(() => w.page.getByRole("button", { name: "Try again" }).isVisible()).toBe(true);
    // Once the chunk is back, Try again loads the page.
    await w.page.unrouteAll();
    await w.page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => w.page.getByRole("heading", { level: 1 }).innerText()).toMatch(/timeline/i);
    w.expectClean();
    await w.context.close();
  });

  it("opens the phone menu without its quick links when their chunk is gone", async () => {
    const w = await openPage(browser(), { viewport: "phone", allow });
    await w.page.goto("/");
    await waitForHydration(w.page);
    const refused = await refuse(w.page, "quick-link");
    await w.page.getByRole("button", { name: "Menu" }).click();
    const menu = w.page.locator("#mobile-menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(refused).toBeGreaterThanOrEqual(1);
    // The menu's own links are there and the page behind it still shows: nothing went blank.
    expect(await menu.getByRole("link", { name: "STORES", exact: true }).isVisible()).toBe(true);
    expect(await w.page.getByRole("heading", { level: 1 }).count()).toBe(1);
    await menu.getByRole("link", { name: "STORES", exact: true }).click();
    await expect.poll(() => w.page.getByRole("heading", { level: 1 }).innerText()).toBe(STORES_PAGE.title);
    w.expectClean();
    await w.context.close();
  });
});
