import { type LinkKind, parseAsin } from "@app/core";
import { isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { products, resources, stores } from "../db/schema";

/** An outbound link the site shows: a product's URL, a store's website or a brand listing's URL. */
export interface LinkTarget {
  url: string;
  kind: Exclude<LinkKind, "other">;
  /** The product's or store's id; null for a brand listing. */
  refId: number | null;
  label: string;
  asin?: string | null;
}

/** Every outbound link the site shows, products first, then stores, then brands; each URL once. */
export async function outboundLinks(db: Database): Promise<LinkTarget[]> {
  const [productRows, storeRows, brandRows] = await Promise.all([
    db
      .select({ id: products.id, title: products.title, url: products.productUrl, asin: products.amazonAsin })
      .from(products)
      .orderBy(products.id),
    db.select({ id: stores.id, name: stores.name, url: stores.website }).from(stores).where(isNotNull(stores.website)).orderBy(stores.id),
    db.select({ name: resources.name, url: resources.url }).from(resources).orderBy(resources.name),
  ]);
  const targets: LinkTarget[] = [
    ...productRows.map((p) => ({ url: p.url, kind: "product" as const, refId: p.id, label: p.title, asin: p.asin })),
    // A bare host ("nike.com") is linked as https:// (core shopLink), so it is checked and matched that way.
    ...storeRows.flatMap((s) => {
      const website = (s.url ?? "").trim();
      if (website === "") return [];
      const url = /^https?:\/\//i.test(website) ? website : `https://${website.replace(/^\/+/, "")}`;
      return [{ url, kind: "store" as const, refId: s.id, label: s.name }];
    }),
    ...brandRows.map((b) => ({ url: b.url, kind: "brand" as const, refId: null, label: b.name })),
  ];
  const seen = new Set<string>();
  return targets.filter((t) => (seen.has(t.url) ? false : (seen.add(t.url), true)));
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, "");
/** Host and path, the way two spellings of one page compare equal (no www., no trailing slash, no query). */
const pageKey = (url: URL) => `${hostOf(url)}${url.pathname.replace(/\/+$/, "")}`;

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The Rakuten deep link of a store (core storeShopLink) wraps the store's page in `murl`. */
function unwrapDeepLink(url: URL): URL {
  if (hostOf(url) === "click.linksynergy.com") {
    const inner = parse(url.searchParams.get("murl") ?? "");
    if (inner) return inner;
  }
  return url;
}

export interface LinkMatch {
  kind: LinkKind;
  refId: number | null;
  label: string;
}

/**
 * What a clicked URL leads to: a product (same ASIN, or same page as its URL), a store or brand (same page,
 * else same host), or other (labelled with its host). Affiliate wrappers (Amazon's tag, Rakuten deep links)
 * are seen through.
 */
export function matchLink(clicked: string, targets: LinkTarget[]): LinkMatch {
  const raw = parse(clicked);
  if (!raw) return { kind: "other", refId: null, label: clicked.slice(0, 200) };
  const url = unwrapDeepLink(raw);
  const asin = parseAsin(url.href);
  if (asin) {
    const product = targets.find((t) => t.kind === "product" && t.asin?.toUpperCase() === asin);
    if (product) return { kind: "product", refId: product.refId, label: product.label };
  }
  const key = pageKey(url);
  const host = hostOf(url);
  const parsed = targets.map((t) => ({ t, url: parse(t.url) }));
  const samePage = parsed.find((p) => p.url && pageKey(p.url) === key);
  if (samePage) return { kind: samePage.t.kind, refId: samePage.t.refId, label: samePage.t.label };
  const sameHost = parsed.find((p) => p.t.kind !== "product" && p.url && hostOf(p.url) === host);
  if (sameHost) return { kind: sameHost.t.kind, refId: sameHost.t.refId, label: sameHost.t.label };
  return { kind: "other", refId: null, label: host };
}
