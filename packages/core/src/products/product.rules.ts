/**
 * Product business rules: badges, hero and grid ordering, affiliate links,
 * Amazon URL parsing, store names from URLs and schema.org structured data. Pure functions.
 */
import { addMonthsUtc, isoDate, toNumber } from "../format/format.rules";
import { isPriceStale } from "./price.rules";
import type { Product } from "./product.schema";

/** A product with at least this rating shows the rating badge. */
export const RATING_BADGE_MIN = 4.5;
/** How many products the hero carousel shows. */
export const HERO_PRODUCT_COUNT = 5;

export function showsRatingBadge(p: { rating: string }): boolean {
  return toNumber(p.rating) >= RATING_BADGE_MIN;
}

const has = (text: string, needle: string) => text.toLowerCase().includes(needle);
const isCasioStore = (p: { sourceStore: string }) => p.sourceStore.trim().toLowerCase() === "casio";
const isGShockTitle = (p: { title: string }) => has(p.title, "g-shock");

export function isCasioOrGShock(p: { title: string; sourceStore: string }): boolean {
  return isCasioStore(p) || isGShockTitle(p);
}

/**
 * The hero carousel's products: the `count` most expensive, highest first, leaving out titles
 * containing 'g-shock' or 'watch', products from the store 'Casio' and products out of stock. Ties keep their
 * input order.
 */
export function pickHeroProducts<T extends { title: string; price: string; sourceStore: string; availability?: string }>(
  products: T[],
  count: number = HERO_PRODUCT_COUNT,
): T[] {
  if (count <= 0) return [];
  return products
    .filter((p) => !isCasioStore(p) && !isGShockTitle(p) && !has(p.title, "watch") && p.availability !== "out_of_stock")
    .map((p) => ({ p, price: toNumber(p.price) }))
    .sort((a, b) => b.price - a.price)
    .slice(0, count)
    .map(({ p }) => p);
}

const isLedStackable = (p: { title: string }) => has(p.title, "led") && has(p.title, "stackable");
/** LED stackable items first (each kind keeping its own order): so they lead every crate of their group. */
const ledStackableFirst = <T extends { title: string }>(list: T[]): T[] => [
  ...list.filter(isLedStackable),
  ...list.filter((p) => !isLedStackable(p)),
];

/**
 * The home page grid order. Interpretation, since the spec states it only loosely:
 *
 * 1. First every product that is neither from the store 'Casio' nor titled 'g-shock' (case-insensitive).
 *    Among them, titles containing 'supbro' come first; the rest follow. Inside each of those two groups, items
 *    whose title contains both 'led' and 'stackable' come first, so the LED stackable item is ahead of the
 *    collection crate (docs/decisions/0029-paged-lists.md: each product's place depends on its own title, which
 *    lets the database keep the order as a stored key; the earlier reading, where the LED item and the crate traded
 *    slots, made every LED item added rewrite the place of every crate). Otherwise input order is kept.
 * 2. Then the Casio-store items and the G-Shock items from other stores alternate one for one, starting
 *    with Casio: Casio, G-Shock, Casio, G-Shock, ... Whatever is left of the longer list follows in order.
 */
export function orderProductGrid<T extends { title: string; sourceStore: string }>(products: T[]): T[] {
  const regular = products.filter((p) => !isCasioOrGShock(p));
  const supbro = regular.filter((p) => has(p.title, "supbro"));
  const others = regular.filter((p) => !has(p.title, "supbro"));
  const casio = products.filter(isCasioStore);
  const gShock = products.filter((p) => !isCasioStore(p) && isGShockTitle(p));
  const interleaved: T[] = [];
  for (let i = 0; i < Math.max(casio.length, gShock.length); i++) {
    const c = casio[i];
    const g = gShock[i];
    if (c) interleaved.push(c);
    if (g) interleaved.push(g);
  }
  return [...ledStackableFirst(supbro), ...ledStackableFirst(others), ...interleaved];
}

/**
 * The one builder of outbound Amazon links: an Amazon marketplace URL (any region) with `tag=` set to the associate
 * tag (replacing one it carried), so every Amazon link the site shows earns the commission. Other URLs, Amazon's
 * short links (which cannot carry a tag) and a blank tag leave the URL as it was.
 */
export function amazonLink(url: string, tag?: string | null): string {
  const trimmedTag = (tag ?? "").trim();
  if (trimmedTag === "") return url;
  const parsed = parseHttpUrl(url);
  if (!parsed || !isAmazonMarketplaceHost(parsed.hostname)) return url;
  parsed.searchParams.set("tag", trimmedTag);
  return parsed.toString();
}

/** An Amazon search for `query` (`https://www.amazon.com/s?k=...`), tagged by `amazonLink` when a tag is given. */
export function amazonSearchLink(query: string, tag?: string | null): string {
  return amazonLink(`https://www.amazon.com/s?k=${encodeURIComponent(query.trim()).replace(/%20/g, "+")}`, tag);
}

