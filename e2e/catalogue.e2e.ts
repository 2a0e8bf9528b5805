import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi } from "./support/admin";
import { openPage, screenshot, useBrowser, waitForHydration, gotoPolitely } from "./support/browser";

/**
 * Category pages, filters, sorts and facets (docs/decisions/0046-catalogue-facets.md), in Chromium against the built
 * server, with JavaScript on (the form and the facet links change the list in place) and off (a plain GET form and
 * links, from the HTML alone). The test's products have a store of their own, so a filter by it shows them alone,
 * whatever else the catalogue holds.
 */

const RUN = Date.now().toString(36);
const STORE = `Facet Shop ${RUN}`;
/** Title, price and category of each product the test adds. */
const ADDED = [
  ["Alpha", "10.00", "care"],
  ["Bravo", "40.00", "care"],
  ["Charlie", "25.00", "display"],
  ["Delta", "60.00", "care"],
  ["Echo", "15.00", "display"],
] as const;
const title = (name: string) => `E2E ${name} ${RUN}`;
const titles = (...names: string[]) => names.map(title);

/** Follows the "Display cases" category facet, the filters kept, and waits for its address. */
const openDisplayCases = (page: Page) =>
  Promise.all([
    page.waitForURL(/\/products\/category\/display/),
    page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: /Display cases/ })
      .click(),
  ]);

