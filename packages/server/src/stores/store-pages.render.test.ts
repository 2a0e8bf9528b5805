import { existsSync } from "node:fs";
import { storeSchema } from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSiteRenderer, siteRendererFile } from "../pages/pages.routes";
import { createTestContext, engines, type TestContext } from "../test/test-app";

// The site's real renderer (`pnpm build` makes it): the store page a crawler, or a visitor without JavaScript, gets.
const rendererFile = siteRendererFile(undefined);
const ORIGIN = "https://kicks.example";
const NASTY = `Kicks </script><script>alert(1)</script> & <b>Co</b>`;

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (m) => [JSON.parse(m[1] ?? "")].flat() as Record<string, unknown>[],
  );
const meta = (html: string, name: string) => new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"/>`).exec(html)?.[1];

describe.each(engines)("store pages rendered per request on %s", (engine) => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    if (!existsSync(rendererFile)) throw new Error(`${rendererFile} is missing: run \`pnpm build\` first (pnpm test does).`);
    t = await createTestContext(engine, { renderer: await loadSiteRenderer(rendererFile), env: { PUBLIC_SITE_URL: ORIGIN } });
    cookie = await t.login();
    const store = (name: string, extra: Record<string, unknown>) => ({
      name,
      address: "4-30-3 Jingumae",
      city: "Tokyo",
      country: "Japan",
      status: "flagship",
      website: "https://www.atmos-tokyo.com",
      rakutenMerchantId: "4242",
      ...extra,
    });
    for (const body of [store("atmos Harajuku", { latitude: 35.6695, longitude: 139.7055, phone: "+81 3 5766 5566" }), store(NASTY, {})]) {
      expect((await t.request("POST", "/api/stores", { cookie, body })).status).toBe(201);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (path: string) => {
    const res = await t.request("GET", path);
    return { status: res.status, html: await res.text(), csp: res.headers.get("Content-Security-Policy") ?? "" };
  };

  it("serves the store's page: its title, canonical, address, shop link, the map's box and Store JSON-LD with coordinates", async () => {
    const { status, html, csp } = await page("/stores/atmos-harajuku");
    expect(status).toBe(200);
    expect(html).toContain("<title>atmos Harajuku, Tokyo | Kicks Directory</title>");
    expect(html).toMatch(/<h1[^>]*>atmos Harajuku<\/h1>/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/stores/atmos-harajuku"/>`);
    expect(meta(html, "description")).toMatch(/^atmos Harajuku in Tokyo, Japan: address, phone, map and directions/);
    expect(html).toContain("4-30-3 Jingumae");
    expect(html).toContain("35.6695° N, 139.7055° E");
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=35.6695&amp;mlon=139.7055#map=17/35.6695/139.7055"');
    expect(html).toContain("OpenStreetMap contributors");
    expect(html).toMatch(/href="https:\/\/click\.linksynergy\.com\/deeplink\?[^"]*mid=4242[^"]*u1=store-page"/);
    expect(html).not.toMatch(/leaflet/i);
    const store = jsonLd(html).find((block) => block["@type"] === "Store");
    expect(store).toMatchObject({
      "@id": `${ORIGIN}/stores/atmos-harajuku`,
      name: "atmos Harajuku",
      address: { "@type": "PostalAddress", streetAddress: "4-30-3 Jingumae", addressLocality: "Tokyo", addressCountry: "Japan" },
      geo: { "@type": "GeoCoordinates", latitude: 35.6695, longitude: 139.7055 },
      telephone: "+81 3 5766 5566",
      url: "https://www.atmos-tokyo.com",
    });
    // The map's tiles are images from https: (img-src); nothing else of theirs may run or be fetched.
    expect(csp).toMatch(/img-src [^;]*https:/);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toContain("openstreetmap");
  });

  it("keeps a store's markup as text, and shows no map without coordinates", async () => {
    const { status, html } = await page("/stores/kicks-script-script-alert-1-script-and-b-co-b");
    expect(status).toBe(200);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<b>Co</b>");
    expect(html).not.toContain("Open in OpenStreetMap");
    expect(jsonLd(html).find((block) => block["@type"] === "Store")).not.toHaveProperty("geo");
  });

  it("answers an unknown or malformed store slug with 404 and 'Store Not Found' (noindex)", async () => {
    for (const path of ["/stores/no-such-store", "/stores/%00", `/stores/${"x".repeat(3000)}`]) {
      const { status, html } = await page(path);
      expect(status, path.slice(0, 40)).toBe(404);
      expect(html, path.slice(0, 40)).toMatch(/<h1[^>]*>(Store|Page) Not Found<\/h1>/);
    }
    const { html } = await page("/stores/no-such-store");
    expect(html).toMatch(/<h1[^>]*>Store Not Found<\/h1>/);
    expect(meta(html, "robots")).toBe("noindex");
  });

  it("shows a rename at once, at the same address", async () => {
    const [store] = storeSchema
      .array()
      .parse(await (await t.request("GET", "/api/stores")).json())
      .filter((s) => s.slug === "atmos-harajuku");
    expect((await page("/stores/atmos-harajuku")).html).toMatch(/<h1[^>]*>atmos Harajuku<\/h1>/);
    const res = await t.request("PATCH", `/api/stores/${store?.id}`, { cookie, body: { name: "atmos Tokyo" } });
    expect(res.status).toBe(200);
    const after = await page("/stores/atmos-harajuku");
    expect(after.status).toBe(200);
    expect(after.html).toMatch(/<h1[^>]*>atmos Tokyo<\/h1>/);
  });
});
