/**
 * Display formatting shared by the site, the admin and the server. Pure functions: no I/O, no DOM.
 */

/**
 * A decimal from a wire string ("24.99", " 1,234.50 ", "$12") or a number. Anything that is not a finite
 * number (blank, "abc", NaN, Infinity, null) becomes 0, so a bad value never renders as "NaN".
 */
export function toNumber(value: string | number | null | undefined): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value !== "string") return 0;
  const cleaned = value.trim().replace(/^\$/, "").replace(/,/g, "");
  if (cleaned === "") return 0;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : 0;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price in USD with 2 decimals: "$1,234.50". */
export function formatPrice(price: string | number): string {
  return usd.format(toNumber(price));
}

/** Whole stars to draw for a rating: the floor of the rating, clamped to 0..5. */
export function starCount(rating: string | number): number {
  return Math.min(5, Math.max(0, Math.floor(toNumber(rating))));
}

/** "1 store", "3 stores", "0 stores". */
export function pluralize(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `date` plus whole calendar months in UTC; the day is clamped at the end of a shorter month (Jan 31 + 1 → Feb 28/29). */
export function addMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(new Date(0).setUTCFullYear(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** The UTC calendar date of `date` as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
