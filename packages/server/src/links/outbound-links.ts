import { type LinkKind, parseAsin } from "@app/core";
import { isNotNull, type SQL, sql } from "drizzle-orm";
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
 * are seen through. Each step is one indexed lookup (drizzle/0011: `link_key`, `link_host`, the ASIN index), so
 * a click costs the same whatever the size of the catalogue.
 */
export async function resolveClickedLink(db: Database, clicked: string): Promise<LinkMatch> {
  const raw = parse(clicked);
  if (!raw) return { kind: "other", refId: null, label: clicked.slice(0, 200) };
  const url = unwrapDeepLink(raw);
  const first = async (query: SQL) => rowsOf(await db.execute(sql`${query} limit 1`))[0];
  const asin = parseAsin(url.href);
  const byAsin = asin && (await first(sql`select id, title as label from products where upper(amazon_asin) = ${asin} order by id`));
  if (byAsin) return { kind: "product", refId: Number(byAsin.id), label: String(byAsin.label) };
  const key = sql`link_key(${url.href})`;
  const samePage =
    (await first(sql`select 'product' as kind, id, title as label from products where link_key(product_url) = ${key} order by id`)) ??
    (await first(
      sql`select 'store' as kind, id, name as label from stores where website is not null and link_key(website) = ${key} order by id`,
    )) ??
    (await first(sql`select 'brand' as kind, null as id, name as label from resources where link_key(url) = ${key} order by name`));
  const host = sql`link_host(${url.href})`;
  const match =
    samePage ??
    (await first(
      sql`select 'store' as kind, id, name as label from stores where website is not null and link_host(website) = ${host} order by id`,
    )) ??
    (await first(sql`select 'brand' as kind, null as id, name as label from resources where link_host(url) = ${host} order by name`));
  if (match)
    return { kind: match.kind as LinkMatch["kind"], refId: match.id == null ? null : Number(match.id), label: String(match.label) };
  return { kind: "other", refId: null, label: hostOf(url) };
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
