/// <reference types="node" />
/* eslint-disable no-restricted-imports -- this one test reads packages/site/public to check the shipped images */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULT_HERO_IMAGE } from "../blog/blog.rules";
import { matchRoute } from "../routes/routes";
import * as content from "./index";
import {
  ARTICLE,
  articleSchema,
  BRAND_QUICK_LINKS,
  BRAND_VIEW_ALL,
  CAPABILITIES,
  capabilitySchema,
  CATEGORY_CARDS,
  externalLinkSchema,
  FOOTER_AFFILIATE_LINK,
  FOOTER_COLUMNS,
  faqItemSchema,
  footerColumnSchema,
  HOME_FAQ,
  legalDocumentSchema,
  NEWSLETTER_COPY,
  newsletterCopySchema,
  PRIVACY_POLICY,
  productCategoryCardSchema,
  quickLinkSchema,
  RESOURCE_CATEGORIES,
  RESOURCES,
  resourceListingSchema,
  resourceSlug,
  SHOP_QUICK_LINKS,
  SHOP_VIEW_ALL,
  TERMS,
  TIMELINE_EVENTS,
  timelineEventSchema,
  viewAllLinkSchema,
  WINNER_SLIDES,
  winnerSlideSchema,
} from "./index";

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), "../../../site/public");

/** Every string anywhere in the exported content. */
function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => allStrings(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => allStrings(v, out));
  return out;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Minimal XML well-formedness: balanced, properly nested tags and no bare ampersands. */
