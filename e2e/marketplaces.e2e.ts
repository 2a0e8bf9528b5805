import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startFakeCreatorsApi, type FakeCreatorsApi } from "../packages/server/src/test/fake-creators-api";
import { DESKTOP_CHROME_UA, openPage, useBrowser, waitForHydration } from "./support/browser";
import { startBuiltServer, type BuiltServer, fetchPolitely } from "./support/server";

/**
 * The visitor's marketplace at click time (docs/decisions/0048-amazon-marketplaces.md), in Chromium against its own
 * built server whose Amazon data comes from the local fake Creators API with amazon.co.uk configured: a browser whose
 * language is en-GB that clicks a Home card lands on amazon.co.uk with the UK tag (the outbound navigation is
 * intercepted: outside hosts do not resolve here), while the served HTML holds the home link for everyone.
 */

const LONG = 180_000;
const UK = "www.amazon.co.uk";

describe("the visitor's Amazon marketplace", () => {
  const browser = useBrowser();
  let amazon: FakeCreatorsApi;
  let server: BuiltServer;

  beforeAll(async () => {
    amazon = await startFakeCreatorsApi();
    server = await startBuiltServer(inject("adminPassword"), {
      ...amazon.env,
      AMAZON_ASSOCIATE_TAG: "kicks-e2e-20",
      AMAZON_MARKETPLACES: UK,
      AMAZON_ASSOCIATE_TAGS: `${UK}=kicks-uk-e2e-21`,
    });
  }, LONG);
  afterAll(async () => {
    await server?.stop();
    await amazon?.close();
  });

  it(
    "sends an en-GB browser's click on a Home card to amazon.co.uk with the UK tag; the served HTML keeps the home link",
    async () => {
      const visitor = await openPage(browser(), { baseURL: server.baseURL, userAgent: DESKTOP_CHROME_UA, locale: "en-GB" });
      const { page, context } = visitor;
      await page.goto("/");
      await waitForHydration(page);
      const card = page.locator('[data-placement="home-grid"] a[href*="amazon.com/dp/"]').first();
      await card.waitFor();
      const asin = /\/dp\/([A-Z0-9]{10})/.exec((await card.getAttribute("href")) ?? "")?.[1];
      if (!asin) throw new Error("no Amazon card on Home");

      // Amazon knows the item at home and in the UK; the admin's Refresh now asks both marketplaces.
      amazon.setItem(asin, { price: 20 });
      amazon.setItem(asin, { price: 17, currency: "GBP" }, UK);
      const admin = await openPage(browser(), { baseURL: server.baseURL });
      const login = await admin.context.request.post("/api/admin/login", {
        data: { password: inject("adminPassword") },
        headers: { origin: server.baseURL },
      });
      expect(login.status()).toBe(200);
      const products = (await (await admin.context.request.get("/api/admin/products?limit=100")).json()) as {
        id: number;
        amazonAsin: string | null;
      }[];
      const product = products.find((p) => p.amazonAsin === asin);
      if (!product) throw new Error(`no product with ASIN ${asin}`);
      const refreshed = await admin.context.request.post(`/api/admin/products/${product.id}/refresh-price`, {
        headers: { origin: server.baseURL },
      });
      expect(refreshed.status(), await refreshed.text()).toBe(200);
      await admin.context.close();

      await context.route(/^https:\/\/www\.amazon\.(com|co\.uk)\//, (route) => route.fulfill({ status: 200, body: "a shop" }));
      await page.reload();
      await waitForHydration(page);
      const link = page.locator(`[data-placement="home-grid"] a[href*="/dp/${asin}"]`).first();
      const href = (await link.getAttribute("href")) ?? "";
      expect(new URL(href).host).toBe("www.amazon.com");
      const popup = page.waitForEvent("popup");
      await link.click();
      const opened = await popup;
      await opened.waitForURL(/^https:\/\/www\.amazon\.co\.uk\//);
      const landed = new URL(opened.url());
      expect(landed.pathname).toBe(`/dp/${asin}`);
      expect(landed.searchParams.get("tag")).toBe("kicks-uk-e2e-21");
      await opened.close();
      // The page keeps its home link; so does the HTML served to everyone (crawlers, previews, any country).
      expect(await link.getAttribute("href")).toBe(href);
      const html = await (await fetchPolitely(`${server.baseURL}/`, { headers: { "accept-language": "en-GB" } })).text();
      expect(html).toContain(`https://www.amazon.com/dp/${asin}`);
      expect(html).not.toContain(UK);
      visitor.expectClean();
      await context.close();
    },
    LONG,
  );
});
