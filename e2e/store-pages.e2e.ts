import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { gotoPolitely, MAP_TILES, openPage, screenshot, useBrowser, waitForHydration, type Watched } from "./support/browser";
import { disclosureBeforeFirstAffiliateLink } from "./support/disclosure";
import { fetchPolitely } from "./support/server";

/** A demo store with a merchant id (a Rakuten deep link) and coordinates (drizzle seed: stores.seed.ts). */
const NIKE = { path: "/stores/nike-nyc-house-of-innovation-000", name: "Nike NYC House of Innovation 000" };
/** A text that only Leaflet's code carries (its map panes' class). */
const LEAFLET_MARKER = "leaflet-pane";
/** With JavaScript off, Chromium refuses the page's module preloads (reported as a CSP failure): not a fault. */
const SCRIPTS_OFF = /\/assets\/[\w.-]+\.js$/;
/** The console's line for a refused tile (a cross-origin image: the same-origin ones are checked as failed requests). */
const TILE_REFUSED = /^Failed to load resource: net::ERR_/;

/** Refuse the map's tiles (there is no network here), counting the requests for them. */
async function refuseTiles(w: Watched): Promise<{ count: number }> {
  const tiles = { count: 0 };
  await w.context.route(MAP_TILES, (route) => {
    tiles.count += 1;
    return route.abort("internetdisconnected");
  });
  return tiles;
}

/** The JSON-LD objects of the page as the server sent it. */
const jsonLd = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
      const value = JSON.parse(s.textContent ?? "null") as unknown;
      return (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
    }),
  );

async function expectStorePage(page: Page) {
  await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(NIKE.name);
  const main = page.locator("main");
  expect(await main.locator("address").innerText()).toMatch(/650 5th Ave\s+New York, NY\s+USA/);
  expect(await main.getByText("40.7582° N, 73.9776° W").count()).toBe(1);
  const osm = page.getByRole("link", { name: /Open in OpenStreetMap/ });
  expect(await osm.getAttribute("href")).toBe("https://www.openstreetmap.org/?mlat=40.7582&mlon=-73.9776#map=17/40.7582/-73.9776");
  expect(await page.getByRole("link", { name: /Open in Google Maps/ }).getAttribute("href")).toMatch(
    /^https:\/\/www\.google\.com\/maps\/search\//,
  );
  expect(await page.getByRole("link", { name: "OpenStreetMap contributors" }).isVisible()).toBe(true);
  const shop = page.getByRole("link", { name: /Shop Now/ });
  expect(await shop.getAttribute("href")).toMatch(/^https:\/\/click\.linksynergy\.com\/deeplink\?.*mid=2417&.*u1=store-page/);
  expect(await shop.getAttribute("rel")).toBe("sponsored noopener noreferrer");
  // The disclosure comes before the page's first affiliate link.
  expect(await disclosureBeforeFirstAffiliateLink(page)).toBe(true);
  const store = (await jsonLd(page)).find((item) => item["@type"] === "Store");
  expect(store).toMatchObject({
    name: NIKE.name,
    address: {
      "@type": "PostalAddress",
      streetAddress: "650 5th Ave",
      addressLocality: "New York",
      addressRegion: "NY",
      addressCountry: "USA",
    },
    geo: { "@type": "GeoCoordinates", latitude: 40.7582, longitude: -73.9776 },
    telephone: "(212) 376-9480",
  });
}

