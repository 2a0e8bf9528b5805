import { existsSync } from "node:fs";
import { matchRoute, routes, type RouteId } from "@app/core";
import { AFFILIATE_DISCLOSURE_SHORT, AFFILIATE_POLICY_PATH } from "@app/core/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../seed/seed";
import { createTestContext, engines, type TestContext } from "../test/test-app";
import { loadSiteRenderer, siteRendererFile } from "./pages.routes";

// The site's real renderer over the demo data: what a visitor (or a crawler) is sent, before any script runs.
const rendererFile = siteRendererFile(undefined);
const ORIGIN = "https://kicks.example";

/** The opening tags of the anchors of an HTML text, in document order, with where each starts. */
const anchors = (html: string) => [...html.matchAll(/<a\b[^>]*>/g)].map((m) => ({ tag: m[0], at: m.index }));
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, "&");

/**
 * An affiliate link, told by where it goes and how it is marked, not by the site's own markup: `rel` naming
 * `sponsored`, an Amazon address with an associate tag, or a Rakuten (LinkShare) deep link.
 */
function isAffiliate(tag: string): boolean {
  if ((attribute(tag, "rel") ?? "").split(/\s+/).includes("sponsored")) return true;
  const href = attribute(tag, "href");
  if (!href) return false;
  let url: URL;
  try {
    url = new URL(href, ORIGIN);
  } catch {
    return false;
  }
  if (/(^|\.)amazon\.[a-z.]+$/i.test(url.hostname) && url.searchParams.has("tag")) return true;
  return /(^|\.)linksynergy\.com$/i.test(url.hostname);
}

/** The first disclosure and the first affiliate link of a page's body, as offsets into its HTML (-1: none). */
function positions(html: string) {
  const body = html.indexOf("<body");
  const after = anchors(html).filter((a) => a.at > body);
  const disclosure = html.indexOf("data-affiliate-disclosure", body);
  return {
    disclosure,
    firstAffiliate: after.find((a) => isAffiliate(a.tag))?.at ?? -1,
    affiliates: after.filter((a) => isAffiliate(a.tag)).length,
  };
}

describe.each(engines)("the affiliate disclosure in the served HTML on %s", (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    if (!existsSync(rendererFile)) throw new Error(`${rendererFile} is missing: run \`pnpm build\` first (pnpm test does).`);
    t = await createTestContext(engine, { renderer: await loadSiteRenderer(rendererFile), env: { PUBLIC_SITE_URL: ORIGIN } });
    await seedDatabase(t.db, ORIGIN);
  });
  afterAll(async () => {
    await t?.close();
  });

  const text = async (path: string) => {
    const res = await t.request("GET", path);
    return { status: res.status, html: await res.text() };
  };

  /** Every address the sitemap lists (through a sitemap index when there is one), as paths. */
  async function sitemapPaths(): Promise<string[]> {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    const root = (await text("/sitemap.xml")).html;
    if (!root.includes("<sitemapindex")) return locs(root);
    const files = await Promise.all(locs(root).map(async (file) => locs((await text(file)).html)));
    return files.flat();
  }

  it("comes before the first affiliate link on every public route, and links to the full policy", async () => {
    const listed = await sitemapPaths();
    // Pages the sitemap leaves out: a search (products and brands with their shop links), a filtered store list,
    // a numbered catalogue page, and an address that is no page at all.
    const walked = [
      ...listed,
      "/search?q=display",
      "/search?q=nike",
      "/stores?q=nike",
      "/stores/nike-nyc-house-of-innovation-000",
      "/products?page=1",
      "/alerts",
      "/no-such-page",
    ];
    const publicRoutes = (Object.keys(routes) as RouteId[]).filter((id) => !id.startsWith("admin"));
    const covered = new Set(walked.map((path) => matchRoute(path.split("?")[0] as string)?.id));
    expect(publicRoutes.filter((id) => !covered.has(id))).toEqual([]);

    const found: Record<string, number> = {};
    const rakuten: string[] = [];
    for (const path of walked) {
      const { status, html } = await text(path);
      expect(status, path).toBe(path === "/no-such-page" ? 404 : 200);
      const { disclosure, firstAffiliate, affiliates } = positions(html);
      // Every page carries one at least (the footer's Amazon link), so the order is always checked.
      expect(firstAffiliate, `${path}: no affiliate link found`).toBeGreaterThan(-1);
      expect(disclosure, `${path}: no disclosure`).toBeGreaterThan(-1);
      expect(disclosure, `${path}: the disclosure comes after an affiliate link`).toBeLessThan(firstAffiliate);
      expect(html, path).toContain(AFFILIATE_DISCLOSURE_SHORT);
      expect(html, path).toContain(`href="${AFFILIATE_POLICY_PATH}"`);
      found[path] = affiliates;
      if (/<a\b[^>]*href="https:\/\/click\.linksynergy\.com\//.test(html)) rakuten.push(path);
    }
    // The walk met the links the disclosure is for, not only the footer's: the hero and grid on Home, the category
    // cards on /products, the stores' Rakuten deep links.
    expect(found["/"]).toBeGreaterThanOrEqual(10);
    expect(found["/products"]).toBeGreaterThanOrEqual(7);
    expect(rakuten).toContain("/stores?q=nike");
    expect(rakuten).toContain("/stores/nike-nyc-house-of-innovation-000");
  });

  it("opens the full policy at its section", async () => {
    const { status, html } = await text(AFFILIATE_POLICY_PATH.split("#")[0] as string);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<section id="${AFFILIATE_POLICY_PATH.split("#")[1]}"[^>]*><h2[^>]*>Affiliate disclosure</h2>`));
  });
});
