import { describe, expect, it } from "vitest";
import { STORES_PAGE } from "../packages/core/src/content";
import { addProducts, adminApi } from "./support/admin";
import { openPage, pageHydrated, useBrowser, waitForHydration, waitForLayoutHydration } from "./support/browser";
import { deferred } from "../packages/core/src/testing/deferred";

describe("navigation", () => {
  const browser = useBrowser();

  it("starts a new page at the top, and Back and Forward show each page where it was scrolled to", async () => {
    const w = await openPage(browser(), { viewport: "phone" });
    const h1 = w.page.getByRole("heading", { level: 1 });
    const scrollY = () => w.page.evaluate(() => Math.round(window.scrollY));
    /** Once React has committed what it was rendering and run its effects (two frames). */
    const settled = () => w.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await w.page.goto("/stores");
    await waitForHydration(w.page);
    await w.page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(scrollY).toBe(1500);
    // A click through the DOM, which scrolls nothing itself (the footer's link is far below).
    await w.page
      .locator("footer")
      .getByRole("link", { name: "Privacy", exact: true })
      .evaluate((link: HTMLElement) => link.click());
    await expect.poll(() => h1.innerText()).toMatch(/privacy/i);
    await settled();
    expect(await scrollY()).toBe(0);
    await w.page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(scrollY).toBe(300);
    // The page comes back from the query cache in the same task as Back (React renders a popstate's update at once),
    // so the browser's own scroll restoration finds it whole.
    await w.page.goBack();
    await expect.poll(() => h1.innerText()).toBe(STORES_PAGE.title);
    await settled();
    expect(await scrollY()).toBe(1500);
    await w.page.goForward();
    await expect.poll(() => h1.innerText()).toMatch(/privacy/i);
    await settled();
    expect(await scrollY()).toBe(300);
    w.expectClean();
    await w.context.close();
  });

  it("follows a link tapped before the page's code arrives as a link, and handles it in the app once it has", async () => {
    // 10 more than the demo catalogue's 25: the catalogue has a second page.
    const admin = await adminApi();
    const added = await addProducts(admin, 10, "Early");
    try {
      const w = await openPage(browser());
      // The catalogue page's chunk is held back until released: the layout hydrates, the page stays server HTML.
      const held = deferred();
      await w.page.route(/\/assets\/products-page-[\w-]+\.js$/, async (route) => {
        await held.promise;
        await route.continue();
      });
      const pager = w.page.getByRole("navigation", { name: "Product pages" });
      const where = () => w.page.evaluate(() => location.pathname + location.search);
      const stillHere = () => w.page.evaluate(() => (window as { stillHere?: boolean }).stillHere === true);
      await w.page.goto("/products?page=2");
      await waitForLayoutHydration(w.page);
      expect(await pageHydrated(w.page)).toBe(false);
      await w.page.evaluate(() => Object.assign(window, { stillHere: true }));
      // Before: the browser follows the link (a full load of the server's page), the tap is not lost. However long a busy
      // machine takes to answer it: the test's timeout is the safety net.
      const loaded = w.page.waitForEvent("load", { timeout: 0 });
      await pager.getByRole("link", { name: "Previous" }).click();
      held.resolve();
      await loaded;
      await expect.poll(where).toBe("/products");
      expect(await stillHere()).toBe(false);
      // After: the app moves to the next page in place.
      await waitForHydration(w.page);
      await w.page.evaluate(() => Object.assign(window, { stillHere: true }));
      await pager.getByRole("link", { name: "Next" }).click();
      await expect.poll(where).toBe("/products?page=2");
      await expect.poll(() => pager.getByText("Page 2").count()).toBe(1);
      expect(await stillHere()).toBe(true);
      w.expectClean();
      await w.context.close();
    } finally {
      for (const id of added) await admin.call("DELETE", `/api/products/${id}`);
      await admin.logout();
    }
  }, 120_000);

  it("brings back the products Show more appended, and the place scrolled to, on Back from a product's page", async () => {
    // 10 more than the demo catalogue's 25: Home's grid (30) has a second page to show.
    const admin = await adminApi();
    const added = await addProducts(admin, 10, "Back");
    const w = await openPage(browser(), { viewport: "phone" });
    const grid = w.page.locator("section", { has: w.page.getByRole("heading", { name: "Collector Essentials" }) });
    const cards = grid.locator('a[href^="/products/"]:has(img)');
    const scrollY = () => w.page.evaluate(() => Math.round(window.scrollY));
    await w.page.goto("/");
    await waitForHydration(w.page);
    const firstPage = await cards.count();
    await grid.getByRole("link", { name: "Show more" }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
    const shown = await cards.count();
    // The last appended card, scrolled into the middle of the screen, opens its product's page.
    const last = cards.last();
    await last.evaluate((link: HTMLElement) => link.scrollIntoView({ block: "center" }));
    const at = await scrollY();
    expect(at).toBeGreaterThan(0);
    const href = await last.getAttribute("href");
    await last.evaluate((link: HTMLElement) => link.click());
    await expect.poll(() => w.page.evaluate(() => window.location.pathname)).toBe(href);
    await w.page.goBack();
    await expect.poll(() => cards.count()).toBe(shown);
    await expect.poll(scrollY).toBe(at);
    w.expectClean();
    await w.context.close();
    for (const id of added) await admin.call("DELETE", `/api/products/${id}`);
    await admin.logout();
  });
});
