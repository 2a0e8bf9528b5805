import { describe, expect, it } from "vitest";
import { STORES_PAGE } from "../packages/core/src/content";
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
});
