import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startFakeCreatorsApi, type FakeCreatorsApi } from "../packages/server/src/test/fake-creators-api";
import { expectToast, signIn } from "./support/admin";
import { openPage, useBrowser, waitForHydration, type Watched } from "./support/browser";
import { startBuiltServer, type BuiltServer, fetchPolitely } from "./support/server";

/**
 * Prices that are true (docs/decisions/0032-prices-from-amazon.md), in Chromium against the built server whose Amazon
 * prices come from a local fake of Amazon's Creators API: a euro price in euros, an Amazon price with its "as of" time
 * in the served HTML, the admin's "Refresh now", and the badge on the page of an item Amazon has run out of. Titles
 * start with "Supbro" so the products lead the grid on /products.
 */

const RUN = Date.now().toString(36);
const LONG = 120_000;
const ASIN = "B0E2EPRICE";
const SOLD_OUT = "B0E2ESOLDO";
const poll = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout, interval: 250 });

interface Row {
  id: number;
  title: string;
  price: string;
  currency: string;
  priceCheckedAt: string | null;
  slug: string;
}

describe("prices from Amazon", () => {
  const browser = useBrowser();
  let amazon: FakeCreatorsApi;
  let server: BuiltServer;

  beforeAll(async () => {
    amazon = await startFakeCreatorsApi();
    amazon.setItem(ASIN, { price: 42.5, currency: "USD", title: "Stackable crate" });
    server = await startBuiltServer(inject("adminPassword"), { ...amazon.env, AMAZON_ASSOCIATE_TAG: "kicks-e2e-20" });
  }, LONG);
  afterAll(async () => {
    await server?.stop();
    await amazon?.close();
  });

  async function admin(): Promise<Watched> {
    const w = await openPage(browser(), { baseURL: server.baseURL });
    await signIn(w.page, "/admin", "Manage Products");
    return w;
  }

  async function create(w: Watched, body: Record<string, unknown>): Promise<Row> {
    const response = await w.context.request.post("/api/products", { data: body, headers: { origin: w.baseURL } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Row;
  }

  async function row(w: Watched, id: number): Promise<Row> {
    const response = await w.context.request.get(`/api/admin/products?limit=100`);
    const rows = (await response.json()) as Row[];
    const found = rows.find((r) => r.id === id);
    if (!found) throw new Error(`product ${id} not in the admin's first page`);
    return found;
  }

  /** Adds an Amazon product by its ASIN and waits for its first fetch (the job runner fetches a new ASIN at once). */
  async function createFetched(w: Watched, title: string, asin: string): Promise<Row> {
    const created = await create(w, {
      title,
      price: "50.00",
      productUrl: `https://www.amazon.com/dp/${asin}`,
      imageUrl: "/images/products/display-case.webp",
      amazonAsin: asin,
    });
    await poll(async () => (await row(w, created.id)).priceCheckedAt !== null).toBe(true);
    return row(w, created.id);
  }

  /** The served HTML of /products, as a crawler (no JavaScript) reads it. */
  const servedHtml = async () => (await fetchPolitely(`${server.baseURL}/products`)).text();

  it(
    "shows a euro product in euros on /products, in the page and its structured data",
    async () => {
      const w = await admin();
      await create(w, {
        title: `Supbro Euro Crate ${RUN}`,
        price: "1299.99",
        currency: "EUR",
        productUrl: "https://shop.example.de/kiste",
        imageUrl: "/images/products/collection-crate.webp",
        sourceStore: "Sneakerkiste",
      });
      const html = await servedHtml();
      expect(html).toContain("€1,299.99");
      expect(html).toMatch(/"priceCurrency":"EUR"/);

      const visitor = await openPage(browser(), { baseURL: server.baseURL });
      await visitor.page.goto("/products");
      await waitForHydration(visitor.page);
      const card = visitor.page.locator("div.group").filter({ hasText: `Supbro Euro Crate ${RUN}` });
      await card.getByText("€1,299.99", { exact: true }).waitFor();
      visitor.expectClean();
      w.expectClean();
    },
    LONG,
  );

  it(
    "shows an Amazon price with its 'as of' time in the served HTML, and Refresh now in the admin updates the card",
    async () => {
      const w = await admin();
      const fetched = await createFetched(w, `Supbro Amazon Crate ${RUN}`, ASIN);
      expect(fetched.price).toBe("42.50");
      const at = new Date(fetched.priceCheckedAt as string);
      const two = (n: number) => String(n).padStart(2, "0");
      const asOf = `as of ${two(at.getUTCMonth() + 1)}/${two(at.getUTCDate())}/${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`;
      const html = await servedHtml();
      expect(html).toContain("$42.50");
      expect(html).toContain(asOf);
      expect(html).toContain("Product prices and availability are accurate as of the date/time indicated");

      // Amazon's price changes; "Refresh now" in the admin fetches it, and the site's card shows it.
      amazon.setItem(ASIN, { price: 39.99 });
      await w.page.getByLabel("Search products").fill(`Supbro Amazon Crate ${RUN}`);
      const adminRow = w.page.getByRole("row", { name: `Supbro Amazon Crate ${RUN}` });
      await adminRow.waitFor();
      await adminRow.getByRole("button", { name: `Refresh price of Supbro Amazon Crate ${RUN}` }).click();
      await expectToast(w.page, "Price refreshed");
      await adminRow.getByText("$39.99", { exact: true }).waitFor();

      const visitor = await openPage(browser(), { baseURL: server.baseURL });
      await visitor.page.goto("/products");
      await waitForHydration(visitor.page);
      const card = visitor.page.locator("div.group").filter({ hasText: `Supbro Amazon Crate ${RUN}` });
      await card.getByText("$39.99", { exact: true }).waitFor();
      await card.getByText(/^as of \d\d\/\d\d\/\d{4} \d\d:\d\d UTC$/).waitFor();
      visitor.expectClean();
      w.expectClean();
    },
    LONG,
  );

  it(
    "says Out of stock, as the cards' badge, on the page of a product Amazon has run out of, with and without JavaScript",
    async () => {
      amazon.setItem(SOLD_OUT, { price: 19, currency: "USD", title: "Sold-out case", availability: "OUT_OF_STOCK" });
      const w = await admin();
      const { slug } = await createFetched(w, `Supbro Soldout Case ${RUN}`, SOLD_OUT);
      for (const javaScriptEnabled of [false, true]) {
        const visitor = await openPage(browser(), { baseURL: server.baseURL, javaScriptEnabled });
        await visitor.page.goto(`/products/${slug}`);
        if (javaScriptEnabled) await waitForHydration(visitor.page);
        const badge = visitor.page.locator("main").getByText("Out of stock", { exact: true });
        expect(await badge.count(), `JavaScript ${javaScriptEnabled ? "on" : "off"}`).toBe(1);
        expect(await badge.getAttribute("data-slot")).toBe("badge");
        expect(await visitor.page.getByText("In stock", { exact: true }).count()).toBe(0);
        if (javaScriptEnabled) visitor.expectClean();
        await visitor.context.close();
      }
      w.expectClean();
    },
    LONG,
  );
});
