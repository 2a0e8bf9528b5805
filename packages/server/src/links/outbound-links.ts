import { type LinkKind, parseAsin } from "@app/core";
import { isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { products, resources, stores } from "../db/schema";

/** An outbound link the site shows: a product's URL, a store's website or a brand listing's URL. */
export interface LinkTarget {
  url: string;
  kind: Exclude<LinkKind, "other">;
  /** The product's or store's id; null for a brand listing. */
  refId: number | null;
  label: string;
  asin?: string | null;
  /** An Amazon product (an ASIN, store Amazon): checked through the Creators API, never fetched. */
  amazon?: boolean;
}

/** Every outbound link the site shows, products first, then stores, then brands; each URL once. */
export async function outboundLinks(db: Database): Promise<LinkTarget[]> {
  const [productRows, storeRows, brandRows] = await Promise.all([
    db
      .select({ id: products.id, title: products.title, url: products.productUrl, asin: products.amazonAsin, store: products.sourceStore })
      .from(products)
      .orderBy(products.id),
    db.select({ id: stores.id, name: stores.name, url: stores.website }).from(stores).where(isNotNull(stores.website)).orderBy(stores.id),
    db.select({ name: resources.name, url: resources.url }).from(resources).orderBy(resources.name),
  ]);
  const targets: LinkTarget[] = [
    ...productRows.map((p) => ({
      url: p.url,
      kind: "product" as const,
      refId: p.id,
      label: p.title,
      asin: p.asin,
      amazon: (p.asin ?? "").trim() !== "" && p.store.trim().toLowerCase() === "amazon",
    })),
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
 * are seen through. Each candidate is an indexed lookup, all in one statement (drizzle/0011: `link_key`, `link_host`, the ASIN index), so
 * a click costs the same whatever the size of the catalogue.
 */
export async function resolveClickedLink(db: Database, clicked: string): Promise<LinkMatch> {
  const raw = parse(clicked);
  if (!raw) return { kind: "other", refId: null, label: clicked.slice(0, 200) };
  const url = unwrapDeepLink(raw);
  const asin = parseAsin(url.href);
  const key = sql`link_key(${url.href})`;
  const host = sql`link_host(${url.href})`;
  // One statement: the matches in order of preference (ASIN, same page: product, store, brand; same host: store,
  // brand), each an indexed lookup; the first wins (products and stores by id, brands by name).
  const [match] = rowsOf(
    await db.execute(sql`
      select kind, id, label from (
        select 1 as pick, 'product' as kind, id, title as label from products where upper(amazon_asin) = ${asin ?? ""}
        union all select 2, 'product', id, title from products where link_key(product_url) = ${key}
        union all select 3, 'store', id, name from stores where website is not null and link_key(website) = ${key}
        union all select 4, 'brand', null, name from resources where link_key(url) = ${key}
        union all select 5, 'store', id, name from stores where website is not null and link_host(website) = ${host}
        union all select 6, 'brand', null, name from resources where link_host(url) = ${host}
      ) matches order by pick, id, label limit 1`),
  );
  if (match)
    return { kind: match.kind as LinkMatch["kind"], refId: match.id == null ? null : Number(match.id), label: String(match.label) };
  return { kind: "other", refId: null, label: hostOf(url) };
}
