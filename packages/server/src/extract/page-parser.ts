/**
 * Reads a product's title, price, rating, review count and image from a page's HTML: schema.org JSON-LD
 * first (with @graph, arrays, offers as object or list, aggregateRating), then Open Graph / Twitter /
 * microdata meta tags, then <title>. A small tolerant scanner, no DOM: pages are untrusted and often broken.
 * Values come out in the shapes the product form accepts ("24.99", "4.6", whole review counts).
 */

export interface PageProductData {
  title: string;
  price: string;
  /** ISO 4217 code of the price ("EUR"), "" when the page does not tell. */
  currency: string;
  rating: string;
  reviewCount: number;
  imageUrl: string;
}

const MAX_TITLE = 300;
const MAX_URL = 2048;
const MAX_PRICE = 99_999_999.99;
const MAX_REVIEWS = 1_000_000_000;
const MAX_DEPTH = 8;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  reg: "®",
  trade: "™",
  copy: "©",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  bull: "•",
  middot: "·",
  times: "×",
  deg: "°",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  frac12: "½",
  eacute: "é",
  egrave: "è",
  aacute: "á",
  oacute: "ó",
  uacute: "ú",
  iacute: "í",
  ntilde: "ñ",
  uuml: "ü",
  ouml: "ö",
  auml: "ä",
  szlig: "ß",
  ccedil: "ç",
};

/** Decode named (common set), decimal and hex character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});?/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Entities decoded, tags dropped, whitespace collapsed, trimmed and cut to `max` characters. */
function cleanText(value: string, max: number): string {
  const text = decodeEntities(value.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? text.slice(0, max).trimEnd() : text;
}

/** Attributes of one start tag, lower-cased names, entity-decoded values. */
function parseAttributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  const body = tag.replace(/^<[a-z0-9-]+/i, "").replace(/\/?>$/, "");
  for (const m of body.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const name = (m[1] as string).toLowerCase();
    if (!attrs.has(name)) attrs.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ""));
  }
  return attrs;
}

/** Raw control characters (often newlines inside strings) make JSON-LD invalid; replacing them repairs it. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f]+/g;
const TAG_ATTRS = `(?:[^>"']|"[^"]*"|'[^']*')*`;

function jsonLdBlocks(html: string): Json[] {
  const blocks: Json[] = [];
  for (const m of html.matchAll(new RegExp(`<script\\b(${TAG_ATTRS})>([\\s\\S]*?)</script\\s*>`, "gi"))) {
    const type = parseAttributes(`<script ${m[1] ?? ""}>`)
      .get("type")
      ?.trim()
      .toLowerCase();
    if (type !== "application/ld+json") continue;
    const source = (m[2] ?? "").replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[)/, "").replace(/(?:-->|\/\/\s*\]\]>)\s*$/, "");
    for (const candidate of [source, source.replace(CONTROL_CHARACTERS, " ")]) {
      try {
        blocks.push(JSON.parse(candidate) as Json);
        break;
      } catch {
        // Try the next repair; a block that never parses is ignored.
      }
    }
  }
  return blocks;
}

const isObject = (value: Json | undefined): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);
const asList = (value: Json | undefined): Json[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

function typesOf(node: JsonObject): string[] {
  return asList(node["@type"])
    .filter((t): t is string => typeof t === "string")
    .map((t) => (t.split(/[/:#]/).pop() ?? "").toLowerCase());
}

const PRODUCT_TYPES = new Set(["product", "productgroup", "individualproduct", "productmodel"]);
const isProduct = (node: JsonObject) => typesOf(node).some((t) => PRODUCT_TYPES.has(t));

/** Product nodes in document order; a product's own variants are read through it, not listed. */
function findProducts(value: Json, depth = 0, found: JsonObject[] = []): JsonObject[] {
  if (depth > MAX_DEPTH || found.length >= 20) return found;
  if (Array.isArray(value)) {
    for (const item of value) findProducts(item, depth + 1, found);
  } else if (isObject(value)) {
    if (isProduct(value)) found.push(value);
    else for (const child of Object.values(value)) findProducts(child, depth + 1, found);
  }
  return found;
}

const scalarText = (value: Json | undefined): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;

function firstString(values: Json[], read: (value: Json) => string | undefined): string | undefined {
  for (const value of values) {
    const text = read(value);
    if (text !== undefined && text.trim() !== "") return text;
  }
  return undefined;
}

function imageOf(value: Json | undefined): string | undefined {
  return firstString(asList(value), (item) => (isObject(item) ? (scalarText(item.url) ?? scalarText(item.contentUrl)) : scalarText(item)));
}

