import type { Locator, Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import { paths, PRODUCT_CATEGORIES } from "../packages/core/src";
import { CATEGORY_CARDS, TIMELINE_EVENTS } from "../packages/core/src/content";
import { adminApi } from "./support/admin";
import { gotoPolitely, MAP_TILES, openPage, screenshot, sidewaysOverflow, useBrowser, waitForHydration } from "./support/browser";
import { deferred } from "../packages/core/src/testing/deferred";

type Box = { x: number; y: number; width: number; height: number };

const box = async (locator: Locator): Promise<Box> => {
  const b = await locator.boundingBox({ timeout: 10_000 });
  if (!b) throw new Error("element has no box");
  return b;
};
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The home grid's cards, once the products have loaded. */
async function productCards(page: Page) {
  const cards = page.locator("main ul > li").filter({ has: page.getByRole("link", { name: /shop now/i }) });
  await expect.poll(() => cards.count()).toBeGreaterThan(10);
  return cards;
}

describe("layout", () => {
  const browser = useBrowser();

  it("keeps every card's Shop Now button inside its card at 1024 and 1280 px, six- and seven-character prices included", async () => {
    for (const width of [1024, 1280]) {
      const w = await openPage(browser());
      await w.page.setViewportSize({ width, height: 900 });
      await w.page.goto("/");
      const cards = await productCards(w.page);
      const prices: string[] = [];
      for (let i = 0; i < (await cards.count()); i++) {
        const card = cards.nth(i);
        await card.scrollIntoViewIfNeeded();
        const price = (await card.getByText(/^\$\d/).innerText()).trim();
        prices.push(price);
        const button = card.getByRole("link", { name: /shop now/i });
        expect(inside(await box(button), await box(card)), `${width}px: Shop Now of the ${price} card`).toBe(true);
      }
      expect(prices.some((p) => p.length === 6)).toBe(true); // "$89.99"
      expect(prices.some((p) => p.length === 7)).toBe(true); // "$129.99"
      await screenshot(w.page, `layout-home-grid-${width}`);
      w.expectClean();
      await w.context.close();
    }
  });

  it("fits the header's sections, search and buttons into a 1024 px window, the narrowest that shows the sections", async () => {
    const w = await openPage(browser());
    for (const width of [1280, 1040, 1024]) {
      await w.page.setViewportSize({ width, height: 768 });
      await gotoPolitely(w.page, "/");
      const header = w.page.getByRole("banner");
      await expect.poll(() => header.getByRole("link", { name: "STORES", exact: true }).isVisible()).toBe(true);
      const overflow = await sidewaysOverflow(w.page);
      expect(overflow, `the page scrolls sideways by ${overflow}px at ${width} px`).toBeLessThanOrEqual(0);
      // The last control of the row, the theme toggle, on the screen; the search box still wide enough to type in.
      const controls = header.locator("button:visible, input:visible");
      const last = await box(controls.last());
      expect(last.x + last.width, `${width} px: the header's last control's right edge`).toBeLessThanOrEqual(width);
      expect((await box(header.getByRole("searchbox"))).width, `${width} px: the search box's width`).toBeGreaterThanOrEqual(96);
    }
    await screenshot(w.page, "layout-header-1024");
    w.expectClean();
    await w.context.close();
  });

  it("holds every product card off the screen at the height it renders at, so nothing moves when it comes into view", async () => {
    // A card is skipped until it nears the screen (content-visibility) and held at a height worked out from its width
    // (globals.css `product-grid`). A jump to the pager landed on cards that rendered only then, one line taller each:
    // the pager moved from under the tap (docs/decisions/0063). Both layouts of a card (price above Shop Now, and beside
    // it from 17rem), the grid's every column count, and "as of" on one line or two.
    const w = await openPage(browser());
    for (const [path, widths] of [
      ["/", [320, 390, 640, 900, 1100, 1440]],
      ["/products", [768, 1024, 1280]],
    ] as const) {
      for (const width of widths) {
        await w.page.setViewportSize({ width, height: 800 });
        await w.page.goto(path);
        // Below 29rem (product-card.tsx's `min-[29rem]:`) no card can be 14rem wide, so none is a container: that would
        // make every card dearer to render on the phones where rendering is dearest (docs/decisions/0067).
        const containers = await w.page.$$eval("main ul > li:has([data-slot=price]) > div", (cards) =>
          cards.map((card) => getComputedStyle(card).containerType),
        );
        expect(new Set(containers), `${path} at ${width}px`).toEqual(new Set([width < 29 * 16 ? "normal" : "inline-size"]));
        const heights = await w.page.evaluate(() => {
          const items = [...document.querySelectorAll<HTMLElement>("main ul > li:has([data-slot=price])")];
          const held = items.map((li) => ({ li, held: li.getBoundingClientRect().height }));
          for (const li of items) li.style.contentVisibility = "visible";
          return held.map(({ li, held }) => ({ held, rendered: li.getBoundingClientRect().height }));
        });
        expect(heights.length, `${path} at ${width}px`).toBeGreaterThan(20);
        for (const [i, { held, rendered }] of heights.entries())
          expect(Math.abs(held - rendered), `${path} at ${width}px, card ${i + 1}: held ${held}, rendered ${rendered}`).toBeLessThan(0.5);
      }
    }
    w.expectClean();
    await w.context.close();
  });

  it("skips the catalogue's category cards on a phone until they near the screen, renders each one there, and never on a wider window", async () => {
    // At the end of a phone's long /products they were styled and laid out at every start (category-cards.tsx).
    const w = await openPage(browser());
    const rendered = () =>
      w.page.$$eval("section[aria-labelledby=categories-title] li > a", (links) =>
        links.map((link) => link.checkVisibility({ contentVisibilityAuto: true })),
      );
    await w.page.setViewportSize({ width: 390, height: 800 });
    await w.page.goto("/products");
    await waitForHydration(w.page);
    expect(await rendered()).toEqual(CATEGORY_CARDS.map(() => false));
    for (const [i, card] of (await w.page.locator("section[aria-labelledby=categories-title] li").all()).entries()) {
      await card.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await rendered())[i], { message: `category card ${i + 1} on the screen` }).toBe(true);
    }
    await w.page.setViewportSize({ width: 1280, height: 800 });
    await w.page.goto("/products");
    expect(await rendered()).toEqual(CATEGORY_CARDS.map(() => true));
    w.expectClean();
    await w.context.close();
  });

  it("keeps one card height while products load and for out-of-stock cards and Amazon prices too old to show", async () => {
    // The demo data has neither: the catalogue's answer is held (the skeleton shows) and then sent with the first and the
    // last three products changed. "Out of stock" sits on the picture; "See price on Amazon" takes the price's room.
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    const stale = { sourceStore: "Amazon", priceAsOf: old };
    const changes: Record<string, unknown>[] = [
      { availability: "out_of_stock", ...stale },
      { availability: "out_of_stock" },
      stale,
      { availability: "out_of_stock", ...stale },
    ];
    const w = await openPage(browser());
    for (const width of [320, 390, 1280]) {
      await w.page.setViewportSize({ width, height: 800 });
      await gotoPolitely(w.page, "/blog");
      const held = deferred();
      await w.page.route(/\/api\/products\?/, async (route) => {
        await held.promise;
        const response = await route.fetch();
        // A busy answer goes through as it is, and the app asks again.
        if (!response.ok()) return route.fulfill({ response });
        const products = (await response.json()) as Record<string, unknown>[];
        for (const [i, change] of changes.entries()) Object.assign(products.at(i === 0 ? 0 : -i)!, change);
        await route.fulfill({ json: products });
      });
      // A visitor coming from another page: the app fetches the products and shows the skeleton meanwhile. Before
      // hydration the link would be followed as a plain link (a full load, no skeleton), so the test waits for it.
      await waitForHydration(w.page);
      await w.page.locator('footer a[href="/products"]').click();
      const skeletons = w.page.getByTestId("product-card-skeleton");
      await expect.poll(() => skeletons.count(), { message: `${width}px` }).toBeGreaterThan(0);
      const skeleton = (await skeletons.first().boundingBox())!.height;
      held.resolve();
      const priced = w.page.locator("main ul > li:has([data-slot=price])");
      await expect.poll(() => priced.count(), { message: `${width}px` }).toBeGreaterThan(20);
      await expect.poll(() => w.page.getByText("Out of stock", { exact: true }).count(), { message: `${width}px` }).toBe(3);
      expect(await w.page.getByText("See price on Amazon", { exact: true }).count(), `${width}px`).toBe(3);
      const heights = await priced.evaluateAll((items) => {
        const held = items.map((li) => li.getBoundingClientRect().height);
        for (const li of items) (li as HTMLElement).style.contentVisibility = "visible";
        return items.map((li, i) => ({ held: held[i]!, rendered: li.getBoundingClientRect().height }));
      });
      for (const [i, { held, rendered }] of heights.entries()) {
        const card = `${width}px, card ${i + 1} of ${heights.length}`;
        expect(Math.abs(held - rendered), `${card}: held ${held}, rendered ${rendered}`).toBeLessThan(0.5);
        expect(Math.abs(rendered - skeleton), `${card}: rendered ${rendered}, skeleton ${skeleton}`).toBeLessThan(0.5);
      }
      await w.page.unroute(/\/api\/products\?/);
    }
    w.expectClean();
    await w.context.close();
  });

  it("shows the generated product pictures as responsive AVIF, sized before they load, on dark panels in dark mode", async () => {
    const w = await openPage(browser(), { colorScheme: "dark" });
    await w.context.addInitScript(() => localStorage.setItem("theme", "dark"));
    await w.page.goto("/");
    const cards = await productCards(w.page);
    const image = cards.first().getByRole("img").first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const facts = await image.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      srcset: img.srcset,
      sources: [...(img.parentElement?.querySelectorAll("source") ?? [])].map((s) => s.type),
      panel: getComputedStyle(img.parentElement!.closest("div")!).backgroundColor,
    }));
    expect(facts.src).toMatch(/\/images\/products\/[a-z0-9-]+(-\d+)?\.avif$/);
    expect(facts.width).toBe("800");
    expect(facts.height).toBe("800");
    expect(facts.srcset).toMatch(/-400\.webp 400w, .*\.webp 800w$/);
    expect(facts.sources).toEqual(["image/avif"]);
    // The panel behind a picture is the theme's muted tone, never white, in dark mode.
    const [r, g, b] = facts.panel.match(/[\d.]+/g)!.map(Number);
    expect(Math.max(r!, g!, b!), facts.panel).toBeLessThan(100);
    // Every product has its own picture.
    const sources = await w.page
      .locator("main ul > li img")
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute("src")));
    expect(new Set(sources).size).toBe(sources.length);
    await screenshot(w.page, "layout-home-dark");
    w.expectClean();
    await w.context.close();
  });

  it("puts no light studio wall around the product, category, blog and article pictures in dark mode, desktop and phone", async () => {
    // Each picture's corners, read from its own pixels: transparent (the dark panel shows through) or a dark room.
    // The shipped pictures had a light wall there: every corner about rgb(115-160) past the vignette.
    for (const viewport of ["desktop", "phone"] as const) {
      const w = await openPage(browser(), { viewport, colorScheme: "dark" });
      await w.context.addInitScript(() => localStorage.setItem("theme", "dark"));
      for (const path of ["/", "/products", "/blog", "/blog/how-to-clean-white-sneakers", "/article/innovative-sneaker-boxes"]) {
        await w.page.goto(path);
        const pictures = w.page.locator('main picture img[src^="/images/"]');
        await expect.poll(() => pictures.count(), { message: path }).toBeGreaterThan(0);
        // Lazy pictures too: asked for now rather than scrolled to.
        await pictures.evaluateAll((imgs) => imgs.forEach((img) => ((img as HTMLImageElement).loading = "eager")));
        await expect
          .poll(() => pictures.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)), { message: path })
          .toBe(true);
        const corners = await pictures.evaluateAll((imgs) =>
          imgs
            .map((el) => el as HTMLImageElement)
            // By the name of the picture (a first picture may be shown from an inline copy: its currentSrc is data:).
            .filter((img) => /^\/images\/(products|categories|blog|article)\//.test(img.getAttribute("src") ?? "") && img.naturalWidth > 0)
            .map((img) => {
              const canvas = document.createElement("canvas");
              canvas.width = img.naturalWidth;
              canvas.height = img.naturalHeight;
              const context = canvas.getContext("2d")!;
              context.drawImage(img, 0, 0);
              const points = [
                [2, 2],
                [canvas.width - 3, 2],
                [2, canvas.height - 3],
                [canvas.width - 3, canvas.height - 3],
              ];
              const pixels = points.map(([x, y]) => [...context.getImageData(x!, y!, 1, 1).data]);
              // A wall fills every corner; an object may reach one (a brush's handle).
              const light = pixels.filter(([r, g, b, a]) => a! > 0 && Math.max(r!, g!, b!) > 110).length > 1;
              return { src: img.getAttribute("src"), light };
            }),
        );
        expect(corners.length, `${viewport} ${path}: pictures checked`).toBeGreaterThan(0);
        expect(
          corners.filter((c) => c.light).map((c) => c.src),
          `${viewport} ${path}: pictures on a light ground`,
        ).toEqual([]);
      }
      await w.page.goto("/products");
      await screenshot(w.page, `layout-products-dark-${viewport}`);
      w.expectClean();
      await w.context.close();
    }
  });

  it("does not cover the hero's titles with the floating 'Win Free Kicks' toggle on a phone, and shows it once scrolled", async () => {
    const w = await openPage(browser(), { viewport: "phone" });
    await w.page.goto("/");
    await productCards(w.page);
    const toggle = w.page.locator("div.fixed > button", { hasText: "Win Free Kicks" });
    const titles = [w.page.getByRole("heading", { level: 1 }), w.page.locator("main section").first().getByRole("heading", { level: 2 })];
    const toggleBox = await box(toggle);
    for (const title of titles) {
      if (!(await title.count())) continue;
      const covered = overlaps(toggleBox, await box(title.first())) && (await toggle.isVisible());
      expect(covered, `the toggle covers "${await title.first().innerText()}"`).toBe(false);
    }
    await screenshot(w.page, "layout-home-phone-top");
    // Scrolled down it stays aside while the visitor reads; a scroll back up brings it.
    await w.page.mouse.wheel(0, 600);
    await expect.poll(() => w.page.evaluate(() => scrollY)).toBeGreaterThan(400);
    await w.page.mouse.wheel(0, -100);
    await expect.poll(() => toggle.isVisible()).toBe(true);
    await toggle.click({ timeout: 10_000 });
    // Open, the same button reads 'Hide Signup'.
    await expect.poll(() => w.page.locator("div.fixed > button").getAttribute("aria-expanded")).toBe("true");
    w.expectClean();
    await w.context.close();
  });

  it("never leaves the floating 'Win Free Kicks' toggle over text on a phone: aside while scrolling down, clear of the page's last text at its end", async () => {
    const w = await openPage(browser(), { viewport: "phone" });
    await w.page.goto("/stores");
    await expect.poll(() => w.page.getByRole("article").count()).toBeGreaterThan(10);
    const toggle = w.page.locator("div.fixed > button", { hasText: "Win Free Kicks" });
    // Scrolling down (again, until the widget has hydrated and follows the scroll), it steps aside; back up, it returns.
    await expect
      .poll(async () => {
        await w.page.mouse.wheel(0, 300);
        return toggle.isVisible();
      })
      .toBe(false);
    await w.page.mouse.wheel(0, -100);
    await expect.poll(() => toggle.isVisible()).toBe(true);
    // To the very end, the page's last text in view: the footer lays out as it comes into view, so the page grows.
    const lastText = w.page.locator("footer p").last();
    await expect
      .poll(async () => {
        await w.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const text = await box(lastText);
        return text.y + text.height <= 844;
      })
      .toBe(true);
    expect(await lastText.innerText()).toMatch(/Kicks Directory/);
    await expect.poll(() => toggle.isVisible()).toBe(true);
    const [toggleBox, textBox] = [await box(toggle), await box(lastText)];
    expect(overlaps(toggleBox, textBox), "the toggle covers the page's last text").toBe(false);
    await screenshot(w.page, "layout-stores-phone-end");
    w.expectClean();
    await w.context.close();
  });

  it("shows no floating 'Win Free Kicks' toggle on a desktop, where the header has the button: the bottom-right card is uncovered", async () => {
    const w = await openPage(browser());
    await w.page.goto("/");
    await productCards(w.page);
    await w.page.mouse.wheel(0, 900);
    await w.page.waitForTimeout(300);
    await expect.poll(() => w.page.locator("div.fixed > button", { hasText: "Win Free Kicks" }).isVisible()).toBe(false);
    await w.page.getByRole("banner").getByRole("button", { name: "WIN FREE KICKS" }).click();
    // Open, the panel's 'Hide Signup' floats as before.
    await expect.poll(() => w.page.locator("div.fixed > button", { hasText: "Hide Signup" }).isVisible()).toBe(true);
    w.expectClean();
    await w.context.close();
  });

  it("fits every kind of public page into the narrowest phone (320 px): nothing scrolls sideways, the floating toggle stays on the screen", async () => {
    const w = await openPage(browser(), { viewport: "phone", mobile: true });
    await w.page.setViewportSize({ width: 320, height: 640 });
    // A store page's map asks OpenStreetMap for tiles, which a test must not reach: each one is a blank 1 × 1 picture.
    const blankTile = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
    await w.context.route(MAP_TILES, (route) => route.fulfill({ contentType: "image/png", body: blankTile }));
    // A post of the admin's own with a table and a code block wider than the screen: each scrolls inside itself.
    const admin = await adminApi();
    const wide = await admin.call("POST", "/api/blog", {
      title: "Release dates at a glance",
      slug: `e2e-wide-table-${Date.now().toString(36)}`,
      excerpt: "Six columns on a phone.",
      content:
        "<p>The year's pairs.</p><table><thead><tr><th>Model</th><th>Release</th><th>Colourway</th><th>Retail</th><th>Resale</th><th>Sizes</th></tr></thead>" +
        "<tbody><tr><td>Air Jordan 1 Retro High OG</td><td>2026-03-14</td><td>Chicago Lost and Found</td><td>$180.00</td><td>$420.00</td><td>3.5-18</td></tr></tbody></table>" +
        "<pre><code>pnpm add some-really-long-package-name another-long-package-name --filter @app/site --save-exact</code></pre>",
      published: true,
    });
    // Removed however the test ends: other suites read the sitemap and the blog.
    onTestFinished(async () => {
      await admin.call("DELETE", `/api/admin/posts/${wide?.id}`);
      await admin.logout();
    });
    // The sitemap's pages: each page of its own; of the pages drawn from data, the first product's and store's and
    // every post (a post's body may hold a comparison table wider than the screen, which scrolls in its frame).
    const sitemap = await (await w.context.request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    const firstOf = (prefix: string) => listed.find((path) => path.startsWith(prefix));
    const pages = [
      ...listed.filter((path) => !/^\/(products|stores)\/./.test(path)),
      firstOf("/products/"),
      firstOf("/stores/"),
      paths.productCategory(PRODUCT_CATEGORIES[0].value),
      "/search?q=jordan",
    ].filter((path) => path !== undefined);
    expect(pages.filter((path) => path.startsWith("/blog/")).length).toBeGreaterThan(2);
    expect(
      pages.some((path) => path.startsWith("/blog/e2e-wide-table-")),
      "the wide post is in the sitemap",
    ).toBe(true);
    for (const path of pages) {
      await gotoPolitely(w.page, path);
      const overflow = await sidewaysOverflow(w.page);
      expect(overflow, `${path} scrolls sideways by ${overflow}px at 320 px`).toBeLessThanOrEqual(0);
    }
    // The comparison table is wider than the screen: it scrolls inside its frame, which holds all of its text.
    await gotoPolitely(w.page, "/blog/best-sneaker-display-cases");
    const table = w.page.getByRole("region", { name: "Product comparison" });
    expect(await table.evaluate((frame) => frame.scrollWidth - frame.clientWidth)).toBeGreaterThan(0);
    // A phone's browser widens its layout to what overflows, and a fixed element then sits off the screen's edge.
    // (It stands aside while the visitor scrolls down; a scroll back up brings it.)
    await w.page.mouse.wheel(0, 600);
    await expect.poll(() => w.page.evaluate(() => scrollY)).toBeGreaterThan(400);
    await w.page.mouse.wheel(0, -100);
    const toggle = w.page.locator("div.fixed > button", { hasText: "Win Free Kicks" });
    await expect.poll(() => toggle.isVisible()).toBe(true);
    const toggleBox = await box(toggle);
    expect(toggleBox.x + toggleBox.width, "the toggle's right edge").toBeLessThanOrEqual(320);
    await screenshot(w.page, "layout-post-table-phone-320");
    w.expectClean();
    await w.context.close();
  });

  it("lays the timeline out with no half-empty rows: each event's picture and text share its row, sides alternating, each year once", async () => {
    const w = await openPage(browser());
    await w.page.goto("/timeline");
    const items = w.page.locator("main ol > li");
    await expect.poll(() => items.count()).toBe(TIMELINE_EVENTS.length);
    const main = await box(w.page.locator("main ol"));
    for (const i of [0, 1, 2]) {
      const picture = await box(items.nth(i).locator("figure"));
      const text = await box(items.nth(i).getByRole("heading", { level: 2 }));
      // Picture and text side by side in one row, across both halves of the list.
      expect(picture.y + picture.height, `${i}`).toBeGreaterThan(text.y);
      expect(text.y + text.height, `${i}`).toBeGreaterThan(picture.y);
      const [left, right] = i % 2 === 0 ? [picture, text] : [text, picture];
      expect(left.x + left.width, `${i}`).toBeLessThan(main.x + main.width / 2);
      expect(right.x, `${i}`).toBeGreaterThan(main.x + main.width / 2);
    }
    const height = await w.page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, "page height").toBeLessThan(5500);
    // The year is shown once per event (it used to be a giant numeral, the card's label and part of the picture).
    for (const [i, event] of TIMELINE_EVENTS.entries()) {
      await expect.poll(() => items.nth(i).getByText(String(event.year), { exact: true }).count(), { message: `${event.year}` }).toBe(1);
    }
    await screenshot(w.page, "layout-timeline-1280");
    w.expectClean();
    await w.context.close();
  });
});