function xmlProblems(source: string): string[] {
  const problems: string[] = [];
  if (/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;|#x[0-9a-f]+;)/i.test(source)) problems.push("unescaped &");
  const stack: string[] = [];
  for (const match of source.matchAll(/<(\/?)([A-Za-z][\w:-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) problems.push(`mismatched </${name}>`);
  }
  if (stack.length) problems.push(`unclosed <${stack.join(">, <")}>`);
  return problems;
}

describe("content schemas", () => {
  it("every constant matches its schema", () => {
    for (const r of RESOURCES) resourceListingSchema.parse(r);
    for (const e of TIMELINE_EVENTS) timelineEventSchema.parse(e);
    for (const w of WINNER_SLIDES) winnerSlideSchema.parse(w);
    for (const l of [...SHOP_QUICK_LINKS, ...BRAND_QUICK_LINKS]) quickLinkSchema.parse(l);
    for (const v of [SHOP_VIEW_ALL, BRAND_VIEW_ALL]) viewAllLinkSchema.parse(v);
    for (const c of FOOTER_COLUMNS) footerColumnSchema.parse(c);
    for (const f of HOME_FAQ) faqItemSchema.parse(f);
    for (const c of CAPABILITIES) capabilitySchema.parse(c);
    for (const p of CATEGORY_CARDS) productCategoryCardSchema.parse(p);
    externalLinkSchema.parse(FOOTER_AFFILIATE_LINK);
    articleSchema.parse(ARTICLE);
    newsletterCopySchema.parse(NEWSLETTER_COPY);
    legalDocumentSchema.parse(PRIVACY_POLICY);
    legalDocumentSchema.parse(TERMS);
  });

  it("rejects a listing with an unknown category or a remote logo", () => {
    const base = RESOURCES[0]!;
    expect(resourceListingSchema.safeParse({ ...base, category: "Shoes" }).success).toBe(false);
    expect(resourceListingSchema.safeParse({ ...base, logo: "https://example.com/logo.png" }).success).toBe(false);
    expect(resourceListingSchema.safeParse({ ...base, url: "http://www.nike.com" }).success).toBe(false);
  });
});

describe("resources", () => {
  it("has exactly 37 listings, grouped in the spec's category order with none empty", () => {
    expect(RESOURCES).toHaveLength(37);
    expect(RESOURCE_CATEGORIES).toEqual([
      "Brands",
      "Retailers",
      "Marketplaces",
      "Care & Cleaning",
      "Apparel",
      "Accessories",
      "Home & Office",
    ]);
    const order = RESOURCES.map((r) => r.category).filter((c, i, all) => i === 0 || all[i - 1] !== c);
    expect(order).toEqual([...RESOURCE_CATEGORIES]);
  });

  it("has unique names, slugs and URLs, and logos named after the slug", () => {
    const names = RESOURCES.map((r) => r.name.toLowerCase());
    const slugs = RESOURCES.map((r) => resourceSlug(r.name));
    const urls = RESOURCES.map((r) => r.url);
    expect(new Set(names).size).toBe(RESOURCES.length);
    expect(new Set(slugs).size).toBe(RESOURCES.length);
    expect(new Set(urls).size).toBe(RESOURCES.length);
    for (const r of RESOURCES) expect(r.logo).toBe(`/images/logos/${resourceSlug(r.name)}.webp`);
  });

  it("slugs names into file-safe stems", () => {
    expect(resourceSlug("END. Clothing")).toBe("end-clothing");
    expect(resourceSlug("Stüssy")).toBe("stussy");
    expect(resourceSlug("Herschel Supply Co.")).toBe("herschel-supply-co");
    expect(resourceSlug("Care & Cleaning")).toBe("care-and-cleaning");
  });
});

describe("timeline", () => {
  it("has 14 events from 2001 to 2025 in chronological order with distinct images", () => {
    expect(TIMELINE_EVENTS).toHaveLength(14);
    const years = TIMELINE_EVENTS.map((e) => e.year);
    expect(years[0]).toBe(2001);
    expect(years.at(-1)).toBe(2025);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(new Set(TIMELINE_EVENTS.map((e) => e.imageUrl)).size).toBe(14);
    for (const e of TIMELINE_EVENTS) expect(e.imageUrl.startsWith(`/images/timeline/${e.year}-`)).toBe(true);
  });
});

describe("featured article", () => {
  it("lists 20 items ranked from 20 down to 1, each with its own box image", () => {
    expect(ARTICLE.title).toBe("20 of the Most Innovative Sneaker Boxes of All Time");
    expect(ARTICLE.slug).toBe("innovative-sneaker-boxes");
    expect(ARTICLE.items.map((i) => i.rank)).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    for (const item of ARTICLE.items) expect(item.image).toBe(`/images/article/box-${item.rank}.webp`);
    expect(new Set(ARTICLE.items.map((i) => i.name)).size).toBe(20);
  });
});

describe("home FAQ, capabilities and newsletter", () => {
  it("has four FAQ entries, the last saying we sell nothing and earn commission at no extra cost", () => {
    expect(HOME_FAQ).toHaveLength(4);
    const direct = HOME_FAQ[3]!;
    expect(direct.question).toMatch(/sell/i);
    expect(direct.answer).toMatch(/^No\b/);
    expect(direct.answer).toMatch(/no extra cost/i);
  });

  it("has four capability cards", () => {
    expect(CAPABILITIES).toHaveLength(4);
  });

  it("keeps the spec's reassurances and the $100 monthly raffle claim", () => {
    expect(NEWSLETTER_COPY.reassurances).toEqual(["No spam, ever", "Unsubscribe anytime", "1 email per week"]);
    expect(NEWSLETTER_COPY.toggleLabel).toBe("Win Free Kicks");
    expect(NEWSLETTER_COPY.hideLabel).toBe("Hide Signup");
    expect(`${NEWSLETTER_COPY.blurb} ${NEWSLETTER_COPY.raffleDescription}`).toMatch(/\$100 or more/);
    expect(WINNER_SLIDES.length).toBeGreaterThanOrEqual(4);
    expect(WINNER_SLIDES.length).toBeLessThanOrEqual(6);
  });
});

describe("navigation", () => {
  it("has the spec's shop and brand quick links, all external https", () => {
    expect(SHOP_QUICK_LINKS.map((l) => l.name)).toEqual(["Display Cases", "Cleaning Kits", "Storage Boxes", "Laces & Accessories"]);
    expect(BRAND_QUICK_LINKS.map((l) => l.name)).toEqual(["Nike", "Jordan", "Adidas", "StockX", "Goat", "Puma"]);
    for (const l of [...SHOP_QUICK_LINKS, ...BRAND_QUICK_LINKS]) expect(l.href).toMatch(/^https:\/\//);
    expect(SHOP_VIEW_ALL).toEqual({ name: "View All Products", href: "/products" });
    expect(BRAND_VIEW_ALL).toEqual({ name: "View All Brands", href: "/resources" });
  });

  it("points every internal footer link at a real route, including the company pages", () => {
    const hrefs = FOOTER_COLUMNS.flatMap((c) => c.links.map((l) => l.href));
    for (const href of hrefs) expect(matchRoute(href), href).not.toBeNull();
    expect(hrefs).toEqual(expect.arrayContaining(["/collaborations", "/capabilities", "/privacy", "/terms"]));
    expect(FOOTER_COLUMNS.map((c) => c.title)).toEqual(["Explore", "Company"]);
  });

  it("has the six product category cards in the spec's order, each an external search", () => {
    expect(CATEGORY_CARDS.map((c) => c.name)).toEqual([
      "Display Cases",
      "Cleaning Kits",
      "Storage Solutions",
      "Shoe Trees & Inserts",
      "Protective Sprays",
      "Laces & Accessories",
    ]);
    for (const c of CATEGORY_CARDS) expect(c.href).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=[a-z+]+$/);
  });
});

describe("legal pages", () => {
  it("cover analytics, storage, affiliate networks and the no-sales rule", () => {
    const privacy = allStrings(PRIVACY_POLICY).join(" ");
    expect(privacy).toMatch(/Google Analytics 4/);
    expect(privacy).toMatch(/local storage under the key "theme"/);
    expect(privacy).toMatch(/Amazon Services LLC Associates Program/);
    expect(privacy).toMatch(/Rakuten Advertising/);
    const terms = allStrings(TERMS).join(" ");
    expect(terms).toMatch(/do not sell/);
    expect(terms).toMatch(/no extra cost/);
    expect(PRIVACY_POLICY.updated).toBe("2026-11-01");
    expect(TERMS.updated).toBe("2026-11-01");
  });
});

describe("shipped images", () => {
  it("every image path referenced in the content exists under packages/site/public", () => {
    const paths = allStrings(content).filter((s) => /^\/[^/].*\.(svg|png|webp)$/.test(s));
    expect(paths.length).toBeGreaterThan(37 + 14 + 20);
    const missing = [...new Set([...paths, DEFAULT_HERO_IMAGE])].filter((p) => !existsSync(join(PUBLIC_DIR, p)));
    expect(missing).toEqual([]);
  });

  it("ships the blog and site images the demo seed and pages name (the seed's product pictures: seed.test.ts)", () => {
    const blog = [
      "default-hero",
      "innovative-sneaker-boxes",
      "costco-nike-sb-dunk-low-kirkland-signature-release",
      "how-to-clean-white-sneakers",
      "best-sneaker-display-cases",
      "sneaker-storage-guide",
      "history-of-the-air-jordan-1",
      "sneaker-lace-styles",
      "protect-suede-sneakers",
    ].map((n) => `images/blog/${n}.webp`);
    const site = ["logo.svg", "favicon.svg", "og-default.svg", "og-default.png"];
    const missing = [...blog, ...site].filter((p) => !existsSync(join(PUBLIC_DIR, p)));
    expect(missing).toEqual([]);
  });

  it("every picture comes as full- and half-width AVIF and WebP, each small, a few MB in all", () => {
    const pictures = filesUnder(join(PUBLIC_DIR, "images"));
    // A full-width picture: a .webp that is not the half-width copy (`<name>-<width>.webp`) of another one.
    const isHalfWidth = (f: string) => /-\d+\.webp$/.test(f) && pictures.includes(f.replace(/-\d+\.webp$/, ".webp"));
    const webp = pictures.filter((f) => f.endsWith(".webp") && !isHalfWidth(f));
    expect(webp.length).toBeGreaterThan(37 + 14 + 20 + 9 + 6 + 5);
    const names = new Set(pictures.map((f) => relative(PUBLIC_DIR, f)));
    const missing = webp.flatMap((file) => {
      const stem = relative(PUBLIC_DIR, file).slice(0, -".webp".length);
      const half = [...names].find((f) => new RegExp(`^${stem}-\\d+\\.webp$`).test(f));
      const wanted = [`${stem}.avif`, ...(half ? [half.replace(/\.webp$/, ".avif")] : [])];
      return [...(half ? [] : [`${stem}-<half>.webp`]), ...wanted.filter((f) => !names.has(f))];
    });
    expect(missing).toEqual([]);
    expect(
      pictures.every((f) => /\.(webp|avif)$/.test(f)),
      "only AVIF and WebP under images/",
    ).toBe(true);
    const large = pictures.filter((f) => statSync(f).size > 120 * 1024).map((f) => relative(PUBLIC_DIR, f));
    expect(large).toEqual([]);
    const total = pictures.reduce((sum, f) => sum + statSync(f).size, 0);
    expect(total).toBeLessThan(4 * 1024 * 1024);
  });

  it("every shipped SVG is well-formed, sized, titled and under 3 KB", () => {
    const svgs = filesUnder(PUBLIC_DIR).filter((f) => f.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThanOrEqual(3);
    const problems = svgs.flatMap((file) => {
      const source = readFileSync(file, "utf8");
      const name = relative(PUBLIC_DIR, file);
      const issues = xmlProblems(source).map((p) => `${name}: ${p}`);
      if (!/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/.test(source)) issues.push(`${name}: no width/height/viewBox`);
      if (!/<title>[^<]+<\/title>/.test(source)) issues.push(`${name}: no <title>`);
      if (/(?:href|src)="https?:/.test(source)) issues.push(`${name}: remote reference`);
      if (source.length > 3 * 1024) issues.push(`${name}: ${source.length} bytes`);
      return issues;
    });
    expect(problems).toEqual([]);
  });

  it("ships a 1200x630 PNG for Open Graph", () => {
    const png = readFileSync(join(PUBLIC_DIR, "og-default.png"));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString("ascii", 12, 16)).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
