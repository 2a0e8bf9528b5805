import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminApi } from "./support/admin";
import { openPage, screenshot, useBrowser } from "./support/browser";
import { disclosureBeforeFirstAffiliateLink } from "./support/disclosure";

/**
 * A page for every product (docs/decisions/0049-product-pages.md). From Home's card to the product's page (its price
 * history drawn in the served HTML, and a post that features it), on to that post and back, with JavaScript on and off;
 * an older slug answers 301, an unknown one 404 and a deleted product's 410, from the production server.
 */

const RUN = Date.now().toString(36);
const LONG = 120_000;
const TITLE = `Supbro Pagecase ${RUN}`;
const SLUG = `supbro-pagecase-${RUN}`;
const POST_SLUG = `e2e-featuring-${RUN}`;
const POST_TITLE = `E2E Featuring Pagecase ${RUN}`;

/** What the product's page shows of its price history and the posts that feature it. */
async function productPageOn(page: Page) {
  const history = page.getByRole("region", { name: "Price history" });
  return {
    heading: await page.getByRole("heading", { level: 1 }).innerText(),
    chart: await history.locator("svg path").count(),
    words: await history
      .getByText(/Lowest in the last 30 days|The price (has )?held at/)
      .first()
      .innerText(),
    rows: await history.locator("tbody tr").count(),
    featured: await page.getByRole("region", { name: "Featured in" }).getByRole("link").allInnerTexts(),
    shop: await page
      .getByRole("link", { name: /^Shop at Amazon/ })
      .evaluate((a) => ({ rel: a.getAttribute("rel"), placement: a.closest("[data-placement]")?.getAttribute("data-placement") })),
    disclosureFirst: await disclosureBeforeFirstAffiliateLink(page),
  };
}

describe("product pages", () => {
  const browser = useBrowser();
  let api: Awaited<ReturnType<typeof adminApi>>;
  let productId: number;

  beforeAll(async () => {
    api = await adminApi();
    const product = await api.call<{ id: number; slug: string }>("POST", "/api/products", {
      title: TITLE,
      price: "39.00",
      imageUrl: "/images/products/display-case.webp",
      productUrl: "https://www.amazon.com/dp/B0PAGECASE",
      amazonAsin: "B0PAGECASE",
      category: "display",
    });
    expect(product?.slug).toBe(SLUG);
    productId = product?.id ?? 0;
    await api.call("PATCH", `/api/products/${productId}`, { price: "34.00" });
    await api.call("POST", "/api/blog", {
      title: POST_TITLE,
      slug: POST_SLUG,
      excerpt: "A case worth a look.",
      content: `<p>Our pick.</p><div data-product-box="" data-product-id="${productId}"></div>`,
      published: true,
    });
  }, LONG);
  afterAll(async () => {
    await api?.call("DELETE", `/api/products/${productId}`).catch(() => undefined);
    await api?.logout();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(
      `goes from a Home card to the product's page, its price history and a featuring post, and back (JavaScript ${javaScriptEnabled ? "on" : "off"})`,
      async () => {
        const w = await openPage(browser(), { javaScriptEnabled });
        const { page } = w;
        await page.goto("/");
        // The card's title leads to the product's page; its Shop Now button still goes to the retailer.
        const card = page.getByRole("heading", { level: 3, name: TITLE });
        await expect.poll(() => card.count()).toBe(1);
        await card.getByRole("link").click();
        await page.waitForURL(`**/products/${SLUG}`);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(TITLE);

        const shown = await productPageOn(page);
        expect(shown).toEqual({
          heading: TITLE,
          // Both prices were recorded seconds ago: too short a history for a chart (core priceChart); the words say it.
          chart: 0,
          words: "Lowest in the last 30 days: $34.00. Highest: $39.00.",
          rows: 2,
          featured: [POST_TITLE],
          shop: { rel: "sponsored noopener noreferrer", placement: "product-page" },
          disclosureFirst: true,
        });
        if (javaScriptEnabled) await screenshot(page, "product-page-desktop-light");

        await page.getByRole("region", { name: "Featured in" }).getByRole("link", { name: POST_TITLE }).click();
        await page.waitForURL(`**/blog/${POST_SLUG}`);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(POST_TITLE);

        await page.goBack();
        await page.waitForURL(`**/products/${SLUG}`);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(TITLE);
        await page.goBack();
        await page.waitForURL((url) => url.pathname === "/");
        await expect.poll(() => page.getByRole("heading", { level: 3, name: TITLE }).count()).toBe(1);
        // With JavaScript off the browser refuses the pages' script preloads (reported as failed requests): nothing to check.
        if (javaScriptEnabled) w.expectClean();
        await w.context.close();
      },
      LONG,
    );
  }

  it(
    "answers an older slug with a 301, an unknown one with a 404 page and a deleted product's with a 410 page",
    async () => {
      const base = inject("baseURL");
      const get = (path: string) => fetch(new URL(path, base), { redirect: "manual" });
      const other = await api.call<{ id: number; slug: string }>("POST", "/api/products", {
        title: `Supbro Renamed ${RUN}`,
        price: "12.00",
        imageUrl: "/images/products/display-case.webp",
        productUrl: "https://www.example.com/renamed",
        sourceStore: "Example",
      });
      if (!other) throw new Error("no product");
      await api.call("PATCH", `/api/products/${other.id}`, { slug: `supbro-moved-${RUN}` });
      const moved = await get(`/products/${other.slug}?ref=old`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe(`/products/supbro-moved-${RUN}?ref=old`);

      const unknown = await get(`/products/never-a-product-${RUN}`);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain("Product Not Found");

      await api.call("DELETE", `/api/products/${other.id}`);
      const gone = await get(`/products/supbro-moved-${RUN}`);
      expect(gone.status).toBe(410);
      const html = await gone.text();
      expect(html).toContain("Product No Longer Available");
      // In the site's layout: its header and footer.
      expect(html).toMatch(/<header/);
      expect(html).toMatch(/<footer/);
    },
    LONG,
  );
});
