import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectToast, signIn } from "./support/admin";
import { openPage, screenshot, useBrowser, type Watched } from "./support/browser";

/**
 * A post that sells from live data (docs/decisions/0038-product-blocks-from-live-data.md). The admin writes a post with
 * a product box and a comparison table in the editor (products picked by searching the catalogue) and publishes it; the
 * public page shows the products' current prices and affiliate links with JavaScript on and off, and a price change
 * shows there without editing the post.
 */

const RUN = Date.now().toString(36);
const LONG = 180_000;

interface Created {
  id: number;
}

async function adminJson<T>(w: Watched, method: "POST" | "PATCH", path: string, data: unknown): Promise<T> {
  const response = await w.context.request.fetch(path, { method, data, headers: { origin: w.baseURL } });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Types a search in a product picker and waits for its answer: until then the list shows what the empty search found
 * (the newest products, these among them), and an answer arriving between two clicks moves what is below the list.
 */
async function searchCatalogue(picker: Locator, text: string, found: number) {
  await picker.getByLabel("Search the catalogue").fill(text);
  const list = picker.getByRole("group", { name: /^Products?\b/ });
  await expect.poll(() => list.getByRole("checkbox").or(list.getByRole("radio")).count()).toBe(found);
}

/** What a reader sees of the box and the table (the served HTML, or the page after hydration). */
async function blocksOn(page: Page) {
  const box = page.locator("aside.product-box");
  const table = page.getByRole("region", { name: "Product comparison" });
  return {
    box: await box.innerText(),
    table: await table.innerText(),
    // The shop links (sponsored); a product's picture and title lead to its page on the site instead.
    pageLinks: await page
      .locator('.product-box a[href^="/products/"], .product-table a[href^="/products/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    links: await page.locator('.product-box a[rel~="sponsored"], .product-table a[rel~="sponsored"]').evaluateAll((links) =>
      links.map((a) => ({
        href: a.getAttribute("href"),
        rel: a.getAttribute("rel"),
        placement: a.closest("[data-placement]")?.getAttribute("data-placement"),
      })),
    ),
  };
}

describe("product boxes and comparison tables", () => {
  const browser = useBrowser();

  it(
    "writes a post with a product box and a comparison table, publishes it, and shows live data with JavaScript on and off",
    async () => {
      const w = await openPage(browser());
      const { page } = w;
      await signIn(page, "/admin/posts/new", "New post");
      const product = (title: string, price: string, asin: string) =>
        adminJson<Created>(w, "POST", "/api/products", {
          title,
          price,
          imageUrl: "/images/products/display-case.webp",
          productUrl: `https://www.amazon.com/dp/${asin}`,
          amazonAsin: asin,
        });
      const alpha = await product(`Boxcrate Alpha ${RUN}`, "29.99", "B0BOXALPHA");
      await product(`Boxcrate Beta ${RUN}`, "54.00", "B0BOXBETA1");

      const title = `E2E Product Boxes ${RUN}`;
      const slug = `e2e-product-boxes-${RUN}`;
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByLabel("URL slug", { exact: true }).fill(slug);
      const editor = page.getByRole("textbox", { name: "Content", exact: true });
      await editor.click();
      await page.keyboard.type("Our favourite crates, with today's prices.");

      // A product box: search the catalogue, pick one.
      await page.getByRole("button", { name: "Insert product box" }).click();
      const boxPicker = page.getByRole("group", { name: "Insert a product box" });
      await searchCatalogue(boxPicker, `alpha ${RUN}`, 1);
      await boxPicker.getByRole("radio", { name: new RegExp(`Boxcrate Alpha ${RUN}`) }).check();
      await boxPicker.getByRole("button", { name: "Insert product box" }).click();
      await editor.getByRole("group", { name: "Product box" }).getByText(`Boxcrate Alpha ${RUN}`).waitFor();

      // A comparison table: two products and the rows to compare.
      await page.getByRole("button", { name: "Insert comparison table" }).click();
      const tablePicker = page.getByRole("group", { name: "Insert a comparison table" });
      await searchCatalogue(tablePicker, `boxcrate ${RUN}`, 2);
      await tablePicker.getByRole("checkbox", { name: new RegExp(`Boxcrate Alpha ${RUN}`) }).check();
      await tablePicker.getByRole("checkbox", { name: new RegExp(`Boxcrate Beta ${RUN}`) }).check();
      await tablePicker.getByRole("checkbox", { name: "Store", exact: true }).check();
      await tablePicker.getByRole("button", { name: "Insert comparison table" }).click();
      const tableNode = editor.getByRole("group", { name: "Comparison table" });
      await tableNode.getByText(`Boxcrate Beta ${RUN}`).waitFor();
      await screenshot(page, "admin-post-product-blocks-light-desktop");

      await page.getByRole("button", { name: "Publish Now" }).click();
      await expectToast(page, "Blog post published!");

      // JavaScript on: the page after hydration.
      const reader = await openPage(browser());
      await reader.page.goto(`/blog/${slug}`);
      await reader.page.getByRole("heading", { level: 1, name: title }).waitFor();
      const live = await blocksOn(reader.page);
      expect(live.box).toContain(`Boxcrate Alpha ${RUN}`);
      expect(live.box).toContain("$29.99");
      expect(live.table).toContain(`Boxcrate Beta ${RUN}`);
      expect(live.table).toContain("$54.00");
      expect(live.table).toMatch(/Store\s+Amazon\s+Amazon/);
      expect(live.links).toHaveLength(3);
      expect(live.pageLinks.length).toBeGreaterThanOrEqual(3);
      for (const href of live.pageLinks) expect(href).toMatch(/^\/products\/[a-z0-9-]+$/);
      for (const link of live.links) {
        expect(link.href).toMatch(/^https:\/\/www\.amazon\.com\/dp\/B0BOX(ALPHA|BETA1)\?tag=kicks-e2e-20$/);
        expect(link.rel).toBe("sponsored noopener noreferrer");
        expect(link.placement).toBe(`post:${slug}`);
      }
      await screenshot(reader.page, "blog-post-product-blocks-light-desktop");
      reader.expectClean();

      // JavaScript off: the served HTML alone.
      const crawler = await openPage(browser(), { javaScriptEnabled: false });
      await crawler.page.goto(`/blog/${slug}`);
      expect(await blocksOn(crawler.page)).toEqual(live);

      // A price change reaches the page without editing the post, both ways.
      await adminJson(w, "PATCH", `/api/products/${alpha.id}`, { price: "24.50" });
      await expect
        .poll(
          async () => {
            await reader.page.reload();
            return (await blocksOn(reader.page)).box;
          },
          { timeout: 20_000, interval: 500 },
        )
        .toContain("$24.50");
      await crawler.page.reload();
      const after = await blocksOn(crawler.page);
      expect(after.box).toContain("$24.50");
      expect(after.box).not.toContain("$29.99");
      expect(after.table).toContain("$24.50");
      reader.expectClean();
      w.expectClean();
      await Promise.all([w.context.close(), reader.context.close(), crawler.context.close()]);
    },
    LONG,
  );
});
