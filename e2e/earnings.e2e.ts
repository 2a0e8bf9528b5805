import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectToast, signIn } from "./support/admin";
import { DESKTOP_CHROME_UA, openPage, screenshot, useBrowser, waitForHydration, type Watched } from "./support/browser";
import { startBuiltServer, type BuiltServer, fetchPolitely } from "./support/server";

/**
 * Which page earns (docs/decisions/0037-placements-and-earnings.md), in Chromium against its own built server (its
 * tracking ids do not change the other files' pages): a visitor clicks a product on Home and in a post, the links
 * carrying the placements' tracking ids and the click redirect (/api/go) their placements; an Amazon earnings report
 * crediting those tracking ids is uploaded in the admin; the Earnings screen shows revenue and EPC by placement, its
 * days in SITE_TIMEZONE. And the served /stores page has a u1 on every Rakuten deep link.
 */

const RUN = Date.now().toString(36);
const LONG = 180_000;
const TIME_ZONE = "America/Los_Angeles";
const SLUG = `e2e-earns-${RUN}`;
const poll = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout, interval: 250 });

/** Today on the site's clocks (the report's day). */
const siteToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

describe("earnings by placement", () => {
  const browser = useBrowser();
  let server: BuiltServer;

  beforeAll(async () => {
    server = await startBuiltServer(inject("adminPassword"), { AMAZON_ASSOCIATE_TAG: "kicks-e2e-20", SITE_TIMEZONE: TIME_ZONE });
  }, LONG);
  afterAll(async () => {
    await server?.stop();
  });

  /** Click an Amazon link that opens the retailer in a new tab through the click redirect (/api/go); what it was told. */
  async function follow(page: Page, link: ReturnType<Page["locator"]>) {
    const go = page.context().waitForEvent("request", (r) => r.url().includes("/api/go?"));
    const popup = page.waitForEvent("popup");
    await link.click();
    const query = new URL((await go).url()).searchParams;
    await (await popup).close();
    return { url: query.get("url"), source: query.get("source") };
  }

  it(
    "a click on Home and one in a post, a report crediting their tracking ids, revenue and EPC by placement",
    async () => {
      const admin: Watched = await openPage(browser(), { baseURL: server.baseURL });
      const { page } = admin;
      await signIn(page, "/admin/earnings", "Earnings");
      await page.getByText(`Days in ${TIME_ZONE}.`).waitFor();

      // A post linking to an Amazon product (the seed's first Amazon product with an ASIN).
      const products = (await (await admin.context.request.get("/api/admin/products?limit=100")).json()) as {
        title: string;
        amazonAsin: string | null;
        sourceStore: string;
      }[];
      const crate = products.find((p) => p.amazonAsin && p.sourceStore === "Amazon");
      if (!crate?.amazonAsin) throw new Error("the seed has no Amazon product with an ASIN");
      const created = await admin.context.request.post("/api/blog", {
        headers: { origin: server.baseURL },
        data: {
          title: `Which crate earns ${RUN}`,
          slug: SLUG,
          content: `<p>Our pick: <a href="https://www.amazon.com/dp/${crate.amazonAsin}">the crate</a>.</p>`,
          published: true,
        },
      });
      expect(created.status(), await created.text()).toBe(201);

      // The tracking ids of two placements, typed in the admin.
      const trackingIds: [string, string][] = [
        ["home-grid", "kicks-home-20"],
        [`post:${SLUG}`, "kicks-post-20"],
      ];
      for (const [placement, trackingId] of trackingIds) {
        await page.getByRole("button", { name: "Add placement" }).click();
        const group = page.getByRole("group", { name: /^Tracking ID \d+$/ }).last();
        await group.getByLabel("Placement", { exact: true }).fill(placement);
        await group.getByLabel("Tracking ID", { exact: true }).fill(trackingId);
      }
      await page.getByRole("button", { name: "Save tracking IDs" }).click();
      await expectToast(page, "Tracking IDs saved");

      // A visitor clicks a product of Home's grid, then the product in the post.
      const visitor = await openPage(browser(), { baseURL: server.baseURL, userAgent: DESKTOP_CHROME_UA });
      await visitor.context.route(/^https:\/\/(www\.)?amazon\.com\//, (route) => route.fulfill({ status: 200, body: "a shop" }));
      await visitor.page.goto("/");
      await waitForHydration(visitor.page);
      const homeLink = visitor.page.locator('[data-placement="home-grid"] a[href*="amazon.com/dp/"]').first();
      await homeLink.waitFor();
      const homeHref = (await homeLink.getAttribute("href")) ?? "";
      expect(new URL(homeHref).searchParams.get("tag")).toBe("kicks-home-20");
      const homeAsin = /\/dp\/([A-Z0-9]{10})/.exec(homeHref)?.[1] ?? "";
      expect(await follow(visitor.page, homeLink)).toEqual({ url: homeHref, source: "home-grid" });

      await visitor.page.goto(`/blog/${SLUG}`);
      await waitForHydration(visitor.page);
      const postLink = visitor.page.getByRole("link", { name: "the crate" });
      const postHref = (await postLink.getAttribute("href")) ?? "";
      expect(new URL(postHref).searchParams.get("tag")).toBe("kicks-post-20");
      expect(await follow(visitor.page, postLink)).toEqual({ url: postHref, source: `post:${SLUG}` });
      visitor.expectClean();
      await visitor.context.close();

      // Amazon's earnings report for today, crediting those tracking ids, uploaded as the file Associates Central exports.
      const day = siteToday();
      const report = [
        `Fee-Earnings reports from ${day} to ${day}`,
        "Category\tName\tASIN\tSeller\tTracking ID\tDate Shipped\tPrice($)\tItems Shipped\tReturns\tRevenue($)\tAd Fees($)\tDevice Type Group",
        `Collectibles\tHome pick\t${homeAsin}\tAmazon.com\tkicks-home-20\t${day}\t100.00\t1\t0\t100.00\t4.00\tDESKTOP`,
        `Storage\t${crate.title}\t${crate.amazonAsin}\tAmazon.com\tkicks-post-20\t${day}\t62.50\t1\t0\t62.50\t2.50\tPHONE`,
      ].join("\n");
      await page.getByLabel("Report", { exact: true }).selectOption("amazon");
      await page
        .getByLabel("File", { exact: true })
        .setInputFiles({ name: "Fee-Earnings.tsv", mimeType: "text/tab-separated-values", buffer: Buffer.from(report) });
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await expectToast(page, "Report imported", "2 new rows, 0 already imported");

      // Revenue and EPC by placement, today being a day of the site's time zone.
      const table = page.getByRole("table", { name: "Earnings by placement" });
      const cells = async (key: string) => table.locator(`tr[data-key="${key}"]`).getByRole("cell").allInnerTexts();
      await poll(() => cells("home-grid")).toEqual(["home-grid", "1", "1", "100.0%", "$4.00", "$4.00"]);
      expect(await cells(`post:${SLUG}`)).toEqual([`post:${SLUG}`, "1", "1", "100.0%", "$2.50", "$2.50"]);
      expect(await page.getByTestId("earnings-revenue").innerText()).toBe("$6.50");
      await page.locator(".recharts-surface").first().waitFor();
      await screenshot(page, "admin-earnings-light-desktop");

      // The same file again changes nothing.
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await expectToast(page, "Report imported", "0 new rows, 2 already imported");
      expect(await page.getByTestId("earnings-revenue").innerText()).toBe("$6.50");

      // By page: the post's clicks and revenue are its page's.
      await page.getByRole("tab", { name: "By page" }).click();
      const pages = page.getByRole("table", { name: "Earnings by page" });
      expect(await pages.locator(`tr[data-key="/blog/${SLUG}"]`).getByRole("cell").allInnerTexts()).toEqual([
        `/blog/${SLUG}`,
        "1",
        "1",
        "100.0%",
        "$2.50",
        "$2.50",
      ]);
      // Conversion says what it is: orders without returns per click on the programs' links.
      await page.getByText(/^Orders \(returns excluded\) per click on Amazon and Rakuten links/).waitFor();

      // On a phone the figures, the six tabs and the tables fit the screen's width: nothing scrolls sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("tab", { name: "By country" }).waitFor();
      await poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, "admin-earnings-light-phone");
      admin.expectClean();
      await admin.context.close();
    },
    LONG,
  );

  it("the served /stores page has a u1 on every Rakuten deep link", async () => {
    const html = await (await fetchPolitely(`${server.baseURL}/stores`)).text();
    const deepLinks = [...html.matchAll(/href="(https:\/\/click\.linksynergy\.com\/deeplink\?[^"]*)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, "&"),
    );
    expect(deepLinks.length).toBeGreaterThan(0);
    expect(deepLinks.filter((href) => new URL(href).searchParams.get("u1") !== "stores")).toEqual([]);
  });
});
