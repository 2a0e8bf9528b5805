/**
 * Store directory rules: filtering, counts, grouping, badges and links. Pure functions.
 */
import { pluralize } from "../format/format.rules";

// Merchant ids live here, not beside the zod schemas: the public store pages use them and must not load zod.
/** Trim a merchant id; blank becomes null. */
export const normalizeMerchantId = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? null : trimmed;
};

/** A Rakuten Advertising merchant id (MID): digits only, e.g. 37695. */
export const MERCHANT_ID_PATTERN = /^\d{1,12}$/;
export const MERCHANT_ID_MESSAGE = "must be digits only (a Rakuten merchant ID looks like 37695)";
/** Why a merchant id typed in the admin is not valid, or null when it is (blank is valid: it removes the id). */
export const merchantIdProblem = (value: string): string | null => {
  const id = normalizeMerchantId(value);
  return id === null || MERCHANT_ID_PATTERN.test(id) ? null : `Merchant ID ${MERCHANT_ID_MESSAGE}`;
};

/** The statuses a store can have: flagship and chain show a badge on /stores, the others none (SPEC §2). */
export const STORE_STATUSES = ["flagship", "chain", "boutique", "outlet", "other"] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** The two-letter codes of the US states, DC and the territories: a US store's `state`. */
export const US_STATE_CODES: readonly string[] = (
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA " +
  "RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP"
).split(" ");

/** The spellings of the United States that mean 'USA', the stored value (SPEC §3). */
export const usCountry = (country: string): boolean =>
  ["usa", "us", "u.s.", "u.s.a.", "united states", "united states of america"].includes(country.trim().toLowerCase());

export type StoreFilter = "all" | "usa" | "international";
export const STORE_FILTERS: readonly StoreFilter[] = ["all", "usa", "international"];

/**
 * The publisher id used in Rakuten deep links when RAKUTEN_PUBLISHER_ID is unset. It is a
 * documented placeholder, not a real account: set the variable in production.
 */
export const DEFAULT_RAKUTEN_PUBLISHER_ID = "3850173";

type Located = { name: string; city: string; state: string; country: string };

