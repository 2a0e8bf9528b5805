import { blogPostSchema } from "@app/core";
import { describe, expect, it } from "vitest";
import { engines, useTestContext } from "../test/test-app";

const HOUR = 3_600_000;

describe.each(engines)("scheduled posts and renamed slugs on %s", (engine) => {
  const t = useTestContext(engine);

  const create = async (slug: string, extra: Record<string, unknown> = {}) => {
    const res = await t.request("POST", "/api/blog", {
      cookie: t.cookie,
      body: { title: `Scheduled ${slug}`, slug, excerpt: `About ${slug}`, content: "<p>Body.</p>", published: true, ...extra },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return blogPostSchema.parse(await res.json());
  };
  const rename = async (id: number, slug: string) => {
    const res = await t.request("PATCH", `/api/admin/posts/${id}`, { cookie: t.cookie, body: { slug } });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const publicSlugs = async () => ((await (await t.request("GET", "/api/blog")).json()) as { slug: string }[]).map((p) => p.slug);
  const text = async (path: string) => (await t.request("GET", path)).text();

  it("a post with a future publish time is public exactly from that time: list, post, search, sitemap, feed", async () => {
    const at = new Date(t.clock.now.getTime() + 2 * HOUR).toISOString();
    const post = await create("moonrise-cleaning-guide", { publishedAt: at });
    expect(post.publishedAt).toBe(at);

    const hidden = async () => {
      expect(await publicSlugs()).not.toContain(post.slug);
      expect((await t.request("GET", `/api/blog/${post.slug}`)).status).toBe(404);
      expect(await text("/api/search?q=moonrise")).toBe("[]");
      expect(await text("/sitemap.xml")).not.toContain(post.slug);
      expect(await text("/rss.xml")).not.toContain(post.slug);
    };
    await hidden();
    // The admin sees it (never cached), and it is in the admin list.
    const asAdmin = await t.request("GET", `/api/blog/${post.slug}`, { cookie: t.cookie });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("cache-control")).toBe("private, no-store");

    t.clock.advance(2 * HOUR - 1000);
    await hidden();

    t.clock.advance(1000);
    expect(await publicSlugs()).toContain(post.slug);
    const visible = await t.request("GET", `/api/blog/${post.slug}`);
    expect(visible.status).toBe(200);
    expect(visible.headers.get("cache-control")).toBe("no-cache");
    expect(await text("/api/search?q=moonrise")).toContain(post.slug);
    expect(await text("/sitemap.xml")).toContain(`https://kicks.example/blog/${post.slug}`);
    expect(await text("/rss.xml")).toContain(`https://kicks.example/blog/${post.slug}`);
  });

  it("rescheduling a public post to later takes it off the site until then", async () => {
    const post = await create("reschedule-me");
    expect(await publicSlugs()).toContain(post.slug);
    const later = new Date(t.clock.now.getTime() + HOUR).toISOString();
    const res = await t.request("PATCH", `/api/admin/posts/${post.id}`, { cookie: t.cookie, body: { publishedAt: later } });
    expect(((await res.json()) as { publishedAt: string }).publishedAt).toBe(later);
    expect(await publicSlugs()).not.toContain(post.slug);
  });

  it("an old slug answers 301 to the current one, through a chain of renames, on the page and the API", async () => {
    const post = await create("first-name");
    await rename(post.id, "second-name");
    await rename(post.id, "third-name");

    for (const old of ["first-name", "second-name"]) {
      const page = await t.request("GET", `/blog/${old}?ref=feed`);
      expect(page.status, old).toBe(301);
      expect(page.headers.get("location")).toBe("/blog/third-name?ref=feed");
      const api = await t.request("GET", `/api/blog/${old}`);
      expect(api.status, old).toBe(301);
      expect(api.headers.get("location")).toBe("/api/blog/third-name");
    }
    // Path matching is case-insensitive, as for every route.
    expect((await t.request("GET", "/Blog/First-Name/")).headers.get("location")).toBe("/blog/third-name");
    expect((await t.request("GET", "/api/blog/third-name")).status).toBe(200);

    // Renaming back to an old slug makes it live again; the other old slugs follow.
    await rename(post.id, "first-name");
    expect((await t.request("GET", "/api/blog/first-name")).status).toBe(200);
    expect((await t.request("GET", "/blog/third-name")).headers.get("location")).toBe("/blog/first-name");

    // A new post may take a renamed post's old slug: the live post wins, no redirect.
    const other = await create("second-name", { title: "A different post" });
    const res = await t.request("GET", "/api/blog/second-name");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: number }).id).toBe(other.id);
  });

  it("old slugs lead nowhere once the post is unpublished, scheduled or deleted; drafts leave no history", async () => {
    const post = await create("going-away");
    await rename(post.id, "gone-away");
    expect((await t.request("GET", "/api/blog/going-away")).status).toBe(301);
    await t.request("PATCH", `/api/admin/posts/${post.id}`, { cookie: t.cookie, body: { published: false } });
    expect((await t.request("GET", "/api/blog/going-away")).status).toBe(404);
    expect((await t.request("GET", "/blog/going-away")).status).not.toBe(301);

    const draft = await create("draft-name", { published: false });
    await rename(draft.id, "draft-renamed");
    await t.request("PATCH", `/api/admin/posts/${draft.id}`, { cookie: t.cookie, body: { published: true } });
    expect((await t.request("GET", "/api/blog/draft-name")).status).toBe(404);

    await t.request("DELETE", `/api/admin/posts/${post.id}`, { cookie: t.cookie });
    expect((await t.request("GET", "/api/blog/going-away")).status).toBe(404);
  });
});
