/**
 * A product page's price history (docs/decisions/0049-product-pages.md): the lowest and highest price of a range in
 * words and the chart's geometry, drawn on the server as inline SVG (no chart library on public pages).
 * Pure functions: the caller passes the clock. Prices are compared only within the product's current currency (a
 * change of currency starts the history afresh).
 */
import { formatLongDate, formatPrice, toNumber } from "../format/format.rules";
import type { PricePoint } from "./price.schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ranges the page sums up in words. */
export const PRICE_HISTORY_RANGES = [30, 90] as const;

export interface PriceStep {
  /** When this price started to hold (clipped to the range's start) and until when (the next change, or now). */
  from: number;
  to: number;
  price: number;
  at: string;
}

/**
 * The prices in force over the `days` before `now`, in `currency`, as steps: the price seen last before the range
 * holds from its start; each later observation holds until the next.
 */
export function priceSteps(history: readonly PricePoint[], currency: string, now: Date, days: number): PriceStep[] {
  const end = now.getTime();
  const start = end - days * DAY_MS;
  const points = history
    .filter((p) => p.currency === currency)
    .map((p) => ({ t: new Date(p.at).getTime(), price: toNumber(p.price), at: p.at }))
    .filter((p) => Number.isFinite(p.t) && p.t <= end)
    .sort((a, b) => a.t - b.t);
  const firstInside = points.findIndex((p) => p.t >= start);
  const from = firstInside === -1 ? points.length - 1 : Math.max(0, firstInside - 1);
  const kept = from < 0 ? [] : points.slice(from);
  return kept.map((p, i) => ({ from: Math.max(p.t, start), to: kept[i + 1]?.t ?? end, price: p.price, at: p.at }));
}

interface PriceExtremes {
  days: number;
  low: { price: number; at: string };
  high: { price: number; at: string };
  /** The first record's time when the history begins inside the range (nothing is known of its start), else null. */
  since: string | null;
}

/** The lowest and highest price in force over the `days` before `now` (the first time each was seen), or null. */
function priceExtremes(history: readonly PricePoint[], currency: string, now: Date, days: number): PriceExtremes | null {
  const steps = priceSteps(history, currency, now, days);
  const first = steps[0];
  if (!first) return null;
  let low = first;
  let high = first;
  for (const step of steps) {
    if (step.price < low.price) low = step;
    if (step.price > high.price) high = step;
  }
  const since = first.from > now.getTime() - days * DAY_MS ? first.at : null;
  return { days, low: { price: low.price, at: low.at }, high: { price: high.price, at: high.at }, since };
}

/**
 * "Lowest in the last 30 days: $19.99. Highest: $24.99." One price all along says so, and says since when if the
 * history begins inside the range: a product recorded yesterday did not hold its price "throughout the last 30 days".
 */
function priceExtremesText(extremes: PriceExtremes, currency: string): string {
  const low = formatPrice(extremes.low.price, currency);
  const high = formatPrice(extremes.high.price, currency);
  if (extremes.low.price !== extremes.high.price) return `Lowest in the last ${extremes.days} days: ${low}. Highest: ${high}.`;
  if (extremes.since !== null) return `The price has held at ${low} since ${formatLongDate(new Date(extremes.since))}.`;
  return `The price held at ${low} throughout the last ${extremes.days} days.`;
}

/**
 * The page's words on the price, one sentence per range of PRICE_HISTORY_RANGES, shortest first; a longer range whose
 * history begins inside the shorter one sees the same prices, so it is left out rather than repeated.
 */
export function priceHistorySentences(history: readonly PricePoint[], currency: string, now: Date): string[] {
  const sentences: string[] = [];
  for (const days of PRICE_HISTORY_RANGES) {
    const extremes = priceExtremes(history, currency, now, days);
    if (extremes === null) continue;
    sentences.push(priceExtremesText(extremes, currency));
    if (extremes.since !== null) break;
  }
  return sentences;
}

export interface PriceChart {
  /** An SVG path (a step line) in a `width` × `height` box, and the prices at its top and bottom. */
  path: string;
  top: number;
  bottom: number;
}

/**
 * The step line of `steps` over the `days` before `now`, in a box of `width` × `height` with `pad` inside; null when
 * the steps cover less than a day, which at this scale would be a dot at the right edge (a product recorded today).
 */
export function priceChart(
  steps: readonly PriceStep[],
  now: Date,
  days: number,
  size: { width: number; height: number; pad: number },
): PriceChart | null {
  const end = now.getTime();
  const start = end - days * DAY_MS;
  if (steps.length === 0 || end - (steps[0]?.from ?? end) < DAY_MS) return null;
  const prices = steps.map((s) => s.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  // A flat price sits in the middle; otherwise the range gets a tenth of room above and below.
  const room = max === min ? Math.max(1, max * 0.1) : (max - min) * 0.1;
  const top = max + room;
  const bottom = Math.max(0, min - room);
  const { width, height, pad } = size;
  const x = (t: number) => (pad + ((t - start) / (end - start)) * (width - 2 * pad)).toFixed(1);
  const y = (price: number) => (pad + ((top - price) / (top - bottom)) * (height - 2 * pad)).toFixed(1);
  const parts = steps.flatMap((s, i) => [`${i === 0 ? "M" : "L"}${x(s.from)} ${y(s.price)}`, `L${x(s.to)} ${y(s.price)}`]);
  return { path: parts.join(" "), top, bottom };
}
