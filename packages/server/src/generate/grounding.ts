import { parseAsin, productBoxHtml, productCategoryLabel, PRODUCT_TOKEN_PATTERN } from "@app/core";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { products } from "../db/schema";
import { offSiteUrl } from "../blog/sanitize";
import { searchProductIds } from "../search/search.service";

/**
 * The AI writer grounded in the catalogue (docs/decisions/0038-product-blocks-from-live-data.md): the model
 * is given the products the site's own search finds for the topic and may name them only as `[[product:ID]]`, which
 * becomes a product box (drawn from live data when the post is read). What it writes besides is checked before the
 * admin sees it: a reference to an id it was not given, a link to a shop or any page off this site, and any amount of
 * money are taken out, and the preview lists what was taken out.
 */

/** What the model is told about a catalogue product (its price only so it can judge, never to repeat). */
export interface CatalogueProduct {
  id: number;
  title: string;
  category: string;
  price: string;
  currency: string;
  /** Where the product's own page is: a link the model writes to it becomes the product's box. */
  productUrl: string;
  amazonAsin: string | null;
}

/** At most this many catalogue products go into the prompt. */
export const CATALOGUE_LIMIT = 12;

/** The products the site's search finds for the topic, then for the keywords. */
export async function findCatalogueProducts(
  db: Database,
  input: { topic: string; keywords: string[] },
  now: Date,
): Promise<CatalogueProduct[]> {
  const ids = await searchProductIds(db, [input.topic, input.keywords.join(" "), ...input.keywords], now, CATALOGUE_LIMIT);
  if (ids.length === 0) return [];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          {
            id,
            title: row.title,
            category: productCategoryLabel(row.category),
            price: row.price,
            currency: row.currency,
            productUrl: row.productUrl,
            amazonAsin: row.amazonAsin,
          },
        ]
      : [];
  });
}

/** The catalogue as the prompt lists it: one product a line. */
export const catalogueLines = (catalogue: readonly CatalogueProduct[]) =>
  catalogue.map((p) => `- [[product:${p.id}]] ${p.title} (category: ${p.category}; current price ${p.price} ${p.currency})`);

/** A word in any case (the pattern below is case-sensitive, for the currency codes' sake: "5 ALL" is lek, "5 all" is not). */
const anyCase = (word: string) => word.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
const words = (list: string) => list.split(" ").map(anyCase).join("|");

/** A number as a model writes one: "12", "12.50", "19,99", "1,299.00", "1.299,00", "1 299". */
const NUMBER = String.raw`\d(?:[\d.,'\u00a0\u202f]*\d)?`;
/** A number in words: "five", "twenty-five", "a hundred", "two thousand". */
const NUMBER_WORDS = String.raw`\b(?:(?:${words("a one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million")})[\s-]+)*(?:${words("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million")})`;
const SIGN = String.raw`(?:[A-Z]{1,2})?\$|[€£¥₹₩₽₺₪₫฿₴₦₱¢]`;
/** Every ISO 4217 code the runtime knows (USD, EUR, CHF, SEK…), in capitals. */
const CODE = String.raw`\b(?:${Intl.supportedValuesOf("currency").join("|")})\b`;
const CURRENCY_WORDS = String.raw`\b(?:${words("dollars dollar bucks euros euro francs franc yen yuan rupees rupee kronor krona kroner krone cents cent pence")})\b`;

/**
 * An amount of money in any form a model writes: a sign or code before or after a number ("$12.34", "US$ 40", "€15",
 * "19,99 €", "12 CHF", "EUR 9"), or a number, in figures or words, and a currency's name ("20 dollars", "five euros"),
 * with the words that sell it ("only … today", "just", "for", "priced at") so the sentence does not keep a hole.
 */
const AMOUNT = String.raw`(?:${SIGN}|${CODE})\s?${NUMBER}|${NUMBER}\s?(?:${SIGN}|${CODE})|(?:${NUMBER}|${NUMBER_WORDS})\s?${CURRENCY_WORDS}`;
const PRICE_PATTERN = new RegExp(
  String.raw`(?:\b(?:${words("only just for at costs cost around about under from")}|${anyCase("priced")} ${anyCase("at")})\s+)?(?:${AMOUNT})(?:\s+(?:${words("today now")}|${anyCase("right")} ${anyCase("now")}))?`,
  "g",
);
const BARE_AMOUNT = new RegExp(AMOUNT);

