/**
 * How a price is shown (docs/decisions/0032-prices-from-amazon.md, 0056-every-price-dated.md): every price carries the
 * time it was last known right ("as of …": when Amazon's Creators API confirmed it, else when it was typed, imported
 * or read); an Amazon price also carries Amazon's disclaimer, and once its time is more than 24 hours old no number is
 * shown at all, however it was set. Pure functions: the caller passes the clock.
 */
import { formatPrice } from "../format/format.rules";

/** Amazon's rule: an Amazon price older than this is not shown. */
export const PRICE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Shown instead of a number when the Amazon price is too old. */
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
  sourceStore: string;
  priceAsOf: string | null;
}

/** A price Amazon's rules govern: one shown for the store Amazon. */
export const isAmazonStore = (sourceStore: string) => sourceStore.trim().toLowerCase() === "amazon";

export type PriceView =
  /** A number to show, with the time it was last known right ("" if unknown) and whether Amazon's disclaimer goes with it. */
  | { kind: "price"; text: string; asOf: string; amazon: boolean }
  /** An Amazon price more than 24 hours old (or of unknown age): no number, a link to Amazon instead. */
  | { kind: "stale" };

/** True when an Amazon price was last known right more than 24 hours before `now` (or it is not known when). */
export function isPriceStale(p: { sourceStore: string; priceAsOf?: string | null }, now: Date): boolean {
  if (!isAmazonStore(p.sourceStore)) return false;
  const asOf = p.priceAsOf == null ? Number.NaN : new Date(p.priceAsOf).getTime();
  return !Number.isFinite(asOf) || now.getTime() - asOf > PRICE_MAX_AGE_MS;
}

export function priceView(p: PricedProduct, now: Date): PriceView {
  if (isPriceStale(p, now)) return { kind: "stale" };
  return {
    kind: "price",
    text: formatPrice(p.price, p.currency),
    asOf: p.priceAsOf == null ? "" : formatAsOf(p.priceAsOf),
    amazon: isAmazonStore(p.sourceStore),
  };
}
