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

/*
 * Prices, counts and dates are formatted by hand, not with Intl: a page's first Intl object loads the ICU data,
 * which blocks a phone's main thread (measured: docs/decisions/0040), and a public page
 * needs only en-US. The results equal Intl's en-US output (format.rules.test.ts compares them); numbers too large
 * for toFixed (≥ 1e21) still go to Intl.
 */

/** "1234567" → "1,234,567" (digits only). */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * `n` with a sign and thousands separators, rounded to `decimals` places as Intl does: half away from zero on
 * the number's shortest decimal form (0.015 → "0.02", where toFixed's exact binary value gives "0.01").
 */
function formatDecimal(n: number, decimals: number, prefix: string, intl: () => Intl.NumberFormat): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return intl().format(n);
  const shortest = String(Math.abs(n));
  // Below 1e-6 String() switches to an exponent; such a number rounds to zero at these places.
  const [whole = "0", fraction = ""] = shortest.includes("e") ? ["0"] : shortest.split(".");
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, "0");
  if ((fraction[decimals] ?? "0") >= "5") digits = (BigInt(digits) + 1n).toString().padStart(decimals + 1, "0");
  const intPart = digits.slice(0, digits.length - decimals);
  const negative = n < 0 || Object.is(n, -0);
  return `${negative ? "-" : ""}${prefix}${groupThousands(intPart)}${decimals > 0 ? `.${digits.slice(-decimals)}` : ""}`;
}

let currencyCodes: Set<string> | undefined;
/**
 * Whether `code` is an ISO 4217 currency code this runtime knows (Intl's list, asked on the first check, never at
 * start-up: only forms and the server check codes), USD always; without the list, any three capital letters.
 */
export function isCurrencyCode(code: string): boolean {
  currencyCodes ??= new Set(["USD", ...(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : [])]);
  return currencyCodes.size === 1 ? /^[A-Z]{3}$/.test(code) : currencyCodes.has(code);
}

/** Symbols of the currencies a sneaker shop prices in most, as Intl's en-US currency format writes them. */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: "$", EUR: "€", GBP: "£" };

/**
 * A price in its currency (ISO 4217, default USD) as en-US writes it: "$1,234.50", "€1,299.99", "£24.00"; other
 * currencies through Intl ("CA$12.00", "¥1,300"), which only they pay for.
 */
export function formatPrice(price: string | number, currency = "USD"): string {
  const code = currency.toUpperCase();
  const intl = () => new Intl.NumberFormat("en-US", { style: "currency", currency: code });
  const symbol = CURRENCY_SYMBOLS[code];
  if (symbol === undefined) {
    try {
      return intl().format(toNumber(price));
    } catch {
      // A code Intl does not know (older data): the amount and the code.
      return `${formatDecimal(toNumber(price), 2, "", () => new Intl.NumberFormat("en-US"))} ${code}`;
    }
  }
  return formatDecimal(toNumber(price), 2, symbol, intl);
}

/** A whole count with thousands separators: "15,480". */
export function formatCount(n: number): string {
  if (!Number.isInteger(n)) return new Intl.NumberFormat("en-US").format(n);
  return formatDecimal(n, 0, "", () => new Intl.NumberFormat("en-US"));
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The UTC calendar date as "November 25, 2026"; "" for an invalid date. */
export function formatLongDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
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
