import { describe, expect, it } from "vitest";
import { STORES_PAGE } from "../packages/core/src/content";
import { addProducts, adminApi } from "./support/admin";
import { openPage, useBrowser, waitForHydration } from "./support/browser";

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
