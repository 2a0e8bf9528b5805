/**
 * Store directory rules: filtering, counts, grouping, badges and links. Pure functions.
 */
import { formatCount, pluralize } from "../format/format.rules";

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

/** The statuses a store can have: flagship and chain show a badge on /stores, the others none. */
export const STORE_STATUSES = ["flagship", "chain", "boutique", "outlet", "other"] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];
/** A status as the admin shows it, whatever it is: 'Flagship', 'Boutique', 'Other'. */
export const storeStatusLabel = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

/** The two-letter codes of the US states, DC and the territories: a US store's `state`. */
export const US_STATE_CODES: readonly string[] = (
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA " +
  "RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP"
).split(" ");

/** The spellings of the United States that mean 'USA': a US store's country is stored as 'USA' whichever is typed. */
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

/** Lower case, accents set aside: "Düsseldorf" and "dusseldorf" match. */
const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Whether `a` and `b` differ by at most one letter added, left out, changed or two swapped (a typo). */
function oneTypoApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: number, y: number) => a.slice(i + x) === b.slice(i + y);
  return rest(1, 1) || rest(1, 0) || rest(0, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(2, 2));
}

/**
 * A search of the directory: each word of the query is found in the store's name, city, state or country, as part of
 * a word or, for words of four letters or more, as the start of one with one typo ("tokio", "brooklin",
 * "dusseldorf"). Case and accents do not count; a blank query matches every store.
 */
export function matchesStoreQuery(s: Located, query: string): boolean {
  const q = plain(query).trim();
  if (q === "") return true;
  const text = plain([s.name, s.city, s.state, s.country].join(" "));
  if (text.includes(q)) return true;
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return q
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .every(
      (term) =>
        text.includes(term) ||
        (term.length >= 4 &&
          words.some((word) => [term.length - 1, term.length, term.length + 1].some((n) => oneTypoApart(term, word.slice(0, n))))),
    );
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

/** Where OpenStreetMap shows a point: its marker at street level (the store page's map and its fallback link). */
export function openStreetMapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** Coordinates in words: "40.7582° N, 73.9776° W" (four decimals, about 10 m). */
export function formatCoordinates(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`;
  return `${part(latitude, "N", "S")}, ${part(longitude, "E", "W")}`;
}

const KM_PER_MILE = 1.609344;

/**
 * A distance from the visitor (Near me): one decimal under 10 km, whole kilometres beyond; a US store adds miles
 * ("12 km (7.5 mi)").
 */
export function formatDistance(km: number, country: string): string {
  const round = (value: number) => (value < 10 ? value.toFixed(1) : formatCount(Math.round(value)));
  const metric = `${round(km)} km`;
  return isUsStore({ country }) ? `${metric} (${round(km / KM_PER_MILE)} mi)` : metric;
}