function offerCurrency(offer: Json): string | undefined {
  if (!isObject(offer)) return undefined;
  return (
    scalarText(offer.priceCurrency) ??
    firstString(asList(offer.priceSpecification), (spec) => (isObject(spec) ? scalarText(spec.priceCurrency) : undefined)) ??
    firstString(asList(offer.offers), offerCurrency)
  );
}

function offerPrice(offer: Json): string | undefined {
  if (!isObject(offer)) return undefined;
  return (
    scalarText(offer.price) ??
    scalarText(offer.lowPrice) ??
    firstString(asList(offer.priceSpecification), (spec) => (isObject(spec) ? scalarText(spec.price) : undefined)) ??
    firstString(asList(offer.offers), offerPrice)
  );
}

interface RawFields {
  title?: string;
  price?: string;
  currency?: string;
  rating?: string;
  bestRating?: string;
  reviewCount?: string;
  image?: string;
}

function readProduct(product: JsonObject): RawFields {
  const variants = asList(product.hasVariant).filter(isObject);
  const rating = [product, ...variants].map((p) => p.aggregateRating).find(isObject);
  const offers = [...asList(product.offers), ...variants.flatMap((v) => asList(v.offers))];
  return {
    title: scalarText(product.name),
    price: firstString(offers, offerPrice),
    currency: firstString(offers, offerCurrency),
    rating: scalarText(rating?.ratingValue),
    bestRating: scalarText(rating?.bestRating),
    reviewCount: scalarText(rating?.reviewCount) ?? scalarText(rating?.ratingCount),
    image:
      imageOf(product.image) ??
      firstString(
        variants.map((v) => v.image ?? null),
        (v) => imageOf(v),
      ),
  };
}

/** Meta tags by their property / name / itemprop (lower-cased), first value wins. */
function metaTags(html: string): Map<string, string> {
  const meta = new Map<string, string>();
  for (const m of html.matchAll(new RegExp(`<meta\\b${TAG_ATTRS}>`, "gi"))) {
    const attrs = parseAttributes(m[0]);
    const content = attrs.get("content");
    if (content === undefined || content.trim() === "") continue;
    for (const key of [attrs.get("property"), attrs.get("name"), attrs.get("itemprop")]) {
      const name = key?.trim().toLowerCase();
      if (name && !meta.has(name)) meta.set(name, content);
    }
  }
  return meta;
}

function readMeta(html: string): RawFields {
  const meta = metaTags(html);
  const pick = (...keys: string[]) => keys.map((k) => meta.get(k)).find((v) => v !== undefined);
  const twitterPrice = [1, 2]
    .map((n) => (/price/i.test(meta.get(`twitter:label${n}`) ?? "") ? meta.get(`twitter:data${n}`) : undefined))
    .find(Boolean);
  return {
    title: pick("og:title", "twitter:title"),
    price: pick("product:price:amount", "og:price:amount", "price") ?? twitterPrice,
    currency: pick("product:price:currency", "og:price:currency", "pricecurrency"),
    rating: pick("ratingvalue"),
    bestRating: pick("bestrating"),
    reviewCount: pick("reviewcount", "ratingcount"),
    image: pick("og:image:secure_url", "og:image", "og:image:url", "twitter:image", "twitter:image:src", "image"),
  };
}

/** Titles of bot walls, error and consent pages: they name no product. */
const NOT_A_PRODUCT_TITLE =
  /^(?:amazon(?:\.[a-z.]+)?|robot check|access denied|forbidden|just a moment\.*|attention required!?.*|page not found|not found|404\b.*|sorry!?.*|error\b.*|captcha\b.*|before you continue.*)$/i;

function titleTag(html: string): string | undefined {
  const raw = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1];
  // "Amazon.com: Shoe Crate : Clothing, Shoes & Jewelry" → "Shoe Crate : Clothing, ..." (site prefix dropped).
  const text = raw === undefined ? undefined : cleanText(raw, MAX_TITLE).replace(/^amazon(?:\.[a-z.]+)?\s*:\s*/i, "");
  return text === undefined || NOT_A_PRODUCT_TITLE.test(text) ? undefined : text;
}

