import { existsSync } from "node:fs";
import { postPreviewSchema, type SiteRenderer } from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSiteRenderer, siteRendererFile } from "../pages/pages.routes";
import { PREVIEW_PATH } from "./post-preview";
import { createTestContext, engines, type TestContext } from "../test/test-app";

const rendererFile = siteRendererFile(undefined);

describe.each(engines)("post previews on %s", (engine) => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    if (!existsSync(rendererFile)) throw new Error(`${rendererFile} is missing: run \`pnpm build\` first (pnpm test does).`);
    const renderer: SiteRenderer | null = await loadSiteRenderer(rendererFile);
    t = await createTestContext(engine, { renderer, env: { PUBLIC_SITE_URL: "https://kicks.example" } });
    cookie = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  const preview = async (body: Record<string, unknown>, withCookie = cookie) =>
    t.request("POST", "/api/admin/posts/preview", { cookie: withCookie, body });

  it("renders the real post page with the editor's fields (never saved), private, unindexed and without the app's scripts", async () => {
    const res = await preview({
      title: "Unsaved <Title>",
      slug: "unsaved-title",
      excerpt: "What it is about",
      category: "Care Guides",
      keywords: ["suede"],
      heroImageAlt: "A suede sneaker",
      content:
        '<h2>Steps</h2><p>Brush <a href="https://shop.example/brush">gently</a>.</p><script>alert(1)</script><img src="https://tracker.example/p.gif">',
      publishedAt: "2030-06-15T21:30:00.000Z",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { url, expiresAt } = postPreviewSchema.parse(await res.json());
    expect(url).toMatch(/^\/preview\/[\w-]{43}$/);
    expect(Date.parse(expiresAt) - t.clock.now.getTime()).toBe(60 * 60_000);

    // Opened without a session (the desktop app opens it in the system browser).
    const page = await t.request("GET", url);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await page.text();
    expect(html).toContain("Preview: this is how the post will look. It is not public.");
    expect(html).toContain("Unsaved &lt;Title&gt;");
    expect(html).toContain("Care Guides");
    expect(html).toContain(
      '<h2>Steps</h2><p>Brush <a href="https://shop.example/brush" rel="sponsored noopener noreferrer" target="_blank">gently</a>.</p>',
    );
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("tracker.example");
    expect(html).toContain('alt="A suede sneaker"');
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain("Post Not Found");

    // No link from it tells another site its address, and the request log keeps no token (whoever reads the log
    // could open the preview).
    const lines: string[] = [];
    const logged = t.appWith(
      {},
      { log: { info: (m, fields) => void lines.push(m, JSON.stringify(fields)), warn: () => {}, error: () => {} } },
    );
    const again = await logged.request(url);
    expect(again.status).toBe(200);
    expect(again.headers.get("referrer-policy")).toBe("no-referrer");
    expect(lines[0]).toBe(`GET ${PREVIEW_PATH}/… 200`);
    expect(lines.join("\n")).not.toContain(url.slice(PREVIEW_PATH.length + 1));

    // Nothing was saved: the post itself does not exist.
    expect((await t.request("GET", "/api/blog/unsaved-title", { cookie })).status).toBe(404);
  });

  it("expires after an hour, refuses unknown tokens, validates like a save, and is the admin's to make", async () => {
    const { url } = postPreviewSchema.parse(await (await preview({ title: "Soon gone", slug: "soon-gone", content: "<p>x</p>" })).json());
    expect((await t.request("GET", url)).status).toBe(200);
    t.clock.advance(60 * 60_000 + 1);
    const expired = await t.request("GET", url);
    expect(expired.status).toBe(404);
    expect(await expired.text()).toMatch(/expired or does not exist/);
    expect((await t.request("GET", "/preview/not-a-token")).status).toBe(404);
    expect((await t.request("GET", `/preview/${"a".repeat(43)}`)).status).toBe(404);

    const bad = await preview({ title: "", slug: "x", content: "<p>x</p>" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^title: /);
    expect((await preview({ title: "x", slug: "x", content: "<p>x</p>" }, "")).status).toBe(401);
  });
});
