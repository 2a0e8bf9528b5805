import { describe, expect, it } from "vitest";
import {
  HERO_IMAGE_SIZE,
  PINNED_SLUGS,
  heroImageSearchUrl,
  metaDescriptionCount,
  normalizeWordCount,
  orderBlogPosts,
  parseKeywords,
  slugify,
} from "./blog.rules";
import { slugSchema } from "./blog.schema";

const post = (slug: string, featured = false) => ({ slug, featured });
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

describe("orderBlogPosts", () => {
  it("puts the two pinned slugs first, then featured, then the rest", () => {
    const posts = [post("a"), post("f1", true), post(PINNED_SLUGS[1]), post("b"), post(PINNED_SLUGS[0]), post("f2", true)];
    expect(slugs(orderBlogPosts(posts))).toEqual([PINNED_SLUGS[0], PINNED_SLUGS[1], "f1", "f2", "a", "b"]);
  });

  it("ranks a pinned post by its slug even when it is featured", () => {
    const posts = [post("f", true), post(PINNED_SLUGS[1], true)];
    expect(slugs(orderBlogPosts(posts))).toEqual([PINNED_SLUGS[1], "f"]);
  });

  it("keeps input order among equals and does not change the input", () => {
    const posts = [post("c"), post("a"), post("b")];
    expect(slugs(orderBlogPosts(posts))).toEqual(["c", "a", "b"]);
    expect(slugs(posts)).toEqual(["c", "a", "b"]);
  });

  it("handles empty lists and one post", () => {
    expect(orderBlogPosts([])).toEqual([]);
    expect(slugs(orderBlogPosts([post("only")]))).toEqual(["only"]);
  });

  it("has the slugs the spec names", () => {
    expect(PINNED_SLUGS).toEqual(["innovative-sneaker-boxes", "costco-nike-sb-dunk-low-kirkland-signature-release"]);
  });
});

describe("parseKeywords", () => {
  it("splits on commas, trims and drops blanks", () => {
    expect(parseKeywords(" sneaker storage, display case ,,  ,LED ")).toEqual(["sneaker storage", "display case", "LED"]);
  });

  it("drops duplicates ignoring case, keeping the first spelling", () => {
    expect(parseKeywords("Nike, nike, NIKE , Jordan, jordan")).toEqual(["Nike", "Jordan"]);
  });

  it("gives an empty list for blank input", () => {
    expect(parseKeywords("")).toEqual([]);
    expect(parseKeywords("  , ,")).toEqual([]);
  });
});

describe("normalizeWordCount", () => {
  it.each([
    [1500, 1500],
    ["2000", 2000],
    [500, 500],
    [3000, 3000],
    [1549, 1500],
    [1550, 1600],
    ["2960", 3000],
    [3001, 3000],
    [10000, 3000],
    [499, 1500],
    [0, 1500],
    [-800, 1500],
    ["", 1500],
    ["  ", 1500],
    ["abc", 1500],
    [Number.NaN, 1500],
  ] as const)("%j → %d", (input, expected) => {
    expect(normalizeWordCount(input)).toBe(expected);
  });
});

describe("slugify", () => {
  // Cases the AI generator relies on when it normalizes a model's slug (it uses this rule).
  it.each([
    ["How to Clean White Sneakers!", "how-to-clean-white-sneakers"],
    ["Nike & Jordan: Ünder-rated Crates", "nike-and-jordan-under-rated-crates"],
    ["  --Sneakerhead's   Guide--  ", "sneakerheads-guide"],
    ["!!!", ""],
  ])("%j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("cuts a long repeated title at a word boundary within 120 characters", () => {
    const slug = slugify("sneaker ".repeat(30));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slug.endsWith("sneaker")).toBe(true);
  });

  it.each([
    ["Top 10 Sneaker Storage Ideas", "top-10-sneaker-storage-ideas"],
    ["  --Hello,   World!--  ", "hello-world"],
    ["Café Crème Brûlée", "cafe-creme-brulee"],
    ["Don't Just Collect. DISPLAY 'EM.", "dont-just-collect-display-em"],
    ["Nike’s best", "nikes-best"],
    ["Display & Storage", "display-and-storage"],
    ["Straße Øre", "strasse-ore"],
    ["Air Jordan 1 (1985) — a history", "air-jordan-1-1985-a-history"],
  ])("%j → %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("gives '' for blank or symbol-only text", () => {
    expect(slugify("")).toBe("");
    expect(slugify("   ")).toBe("");
    expect(slugify("!!! ???")).toBe("");
    expect(slugify("日本語")).toBe("");
  });

  it("cuts at most 120 characters at a word boundary", () => {
    const text = Array.from({ length: 30 }, (_, i) => `word${i}`).join(" ");
    const slug = slugify(text);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(text.toLowerCase().replace(/ /g, "-").startsWith(`${slug}-`)).toBe(true);
    expect(slugSchema.parse(slug)).toBe(slug);
  });

  it("cuts a single long word at 120 characters", () => {
    expect(slugify("a".repeat(200))).toBe("a".repeat(120));
  });

  it("keeps a cut that lands exactly on a word end", () => {
    const text = `${"a".repeat(120)} bbb`;
    expect(slugify(text)).toBe("a".repeat(120));
    expect(slugify(`${"a".repeat(119)} bbb`)).toBe("a".repeat(119));
  });
});

describe("heroImageSearchUrl", () => {
  it("searches stock photos for the slugified query", () => {
    expect(heroImageSearchUrl("Sneaker display case, LED")).toBe("https://unsplash.com/s/photos/sneaker-display-case-led");
  });

  it("falls back to sneakers for a blank query", () => {
    expect(heroImageSearchUrl("")).toBe("https://unsplash.com/s/photos/sneakers");
    expect(heroImageSearchUrl("  ?! ")).toBe("https://unsplash.com/s/photos/sneakers");
  });
});

describe("metaDescriptionCount", () => {
  it("counts characters against the 160 guide", () => {
    expect(metaDescriptionCount("")).toEqual({ count: 0, over: false });
    expect(metaDescriptionCount("x".repeat(160))).toEqual({ count: 160, over: false });
    expect(metaDescriptionCount("x".repeat(161))).toEqual({ count: 161, over: true });
  });

  it("counts an emoji once", () => {
    expect(metaDescriptionCount("👟👟").count).toBe(2);
  });
});

describe("HERO_IMAGE_SIZE", () => {
  it("is 1200x630", () => {
    expect(HERO_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
  });
});
