import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { QUERY_STATE_ELEMENT_ID, type SiteRenderer } from "@app/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, engines, type TestContext } from "../test/test-app";
import { loadSiteRenderer, MALFORMED_PATH_MESSAGE, PUBLIC_PAGE_CACHE, siteDistDir, siteRendererFile } from "./pages.routes";

// The site's real renderer, as `pnpm start` loads it: these tests read the HTML a crawler or a link preview gets.
const rendererFile = siteRendererFile(undefined);

/** A title an attacker (or a careless paste) might save: markup and a script end tag, which must stay text. */
const NASTY = `Clean </script><script>alert(1)</script> & <b>bold</b> "kicks"`;

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1] ?? "")].flat());
const queryState = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1] ?? "null");
const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"/>`).exec(html)?.[1];

describe.each(engines)("public pages rendered per request on %s", (engine) => {
  let t: TestContext;
  let renderer: SiteRenderer | null;
  let cookie: string;
  beforeAll(async () => {
    if (!existsSync(rendererFile)) throw new Error(`${rendererFile} is missing: run \`pnpm build\` first (pnpm test does).`);
    renderer = await loadSiteRenderer(rendererFile);
    t = await createTestContext(engine, { renderer, env: { PUBLIC_SITE_URL: "https://kicks.example" } });
    cookie = await t.login();
    const post = (slug: string, title: string, published: boolean, heroImage = `/images/blog/${slug}.svg`) => ({
      slug,
      title,
      excerpt: `About ${title}`,
      content: "<p>Use a soft brush and cold water.</p>",
      heroImage,
      published,
    });
    for (const body of [
      post("white-sneakers", "How to Clean White Sneakers", true),
      post("nasty", NASTY, true),
      post("draft-post", "A Draft", false),
      // The site's own pictures: small, large (over 8 KB as AVIF) and named but not built.
      post("small-picture", "Small Picture", true, "/images/blog/costco-nike-sb-dunk-low-kirkland-signature-release.webp"),
      post("large-picture", "Large Picture", true, "/images/products/rope-laces.webp"),
      post("missing-picture", "Missing Picture", true, "/images/blog/no-such-picture.webp"),
    ]) {
      expect((await t.request("POST", "/api/blog", { body, cookie })).status).toBe(201);
    }
    const product = {
      title: NASTY,
      price: "19.99",
      imageUrl: "/images/products/display-case.svg",
      productUrl: "https://www.amazon.com/dp/B000000001",
    };
    expect((await t.request("POST", "/api/products", { body: product, cookie })).status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (path: string, requestCookie?: string) => {
    const res = await t.request("GET", path, { cookie: requestCookie });
    return { status: res.status, html: await res.text(), cache: res.headers.get("Cache-Control") };
  };

  it("serves a post with its own title, description, Open Graph tags, BlogPosting JSON-LD and preloaded hero", async () => {
    const { status, html } = await page("/blog/white-sneakers");
    expect(status).toBe(200);
    expect(html).toContain("<title>How to Clean White Sneakers | Kicks Directory</title>");
    expect(html).toMatch(/<h1[^>]*>How to Clean White Sneakers<\/h1>/);
    expect(html).toContain("Use a soft brush and cold water.");
    expect(meta(html, "description")).toBe("About How to Clean White Sneakers");
    expect(html).toContain('<link rel="canonical" href="https://kicks.example/blog/white-sneakers"/>');
    expect(meta(html, "og:title")).toBe("How to Clean White Sneakers | Kicks Directory");
    expect(meta(html, "og:description")).toBe("About How to Clean White Sneakers");
    expect(meta(html, "og:type")).toBe("article");
    expect(meta(html, "og:image")).toBe("https://kicks.example/images/blog/white-sneakers.svg");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(Date.parse(meta(html, "article:published_time") ?? "")).not.toBeNaN();
    expect(html).toMatch(/<link rel="preload" as="image" href="\/images\/blog\/white-sneakers\.svg" fetchPriority="high"\/>/);
    const posting = jsonLd(html).find((block) => block["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: "How to Clean White Sneakers",
      image: ["https://kicks.example/images/blog/white-sneakers.svg"],
    });
    // The browser starts from the data the page was rendered with.
    expect(queryState(html).queries.map((q: { queryKey: unknown }) => q.queryKey)).toContainEqual(["/api/blog", "white-sneakers"]);
  });

  it("carries a post's small hero picture inline in its HTML, and preloads a large or missing one instead", async () => {
    const avif = (name: string) => readFileSync(path.join(siteDistDir(undefined), "images", `${name}.avif`));
    expect(avif("blog/costco-nike-sb-dunk-low-kirkland-signature-release").byteLength).toBeLessThanOrEqual(8 * 1024);
    expect(avif("products/rope-laces").byteLength).toBeGreaterThan(8 * 1024);
    const avifPreloads = (html: string) => html.match(/<link rel="preload" as="image" type="image\/avif"[^>]*>/g) ?? [];
    const heroSource = (html: string) => /<source type="image\/avif" srcSet="([^"]*)"/.exec(html)?.[1];

    const small = (await page("/blog/small-picture")).html;
    expect(heroSource(small)).toBe(
      `data:image/avif;base64,${avif("blog/costco-nike-sb-dunk-low-kirkland-signature-release").toString("base64")}`,
    );
    expect(avifPreloads(small)).toEqual([]);
    // A browser without AVIF still has the WebP files, and link previews the picture's address.
    expect(small).toContain('src="/images/blog/costco-nike-sb-dunk-low-kirkland-signature-release.webp"');
    expect(meta(small, "og:image")).toBe("https://kicks.example/images/blog/costco-nike-sb-dunk-low-kirkland-signature-release.webp");

    for (const [slug, stem] of [
      ["large-picture", "/images/products/rope-laces"],
      ["missing-picture", "/images/blog/no-such-picture"],
    ] as const) {
      const html = (await page(`/blog/${slug}`)).html;
      expect(heroSource(html), slug).toBe(`${stem}-600.avif 600w, ${stem}.avif 1200w`);
      expect(avifPreloads(html), slug).toHaveLength(1);
    }
  });

  it("paints from the HTML alone: the stylesheets (the page's own too) and the theme script are inline", async () => {
    for (const path of ["/", "/blog/white-sneakers", "/stores"]) {
      const { html } = await page(path);
      const head = html.slice(0, html.indexOf("</head>"));
      // Nothing render-blocking is fetched: no stylesheet link, no classic script with a src.
      expect(head, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(head, path).not.toMatch(/<script(?![^>]*type="(?:module|application\/ld\+json)")[^>]*\ssrc=/);
      expect(head, path).toMatch(/<style>[^<]*\.flex\{display:flex\}/);
      // The theme script as built (minified: its strings may be in any quotes).
      expect(head, path).toMatch(/<script>[^<]*localStorage\.getItem\([`"']theme[`"']\)/);
      // The code starts as early as it can: a deferred module script in the head, nothing held back (decision 0040).
      expect(head, path).toMatch(/<script type="module" crossorigin src="\/assets\//);
      expect(head, path).not.toMatch(/<template data-boot>|fetchpriority="low"/);
    }
    // A post's prose styles come with it (its page's own CSS), not when its code arrives.
    expect((await page("/blog/white-sneakers")).html).toMatch(/<style>[^<]*\.blog-prose/);
  });

  it("answers a path with a malformed %-escape with 400, and writes nothing to the log for it", async () => {
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    try {
      for (const path of ["/%ff", "/blog/%E0%A4%A", "/stores/%"]) {
        const res = await t.request("GET", path);
        expect(res.status, path).toBe(400);
        expect(await res.text()).toBe(MALFORMED_PATH_MESSAGE);
      }
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it("answers a path that starts with // (a host, to a URL parser) as an unknown path: a quiet 404, nothing logged", async () => {
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    try {
      const long = "x".repeat(12 * 1024);
      const paths = [`//api/${long}`, `//api:${long}`, `//[${long}]/`, "//evil.example/", "//blog/white-sneakers", "///", `//${long}`];
      for (const path of paths) {
        // As the Node server passes it on: the request line's path after the Host (app.request would merge the slashes).
        const res = await t.app.request(`http://kicks.example${path}`);
        expect(res.status, path.slice(0, 40)).toBe(404);
        expect(await res.text(), path.slice(0, 40)).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
        expect(
          t.log.errors.map((e) => String(e).slice(0, 200)),
          path.slice(0, 40),
        ).toEqual([]);
      }
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it("answers an unknown or unpublished slug with 404 and 'Post Not Found'", async () => {
    for (const path of ["/blog/no-such-post", "/blog/draft-post"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toMatch(/<h1[^>]*>Post Not Found<\/h1>/);
      expect(meta(html, "robots"), path).toBe("noindex");
    }
  });

  it("shows the admin a draft, privately", async () => {
    const { status, html, cache } = await page("/blog/draft-post", cookie);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>A Draft<\/h1>/);
    expect(cache).toBe("private, no-store");
    expect((await page("/blog/white-sneakers")).cache).toBe(PUBLIC_PAGE_CACHE);
    // Any page the admin is sent is for the admin alone: never kept by a shared cache.
    expect((await page("/blog/white-sneakers", cookie)).cache).toBe("private, no-cache");
  });

  it("keeps markup in a title as text in the HTML, the JSON-LD and the page data", async () => {
    for (const path of ["/blog/nasty", "/"]) {
      const { html } = await page(path);
      expect(html, path).not.toContain("<script>alert(1)");
      expect(html, path).not.toContain("<b>bold</b>");
      expect(html, path).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;");
      const names = jsonLd(html).flatMap((block) => [
        block.headline,
        ...(block.itemListElement ?? []).map((e: { item?: { name?: string } }) => e.item?.name),
      ]);
      expect(names, path).toContain(NASTY);
      expect(JSON.stringify(queryState(html)), path).toContain(JSON.stringify(NASTY));
    }
  });

  it("renders Home with the products and a Product ItemList, and search results from ?q=", async () => {
    const home = await page("/");
    expect(home.html).toContain("Shop Now");
    const list = jsonLd(home.html).find((block) => block["@type"] === "ItemList");
    expect(list.itemListElement[0]).toMatchObject({ "@type": "ListItem", position: 1, item: { "@type": "Product" } });
    const search = await page("/search?q=white");
    expect(search.html).toContain("<title>Search results for &quot;white&quot; | Kicks Directory</title>");
    expect(search.html).toContain("Found <!-- -->1 result</p>");
    expect(search.html).toContain('href="/blog/white-sneakers"');
  });

  it("shows an admin change on the next request", async () => {
    const posts = (await (await t.request("GET", "/api/admin/posts", { cookie })).json()) as { id: number; slug: string }[];
    const id = posts.find((p) => p.slug === "white-sneakers")?.id;
    expect((await t.request("PATCH", `/api/admin/posts/${id}`, { body: { title: "Retitled Today" }, cookie })).status).toBe(200);
    expect((await page("/blog/white-sneakers")).html).toMatch(/<h1[^>]*>Retitled Today<\/h1>/);
  });

  it("answers an unchanged page 304 from its ETag, and a new ETag once its data changed or a scheduled post came due", async () => {
    const first = await t.request("GET", "/blog");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE);
    const again = await t.request("GET", "/blog", { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE);
    // Another address is another page.
    expect((await t.request("GET", "/blog?page=1")).headers.get("ETag")).not.toBe(etag);

    const later = new Date(t.clock.now.getTime() + 3_600_000).toISOString();
    const scheduled = {
      slug: "due-later",
      title: "Due Later",
      excerpt: "Soon",
      content: "<p>Soon</p>",
      heroImage: "",
      published: true,
      publishedAt: later,
    };
    expect((await t.request("POST", "/api/blog", { body: scheduled, cookie })).status).toBe(201);
    const afterWrite = await t.request("GET", "/blog", { headers: { "If-None-Match": etag ?? "" } });
    expect(afterWrite.status).toBe(200);
    const written = afterWrite.headers.get("ETag");
    expect(written).not.toBe(etag);
    expect(await afterWrite.text()).not.toContain("Due Later");
    expect((await t.request("GET", "/blog", { headers: { "If-None-Match": written ?? "" } })).status).toBe(304);

    t.clock.advance(3_600_001);
    const due = await t.request("GET", "/blog", { headers: { "If-None-Match": written ?? "" } });
    expect(due.status).toBe(200);
    expect(await due.text()).toContain("Due Later");
  });

  it("renders a page once for a crowd that asks for it at the same time", async () => {
    let renders = 0;
    const counted: SiteRenderer = {
      ...(renderer as SiteRenderer),
      renderDocument: (request) => {
        renders++;
        return (renderer as SiteRenderer).renderDocument(request);
      },
    };
    const crowd = await createTestContext(engine, { renderer: counted, env: { PUBLIC_SITE_URL: "https://kicks.example" } });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => crowd.request("GET", "/blog")));
      expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(new Set(await Promise.all(answers.map((res) => res.text()))).size).toBe(1);
      expect(renders).toBe(1);
    } finally {
      await crowd.close();
    }
  });
});