/** `https://www.amazon.com/dp/{ASIN}`, with `?tag=` when an associate tag is set. */
export function amazonAffiliateLink(asin: string, tag?: string | null): string {
  return amazonLink(`https://www.amazon.com/dp/${encodeURIComponent(asin.trim().toUpperCase())}`, tag);
}

/**
 * A product page link as Amazon's Creators API gave it (`detailPageURL`): an https URL on an Amazon marketplace, at
 * most 2048 characters; anything else is null (the caller keeps its own link).
 */
export function amazonDetailPageUrl(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  const parsed = parseHttpUrl(value);
  return parsed && parsed.protocol === "https:" && isAmazonMarketplaceHost(parsed.hostname) ? parsed.toString() : null;
}

/**
 * The link a visitor follows: Amazon products with an ASIN → the `detailPageURL` the Creators API gave for it (its
 * parameters kept, `tag` set: Amazon attributes API-driven sales through them, docs/decisions/0046), else
 * `amazon.com/dp/{ASIN}`; others → the product URL (tagged by `amazonLink` when it is an Amazon page, whatever store
 * the product names).
 */
export function productAffiliateLink(
  p: { sourceStore: string; amazonAsin: string | null; productUrl: string; amazonDetailUrl?: string | null },
  tag?: string | null,
): string {
  const asin = (p.amazonAsin ?? "").trim();
  if (p.sourceStore.trim().toLowerCase() === "amazon" && asin !== "") {
    const detail = amazonDetailPageUrl(p.amazonDetailUrl);
    return detail ? amazonLink(detail, tag) : amazonAffiliateLink(asin, tag);
  }
  return amazonLink(p.productUrl, tag);
}

/** Amazon marketplace domains (the part after 'amazon.'). */
const AMAZON_TLDS = new Set([
  "com",
  "ca",
  "com.mx",
  "com.br",
  "co.uk",
  "de",
  "fr",
  "it",
  "es",
  "nl",
  "se",
  "pl",
  "com.be",
  "ie",
  "com.tr",
  "ae",
  "sa",
  "eg",
  "in",
  "co.jp",
  "sg",
  "com.au",
  "cn",
  "co.za",
]);
/** Amazon's short-link hosts: they carry no ASIN in the URL. */
const AMAZON_SHORT_HOSTS = new Set(["a.co", "amzn.to", "amzn.eu", "amzn.asia", "amzn.com"]);

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

function isAmazonMarketplaceHost(hostname: string): boolean {
  const match = /(?:^|\.)amazon\.([a-z.]+)$/.exec(hostname.toLowerCase());
  return match !== null && AMAZON_TLDS.has(match[1] as string);
}

/** True for Amazon marketplace URLs (any region or subdomain) and Amazon short links (a.co, amzn.to). */
export function isAmazonUrl(url: string): boolean {
  const parsed = parseHttpUrl(url);
  if (!parsed) return false;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
  return isAmazonMarketplaceHost(host) || AMAZON_SHORT_HOSTS.has(host);
}

const ASIN = "([A-Za-z0-9]{10})";
/** Path forms that carry an ASIN, each followed by '/', or the end of the path. */
const ASIN_PATH_PATTERNS = [
  new RegExp(`(?:^|/)dp/(?:product/)?${ASIN}(?:/|$)`, "i"),
  new RegExp(`(?:^|/)gp/(?:product|aw/d|offer-listing|video/detail)/${ASIN}(?:/|$)`, "i"),
  new RegExp(`(?:^|/)exec/obidos/(?:asin|tg/detail/-)/${ASIN}(?:/|$)`, "i"),
  new RegExp(`(?:^|/)o/(?:asin/)?${ASIN}(?:/|$)`, "i"),
  new RegExp(`(?:^|/)product/${ASIN}(?:/|$)`, "i"),
];
const ASIN_QUERY_KEYS = new Set(["asin", "creativeasin"]);

/**
 * The ASIN in an Amazon product URL, upper-cased, or null. Knows /dp/, /gp/product/, /gp/aw/d/,
 * /gp/offer-listing/, /exec/obidos/ASIN/, /o/ASIN/, /product/ and the asin= query forms, with any slug
 * before them and on every regional domain. Short links (a.co, amzn.to), other hosts and invalid URLs
 * give null. The old amzn.com/{ASIN} form is read too.
 */
export function parseAsin(url: string): string | null {
  const parsed = parseHttpUrl(url);
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    path = parsed.pathname;
  }
  if (host === "amzn.com") {
    const match = new RegExp(`^/${ASIN}(?:/|$)`).exec(path);
    return match ? (match[1] as string).toUpperCase() : null;
  }
  if (!isAmazonMarketplaceHost(host)) return null;
  for (const pattern of ASIN_PATH_PATTERNS) {
    const match = pattern.exec(path);
    if (match) return (match[1] as string).toUpperCase();
  }
  let fromQuery: string | null = null;
  parsed.searchParams.forEach((value, key) => {
    const candidate = value.trim();
    if (fromQuery === null && ASIN_QUERY_KEYS.has(key.toLowerCase()) && /^[A-Za-z0-9]{10}$/.test(candidate)) {
      fromQuery = candidate.toUpperCase();
    }
  });
  return fromQuery;
}

