import { paths } from "@app/core";
import { SITE_NAME, SITE_TAGLINE } from "@app/core/content";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { newestPublicPosts } from "../blog/blog.service";
import { xmlEscape } from "../http/xml";

/** How many posts the feed carries: the newest public ones. */
export const RSS_ITEM_COUNT = 20;
export const RSS_PATH = "/rss.xml";
export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

/** RFC 822 dates, as RSS 2.0 wants them ("Wed, 25 Nov 2026 08:33:59 GMT"). */
const rfc822 = (date: Date) => date.toUTCString();

/**
 * GET /rss.xml: an RSS 2.0 feed of the newest public posts (published, publish time reached). The guid is
 * the post's id, not its URL, so a renamed post is not announced again.
 */
export function createRssRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get(RSS_PATH, async (c) => {
    const base = deps.env.PUBLIC_SITE_URL;
    const host = new URL(base).host;
    const now = deps.now();
    const posts = await newestPublicPosts(await deps.reader(c), now, RSS_ITEM_COUNT);
    const items = posts.map((post) => {
      const link = base + paths.blogPost(post.slug);
      return [
        "<item>",
        `<title>${xmlEscape(post.title)}</title>`,
        `<link>${xmlEscape(link)}</link>`,
        `<guid isPermaLink="false">${xmlEscape(`${host}:post:${post.id}`)}</guid>`,
        post.publishedAt ? `<pubDate>${rfc822(new Date(post.publishedAt))}</pubDate>` : "",
        `<description>${xmlEscape(post.excerpt || post.metaDescription)}</description>`,
        `<category>${xmlEscape(post.category)}</category>`,
        "</item>",
      ].join("");
    });
    const newest = posts[0]?.publishedAt;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      "<channel>",
      `<title>${xmlEscape(SITE_NAME)}</title>`,
      `<link>${xmlEscape(base + paths.blog())}</link>`,
      `<description>${xmlEscape(SITE_TAGLINE)}</description>`,
      "<language>en-us</language>",
      `<atom:link href="${xmlEscape(`${base}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
      `<lastBuildDate>${rfc822(newest ? new Date(newest) : now)}</lastBuildDate>`,
      ...items,
      "</channel>",
      "</rss>",
      "",
    ].join("\n");
    // Short-lived: a scheduled post appears in the feed when its time comes, not an hour later.
    return c.body(body, 200, { "Content-Type": RSS_CONTENT_TYPE, "Cache-Control": "public, max-age=300" });
  });
  return app;
}
