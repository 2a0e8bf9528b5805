import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "../db/schema";
import { createTestContext, engines, type TestContext } from "../test/test-app";
import { NOT_BUILT_MESSAGE } from "./static";

const SHELL = "<!doctype html><title>Kicks</title><div id=root></div>";

describe.each(engines)("static site and sitemap on %s", (engine) => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), "kicks-dist-"));
    await mkdir(path.join(dist, "assets"));
    await writeFile(path.join(dist, "index.html"), SHELL);
    await writeFile(path.join(dist, "assets", "app-1234.js"), "console.log('app')");
    t = await createTestContext(engine, { env: { SITE_DIST: dist } });
    const post = (slug: string, published: boolean) => ({
      slug, title: slug, author: "Team", category: "C", heroImage: "/h.svg", heroImageAlt: slug, content: "<p>x</p>", published, publishedAt: published ? new Date() : null,
    });
    await t.db.insert(blogPosts).values([post("public-post", true), post("draft-post", false)]);
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (p: string, app = t.app) => Promise.resolve(app.request(p));

  it("serves the shell with 200 for every route of the table, case-insensitive with a trailing slash", async () => {
    for (const p of ["/", "/products", "/Products/", "/blog/some-post", "/admin/posts/3", "/search?q=nike"]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toBe(SHELL);
    }
  });

  it("serves the shell with status 404 for a path that matches no route", async () => {
    for (const p of ["/no-such-page", "/blog/a/b", "/products/extra"]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toBe(SHELL);
    }
  });

  it("serves built files, hashed assets with a long cache, and never outside the dist folder", async () => {
    const asset = await get("/assets/app-1234.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toContain("text/javascript");
    expect(asset.headers.get("cache-control")).toContain("max-age=31536000");
    const robots = await get("/robots.txt");
    expect(await robots.text()).toMatch(/^User-agent: \*\n[\s\S]*Disallow: \/admin\n[\s\S]*Sitemap: https?:\/\/\S+\/sitemap\.xml\n$/);
    for (const p of ["/../package.json", "/%2e%2e/%2e%2e/package.json", "/assets/../../package.json"]) {
      const res = await get(p);
      expect(await res.text(), p).toBe(SHELL);
    }
  });

  it("lists public pages and published posts in the sitemap", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain("<loc>https://kicks.example/</loc>");
    expect(xml).toContain("<loc>https://kicks.example/stores</loc>");
    expect(xml).toContain("<loc>https://kicks.example/blog/public-post</loc>");
    expect(xml).not.toContain("draft-post");
    expect(xml).not.toContain("/admin");
  });

  it("answers 503 with a hint when the site has not been built", async () => {
    const app = t.appWith({ SITE_DIST: path.join(dist, "missing") });
    const res = await get("/products", app);
    expect(res.status).toBe(503);
    expect(await res.text()).toBe(NOT_BUILT_MESSAGE);
    expect((await get("/api/health", app)).status).toBe(200);
  });
});
