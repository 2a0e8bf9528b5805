/**
 * How a price is shown (issue 22, docs/decisions/0032-prices-from-amazon.md): a price Amazon's Creators API
 * confirmed carries the time it was correct ("as of …") and Amazon's disclaimer, and once that time is more than
 * 24 hours old no number is shown at all. Pure functions: the caller passes the clock.
 */
import { formatPrice } from "../format/format.rules";

/** Amazon's rule: an API price older than this is not shown. */
export const PRICE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Shown instead of a number when the API price is too old. */
export const SEE_PRICE_ON_AMAZON = "See price on Amazon";
export const OUT_OF_STOCK_TEXT = "Out of stock";

/** Amazon's standard price disclaimer (Associates Program Policies), shown on hover or tap of the "as of" time. */
export const AMAZON_PRICE_DISCLAIMER =
  "Product prices and availability are accurate as of the date/time indicated and are subject to change. Any price and availability information displayed on Amazon at the time of purchase will apply to the purchase of this product.";

const two = (n: number) => String(n).padStart(2, "0");

/** "11/27/2026 02:41 UTC" (by hand: the same text on the server and in every browser, no Intl). "" if invalid. */
export function formatAsOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
}

export interface PricedProduct {
  price: string;
  currency: string;
  priceCheckedAt: string | null;
}

export type PriceView =
  /** A number to show; `asOf` is the API's time ("as of …"), null for a price typed or read from a page. */
  | { kind: "price"; text: string; asOf: string | null }
  /** An API price more than 24 hours old: no number, a link to Amazon instead. */
  | { kind: "stale" };

/** True when the product's price came from the API and its last refresh is more than 24 hours before `now`. */
export function isPriceStale(p: { priceCheckedAt?: string | null }, now: Date): boolean {
  if (p.priceCheckedAt == null) return false;
  const checked = new Date(p.priceCheckedAt).getTime();
  return !Number.isFinite(checked) || now.getTime() - checked > PRICE_MAX_AGE_MS;
}

export function priceView(p: PricedProduct, now: Date): PriceView {
  if (isPriceStale(p, now)) return { kind: "stale" };
  return { kind: "price", text: formatPrice(p.price, p.currency), asOf: p.priceCheckedAt == null ? null : formatAsOf(p.priceCheckedAt) };
}
