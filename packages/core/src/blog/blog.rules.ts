/**
 * Blog rules: list order, keyword parsing, word count, slugs, hero image
 * suggestions and the meta description counter. Pure functions.
 */
import { toNumber } from "../format/format.rules";

// The blog's constants live here, not beside the zod schemas (blog.schema.ts): the public blog pages use them and
// must not load zod.
/** The fixed team name every saved post carries. */
export const BLOG_AUTHOR = "Kicks Directory Team";
export const DEFAULT_BLOG_CATEGORY = "Sneaker Culture";
/** Used when the hero field is empty on save. Ships with the site. */
export const DEFAULT_HERO_IMAGE = "/images/blog/default-hero.webp";
export const META_DESCRIPTION_GUIDE = 160;
export const WORD_COUNT = { min: 500, max: 3000, step: 100, fallback: 1500 } as const;

/** These posts lead the blog list, in this order. */
export const PINNED_SLUGS = ["innovative-sneaker-boxes", "costco-nike-sb-dunk-low-kirkland-signature-release"] as const;

export const HERO_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const blogRank = (p: { slug: string; featured: boolean }) => {
  const pinned = (PINNED_SLUGS as readonly string[]).indexOf(p.slug);
  if (pinned !== -1) return pinned;
  return PINNED_SLUGS.length + (p.featured ? 0 : 1);
};

/** The blog list order: the two pinned slugs, then featured posts, then the rest; input order otherwise. */
export function orderBlogPosts<T extends { slug: string; featured: boolean }>(posts: T[]): T[] {
  return [...posts].sort((a, b) => blogRank(a) - blogRank(b));
}

export type PostVisibility = "draft" | "scheduled" | "published";

/**
 * A post is public exactly when it is published and its publish time has come; published with a later time
 * is scheduled. The server's SQL filter (server/src/blog/blog.service.ts `isPublic`) is the same rule.
 */
export function postVisibility(post: { published: boolean; publishedAt: string | null }, now: Date): PostVisibility {
  if (!post.published) return "draft";
  if (post.publishedAt !== null && Date.parse(post.publishedAt) > now.getTime()) return "scheduled";
  return "published";
}

/** Comma-separated keywords: trimmed, blanks dropped, duplicates (ignoring case) dropped keeping the first. */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of text.split(",")) {
    const keyword = part.trim();
    const key = keyword.toLowerCase();
    if (keyword === "" || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

/**
 * The generator's target word count: non-numeric or below 500 → 1500; above 3000 → 3000;
 * otherwise rounded to the nearest 100.
 */
export function normalizeWordCount(value: string | number): number {
  const n = toNumber(value); // non-numeric → 0, so it falls back like any value below the minimum
  if (n < WORD_COUNT.min) return WORD_COUNT.fallback;
  if (n > WORD_COUNT.max) return WORD_COUNT.max;
  return Math.round(n / WORD_COUNT.step) * WORD_COUNT.step;
}

const SLUG_MAX_LENGTH = 120;
/** Letters that Unicode decomposition does not reduce to ASCII. */
const TRANSLITERATIONS: Readonly<Record<string, string>> = { ß: "ss", æ: "ae", ø: "o", œ: "oe", đ: "d", ł: "l", þ: "th", ð: "d", ı: "i" };

/**
 * A URL slug: lowercase ASCII words joined by '-', diacritics stripped ("Café" → "cafe"), apostrophes
 * dropped ("Don't" → "dont"), '&' read as 'and', at most 120 characters cut at a word boundary when one
 * exists. Matches `slugSchema` unless the text has no letters or digits, in which case it is ''.
 */
export function slugify(text: string): string {
  const ascii = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæøœđłþðı]/g, (ch) => TRANSLITERATIONS[ch] ?? "")
    .replace(/['’‘`]/g, "")
    .replace(/&/g, " and ");
  const slug = ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const atWord = slug[SLUG_MAX_LENGTH] === "-" ? cut : cut.slice(0, Math.max(cut.lastIndexOf("-"), 0)) || cut;
  return atWord.replace(/-+$/, "");
}

/**
 * A stock-photo search page for the generator's suggested hero image query (the old
 * random-photo endpoint is gone; the admin picks a photo and pastes its URL).
 */
export function heroImageSearchUrl(query: string): string {
  return `https://unsplash.com/s/photos/${slugify(query) || "sneakers"}`;
}

/** The meta description counter: characters as a person counts them, and whether the 160 guide is passed. */
export function metaDescriptionCount(text: string): { count: number; over: boolean } {
  const count = Array.from(text).length;
  return { count, over: count > META_DESCRIPTION_GUIDE };
}
