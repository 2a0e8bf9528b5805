import { z } from "zod";
import { productIdsFilter } from "../admin/admin-lists.schema";
import { isAmazonMarketplace } from "../links/marketplace.rules";
import { isPlacement, PLACEMENT_MAX_LENGTH } from "../links/placement.rules";
import { currencySchema } from "../products/product.schema";

/** The affiliate networks whose reports are imported. */
export const EARNINGS_NETWORKS = ["amazon", "rakuten"] as const;
export const earningsNetworkSchema = z.enum(EARNINGS_NETWORKS, { error: "must be amazon or rakuten" });
export type EarningsNetwork = z.infer<typeof earningsNetworkSchema>;
export const EARNINGS_NETWORK_LABEL: Record<EarningsNetwork, string> = {
  amazon: "Amazon Associates earnings report",
  rakuten: "Rakuten Advertising Signature Orders report",
};

/** An Amazon tracking id (store id or one of its tracking ids): letters, digits and hyphens, ending in -20, -21, -22… */
export const AMAZON_TRACKING_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}-\d{2}$/i;

export const placementSchema = z
  .string({ error: "must be a placement name" })
  .trim()
  .max(PLACEMENT_MAX_LENGTH, `must be at most ${PLACEMENT_MAX_LENGTH} characters`)
  .refine(isPlacement, "must be a placement name: lowercase letters, digits and hyphens, e.g. home-grid or post:my-slug");

export const trackingIdSchema = z
  .string({ error: "must be a tracking id" })
  .trim()
  .regex(AMAZON_TRACKING_ID_PATTERN, "must be an Amazon tracking id such as kicks-home-20");

/** A marketplace host of AMAZON_MARKETPLACES, or "" for the home one (AMAZON_MARKETPLACE). */
export const trackingMarketplaceSchema = z
  .string({ error: "must be a marketplace host" })
  .trim()
  .toLowerCase()
  .refine(
    (host) => host === "" || isAmazonMarketplace(host),
    "must be a marketplace host such as www.amazon.co.uk, or empty for the home one",
  )
  .default("");

/**
 * One placement's Amazon tracking id in a marketplace (each marketplace is its own Associates programme). `post` stands
 * for every post's links (`post:{slug}`) without their own.
 */
export const trackingIdEntrySchema = z.object({
  marketplace: trackingMarketplaceSchema,
  placement: placementSchema,
  trackingId: trackingIdSchema,
});
export type TrackingIdEntry = z.infer<typeof trackingIdEntrySchema>;

/** POST /api/admin/earnings/tracking-ids: the whole map (it replaces the saved one); each placement and each tracking id at most once. */
export const trackingIdsUpdateSchema = z.object({
  trackingIds: z
    .array(trackingIdEntrySchema)
    .max(200, "must have at most 200 entries")
    .superRefine((entries, ctx) => {
      const placements = new Set<string>();
      const ids = new Set<string>();
      entries.forEach((e, i) => {
        if (placements.has(`${e.marketplace} ${e.placement}`))
          ctx.addIssue({
            code: "custom",
            path: [i, "placement"],
            message: `${e.placement} is mapped twice${e.marketplace ? ` in ${e.marketplace}` : ""}`,
          });
        const id = e.trackingId.toLowerCase();
        if (ids.has(id))
          ctx.addIssue({
            code: "custom",
            path: [i, "trackingId"],
            message: `${e.trackingId} is used twice: a report could not tell the placements apart`,
          });
        placements.add(`${e.marketplace} ${e.placement}`);
        ids.add(id);
      });
    }),
});
export type TrackingIdsUpdate = z.input<typeof trackingIdsUpdateSchema>;

/**
 * GET /api/admin/earnings/tracking-ids: the map, the fallback tag (AMAZON_ASSOCIATE_TAG) of placements without one,
 * and the marketplaces abroad (AMAZON_MARKETPLACES) with theirs (AMAZON_ASSOCIATE_TAGS).
 */
