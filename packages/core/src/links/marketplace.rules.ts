/**
 * Amazon's marketplaces (docs/decisions/0048-amazon-marketplaces.md): which region's credentials serve a marketplace,
 * which marketplace serves a visitor's country, and the visitor's country as the browser's language says it.
 */

/** The Creators API's regions: a credential (and its version) serves the marketplaces of one region. */
export const AMAZON_REGIONS = ["NA", "EU", "FE"] as const;
export type AmazonRegion = (typeof AMAZON_REGIONS)[number];

/** Each marketplace host: its region and the countries it serves (ISO 3166-1 alpha-2), its own first. */
const MARKETPLACES: Record<string, { region: AmazonRegion; countries: string[] }> = {
  "www.amazon.com": { region: "NA", countries: ["US", "PR", "VI", "GU", "AS", "MP", "UM"] },
  "www.amazon.ca": { region: "NA", countries: ["CA"] },
  "www.amazon.com.mx": { region: "NA", countries: ["MX"] },
  "www.amazon.com.br": { region: "NA", countries: ["BR"] },
  "www.amazon.co.uk": { region: "EU", countries: ["GB", "IE", "IM", "JE", "GG"] },
  "www.amazon.de": { region: "EU", countries: ["DE", "AT", "CH", "LU", "LI"] },
  "www.amazon.fr": { region: "EU", countries: ["FR", "MC"] },
  "www.amazon.it": { region: "EU", countries: ["IT", "SM", "VA"] },
  "www.amazon.es": { region: "EU", countries: ["ES", "AD"] },
  "www.amazon.nl": { region: "EU", countries: ["NL"] },
  "www.amazon.se": { region: "EU", countries: ["SE"] },
  "www.amazon.pl": { region: "EU", countries: ["PL"] },
  "www.amazon.com.be": { region: "EU", countries: ["BE"] },
  "www.amazon.ie": { region: "EU", countries: ["IE"] },
  "www.amazon.com.tr": { region: "EU", countries: ["TR"] },
  "www.amazon.ae": { region: "EU", countries: ["AE"] },
  "www.amazon.sa": { region: "EU", countries: ["SA"] },
  "www.amazon.eg": { region: "EU", countries: ["EG"] },
  "www.amazon.in": { region: "EU", countries: ["IN"] },
  "www.amazon.co.jp": { region: "FE", countries: ["JP"] },
  "www.amazon.sg": { region: "FE", countries: ["SG"] },
  "www.amazon.com.au": { region: "FE", countries: ["AU", "NZ"] },
};

/** The marketplace hosts the Creators API serves. */
export const AMAZON_MARKETPLACE_HOSTS = Object.keys(MARKETPLACES);

export const isAmazonMarketplace = (host: string): boolean => Object.hasOwn(MARKETPLACES, host);

/** The region whose credentials serve a marketplace host (unknown hosts: null). */
export const amazonRegionOf = (host: string): AmazonRegion | null => (isAmazonMarketplace(host) ? MARKETPLACES[host]!.region : null);

/**
 * The marketplace that serves a country, among `configured` (the home one and AMAZON_MARKETPLACES): the country's
 * own marketplace first (IE: amazon.ie, else amazon.co.uk), else null (the caller keeps the home one).
 */
export function marketplaceForCountry(country: string | null | undefined, configured: readonly string[]): string | null {
  if (!country) return null;
  const code = country.toUpperCase();
  const serving = configured.filter((host) => MARKETPLACES[host]?.countries.includes(code));
  // A marketplace whose own first country this is beats one that also serves it (IE: amazon.ie before amazon.co.uk).
  return serving.find((host) => MARKETPLACES[host]?.countries[0] === code) ?? serving[0] ?? null;
}

/** A country code as a CDN's header gives it (`GB`); anything else (`XX`, `T1`, blank) is null. */
export function countryCode(value: string | null | undefined): string | null {
  const code = (value ?? "").trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : null;
}

/**
 * The country of the browser's preferred language that names one (`Accept-Language: en-GB,en;q=0.9` → GB), by its
 * weight, the first listed among equals; null when none names a region.
 */
export function countryOfLanguages(acceptLanguage: string | null | undefined): string | null {
  const ranked = (acceptLanguage ?? "")
    .slice(0, 500)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      const region = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i.exec(tag.trim())?.[1];
      return { region, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.region && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return countryCode(ranked[0]?.region);
}

/** `www.amazon.co.uk=kicks-uk-21,www.amazon.de=kicks-de-21` (AMAZON_ASSOCIATE_TAGS) as a map; null naming a bad entry. */
export function parseMarketplaceTags(value: string): { tags: Record<string, string> } | { error: string } {
  const tags: Record<string, string> = {};
  for (const entry of value
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [host = "", tag = ""] = entry.split("=").map((s) => s.trim());
    if (!isAmazonMarketplace(host) || tag === "")
      return { error: `"${entry}" must be host=tag with a marketplace host such as www.amazon.co.uk` };
    tags[host] = tag;
  }
  return { tags };
}