describe("the catalogue's filters, sorts and category pages", () => {
  const browser = useBrowser();
  let admin: Awaited<ReturnType<typeof adminApi>>;
  const added: number[] = [];

  beforeAll(async () => {
    admin = await adminApi();
    for (const [name, price, category] of ADDED) {
      const created = await admin.call("POST", "/api/products", {
        title: title(name),
        price,
        category,
        imageUrl: "/images/products/display-case.webp",
        productUrl: `https://example.com/facets-${RUN}-${name.toLowerCase()}`,
        sourceStore: STORE,
      });
      added.push(created?.id ?? 0);
    }
  }, 60_000);
  afterAll(async () => {
    for (const id of added) await admin.call("DELETE", `/api/products/${id}`);
    await admin.logout();
  });

  const storeQuery = `store=${encodeURIComponent(STORE).replace(/%20/g, "+")}`;

  it("filters and sorts /products in place with JavaScript on", async () => {
    const w = await openPage(browser());
    await w.page.goto(`/products?${storeQuery}`);
    await waitForHydration(w.page);
    const gallery = () => w.page.getByRole("region", { name: "Shopping Gallery" }).getByRole("heading", { level: 3 });
    await expect
      .poll(() => gallery().allTextContents())
      .toEqual(expect.arrayContaining(titles("Alpha", "Bravo", "Charlie", "Delta", "Echo")));
    expect(await gallery().count()).toBe(5);
    await w.page.evaluate(() => Object.assign(window, { stillHere: true }));

    // A sort: the select applies at once, in place.
    await w.page.getByLabel("Sort by").selectOption("price");
    await expect.poll(() => w.page.evaluate(() => location.search)).toBe(`?${storeQuery}&sort=price`);
    await expect.poll(() => gallery().allTextContents()).toEqual(titles("Alpha", "Echo", "Charlie", "Bravo", "Delta"));

    // A filter: the price range, applied by the form's button.
    await w.page.getByLabel("Lowest price").fill("20");
    await w.page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => gallery().allTextContents()).toEqual(titles("Charlie", "Bravo", "Delta"));
    expect(await w.page.evaluate(() => location.search)).toBe(`?${storeQuery}&min=20&sort=price`);

    // A facet count is a link: the category keeps the filters and the sort.
    const categories = w.page.getByRole("navigation", { name: "Categories" });
    await expect.poll(() => categories.getByRole("link", { name: /Cleaning & care/ }).innerText()).toMatch(/2$/);
    await categories.getByRole("link", { name: /Cleaning & care/ }).click();
    await expect
      .poll(() => w.page.evaluate(() => location.pathname + location.search))
      .toBe(`/products/category/care?${storeQuery}&min=20&sort=price`);
    await expect.poll(() => gallery().allTextContents()).toEqual(titles("Bravo", "Delta"));
    expect(await w.page.getByRole("heading", { level: 1 }).innerText()).toBe("Cleaning & care");
    expect(await w.page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    const robots = await w.page.locator('head meta[name="robots"]').getAttribute("content");
    expect(robots).toBe("noindex, follow");
    expect(await w.page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(`${w.baseURL}/products/category/care`);
    await screenshot(w.page, "category-page-filtered-desktop-light");
    w.expectClean();
    await w.context.close();
  }, 90_000);

  it("filters and sorts /products with JavaScript off: a plain GET form and links", async () => {
    // Without JavaScript the browser fetches no script (the page's module preloads are refused, as nothing runs).
    const off = await openPage(browser(), { javaScriptEnabled: false, allow: [/\/assets\//] });
    const response = await gotoPolitely(off.page, `/products?${storeQuery}&sort=-price`);
    expect(response?.status()).toBe(200);
    const gallery = () => off.page.getByRole("region", { name: "Shopping Gallery" }).getByRole("heading", { level: 3 });
    expect(await gallery().allTextContents()).toEqual(titles("Delta", "Bravo", "Charlie", "Echo", "Alpha"));
    // A filtered address: not indexed, its canonical the unfiltered list.
    expect(await off.page.locator('head meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
    expect(await off.page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(`${off.baseURL}/products`);
    expect(await off.page.getByText("5 products.").count()).toBe(1);

    // The form: the price range, with the store and the sort kept.
    await off.page.getByLabel("Highest price").fill("30");
    await Promise.all([off.page.waitForURL(/max=30/), off.page.getByRole("button", { name: "Apply" }).click()]);
    expect(await gallery().allTextContents()).toEqual(titles("Charlie", "Echo", "Alpha"));

    // The facet links: a category, then the sort back to featured through the form.
    await openDisplayCases(off.page);
    expect(await gallery().allTextContents()).toEqual(titles("Charlie", "Echo"));
    expect(new URL(off.page.url()).searchParams.get("store")).toBe(STORE);
    off.expectClean();
    await off.context.close();
  }, 90_000);

  it("folds a phone's filters under one line, the first products on its first screen, with JavaScript on and off", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const w = await openPage(browser(), { viewport: "phone", javaScriptEnabled, allow: javaScriptEnabled ? [] : [/\/assets\//] });
      await gotoPolitely(w.page, `/products?${storeQuery}`);
      if (javaScriptEnabled) await waitForHydration(w.page);
      // The first product's picture is on the phone's first screen (844 px tall), its middle at least.
      const picture = await w.page.getByRole("region", { name: "Shopping Gallery" }).getByRole("img").first().boundingBox();
      expect(picture && picture.y + picture.height / 2, `JavaScript ${javaScriptEnabled ? "on" : "off"}`).toBeLessThan(844);
      const sort = w.page.getByLabel("Sort by");
      expect(await sort.isVisible()).toBe(false);
      await w.page.getByText("Sort & filter").click();
      expect(await sort.isVisible()).toBe(true);
      await openDisplayCases(w.page);
      const gallery = w.page.getByRole("region", { name: "Shopping Gallery" }).getByRole("heading", { level: 3 });
      await expect.poll(() => gallery.allTextContents()).toEqual(titles("Charlie", "Echo"));
      await screenshot(w.page, `catalogue-phone-filters-${javaScriptEnabled ? "on" : "off"}`);
      w.expectClean();
      await w.context.close();
    }
  }, 90_000);

  it("serves a category page with its heading, meta and canonical; an unknown one is 404, a bad filter 400 naming it", async () => {
    const off = await openPage(browser(), { javaScriptEnabled: false, allow: [/404/, /400/, /Failed to load resource/] });
    const response = await gotoPolitely(off.page, "/products/category/care");
    expect(response?.status()).toBe(200);
    expect(await off.page.getByRole("heading", { level: 1 }).innerText()).toBe("Cleaning & care");
    expect(await off.page.title()).toMatch(/^Cleaning & care \| /);
    expect(await off.page.locator('head meta[name="description"]').getAttribute("content")).toMatch(
      /^Cleaning & care for sneaker collectors/,
    );
    expect(await off.page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(`${off.baseURL}/products/category/care`);
    expect(await off.page.locator('head meta[name="robots"]').count()).toBe(0);
    // Its grid's shop links are the category page's placement, after the affiliate disclosure.
    expect(await off.page.locator('[data-placement="category-page"] a[rel~="sponsored"]').count()).toBeGreaterThan(0);
    const html = await response!.text();
    expect(html.indexOf("We may earn a commission")).toBeLessThan(html.indexOf('data-placement="category-page"'));
    const cards = await off.page.getByRole("region", { name: "Shopping Gallery" }).getByRole("heading", { level: 3 }).allTextContents();
    expect(cards).toEqual(expect.arrayContaining(titles("Alpha", "Bravo", "Delta")));
    expect(cards).not.toContain(title("Charlie"));

    expect((await off.page.goto("/products/category/sneakers"))?.status()).toBe(404);
    expect(await off.page.getByRole("heading", { level: 1 }).innerText()).toBe("Page Not Found");
    expect((await off.page.goto("/products?min=abc"))?.status()).toBe(400);
    expect(await off.page.getByRole("heading", { level: 1 }).innerText()).toBe("Bad Filter");
    expect(await off.page.getByText(/The min of this address must be an amount/).count()).toBe(1);
    await off.context.close();

    // With JavaScript on, the category page hydrates and its store facet filters in place.
    const w = await openPage(browser());
    await w.page.goto("/products/category/care");
    await waitForHydration(w.page);
    const stores = w.page.getByRole("navigation", { name: "Stores" });
    await stores.getByRole("link", { name: new RegExp(STORE) }).click();
    await expect.poll(() => w.page.evaluate(() => location.search)).toBe(`?${storeQuery}`);
    const gallery = () => w.page.getByRole("region", { name: "Shopping Gallery" }).getByRole("heading", { level: 3 });
    // The address changes before the filtered grid arrives, and the unfiltered one holds these three too.
    await expect.poll(async () => (await gallery().allTextContents()).sort()).toEqual(titles("Alpha", "Bravo", "Delta").sort());
    await screenshot(w.page, "category-page-desktop-light");
    w.expectClean();
    await w.context.close();
  }, 90_000);
});