export const trackingIdsSchema = z.object({
  trackingIds: z.array(trackingIdEntrySchema),
  fallback: z.string().nullable(),
  marketplaces: z.array(z.object({ host: z.string(), fallback: z.string().nullable() })),
});
export type TrackingIds = z.infer<typeof trackingIdsSchema>;

/** The largest report text accepted through the admin (half the JSON body limit: tabs and quotes double when escaped); larger files go through the import script. */
export const EARNINGS_REPORT_MAX_CHARS = 250_000;

/** POST /api/admin/earnings/import: a report file's text as exported by the network. */
export const earningsImportSchema = z.object({
  network: earningsNetworkSchema,
  fileName: z.string().trim().max(200, "must be at most 200 characters").default(""),
  text: z
    .string({ error: "must be the report's text" })
    .min(1, "is empty")
    .max(
      EARNINGS_REPORT_MAX_CHARS,
      `is too long: at most ${EARNINGS_REPORT_MAX_CHARS} characters (use the import script for larger files)`,
    ),
  /** The currency of amounts whose file does not say (Rakuten reports without a Currency column). */
  currency: currencySchema.optional(),
});
export type EarningsImport = z.input<typeof earningsImportSchema>;

export const earningsImportResultSchema = z.object({
  /** Rows in the file. */
  rows: z.number().int(),
  /** Rows new to the database. */
  added: z.number().int(),
  /** Rows imported before (the same row of the same report): left as they were. */
  unchanged: z.number().int(),
});
export type EarningsImportResult = z.infer<typeof earningsImportResultSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)");

/** GET /api/admin/earnings?from&to: the days of the range in SITE_TIMEZONE, both included (default: the last 30). */
export const earningsQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "must not be after to", path: ["from"] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: "the range must be at most 366 days",
    path: ["from"],
  });
export type EarningsQuery = z.input<typeof earningsQuerySchema>;

/** An amount of one currency (a decimal string, 2 places). Earnings are never converted: each currency is its own sum. */
export const moneyAmountSchema = z.object({ currency: z.string(), amount: z.string() });
export type MoneyAmount = z.infer<typeof moneyAmountSchema>;

/** `marketplace`: the Amazon marketplace clicks went to and reports came from; `country`: the visitors' (clicks only: reports name none). */
export const EARNINGS_DIMENSIONS = ["placement", "page", "product", "program", "marketplace", "country"] as const;
export type EarningsDimension = (typeof EARNINGS_DIMENSIONS)[number];

export const earningsRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  clicks: z.number().int(),
  orders: z.number().int(),
  /** Commission earned, per currency. */
  revenue: z.array(moneyAmountSchema),
  /**
   * Orders (returns excluded) over the clicks of the same row and days on Amazon and Rakuten links (the programs whose
   * reports give orders); null without such clicks (a country's: reports name none).
   */
  conversion: z.number().nullable(),
  /** Earnings per click (revenue / clicks) per currency; empty without clicks. */
  epc: z.array(moneyAmountSchema),
});
export type EarningsRow = z.infer<typeof earningsRowSchema>;

export const earningsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  totals: earningsRowSchema,
  /** Every day of the range, oldest first. */
  daily: z.array(z.object({ date: z.string(), clicks: z.number().int(), revenue: z.array(moneyAmountSchema) })),
  placement: z.array(earningsRowSchema),
  page: z.array(earningsRowSchema),
  product: z.array(earningsRowSchema),
  program: z.array(earningsRowSchema),
  marketplace: z.array(earningsRowSchema),
  country: z.array(earningsRowSchema),
});
export type EarningsReport = z.infer<typeof earningsReportSchema>;

/** GET /api/admin/earnings/products?ids=…: revenue of these products over the last 30 days. */
export const productEarningsQuerySchema = z.object({ ids: productIdsFilter });
export const productEarningsSchema = z.array(z.object({ productId: z.number().int(), revenue: z.array(moneyAmountSchema) }));
export type ProductEarnings = z.infer<typeof productEarningsSchema>;
