import { z } from "zod";
import { httpUrlSchema } from "../common/common.schema";

/** What an outbound link leads to: a product, a store's website, a brand listing (static resources), or other. */
export const LINK_KINDS = ["product", "store", "brand", "other"] as const;
export const linkKindSchema = z.enum(LINK_KINDS);
export type LinkKind = z.infer<typeof linkKindSchema>;

/** POST /api/clicks accepts at most this many bytes (a beacon is a URL and a path). */
export const CLICK_BODY_MAX_BYTES = 2048;

/** POST /api/clicks: the beacon the public site sends when a visitor follows an outbound link. */
export const clickBeaconSchema = z.object({
  url: httpUrlSchema,
  /** Where the link was: its placement (the nearest `data-placement`, core placement.rules.ts), else the page's path. */
  source: z.string().trim().max(300, "must be at most 300 characters").default(""),
});
export type ClickBeacon = z.input<typeof clickBeaconSchema>;

export const CLICK_RANGES = [7, 30, 90, 365] as const;

/** GET /api/admin/clicks?days=N (and /api/admin/clicks/products): the last N days, today included. */
export const clickStatsQuerySchema = z.object({
  days: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(365, "must be at most 365")
    .default(30),
});

export const clickStatsSchema = z.object({
  total: z.number().int(),
  /** Every day of the range (dates in SITE_TIMEZONE, oldest first), days without clicks as 0. */
  daily: z.array(z.object({ date: z.string(), clicks: z.number().int() })),
  /** The most clicked links, most first. */
  top: z.array(z.object({ url: z.string(), label: z.string(), kind: linkKindSchema, clicks: z.number().int() })),
  /** Clicks per visitor's country (null: not known), most first. */
  countries: z.array(z.object({ country: z.string().nullable(), clicks: z.number().int() })),
  /** Clicks on Amazon links per marketplace they were sent to, most first. */
  marketplaces: z.array(z.object({ marketplace: z.string(), clicks: z.number().int() })),
});
export type ClickStats = z.infer<typeof clickStatsSchema>;

/** GET /api/admin/clicks/products?days=N: clicks per product (products without clicks left out). */
export const productClicksSchema = z.array(z.object({ productId: z.number().int(), clicks: z.number().int() }));
export type ProductClicks = z.infer<typeof productClicksSchema>;

/**
 * A link's health. broken: 404/410 on two checks in a row; unreachable: 403/429/5xx/timeout/refused (the
 * link may well work for people); pending: not checked yet.
 */
export const LINK_STATUSES = ["broken", "unreachable", "pending", "ok"] as const;
export const linkStatusSchema = z.enum(LINK_STATUSES);
export type LinkStatus = z.infer<typeof linkStatusSchema>;

export const linkCheckSchema = z.object({
  url: z.string(),
  kind: linkKindSchema,
  refId: z.number().int().nullable(),
  label: z.string(),
  status: linkStatusSchema,
  lastCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  checkedAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
});
export type LinkCheck = z.infer<typeof linkCheckSchema>;

/** GET /api/admin/links: every outbound link, broken (unacknowledged) first, and stores earning nothing. */
export const linkHealthSchema = z.object({
  links: z.array(linkCheckSchema),
  /** Stores with a website but no merchant id: their shop button carries no affiliate link. */
  storesEarningNothing: z.array(z.object({ id: z.number().int(), name: z.string(), website: z.string() })),
  /** A check is running or due right now. */
  checking: z.boolean(),
});
export type LinkHealth = z.infer<typeof linkHealthSchema>;

/** POST /api/admin/links/acknowledge. */
export const linkAcknowledgeSchema = z.object({ url: z.string().trim().min(1, "is required").max(2048, "is too long") });

/** GET /api/admin/links/products: ids of products whose link is broken. */
export const brokenProductsSchema = z.array(z.number().int());
