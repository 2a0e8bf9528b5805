import { gzipSync } from "node:zlib";
import type { Locator } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PRERENDER_ORIGIN_PLACEHOLDER } from "../packages/core/src/routes/page-documents";
import { conflictingClasses } from "../packages/site/src/test/class-conflicts";
import { addProducts, adminApi } from "./support/admin";
import { gotoPolitely, openPage, screenshot, useBrowser, waitForHydration, waitForLayoutHydration } from "./support/browser";
import { publicRoutes } from "./support/routes";
import { fetchPolitely } from "./support/server";
import { deferred } from "../packages/core/src/testing/deferred";

/** The data pages whose first pictures (how many) come inside their HTML. */
const INLINE_PICTURES = [
  ["/", 1],
  ["/products", 2],
  ["/blog", 1],
  // A post whose hero is under 8 KB as AVIF (the cut-out heroes of decision 0039 are 4-13 KB; a larger one is preloaded).
  ["/blog/costco-nike-sb-dunk-low-kirkland-signature-release", 1],
  ["/timeline", 1],
] as const;

/** The file a picture shows, once painted (an empty string while it has none). */
const shownFrom = (img: Locator) =>
  img.evaluate((element: HTMLImageElement) => (element.complete && element.naturalWidth > 0 ? element.currentSrc : ""));

/** Every product of the public catalogue, page by page (the API's largest page). */
async function catalogueSize(): Promise<number> {
  let total = 0;
  for (let page = 1; ; page++) {
    const response = await fetchPolitely(new URL(`/api/products?limit=100&page=${page}`, inject("baseURL")));
    total += ((await response.json()) as unknown[]).length;
    if (!response.headers.get("Link")) return total;
  }
}

