import { z } from "zod";
import { productIdsFilter } from "../admin/admin-lists.schema";

/** GET /api/admin/prices/status: whether Amazon prices are being refreshed, and how the last attempt went. */
export const priceRefreshStatusSchema = z.object({
  /** The Creators API credentials are set. */
  configured: z.boolean(),
  marketplace: z.string(),
  /** What the admin should know, in plain words (not configured, credentials refused, …); null when all is well. */
  problem: z.string().nullable(),
  /** The last refresh that reached Amazon, and the last error (both null before the first). */
  lastRunAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Amazon products (an ASIN, store Amazon), and how many of them have no price checked in the last 24 hours. */
  amazonProducts: z.number().int(),
  stale: z.number().int(),
  /** Why `stale` prices are older than 24 hours, in plain words (the quota, an error, catching up); null when none are. */
  staleReason: z.string().nullable(),
  /** The Creators API's daily quota (AMAZON_CREATORS_DAILY_REQUESTS), today's requests (every instance), and what a full refresh needs a day. */
  dailyRequests: z.number().int(),
  requestsToday: z.number().int(),
  requestsNeededPerDay: z.number().int(),
});
export type PriceRefreshStatus = z.infer<typeof priceRefreshStatusSchema>;

/** POST /api/admin/prices/refresh: every Amazon product is refreshed by a job (202). */
export const priceRefreshAllSchema = z.object({ scheduled: z.literal(true) });
/** "Refresh now" of one product when Amazon is slow to answer (202): the refresh goes on in the background. */
export const priceRefreshContinuesSchema = z.object({ scheduled: z.literal(true), message: z.string() });

/** The ranges the price history and the "Price changes" view cover. */
export const PRICE_CHANGE_DAYS = [7, 30] as const;
const daysSchema = z.coerce
  .number()
  .pipe(z.union(PRICE_CHANGE_DAYS.map((d) => z.literal(d)) as [z.ZodLiteral<7>, z.ZodLiteral<30>], { error: "must be 7 or 30" }));

/** GET /api/admin/prices/history?ids=1,2,3&days=30: each product's observed prices in the range, oldest first. */
export const priceHistoryQuerySchema = z.object({ ids: productIdsFilter.unwrap(), days: daysSchema.default(30) });
export type PriceHistoryParams = z.input<typeof priceHistoryQuerySchema>;

export const pricePointSchema = z.object({ at: z.string(), price: z.string(), currency: z.string() });
export type PricePoint = z.infer<typeof pricePointSchema>;

export const priceHistorySchema = z.array(z.object({ productId: z.number().int(), points: z.array(pricePointSchema) }));
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** GET /api/admin/prices/changes?days=7: the biggest drops and rises in the range (by percentage). */
export const priceChangesQuerySchema = z.object({ days: daysSchema.default(7) });
export type PriceChangesParams = z.input<typeof priceChangesQuerySchema>;

export const priceChangeSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  currency: z.string(),
  /** The price at the start of the range (or the first seen in it) and the price now. */
  from: z.string(),
  to: z.string(),
  /** (to - from) / from, in percent, one decimal. */
  percent: z.number(),
  changedAt: z.string(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const priceChangesSchema = z.object({ drops: z.array(priceChangeSchema), rises: z.array(priceChangeSchema) });
export type PriceChanges = z.infer<typeof priceChangesSchema>;

/** How many drops and how many rises the view lists. */
export const PRICE_CHANGES_LIMIT = 20;