const fold = (text: string) => text.trim().toLowerCase();
/** Case and accents set aside ("Café" sorts as "cafe"), as a base-sensitivity collator would, without loading one. */
const sortKey = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
/** Order by sortKey. Not localeCompare: a page's first collator blocks a phone's main thread (format.rules.ts). */
const compareText = (a: string, b: string) => {
  const x = sortKey(a);
  const y = sortKey(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

export function isUsStore(s: { country: string }): boolean {
  return fold(s.country) === "usa";
}

/** Case-insensitive substring match on name, city, state or country; a blank query matches every store. */
export function matchesStoreQuery(s: Located, query: string): boolean {
  const q = fold(query);
  if (q === "") return true;
  return [s.name, s.city, s.state, s.country].some((field) => field.toLowerCase().includes(q));
}

/** The stores shown for a filter button and a search query. */
export function filterStores<T extends Located>(stores: T[], filter: StoreFilter, query: string): T[] {
  return stores.filter((s) => {
    if (filter === "usa" && !isUsStore(s)) return false;
    if (filter === "international" && isUsStore(s)) return false;
    return matchesStoreQuery(s, query);
  });
}

const distinctCount = (values: string[]) => new Set(values.map(fold).filter((v) => v !== "")).size;

/**
 * The numbers on the filter buttons: every store; distinct states among US stores; distinct
 * countries among the others. Distinct ignores case and surrounding spaces; blank values are not counted.
 */
export function storeCounts(stores: { state: string; country: string }[]): { all: number; usStates: number; countries: number } {
  return {
    all: stores.length,
    usStates: distinctCount(stores.filter(isUsStore).map((s) => s.state)),
    countries: distinctCount(stores.filter((s) => !isUsStore(s)).map((s) => s.country)),
  };
}

export interface StoreGroup<T> {
  key: string;
  heading: string;
  stores: T[];
}

/**
 * Stores grouped for the directory: US stores by state under 'State (USA)', others by country.
 * Grouping ignores case and surrounding spaces; a heading uses the first spelling seen. A US store with no
 * state goes under 'USA'; a store with no country under 'Other'. Groups are sorted by heading and stores
 * by name, both alphabetically ignoring case.
 */
export function groupStores<T extends Located>(stores: T[]): StoreGroup<T>[] {
  const groups = new Map<string, StoreGroup<T>>();
  for (const store of stores) {
    const us = isUsStore(store);
    const place = (us ? store.state : store.country).trim();
    const key = `${us ? "usa" : "country"}:${place.toLowerCase()}`;
    const heading = us ? (place === "" ? "USA" : `${place} (USA)`) : place === "" ? "Other" : place;
    const group = groups.get(key);
    if (group) group.stores.push(store);
    else groups.set(key, { key, heading, stores: [store] });
  }
  return [...groups.values()]
    .sort((a, b) => compareText(a.heading, b.heading))
    .map((g) => ({ ...g, stores: [...g.stores].sort((a, b) => compareText(a.name, b.name)) }));
}

/** "(1 store)", "(3 stores)". */
export function storeCountLabel(n: number): string {
  return `(${pluralize(n, "store", "stores")})`;
}

export const STORE_BADGES = { flagship: "Flagship", chain: "Chain" } as const;
export type StoreBadge = (typeof STORE_BADGES)[keyof typeof STORE_BADGES];

/** 'Flagship' or 'Chain' for those statuses (any case); every other status shows no badge. */
export function storeBadge(status: string): StoreBadge | null {
  const key = fold(status);
  return key === "flagship" || key === "chain" ? STORE_BADGES[key] : null;
}

/**
 * A Rakuten (LinkShare) deep link to `destination`; with a placement (placement.rules.ts) it carries it as the member
 * id `u1`, which Rakuten's Signature Orders report gives back for every sale the link brought.
 */
export function rakutenDeepLink(publisherId: string, merchantId: string, destination: string, placement?: string | null): string {
  const u1 = placement ? `&u1=${encodeURIComponent(placement)}` : "";
  return `https://click.linksynergy.com/deeplink?id=${encodeURIComponent(publisherId)}&mid=${encodeURIComponent(merchantId)}&murl=${encodeURIComponent(destination)}${u1}`;
}

/** A website as an absolute http(s) URL: a bare host ("nike.com") gets https://, so a link never goes relative. */
function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website.replace(/^\/+/, "")}`;
}

export type ShopLink = { kind: "affiliate"; label: "Shop Now"; href: string } | { kind: "website"; label: "Visit Site"; href: string };

/**
 * The store card's shop button: an affiliate 'Shop Now' deep link when the store has a website
 * and a non-blank merchant id; a plain 'Visit Site' link when it has only a website; otherwise none.
 */
export function shopLink(
  store: { website: string | null; rakutenMerchantId: string | null },
  publisherId: string,
  placement?: string | null,
): ShopLink | null {
  const website = (store.website ?? "").trim();
  if (website === "") return null;
  const href = websiteHref(website);
  const merchantId = normalizeMerchantId(store.rakutenMerchantId);
  if (merchantId !== null) return { kind: "affiliate", label: "Shop Now", href: rakutenDeepLink(publisherId, merchantId, href, placement) };
  return { kind: "website", label: "Visit Site", href };
}

/** A Google Maps search for the store: "name, address, city, state", blank parts left out. */
export function mapsLink(store: { name: string; address: string; city: string; state: string }): string {
  const query = [store.name, store.address, store.city, store.state]
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The admin store search: case-insensitive substring on name or city; blank matches all. */
export function adminStoreSearch<T extends { name: string; city: string }>(stores: T[], query: string): T[] {
  const q = fold(query);
  if (q === "") return [...stores];
  return stores.filter((s) => s.name.toLowerCase().includes(q) || s.city.toLowerCase().includes(q));
}

/** The admin store list order: by name, then city, alphabetically ignoring case (a copy; the input is kept). */
export function sortStoresByName<T extends { name: string; city: string }>(stores: readonly T[]): T[] {
  return [...stores].sort((a, b) => compareText(a.name, b.name) || compareText(a.city, b.city));
}