/** Text (outside tags) without amounts of money; each amount removed is told to `removed`. */
function withoutPrices(text: string, removed: Set<string>): string {
  return text.replace(PRICE_PATTERN, (match) => {
    removed.add(`The price "${BARE_AMOUNT.exec(match)?.[0] ?? match}": prices come from the catalogue, shown live in product boxes`);
    return "";
  });
}

/** The spaces a removal leaves: doubled ones made single, none before punctuation. */
const tidy = (text: string) =>
  text
    .replace(/ {2,}/g, " ")
    .replace(/ +([.,;:!?)])/g, "$1")
    .replace(/[,;:]([.!?])/g, "$1");

/** A plain-text field (title, excerpt, meta description) without prices. */
export function groundText(text: string, removed: Set<string>): string {
  return tidy(withoutPrices(text, removed)).trim();
}

const hostAndPath = (href: string) => {
  try {
    const url = new URL(href);
    return `${url.host}${url.pathname === "/" ? "" : url.pathname}`;
  } catch {
    return href;
  }
};

/** The catalogue product a link points at (its own page, or an Amazon page of its ASIN), if any. */
function catalogueProductAt(href: string, catalogue: readonly CatalogueProduct[]): CatalogueProduct | undefined {
  const asin = parseAsin(href);
  return catalogue.find(
    (p) =>
      offSiteUrl(p.productUrl)?.href === href ||
      (asin !== null && p.amazonAsin !== null && p.amazonAsin.toUpperCase() === asin.toUpperCase()),
  );
}

/**
 * Sanitized generated HTML grounded in `catalogue`: links off the site unwrapped (their text kept; one to a catalogue
 * product's page becomes its box), `[[product:ID]]` of a given product made its box (a token alone in a paragraph
 * takes the paragraph's place; one inside text goes after its paragraph), any other token removed, and every amount
 * of money removed from the text. `removed` is told what was taken out, in words for the admin.
 */
export function groundContent(html: string, catalogue: readonly CatalogueProduct[], removed: Set<string>): string {
  const known = new Set(catalogue.map((p) => p.id));

  // Links: the site's own pages and mailto stay; an external one is unwrapped.
  let out = html.replace(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi, (whole, attrs: string, inner: string) => {
    const offSite = offSiteUrl(/\bhref="([^"]*)"/i.exec(attrs)?.[1]?.replace(/&amp;/g, "&"));
    if (!offSite) return whole;
    const href = offSite.href;
    const product = catalogueProductAt(href, catalogue);
    if (product) return `${inner} [[product:${product.id}]]`;
    removed.add(`A link to ${hostAndPath(href)}: it is not a page of this site or a product in the catalogue`);
    return inner;
  });

  const box = (id: string) => {
    const n = Number(id);
    if (known.has(n)) return productBoxHtml(n);
    removed.add(`A reference to product ${id}: it is not one of the catalogue products the writer was given`);
    return "";
  };
  const tokens = () => new RegExp(PRODUCT_TOKEN_PATTERN.source, "gi");

  // A token alone in its paragraph is the paragraph; tokens in a paragraph's text go after it.
  out = out.replace(/<p>([\s\S]*?)<\/p>/g, (whole, inner: string) => {
    const ids = [...inner.matchAll(tokens())].map((m) => m[1] as string);
    if (ids.length === 0) return whole;
    const text = tidy(inner.replace(tokens(), "")).trim();
    return (text === "" ? "" : `<p>${text}</p>`) + ids.map(box).join("");
  });
  // Anywhere else (a list item, a heading): the token goes, the box cannot sit there.
  out = out.replace(tokens(), (_m, id: string) => {
    if (!known.has(Number(id))) box(id);
    return "";
  });

  // Amounts of money, in text only (never inside a tag's attributes).
  out = out
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith("<") ? part : tidy(withoutPrices(part, removed))))
    .join("");
  return out.replace(/<p>\s*<\/p>/g, "");
}
