import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { blogPosts } from "../db/schema";
import { engines, useTestContext } from "../test/test-app";
import { RSS_ITEM_COUNT } from "./rss.routes";

/** Parse as XML, failing on any well-formedness error (the feed must be valid XML, not just look like it). */
function parseXml(xml: string): Document {
  const errors: string[] = [];
  const doc = new DOMParser({
    errorHandler: { warning: () => {}, error: (m: string) => errors.push(m), fatalError: (m: string) => errors.push(m) },
  }).parseFromString(xml, "application/xml");
  expect(errors).toEqual([]);
  return doc as unknown as Document;
}

/** Characters XML 1.0 allows nowhere in a document, not even as character references (lone surrogates included). */
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/u;

const childText = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? null;

describe.each(engines)("RSS feed on %s", (engine) => {
  const t = useTestContext(engine);

  const insert = (i: number, extra: Partial<typeof blogPosts.$inferInsert> = {}) => ({
    slug: `post-${i}`,
    title: `Post ${i}`,
    excerpt: `Excerpt ${i}`,
    author: "Team",
    category: "Care",
    heroImage: "/h.svg",
    heroImageAlt: `Post ${i}`,
    content: "<p>x</p>",
    published: true,
    publishedAt: new Date(t.clock.now.getTime() - i * 60_000),
    ...extra,
  });

  it("is RSS 2.0 with the 20 newest public posts, each with title, link, guid, pubDate and description", async () => {
    await t.db
      .insert(blogPosts)
      .values([
        ...Array.from({ length: 23 }, (_, i) => insert(i + 1)),
        insert(0, { slug: "a-draft", title: "Draft", published: false, publishedAt: null }),
        insert(0, { slug: "scheduled", title: "Scheduled", publishedAt: new Date(t.clock.now.getTime() + 60_000) }),
      ]);
    const res = await t.request("GET", "/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const doc = parseXml(await res.text());
    const rss = doc.documentElement;
    expect(rss.tagName).toBe("rss");
    expect(rss.getAttribute("version")).toBe("2.0");
    const channel = rss.getElementsByTagName("channel")[0] as Element;
    expect(childText(channel, "title")).toBe("Kicks Directory");
    expect(childText(channel, "link")).toBe("https://kicks.example/blog");

    const items = Array.from(doc.getElementsByTagName("item"));
    expect(items).toHaveLength(RSS_ITEM_COUNT);
    expect(items.map((item) => childText(item, "title"))).toEqual(Array.from({ length: 20 }, (_, i) => `Post ${i + 1}`));
    const first = items[0] as Element;
    expect(childText(first, "link")).toBe("https://kicks.example/blog/post-1");
    expect(childText(first, "description")).toBe("Excerpt 1");
    expect(childText(first, "guid")).toMatch(/^kicks\.example:post:\d+$/);
    const pubDate = childText(first, "pubDate") ?? "";
    expect(pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(Date.parse(pubDate)).toBe(Math.floor((t.clock.now.getTime() - 60_000) / 1000) * 1000);
  });

  it("escapes markup characters in titles and descriptions", async () => {
    const title = `Laces & Locks: <b>"Tips"</b> for 'Jordans'`;
    await t.db.insert(blogPosts).values(insert(1, { title, excerpt: "A < B && C > D" }));
    const xml = await (await t.request("GET", "/rss.xml")).text();
    expect(xml).not.toContain("<b>");
    const item = parseXml(xml).getElementsByTagName("item")[0] as Element;
    expect(childText(item, "title")).toBe(title);
    expect(childText(item, "description")).toBe("A < B && C > D");
  });

  it("leaves out the characters XML 1.0 forbids: one title with U+0001, U+000B or U+FFFE no longer breaks the feed", async () => {
    const body = {
      title: "Fresh\u0001 Kicks\u000B Daily\uFFFE",
      slug: "fresh-kicks",
      content: "<p>x</p>",
      excerpt: "Tab\tand newline\nkept,\u0007 bell\uFFFF gone",
      category: "Care\u001F",
      published: true,
      publishedAt: new Date(t.clock.now.getTime() - 60_000).toISOString(),
    };
    expect((await t.request("POST", "/api/blog", { cookie: t.cookie, body })).status).toBe(201);
    const xml = await (await t.request("GET", "/rss.xml")).text();
    expect(xml).not.toMatch(XML_FORBIDDEN);
    const item = parseXml(xml).getElementsByTagName("item")[0] as Element;
    expect(childText(item, "title")).toBe("Fresh Kicks Daily");
    expect(childText(item, "description")).toBe("Tab\tand newline\nkept, bell gone");
    expect(childText(item, "category")).toBe("Care");
  });

  it("is a valid, empty channel without posts", async () => {
    const doc = parseXml(await (await t.request("GET", "/rss.xml")).text());
    expect(doc.getElementsByTagName("item")).toHaveLength(0);
    expect(doc.getElementsByTagName("channel")).toHaveLength(1);
  });
});