describe("store pages and Near me", () => {
  const browser = useBrowser();

  it("renders a store page complete without JavaScript: address, JSON-LD, the map's box and its links", async () => {
    const w = await openPage(browser(), { javaScriptEnabled: false, viewport: "phone", allow: [SCRIPTS_OFF] });
    const tiles = await refuseTiles(w);
    const response = await gotoPolitely(w.page, NIKE.path);
    expect(response?.status()).toBe(200);
    await expectStorePage(w.page);
    expect(await w.page.locator(".leaflet-container").count()).toBe(0);
    expect(tiles.count).toBe(0);
    await screenshot(w.page, "store-page-no-js-phone");
    w.expectClean();
    await w.context.close();
  });

  it("loads Leaflet with OpenStreetMap tiles after hydration; the box stays with its links when the tiles cannot load", async () => {
    const w = await openPage(browser(), { allow: [TILE_REFUSED] });
    const tiles = await refuseTiles(w);
    const scripts: string[] = [];
    w.page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(new URL(res.url()).pathname);
    });
    // From the directory: the store's name links to its page.
    await w.page.goto("/stores?q=innovation");
    await waitForHydration(w.page);
    await w.page.getByRole("link", { name: NIKE.name, exact: true }).click();
    await expect.poll(() => new URL(w.page.url()).pathname).toBe(NIKE.path);
    await expectStorePage(w.page);
    await w.page.locator("[data-map-state]").scrollIntoViewIfNeeded();
    await expect.poll(() => w.page.locator(".leaflet-container").count()).toBe(1);
    await expect.poll(() => tiles.count).toBeGreaterThan(0);
    await expect.poll(() => w.page.locator("[data-map-state]").getAttribute("data-map-state")).toBe("unavailable");
    expect(await w.page.getByText("Map tiles could not load; use the links below.").isVisible()).toBe(true);
    expect(await w.page.getByText("40.7582° N, 73.9776° W").isVisible()).toBe(true);
    expect(await w.page.getByRole("link", { name: /Open in OpenStreetMap/ }).isVisible()).toBe(true);
    await screenshot(w.page, "store-page-tiles-unavailable");
    w.expectClean();
    await w.context.close();
  });

  it("keeps Leaflet out of every page's start-up code and out of Home's downloads", async () => {
    const base = inject("baseURL");
    for (const path of ["/", "/stores", NIKE.path]) {
      const html = await (await fetchPolitely(new URL(path, base))).text();
      const start = [
        ...[...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? ""),
        ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1] ?? ""),
      ];
      expect(start.length, path).toBeGreaterThan(0);
      for (const src of start) {
        const code = await (await fetchPolitely(new URL(src, base))).text();
        expect(code.includes(LEAFLET_MARKER), `${src} of ${path}`).toBe(false);
      }
      expect(html.includes("leaflet"), `${path}'s HTML names leaflet`).toBe(false);
    }
    const w = await openPage(browser());
    const bodies: Promise<string>[] = [];
    w.page.on("response", (res) => {
      if (["script", "stylesheet"].includes(res.request().resourceType())) bodies.push(res.text());
    });
    await w.page.goto("/");
    await w.page.waitForLoadState("networkidle");
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of await Promise.all(bodies)) expect(body.includes(LEAFLET_MARKER)).toBe(false);
    w.expectClean();
    await w.context.close();
  });

  it("answers an unknown store with a 404 page, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [false, true]) {
      const w = await openPage(browser(), { javaScriptEnabled, allow: [/status of 404/, ...(javaScriptEnabled ? [] : [SCRIPTS_OFF])] });
      const response = await w.page.goto("/stores/no-such-store");
      expect(response?.status()).toBe(404);
      await expect.poll(() => w.page.getByRole("heading", { level: 1 }).innerText()).toBe("Store Not Found");
      expect(await w.page.getByRole("link", { name: "Browse the store directory" }).getAttribute("href")).toBe("/stores");
      w.expectClean();
      await w.context.close();
    }
  });

  it("Near me: asks for the location on a tap, then lists the stores nearest first with their distances", async () => {
    const w = await openPage(browser(), { viewport: "phone" });
    await w.context.grantPermissions(["geolocation"]);
    // Paris, by the Louvre.
    await w.context.setGeolocation({ latitude: 48.8606, longitude: 2.3376 });
    const asked: string[] = [];
    w.page.on("request", (req) => {
      if (req.url().includes("/api/stores?")) asked.push(new URL(req.url()).search);
    });
    await w.page.goto("/stores");
    await waitForHydration(w.page);
    const button = w.page.getByRole("button", { name: "Near me" });
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(asked).toEqual([]);
    await button.click();
    const nearest = w.page.locator("section[aria-labelledby=stores-nearest]");
    await expect.poll(() => nearest.count()).toBe(1);
    expect(asked).toEqual(["?near=48.8606%2C2.3376"]);
    const cards = nearest.locator("article");
    const names = await cards.locator("h3").allInnerTexts();
    expect(names.slice(0, 2)).toEqual(["Starcow Paris", "Nike Champs-Élysées"]);
    expect(names.slice(2, 5).sort()).toEqual(["Footpatrol London", "Nike Town London", "Size? Carnaby Street"]);
    const distances = (await cards.locator("[data-distance]").allInnerTexts()).map((text) =>
      Number(/^([\d,.]+) km/.exec(text)?.[1]?.replace(/,/g, "")),
    );
    expect(distances).toHaveLength(names.length);
    expect(distances.every((d, i) => i === 0 || d >= (distances[i - 1] as number))).toBe(true);
    expect(distances[0]).toBeLessThan(2);
    // A US store also says miles.
    expect(await cards.filter({ hasText: "Kith Manhattan" }).locator("[data-distance]").innerText()).toMatch(
      /^[\d,]+ km \([\d,]+ mi\) away$/,
    );
    expect(await button.getAttribute("aria-pressed")).toBe("true");
    await screenshot(w.page, "stores-near-me-phone");
    await button.click();
    await expect.poll(() => nearest.count()).toBe(0);
    w.expectClean();
    await w.context.close();
  });

  it("Near me: says so when the location is refused", async () => {
    const w = await openPage(browser());
    await w.page.goto("/stores");
    await waitForHydration(w.page);
    await w.page.getByRole("button", { name: "Near me" }).click();
    await expect.poll(() => w.page.getByText(/Location access was denied/).count()).toBe(1);
    w.expectClean();
    await w.context.close();
  });
});