describe("public site", () => {
  const browser = useBrowser();

  for (const route of publicRoutes) {
    it(`renders ${route.path} with one h1, in both themes and widths`, async () => {
      for (const colorScheme of ["light", "dark"] as const) {
        for (const viewport of ["desktop", "phone"] as const) {
          const w = await openPage(browser(), { viewport });
          if (colorScheme === "dark") await w.context.addInitScript(() => localStorage.setItem("theme", "dark"));
          const response = await gotoPolitely(w.page, route.path);
          expect(response?.status()).toBe(200);
          const h1 = w.page.getByRole("heading", { level: 1 });
          await expect.poll(() => h1.count()).toBe(1);
          await expect.poll(() => h1.innerText()).toMatch(route.heading);
          expect(await w.page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(colorScheme === "dark");
          await w.page.waitForLoadState("networkidle");
          await screenshot(w.page, `public-${route.name}-${colorScheme}-${viewport}`);
          w.expectClean();
          await w.context.close();
        }
      }
    });
  }

  for (const viewport of ["desktop", "phone"] as const) {
    it(`needs no class merging on any public page (${viewport}): no element's classes set one property twice`, async () => {
      // Classes are joined without tailwind-merge (lib/class-names: `cx`, in the shared components too), so a
      // caller's class cannot override a component's: both would apply and the stylesheet's order would pick one.
      // tailwind-merge drops the losing class of such a pair; here it must find none to drop,
      // on every route, with the desktop dropdown or the mobile menu, and the newsletter panel, open.
      const conflicts = new Map<string, string>();
      const w = await openPage(browser(), { viewport });
      const check = async (where: string) => {
        const lists = await w.page.evaluate(() => [...document.querySelectorAll("[class]")].map((e) => e.getAttribute("class") ?? ""));
        for (const classes of new Set(lists)) {
          const lost = conflictingClasses(classes);
          if (lost.length > 0 && !conflicts.has(classes)) conflicts.set(classes, `${where}: drops ${lost.join(" ")}`);
        }
      };
      for (const route of publicRoutes) {
        await w.page.goto(route.path);
        await w.page.waitForLoadState("networkidle");
        await waitForHydration(w.page);
        await check(route.path);
      }
      if (viewport === "desktop") {
        await w.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "SHOP" }).hover();
        await expect.poll(() => w.page.getByRole("link", { name: /View All Products/ }).count()).toBe(1);
        await check("SHOP dropdown");
      } else {
        await w.page.getByRole("button", { name: /menu/i }).click();
        await expect.poll(() => w.page.getByRole("navigation", { name: "Mobile" }).count()).toBe(1);
        await check("mobile menu");
      }
      await w.page.goto("/#newsletter");
      await expect.poll(() => w.page.getByText("No spam, ever").isVisible()).toBe(true);
      await check("newsletter panel");
      expect(Object.fromEntries(conflicts)).toEqual({});
      w.expectClean();
      await w.context.close();
    }, 180_000);
  }

  it("answers unknown paths with 'Page Not Found' and status 404", async () => {
    const w = await openPage(browser(), { allow: [/404/, /Failed to load resource/] });
    const response = await w.page.goto("/definitely/not/here");
    expect(response?.status()).toBe(404);
    await expect.poll(() => w.page.getByRole("heading", { level: 1 }).innerText()).toBe("Page Not Found");
    await screenshot(w.page, "public-not-found-light-desktop");
    await w.context.close();
  });

  it("matches paths case-insensitively and with a trailing slash", async () => {
    const w = await openPage(browser());
    for (const path of ["/RESOURCES/", "/Resources", "/resources/"]) {
      const response = await gotoPolitely(w.page, path);
      expect(response?.status()).toBe(200);
      await expect.poll(() => w.page.getByRole("heading", { level: 1 }).innerText()).toBe("Sneaker Resources");
    }
    w.expectClean();
    await w.context.close();
  });

  it("shows the product grid and the hero carousel from the API on Home", async () => {
    const w = await openPage(browser());
    await w.page.goto("/");
    await expect.poll(() => w.page.getByRole("link", { name: /shop now/i }).count()).toBeGreaterThan(5);
    const sponsored = await w.page.locator('a[rel~="sponsored"][target="_blank"]').count();
    expect(sponsored).toBeGreaterThan(5);
    const jsonLd = await w.page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("\n")).toContain('"FAQPage"');
    expect(jsonLd.join("\n")).toContain('"Product"');
    w.expectClean();
    await w.context.close();
  });

  it("keeps a page's inline first picture through hydration, without fetching its file", async () => {
    const w = await openPage(browser(), { viewport: "phone" });
    const avifs: string[] = [];
    w.page.on("request", (request) => {
      if (request.url().endsWith(".avif")) avifs.push(new URL(request.url()).pathname);
    });
    for (const [path] of INLINE_PICTURES) {
      avifs.length = 0;
      await w.page.goto(path);
      await waitForHydration(w.page);
      const img = w.page.locator('picture:has(img[fetchpriority="high"]) img').first();
      const stem = ((await img.getAttribute("src")) ?? "").replace(/\.webp$/, "");
      await expect(shownFrom(img), path).resolves.toMatch(/^data:image\/avif;base64,/);
      await expect(w.page.locator('link[rel="preload"][as="image"][type="image/avif"]').count(), path).resolves.toBe(0);
      // Its files were not fetched (unless the same picture shows again further down, as a product's on Home).
      if ((await w.page.locator(`img[src="${stem}.webp"]`).count()) === 1)
        expect(
          avifs.filter((file) => file.startsWith(`${stem}.`) || file.startsWith(`${stem}-`)),
          path,
        ).toEqual([]);
    }
    w.expectClean();
    await w.context.close();
  });

  it("keeps the chosen theme across a reload", async () => {
    const w = await openPage(browser());
    await w.page.goto("/");
    expect(await w.page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    // The inline theme script handles the toggle (decision 0040): it works before the page's code has started.
    await w.page
      .getByRole("button", { name: /dark|theme/i })
      .first()
      .click();
    await expect.poll(() => w.page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await w.page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await w.page.reload();
    expect(await w.page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    w.expectClean();
    await w.context.close();
  });

  it("opens the newsletter panel from #newsletter after 300 ms and removes the hash", async () => {
    for (const path of ["/#newsletter", "/stores#newsletter"]) {
      const w = await openPage(browser());
      await w.page.goto(path);
      await expect.poll(() => w.page.getByText("No spam, ever").isVisible()).toBe(true);
      await expect.poll(() => w.page.evaluate(() => location.hash)).toBe("");
      await expect.poll(() => w.page.getByRole("button", { name: "Hide Signup" }).isVisible()).toBe(true);
      await screenshot(w.page, `public-newsletter-${path.includes("stores") ? "stores" : "home"}`);
      w.expectClean();
      await w.context.close();
    }
  });

  it("has a mobile menu that toggles and closes on item click", async () => {
    const w = await openPage(browser(), { viewport: "phone" });
    await w.page.goto("/");
    await waitForHydration(w.page);
    const toggle = w.page.getByRole("button", { name: /menu/i });
    const menu = w.page.getByRole("navigation", { name: "Mobile" });
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await screenshot(w.page, "public-mobile-menu-open");
    await menu.getByRole("link", { name: "STORES" }).click();
    await expect.poll(() => w.page.evaluate(() => location.pathname)).toBe("/stores");
    await expect.poll(() => menu.isVisible()).toBe(false);
    // The address changes at the tap; the page (and the header's close on a new page) comes with its code.
    await expect.poll(() => w.page.getByPlaceholder("Search stores or cities...").isVisible()).toBe(true);
    // A popover: its button closes it again, as does Escape.
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await toggle.click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await toggle.click();
    await w.page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    w.expectClean();
    await w.context.close();
  });

  // A tap on the dimmed page under the open menu closes it and follows nothing: here one of the catalogue's store
  // filters, which the popover's backdrop would otherwise let the tap through to. So before the page's code has
  // arrived (its scripts held back: the page as served, the menu a native popover) as after hydration.
  for (const hydrated of [false, true]) {
    it(`follows nothing under the open phone menu ${hydrated ? "after hydration" : "before the page's code"}`, async () => {
      const w = await openPage(browser(), { viewport: "phone", allow: hydrated ? [] : [/\/assets\//, /Failed to load resource/] });
      if (!hydrated) await w.page.route("**/assets/*.js", (route) => route.abort());
      await w.page.goto("/products");
      if (hydrated) await waitForHydration(w.page);
      // A phone's filters are folded under one line (a native disclosure: it opens before the page's code too).
      await w.page.getByText("Sort & filter").click();
      const toggle = w.page.getByRole("button", { name: /menu/i });
      const menu = w.page.getByRole("navigation", { name: "Mobile" });
      // The first store's filter ("All stores" is the first link).
      const filter = w.page.getByRole("navigation", { name: "Stores", exact: true }).getByRole("link").nth(1);
      const href = await filter.getAttribute("href");
      expect(href).toMatch(/^\/products\?store=/);
      await filter.evaluate((link) => link.scrollIntoView({ block: "end" }));
      await toggle.click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      const box = await filter.boundingBox();
      const menuBox = await menu.boundingBox();
      expect(box && menuBox && box.y > menuBox.y + menuBox.height).toBe(true);
      // Whether the tap's click reached the link is known when the click has been dispatched, however busy the machine.
      await filter.evaluate((link) => link.addEventListener("click", () => link.setAttribute("data-tapped", ""), { once: true }));
      await w.page.mouse.click((box?.x ?? 0) + 10, (box?.y ?? 0) + (box?.height ?? 0) / 2);
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await filter.getAttribute("data-tapped")).toBeNull();
      expect(new URL(w.page.url()).search).toBe("");
      // Closed, the same tap applies the filter.
      await filter.click();
      await expect.poll(() => w.page.url().slice(new URL(w.page.url()).origin.length)).toBe(href);
      w.expectClean();
      await w.context.close();
    });
  }

  it("filters and searches the store directory", async () => {
    const w = await openPage(browser());
    await w.page.goto("/stores");
    await expect.poll(() => w.page.getByText(/\(USA\)/).count()).toBeGreaterThan(5);
    await waitForHydration(w.page);
    await w.page.getByPlaceholder("Search stores or cities...").fill("zzzz-nowhere");
    await expect.poll(() => w.page.getByText("No stores found").isVisible()).toBe(true);
    expect(await w.page.getByText("Try adjusting your search").isVisible()).toBe(true);
    await w.page.getByPlaceholder("Search stores or cities...").fill("");
    await expect.poll(() => w.page.getByRole("link", { name: /Directions/ }).count()).toBeGreaterThan(10);
    w.expectClean();
    await w.context.close();
  });

  it("keeps a store search typed before the page's code arrived", async () => {
    // The layout hydrates first (the footer's year shows) while the page itself waits for its lazy chunk: hold that
    // chunk back, type, then let it through. React keeps the typed text in the box; the list must follow it.
    const w = await openPage(browser());
    const held = deferred();
    await w.page.route(/\/assets\/stores-page-[^/]+\.js$/, async (route) => {
      await held.promise;
      await route.continue();
    });
    await w.page.goto("/stores", { waitUntil: "domcontentloaded" });
    await waitForLayoutHydration(w.page);
    await w.page.getByPlaceholder("Search stores or cities...").fill("zzzz-nowhere");
    held.resolve();
    await expect.poll(() => w.page.getByText("No stores found").isVisible()).toBe(true);
    expect(await w.page.getByPlaceholder("Search stores or cities...").inputValue()).toBe("zzzz-nowhere");
    w.expectClean();
    await w.context.close();
  });

  it("keeps the scroll position a visitor reached before the page's code arrived, so a tap lands where aimed", async () => {
    // Hold back every script: the server-rendered page shows and can be scrolled, then hydrates. Hydrating must not
    // jump back to the top (that moved the card under a click and lost it, as a browser test once did).
    const w = await openPage(browser());
    const held = deferred();
    await w.page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held.promise;
      await route.continue();
    });
    await w.page.goto("/blog", { waitUntil: "commit" });
    const last = w.page.getByRole("link", { name: /Protect Suede Sneakers/ });
    await last.scrollIntoViewIfNeeded();
    const scrolled = await w.page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    held.resolve();
    await waitForHydration(w.page);
    expect(await w.page.evaluate(() => window.scrollY)).toBe(scrolled);
    await last.click();
    await expect.poll(() => new URL(w.page.url()).pathname).toBe("/blog/protect-suede-sneakers");
    // A new path still starts at the top (once it renders: the URL changes first, the page when its code is in).
    await expect.poll(() => w.page.evaluate(() => window.scrollY)).toBe(0);
    w.expectClean();
    await w.context.close();
  });

  it("searches and shows empty-result suggestions", async () => {
    const w = await openPage(browser());
    await w.page.goto("/search?q=display");
    await expect.poll(() => w.page.getByText(/Found \d+ results?/).isVisible()).toBe(true);
    await w.page.goto("/search?q=qqqxxyyzz");
    await expect.poll(() => w.page.getByText("No results found").isVisible()).toBe(true);
    await w.page.goto("/search");
    await expect.poll(() => w.page.getByText("Start searching").isVisible()).toBe(true);
    w.expectClean();
    await w.context.close();
  });

  it("lists posts and shows 'Post Not Found' for an unknown slug", async () => {
    const w = await openPage(browser(), { allow: [/404/, /Failed to load resource/] });
    await w.page.goto("/blog");
    await expect.poll(() => w.page.getByRole("link", { name: /innovative/i }).count()).toBeGreaterThan(0);
    expect((await w.page.goto("/blog/no-such-post"))?.status()).toBe(404);
    await expect.poll(() => w.page.getByText("Post Not Found").isVisible()).toBe(true);
    expect(await w.page.getByText("The blog post you're looking for doesn't exist or has been removed.").isVisible()).toBe(true);
    await w.context.close();
  });

  it("pages a larger catalogue: Home's Show more appends in place, /products?page=2 comes rendered with its data, past the end is 404", async () => {
    const admin = await adminApi();
    const added: number[] = [];
    try {
      // 40 more than the demo catalogue's 25 (and whatever earlier test files left): at least three pages of 30.
      added.push(...(await addProducts(admin, 40, "Paging")));
      const total = await catalogueSize();
      expect(total).toBeGreaterThan(60);

      // JavaScript on: Home shows the first page; Show more appends page 2 in place (no page load), then points at 3.
      const w = await openPage(browser());
      await w.page.goto("/");
      await waitForHydration(w.page);
      const cards = w.page.getByRole("region", { name: "Collector Essentials" }).getByRole("heading", { level: 3 });
      await expect.poll(() => cards.count()).toBe(30);
      const firstPage = await cards.allTextContents();
      await w.page.evaluate(() => Object.assign(window, { stillHere: true }));
      const showMore = w.page.getByRole("link", { name: "Show more" });
      expect(await showMore.getAttribute("href")).toBe("/products?page=2");
      await showMore.click();
      await expect.poll(() => cards.count()).toBe(60);
      expect((await cards.allTextContents()).slice(0, 30)).toEqual(firstPage);
      expect(await w.page.evaluate(() => [location.pathname, (window as { stillHere?: boolean }).stillHere])).toEqual(["/", true]);
      await expect.poll(() => showMore.getAttribute("href")).toBe("/products?page=3");
      const secondPage = (await cards.allTextContents()).slice(30);
      // Its numbered page hydrates, and its pager moves through the catalogue in the app.
      await w.page.goto("/products?page=2");
      await waitForHydration(w.page);
      const gallery = () => w.page.getByRole("region", { name: "Shopping Gallery" }).getByRole("heading", { level: 3 });
      expect(await gallery().allTextContents()).toEqual(secondPage);
      await w.page.getByRole("navigation", { name: "Product pages" }).getByRole("link", { name: "Previous" }).click();
      // The tap's outcome, however long a loaded machine takes to give it (a run under load waited out 15 s with the
      // address unchanged); the test's timeout is the safety net.
      await w.page.waitForURL((url) => url.pathname + url.search === "/products", { timeout: 0 });
      await expect.poll(() => gallery().allTextContents()).toEqual(firstPage);
      w.expectClean();
      await w.context.close();

      // JavaScript off: /products?page=2 arrives with page 2's products and its canonical, prev and next links.
      const off = await openPage(browser(), { javaScriptEnabled: false, allow: [/404/, /Failed to load resource/] });
      const response = await gotoPolitely(off.page, "/products?page=2");
      expect(response?.status()).toBe(200);
      const offGallery = off.page.getByRole("region", { name: "Shopping Gallery" }).getByRole("heading", { level: 3 });
      expect(await offGallery.allTextContents()).toEqual(secondPage);
      const link = (rel: string) => off.page.locator(`head link[rel="${rel}"]`).getAttribute("href");
      expect(await link("canonical")).toBe(`${off.baseURL}/products?page=2`);
      expect(await link("prev")).toBe(`${off.baseURL}/products`);
      expect(await link("next")).toBe(`${off.baseURL}/products?page=3`);
      const pager = off.page.getByRole("navigation", { name: "Product pages" });
      expect(await pager.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/products?page=3");

      for (const missing of ["/products?page=999", "/products?page=abc"]) {
        expect((await off.page.goto(missing))?.status(), missing).toBe(404);
        expect(await off.page.getByRole("heading", { level: 1 }).innerText()).toBe("Page Not Found");
      }
      await off.context.close();
    } finally {
      for (const id of added) await admin.call("DELETE", `/api/products/${id}`);
      await admin.logout();
    }
  }, 120_000);

  it("shows 14 timeline events and 37 resources", async () => {
    const w = await openPage(browser());
    await w.page.goto("/resources");
    await expect.poll(() => w.page.getByRole("link", { name: /Visit Store/ }).count()).toBe(37);
    await w.page.goto("/timeline");
    await expect.poll(() => w.page.getByText(/^Photo: /).count()).toBe(14);
    w.expectClean();
    await w.context.close();
  });

  it("serves every public page with its content: readable with JavaScript off, canonical on PUBLIC_SITE_URL", async () => {
    const w = await openPage(browser(), { javaScriptEnabled: false });
    /** What proves a page came with its data, not a loading state. */
    const content: Record<string, () => Promise<number>> = {
      home: () => w.page.getByRole("link", { name: /shop now/i }).count(),
      products: () => w.page.getByRole("link", { name: /shop now/i }).count(),
      resources: () => w.page.getByRole("link", { name: /Visit Store/ }).count(),
      stores: () => w.page.getByRole("button", { name: /^All Stores \(\d+\)$/ }).count(),
      search: () => w.page.getByText(/^Found \d+ results?$/).count(),
      timeline: () => w.page.getByText(/^Photo: /).count(),
      blog: () => w.page.getByRole("list", { name: "Blog posts" }).getByRole("link").count(),
      "blog-post": () => w.page.locator("article .blog-prose p").count(),
    };
    for (const route of publicRoutes) {
      const response = await gotoPolitely(w.page, route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(w.page.getByRole("heading", { level: 1 }).innerText(), route.path).resolves.toMatch(route.heading);
      if (content[route.name]) await expect(content[route.name]?.(), route.path).resolves.toBeGreaterThan(0);
      await expect(
        w.page
          .getByRole("status")
          .filter({ hasText: /loading|searching/i })
          .count(),
        route.path,
      ).resolves.toBe(0);
      const html = (await response?.text()) ?? "";
      expect(html, route.path).not.toContain(PRERENDER_ORIGIN_PLACEHOLDER);
      expect(html, route.path).toContain(
        route.noindex ? '<meta name="robots" content="noindex"/>' : `<link rel="canonical" href="${w.baseURL}${route.path}"/>`,
      );
    }
    // The largest picture of a data page comes inside its HTML (decision 0027): its AVIF inline, painted with the
    // page rather than after a request of its own, so nothing preloads it; the WebP stays for a browser without AVIF.
    for (const [path, count] of INLINE_PICTURES) {
      const html = (await (await w.page.goto(path))?.text()) ?? "";
      expect(html.slice(0, html.indexOf("</head>")), path).not.toMatch(/<link rel="preload" as="image" type="image\/avif"/);
      const first = w.page.locator('picture:has(img[fetchpriority="high"])');
      await expect(first.count(), path).resolves.toBe(count);
      for (let n = 0; n < count; n++) {
        const source = first.nth(n).locator('source[type="image/avif"]');
        await expect(source.getAttribute("srcset"), path).resolves.toMatch(/^data:image\/avif;base64,[A-Za-z0-9+/]+=*$/);
        await expect(first.nth(n).locator("img").getAttribute("src"), path).resolves.toMatch(/^\/images\/[a-z0-9/-]+\.webp$/);
        await expect(shownFrom(first.nth(n).locator("img")), path).resolves.toMatch(/^data:image\/avif;base64,/);
      }
    }
    // Without JavaScript the nav, the footer and the FAQ are all there too.
    await w.page.goto("/");
    await expect(w.page.getByRole("link", { name: "SHOP", exact: true }).count()).resolves.toBe(1);
    await expect(w.page.getByText(/Affiliate disclosure/).count()).resolves.toBe(1);
    await expect(w.page.locator('[aria-labelledby="faq-title"] details summary').count()).resolves.toBe(4);
    await screenshot(w.page, "public-home-no-javascript");
    const missing = await w.page.goto("/blog/no-such-post");
    expect(missing?.status()).toBe(404);
    await expect(w.page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Post Not Found");
    await w.context.close();
  });

  it("hydrates the server-rendered page in place rather than rendering it again", async () => {
    for (const [path, scheme] of [
      ["/", "dark"],
      ["/terms", "light"],
      ["/search?q=nike", "light"],
      ["/no/such/page", "light"],
      ["/stores", "light"],
      ["/stores?q=kith", "light"],
      ["/blog", "dark"],
      ["/blog/how-to-clean-white-sneakers", "light"],
      ["/blog/no-such-post", "light"],
    ] as const) {
      const w = await openPage(browser(), { allow: [/404/, /Failed to load resource/] });
      if (scheme === "dark") await w.context.addInitScript(() => localStorage.setItem("theme", "dark"));
      // Before any page script: note every header or h1 that leaves the document (a fresh render replaces them).
      await w.context.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { removedByRender: removed });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) {
              if (node instanceof Element && (node.matches("header, h1") || node.querySelector("header, h1"))) removed.push(node.nodeName);
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await w.page.goto(path);
      await w.page.waitForLoadState("networkidle");
      // Hydrated: the theme button reads the stored theme, the page reacts, and nothing prerendered was replaced.
      await expect
        .poll(() => w.page.getByRole("button", { name: `Switch to ${scheme === "dark" ? "light" : "dark"} theme` }).count())
        .toBe(1);
      if (path.startsWith("/search")) await expect.poll(() => w.page.getByText(/Found \d+ results?/).count()).toBe(1);
      if (path.startsWith("/no/")) await expect.poll(() => w.page.locator("main code").innerText()).toBe(path);
      if (path.startsWith("/stores?q=")) {
        await expect.poll(() => w.page.getByRole("searchbox", { name: "Search stores" }).inputValue()).toBe("kith");
        await expect.poll(() => w.page.getByRole("link", { name: /Directions/ }).count()).toBe(1);
      }
      expect(await w.page.evaluate(() => (window as unknown as { removedByRender: string[] }).removedByRender), path).toEqual([]);
      w.expectClean();
      await w.context.close();
    }
    // Nine pages, each loaded to network idle: more than the default minute on a loaded 2-core machine.
  }, 120_000);

  it("hands each page its data in the HTML and its code in the head, and fetches nothing twice", async () => {
    // Each path, the data it was rendered with and its own code chunk (Home's code is the entry itself).
    const expected: [path: string, data: string, chunk: string | null][] = [
      ["/", "/api/products", null],
      ["/stores", "/api/stores", "stores-page-"],
      ["/blog", "/api/blog", "blog-page-"],
      ["/blog/how-to-clean-white-sneakers", "/api/blog/how-to-clean-white-sneakers", "blog-post-page-"],
    ];
    for (const [path, data, chunk] of expected) {
      const w = await openPage(browser());
      const requests: string[] = [];
      const warnings: string[] = [];
      w.page.on("request", (request) => requests.push(new URL(request.url()).pathname));
      w.page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      const response = await gotoPolitely(w.page, path);
      // The HTML carries the page's data (inert JSON) and names its code, so the browser fetches the code before any script ran.
      const html = (await response?.text()) ?? "";
      expect(html, path).toMatch(/<script type="application\/json" id="query-state">\{/);
      if (chunk) expect(html, path).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}[\\w-]+\\.js">`));
      await w.page.waitForLoadState("networkidle");
      // Chromium warns about a preload left unused a few seconds after load.
      await w.page.waitForTimeout(3_500);
      expect(
        requests.filter((p) => p === data),
        path,
      ).toEqual([]);
      expect(
        requests.filter((p, i) => requests.indexOf(p) !== i),
        path,
      ).toEqual([]);
      expect(
        warnings.filter((text) => /preload/i.test(text)),
        path,
      ).toEqual([]);
      w.expectClean();
      await w.context.close();
    }
  });

  it("starts each public page's code from its head, while the HTML still arrives, and the page hydrates", async () => {
    // The module script and its preloads are in the head as the build wrote them (decision 0040 removed the boot
    // template that held them until the first paint): the code is requested before the HTML has been parsed.
    for (const { path } of publicRoutes) {
      const w = await openPage(browser());
      const response = await gotoPolitely(w.page, path);
      const html = (await response?.text()) ?? "";
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).toMatch(/<script type="module" crossorigin src="\/assets\//);
      expect(html, path).not.toContain("<template data-boot>");
      await waitForHydration(w.page);
      const timing = await w.page.evaluate(() => ({
        parsed: performance.getEntriesByType("navigation")[0]?.toJSON().domInteractive as number,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.scripts.length, path).toBeGreaterThan(3);
      expect(Math.min(...timing.scripts), path).toBeLessThan(timing.parsed);
      w.expectClean();
      await w.context.close();
    }
  }, 120_000);

  it("does not move a public page's content while it loads on a phone over slow 4G, nor when Home's hero advances", async () => {
    // Lighthouse's mobile link and CPU (150 ms, 1.6 Mbit/s, 4x slower): the HTML streams in, the page paints before
    // it has all of it, then its code hydrates. Every layout shift Chromium records counts, up to a second after.
    const w = await openPage(browser(), { viewport: "phone", mobile: true });
    const cdp = await w.context.newCDPSession(w.page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // A load over this link waits for its outcome, however long a busy machine makes it (a loaded run's Home took over
    // Playwright's 30 s to fire "load"); the test's own timeout is the safety net.
    w.page.setDefaultNavigationTimeout(0);
    const shifts = () =>
      w.page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            const observer = new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
                if (!entry.hadRecentInput) total += entry.value;
            });
            observer.observe({ type: "layout-shift", buffered: true });
            setTimeout(() => {
              observer.disconnect();
              resolve(total);
            }, 1_000);
          }),
      );
    // A phone's browser (openPage's mobile): a narrow desktop window's classic scrollbar appears once the streaming page
    // outgrows the window, and everything centred moves by half its width (the header's buttons, /alerts' text and a
    // short page's footer measured 0.0006-0.04 that way on a loaded machine). Below 0.005 rather than none: what this
    // is for moved whole blocks (the hero's text under its picture, the timeline's column widened by skipped items).
    // The shifts measured are in docs/decisions/0040.
    for (const { path } of publicRoutes) {
      await w.page.goto(path);
      await waitForHydration(w.page);
      await expect(shifts(), path).resolves.toBeLessThan(0.005);
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    // The hero holds the height of its tallest slide (the phone is where their words wrap differently).
    await w.page.goto("/");
    await waitForHydration(w.page);
    const hero = w.page.getByRole("region", { name: "Featured products" });
    // Once every slide has woken (the hidden ones render when the browser is first idle).
    await expect
      .poll(() =>
        hero.evaluate((el) =>
          [...el.querySelectorAll('[aria-roledescription="slide"]')].some((s) => getComputedStyle(s).contentVisibility === "hidden"),
        ),
      )
      .toBe(false);
    const dots = hero.getByRole("button", { name: /^Show product \d+ of \d+$/ });
    const heights: number[] = [];
    for (let i = 0; i < (await dots.count()); i++) {
      await dots.nth(i).click();
      await expect.poll(() => dots.nth(i).getAttribute("aria-current")).toBe("true");
      heights.push((await hero.boundingBox())?.height ?? 0);
    }
    expect(heights.length).toBeGreaterThan(2);
    expect(new Set(heights).size, heights.join(", ")).toBe(1);
    w.expectClean();
    await w.context.close();
  }, 600_000);

  it("starts Home with at most 130 KB of gzipped JavaScript on a phone and a desktop", async () => {
    // Every script Home loads until the network is idle (the entry, its imports, whatever it fetches at start), each
    // gzipped as the server sends it: what a visitor downloads before the page reacts. The desktop loads the same:
    // its dropdown panels wait for a pointer or focus on a section (app/layout/main-nav.tsx).
    // The budget is 130 KB with React Router in (docs/decisions/0041-react-router.md has the measurements).
    const BUDGET = { phone: 130 * 1024, desktop: 130 * 1024 };
    for (const viewport of ["phone", "desktop"] as const) {
      const w = await openPage(browser(), { viewport });
      const scripts = new Map<string, number>();
      w.page.on("response", (response) => {
        if (response.request().resourceType() !== "script" || !response.url().startsWith(w.baseURL)) return;
        void response.body().then(
          (body) => scripts.set(new URL(response.url()).pathname, gzipSync(body).length),
          () => undefined,
        );
      });
      await w.page.goto("/");
      await w.page.waitForLoadState("networkidle");
      await waitForHydration(w.page);
      if (viewport === "desktop") {
        // The section dropdowns are on (what a wide screen adds after hydration), and whatever that fetched is in.
        const shop = w.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "SHOP" });
        await expect.poll(() => shop.getAttribute("aria-expanded")).toBe("false");
        await w.page.waitForLoadState("networkidle");
      }
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      const list = [...scripts].map(([path, size]) => `${path} ${(size / 1024).toFixed(1)} KB`).join(", ");
      expect(scripts.size, viewport).toBeGreaterThan(3);
      console.info(`Home start-up JavaScript, ${viewport}: ${(total / 1024).toFixed(1)} KB gzipped`);
      expect(total, `${viewport}: ${(total / 1024).toFixed(1)} KB gzipped (${list})`).toBeLessThanOrEqual(BUDGET[viewport]);
      w.expectClean();
      await w.context.close();
    }
  });
});
