import { BLOG_AUTHOR, blogPostSchema, blogPostSummarySchema, DEFAULT_HERO_IMAGE } from "@app/core";
import { describe, expect, it } from "vitest";
import { engines, FOREIGN_ORIGIN, useTestContext } from "../test/test-app";

const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Post ${slug}`,
  slug,
  excerpt: `About ${slug}`,
  content: `<h2>${slug}</h2><p>Body of ${slug}.</p>`,
  keywords: ["sneakers", " care ", ""],
  published: true,
  ...extra,
});

describe.each(engines)("blog API on %s", (engine) => {
  const t = useTestContext(engine);

  const create = async (body: Record<string, unknown>) => {
    const res = await t.request("POST", "/api/blog", { cookie: t.cookie, body });
    expect(res.status, await res.clone().text()).toBe(201);
    return blogPostSchema.parse(await res.json());
  };

  it("creates a post with the server-set fields and defaults", async () => {
    const created = await create(post("first-post", { author: "Someone Else", heroImage: "", heroImageAlt: "  " }));
    expect(created).toMatchObject({
      slug: "first-post",
      author: BLOG_AUTHOR,
      heroImage: DEFAULT_HERO_IMAGE,
      // Blank alt text is the title; an admin's own is kept (below).
      heroImageAlt: "Post first-post",
      category: "Sneaker Culture",
      featured: false,
      published: true,
      publishedAt: t.clock.now.toISOString(),
      keywords: ["sneakers", "care"],
    });
    const draft = await create(post("a-draft", { published: false, publishedAt: "2024-01-01T00:00:00Z" }));
    expect(draft.publishedAt).toBeNull();
    const dated = await create(post("dated", { publishedAt: "2024-05-01T10:00:00.000Z" }));
    expect(dated.publishedAt).toBe("2024-05-01T10:00:00.000Z");
  });

  it("sanitizes the HTML before storing it", async () => {
    const created = await create(
      post("dirty", {
        content:
          '<h2 onclick="steal()">Title</h2><script>alert(1)</script><p>Hi <a href="javascript:alert(1)">x</a> <a href="https://shop.example/p">shop</a></p><img src="/a.png" onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>body{}</style>',
      }),
    );
    expect(created.content).not.toMatch(/script|onerror|onclick|javascript:|iframe|style/i);
    expect(created.content).toContain('<a href="https://shop.example/p" rel="sponsored noopener noreferrer" target="_blank">shop</a>');
    expect(created.content).toContain('<img src="/a.png" alt="" loading="lazy" />');
    const fetched = await (await t.request("GET", "/api/blog/dirty")).json();
    expect((fetched as { content: string }).content).toBe(created.content);
  });

  it("lists published posts only, as summaries, pinned slugs first then featured then newest", async () => {
    t.clock.advance(-10_000);
    await create(post("costco-nike-sb-dunk-low-kirkland-signature-release"));
    t.clock.advance(1000);
    await create(post("innovative-sneaker-boxes"));
    t.clock.advance(1000);
    await create(post("older-featured", { featured: true }));
    t.clock.advance(1000);
    await create(post("newest-plain"));
    t.clock.advance(1000);
    await create(post("newer-plain"));
    await create(post("hidden-draft", { published: false }));
    const res = await t.request("GET", "/api/blog");
    expect(res.status).toBe(200);
    const list = blogPostSummarySchema.array().parse(await res.json());
    expect(list.map((p) => p.slug)).toEqual([
      "innovative-sneaker-boxes",
      "costco-nike-sb-dunk-low-kirkland-signature-release",
      "older-featured",
      "newer-plain",
      "newest-plain",
    ]);
    expect(list[0]).not.toHaveProperty("content");
  });

  it("hides drafts from visitors but shows them to the admin", async () => {
    await create(post("secret", { published: false }));
    const anonymous = await t.request("GET", "/api/blog/secret");
    expect(anonymous.status).toBe(404);
    expect(await anonymous.json()).toEqual({ message: "Post not found" });
    const admin = await t.request("GET", "/api/blog/secret", { cookie: t.cookie });
    expect(admin.status).toBe(200);
    expect(((await admin.json()) as { published: boolean }).published).toBe(false);
    expect((await t.request("GET", "/api/blog/no-such-post")).status).toBe(404);
    expect((await t.request("GET", "/api/blog/Not%20A%20Slug!")).status).toBe(404);
  });

  it("refuses a duplicate slug with 409 and invalid bodies with 400", async () => {
    await create(post("taken"));
    const dup = await t.request("POST", "/api/blog", { cookie: t.cookie, body: post("taken") });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ message: "A post with this slug already exists" });
    for (const [body, field] of [
      [post("x", { title: "" }), "title"],
      [post("Bad Slug!"), "slug"],
      [post("x", { content: "" }), "content"],
      [post("x", { publishedAt: "yesterday" }), "publishedAt"],
      [post("x", { heroImage: "javascript:alert(1)" }), "heroImage"],
    ] as const) {
      const res = await t.request("POST", "/api/blog", { cookie: t.cookie, body });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { message: string }).message.startsWith(`${field}:`)).toBe(true);
    }
  });

  it("admin post management: list with drafts, get, update, publish, unpublish, delete", async () => {
    const a = await create(post("alpha"));
    t.clock.advance(1000);
    const b = await create(post("beta", { published: false }));
    const list = blogPostSummarySchema.array().parse(await (await t.request("GET", "/api/admin/posts", { cookie: t.cookie })).json());
    expect(list.map((p) => p.slug)).toEqual(["beta", "alpha"]);

    const got = await t.request("GET", `/api/admin/posts/${b.id}`, { cookie: t.cookie });
    expect(blogPostSchema.parse(await got.json()).content).toContain("beta");

    t.clock.advance(1000);
    const published = await t.request("PATCH", `/api/admin/posts/${b.id}`, {
      cookie: t.cookie,
      body: { published: true, title: "Beta, retitled", content: "<p>new<script>x</script></p>" },
    });
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({
      published: true,
      publishedAt: t.clock.now.toISOString(),
      title: "Beta, retitled",
      heroImageAlt: "Beta, retitled",
      content: "<p>new</p>",
    });
    expect((await t.request("GET", "/api/blog/beta")).status).toBe(200);
    const described = await t.request("PATCH", `/api/admin/posts/${b.id}`, {
      cookie: t.cookie,
      body: { heroImageAlt: "A white sneaker on a shelf" },
    });
    expect(await described.json()).toMatchObject({ heroImageAlt: "A white sneaker on a shelf" });
    const retitled = await t.request("PATCH", `/api/admin/posts/${b.id}`, { cookie: t.cookie, body: { title: "Beta again" } });
    expect(await retitled.json()).toMatchObject({ title: "Beta again", heroImageAlt: "A white sneaker on a shelf" });

    const unpublished = await t.request("PATCH", `/api/admin/posts/${a.id}`, { cookie: t.cookie, body: { published: false } });
    expect(await unpublished.json()).toMatchObject({ published: false, publishedAt: null });
    expect((await t.request("GET", "/api/blog/alpha")).status).toBe(404);

    const clash = await t.request("PATCH", `/api/admin/posts/${a.id}`, { cookie: t.cookie, body: { slug: "beta" } });
    expect(clash.status).toBe(409);

    const del = await t.request("DELETE", `/api/admin/posts/${a.id}`, { cookie: t.cookie });
    expect(del.status).toBe(204);
    expect(await del.text()).toBe("");
    expect((await t.request("GET", `/api/admin/posts/${a.id}`, { cookie: t.cookie })).status).toBe(404);
    expect((await t.request("PATCH", `/api/admin/posts/${a.id}`, { cookie: t.cookie, body: { title: "x" } })).status).toBe(404);
    expect((await t.request("DELETE", `/api/admin/posts/${a.id}`, { cookie: t.cookie })).status).toBe(404);
    expect((await t.request("GET", "/api/admin/posts/abc", { cookie: t.cookie })).status).toBe(400);
  });

  it("every admin blog call needs a session, and cookie writes need a same-origin Origin", async () => {
    const a = await create(post("guarded"));
    const calls: [string, string, unknown?][] = [
      ["POST", "/api/blog", post("new-one")],
      ["GET", "/api/admin/posts"],
      ["GET", `/api/admin/posts/${a.id}`],
      ["PATCH", `/api/admin/posts/${a.id}`, { title: "x" }],
      ["DELETE", `/api/admin/posts/${a.id}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    for (const [method, path, body] of calls.filter(([m]) => m !== "GET")) {
      expect((await t.request(method, path, { body, cookie: t.cookie, origin: FOREIGN_ORIGIN })).status, `${method} ${path}`).toBe(403);
    }
  });
});