/** Display names of common stores, by the main label of their domain (so regional domains match too). */
const KNOWN_STORES: Readonly<Record<string, string>> = {
  walmart: "Walmart",
  target: "Target",
  ebay: "eBay",
  stockx: "StockX",
  goat: "GOAT",
  nike: "Nike",
  adidas: "adidas",
  footlocker: "Foot Locker",
  containerstore: "The Container Store",
  crepprotect: "Crep Protect",
  jasonmarkk: "Jason Markk",
  flightclub: "Flight Club",
  bestbuy: "Best Buy",
  homedepot: "The Home Depot",
  costco: "Costco",
  etsy: "Etsy",
  wayfair: "Wayfair",
  puma: "PUMA",
  newbalance: "New Balance",
  finishline: "Finish Line",
  jdsports: "JD Sports",
  champssports: "Champs Sports",
  dickssportinggoods: "Dick's Sporting Goods",
  kohls: "Kohl's",
  macys: "Macy's",
  zappos: "Zappos",
  ikea: "IKEA",
};

/** Second-level suffixes under which the registrable name is the third label from the right. */
const TWO_LEVEL_SUFFIXES = new Set([
  "co.uk",
  "org.uk",
  "ac.uk",
  "com.au",
  "net.au",
  "org.au",
  "co.jp",
  "ne.jp",
  "co.nz",
  "co.za",
  "com.br",
  "com.mx",
  "com.sg",
  "com.hk",
  "com.tr",
  "com.cn",
  "co.kr",
  "co.in",
  "com.ar",
  "com.co",
  "com.my",
  "com.ph",
]);

const titleCaseWords = (label: string) =>
  label
    .split("-")
    .filter((w) => w !== "")
    .map((w) => (w[0] as string).toUpperCase() + w.slice(1))
    .join(" ");

/**
 * A store's display name from a product URL: 'Amazon' for Amazon hosts; a known name for common stores;
 * otherwise the registrable name capitalized ("sneakerbox.co.uk" → "Sneakerbox", "kicks-crew.com" →
 * "Kicks Crew"). Leading www., m. and shop. are ignored. Invalid URL → ''.
 */
export function storeNameFromUrl(url: string): string {
  const parsed = parseHttpUrl(url);
  if (!parsed) return "";
  if (isAmazonUrl(url)) return "Amazon";
  const host = parsed.hostname.toLowerCase().replace(/\.$/, "");
  if (/^\d+(?:\.\d+){3}$/.test(host) || host.startsWith("[")) return host;
  const labels = host.replace(/^(?:www|m|shop)\./, "").split(".");
  const suffix = labels.slice(-2).join(".");
  const nameIndex = labels.length - (TWO_LEVEL_SUFFIXES.has(suffix) && labels.length > 2 ? 3 : 2);
  const name = labels[Math.max(0, nameIndex)] ?? "";
  if (name === "") return "";
  return KNOWN_STORES[name] ?? titleCaseWords(name);
}

/** The schema.org Product JSON-LD for one product. */
export interface ProductStructuredData {
  "@context": "https://schema.org";
  "@type": "Product";
  name: string;
  image?: string;
  offers?: {
    "@type": "Offer";
    price: string;
    priceCurrency: string;
    availability: "https://schema.org/InStock" | "https://schema.org/OutOfStock";
    itemCondition: "https://schema.org/NewCondition";
    url: string;
    priceValidUntil: string;
  };
  aggregateRating?: { "@type": "AggregateRating"; ratingValue: number; reviewCount: number };
}

function absoluteUrl(ref: string, siteUrl: string): string {
  try {
    return new URL(ref, siteUrl).href;
  } catch {
    return ref;
  }
}

/**
 * Structured data for a product card: the offer is NewCondition, InStock (OutOfStock when Amazon says so), priced
 * in the product's currency with 2 decimals, valid until one calendar month after `now` (UTC date, day clamped at
 * month end); an Amazon API price more than 24 hours old is not published, so the offer is left out. The
 * aggregate rating is present only when the product has at least one review. Relative image paths are resolved
 * against `siteUrl`.
 */
export function productStructuredData(p: Product, opts: { siteUrl: string; now: Date }): ProductStructuredData {
  const image = p.imageUrl.trim();
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.title,
    ...(image === "" ? {} : { image: absoluteUrl(image, opts.siteUrl) }),
    ...(isPriceStale(p, opts.now)
      ? {}
      : {
          offers: {
            "@type": "Offer" as const,
            price: toNumber(p.price).toFixed(2),
            priceCurrency: p.currency,
            availability:
              p.availability === "out_of_stock" ? ("https://schema.org/OutOfStock" as const) : ("https://schema.org/InStock" as const),
            itemCondition: "https://schema.org/NewCondition" as const,
            url: p.affiliateLink,
            priceValidUntil: isoDate(addMonthsUtc(opts.now, 1)),
          },
        }),
    ...(p.reviewCount >= 1
      ? { aggregateRating: { "@type": "AggregateRating" as const, ratingValue: toNumber(p.rating), reviewCount: p.reviewCount } }
      : {}),
  };
}
