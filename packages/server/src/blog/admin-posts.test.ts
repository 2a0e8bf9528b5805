import { type BlogPostSummary, blogPostSummarySchema } from "@app/core";
import { desc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts } from "../db/schema";
import { expectBadPageQueries, walkPages } from "../test/paging";
import { engines, useTestContext } from "../test/test-app";

const postRow = (n: number): typeof blogPosts.$inferInsert => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  author: "Kicks Directory Team",
  category: "Sneaker Care",
  heroImage: "/images/blog/default-hero.webp",
  heroImageAlt: `Post ${n}`,
  content: `<p>Post ${n}</p>`,
  published: n % 2 === 0,
  publishedAt: n % 2 === 0 ? new Date("2026-01-01T00:00:00Z") : null,
});

describe.each(engines)("admin posts list on %s", (engine) => {
  const t = useTestContext(engine);

  const insert = (from: number, count: number) =>
    t.db
      .insert(blogPosts)
      .values(Array.from({ length: count }, (_, i) => postRow(from + i)))
      .returning();
  const walk = (path: string, between?: (page: number) => Promise<void>) =>
    walkPages<BlogPostSummary>(t, path, t.cookie, { pick: (body) => blogPostSummarySchema.array().parse(body), between });
  /** The order the list promises, as the database sorts the whole table. */
  const expectedOrder = async () =>
    (await t.db.select({ id: blogPosts.id }).from(blogPosts).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))).map((r) => r.id);

  it("pages drafts and published posts, most recently updated first, ties by id, microseconds kept", async () => {
    await insert(0, 130);
    // Updates within one millisecond and exact ties: a cursor cut to milliseconds would repeat or skip posts.
    await t.db.execute(sql`update blog_posts set updated_at = '2026-03-01T00:00:00Z'::timestamptz + (id % 4) * interval '1 microsecond'`);
    const res = await t.request("GET", "/api/admin/posts", { cookie: t.cookie });
    expect(((await res.json()) as unknown[]).length).toBe(100);
    expect(res.headers.get("link")).toMatch(/^<\/api\/admin\/posts\?limit=100&cursor=[\w-]+>; rel="next"$/);

    const walked = await walk("/api/admin/posts?limit=9");
    expect(walked.pages).toHaveLength(15);
    expect(walked.items.map((p) => p.id)).toEqual(await expectedOrder());
    expect(walked.items.some((p) => !p.published)).toBe(true);
    expect(walked.items[0]).not.toHaveProperty("content");
  });

  it("shows every post once while posts are written between pages", async () => {
    const before = await insert(0, 20);
    const walked = await walk("/api/admin/posts?limit=3", async (page) => {
      await insert(100 + page, 1); // newest: above the cursor
    });
    const ids = walked.items.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(before.map((p) => p.id));
  });

  it("refuses bad paging with a 400 naming the field, and needs a session", async () => {
    await insert(0, 2);
    await expectBadPageQueries(t, "/api/admin/posts", t.cookie, ["products:newest:desc", 3]);
    expect((await t.request("GET", "/api/admin/posts?limit=1")).status).toBe(401);
    expect((await t.request("GET", "/api/admin/posts?limit=0")).status).toBe(401);
  });
});