/** "$1,299.99", "1.299,99 €", 24.5 → "1299.99" / "1299.99" / "24.50"; anything unreadable → "". */
export function normalizePrice(value: string | undefined): string {
  const token = /\d[\d.,\s']*/
    .exec(decodeEntities(value ?? ""))?.[0]
    ?.replace(/[\s']/g, "")
    .replace(/[.,]+$/, "");
  if (!token) return "";
  const lastDot = token.lastIndexOf(".");
  const lastComma = token.lastIndexOf(",");
  let normalized: string;
  if (lastDot >= 0 && lastComma >= 0) {
    // Both present: the later one separates the decimals.
    normalized = lastDot > lastComma ? token.replace(/,/g, "") : token.replace(/\./g, "").replace(",", ".");
  } else if (lastComma >= 0) {
    normalized = /,\d{1,2}$/.test(token) && token.indexOf(",") === lastComma ? token.replace(",", ".") : token.replace(/,/g, "");
  } else {
    normalized = token.indexOf(".") === lastDot && !/\.\d{3}$/.test(token) ? token : token.replace(/\./g, "");
  }
  const amount = Number(normalized);
  if (!Number.isFinite(amount) || amount < 0 || amount > MAX_PRICE) return "";
  return amount.toFixed(2);
}

/** Currency symbols a price may be written with, and the code each means (a bare "$" is taken as USD). */
const CURRENCY_SIGNS: ReadonlyArray<[RegExp, string]> = [
  [/€|\bEUR\b/i, "EUR"],
  [/£|\bGBP\b/i, "GBP"],
  [/\bCA\$|\bC\$|\bCAD\b/i, "CAD"],
  [/\bA\$|\bAU\$|\bAUD\b/i, "AUD"],
  [/¥|\bJPY\b/i, "JPY"],
  [/\bCHF\b/i, "CHF"],
  [/\$|\bUSD\b/i, "USD"],
];

/** "eur", " EUR " → "EUR"; otherwise the code the price's symbol stands for ("1.299,99 €" → "EUR"); "" if neither tells. */
export function normalizeCurrency(code: string | undefined, price: string | undefined): string {
  const given = decodeEntities(code ?? "")
    .trim()
    .toUpperCase();
  if (/^[A-Z]{3}$/.test(given)) return given;
  const text = decodeEntities(price ?? "");
  return CURRENCY_SIGNS.find(([sign]) => sign.test(text))?.[1] ?? "";
}

/** "4.6 out of 5 stars", "4,6", 9.2 of 10 → "4.6", "4.6", "4.6"; outside 0..5 or unreadable → "". */
export function normalizeRating(value: string | undefined, best?: string): string {
  const parse = (text: string | undefined) => Number(/\d+(?:[.,]\d+)?/.exec(text ?? "")?.[0]?.replace(",", ".") ?? NaN);
  let rating = parse(value);
  const scale = parse(best);
  if (Number.isFinite(scale) && scale > 0 && scale !== 5) rating = (rating * 5) / scale;
  if (!Number.isFinite(rating) || rating < 0 || rating > 5) return "";
  return String(Math.round(rating * 10) / 10);
}

/** "1,234 ratings", 87 → 1234, 87; unreadable → 0. */
export function normalizeReviewCount(value: string | undefined): number {
  const digits = /\d[\d,.\s']*/.exec(value ?? "")?.[0]?.replace(/\D/g, "");
  const count = digits ? Number(digits) : 0;
  return Number.isSafeInteger(count) && count <= MAX_REVIEWS ? count : 0;
}

function absoluteHttpUrl(ref: string | undefined, base: string): string {
  const value = decodeEntities(ref ?? "").trim();
  if (value === "") return "";
  try {
    const url = new URL(value, base);
    return (url.protocol === "http:" || url.protocol === "https:") && url.href.length <= MAX_URL ? url.href : "";
  } catch {
    return "";
  }
}

/** What the page says about its product; fields it does not give are "" (and 0 reviews). */
export function readProductData(html: string, pageUrl: string): PageProductData {
  const products = jsonLdBlocks(html).flatMap((block) => findProducts(block));
  const ld = products.map(readProduct).find((p) => p.title || p.price) ?? {};
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, "");
  const meta = readMeta(withoutComments);
  const pick = <K extends keyof RawFields>(key: K) => [ld[key], meta[key]].find((v) => v !== undefined && v.trim() !== "");
  const ratingFromLd = ld.rating !== undefined && ld.rating.trim() !== "";
  return {
    title: cleanText(pick("title") ?? titleTag(withoutComments) ?? "", MAX_TITLE),
    price: normalizePrice(pick("price")),
    currency: normalizeCurrency(pick("currency"), pick("price")),
    rating: ratingFromLd ? normalizeRating(ld.rating, ld.bestRating) : normalizeRating(meta.rating, meta.bestRating),
    reviewCount: normalizeReviewCount(pick("reviewCount")),
    imageUrl: absoluteHttpUrl(pick("image"), pageUrl),
  };
}
