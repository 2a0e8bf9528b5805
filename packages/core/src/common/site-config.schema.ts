import { z } from "zod";

/**
 * GET /api/config: the server's settings that the site and the admin need at run time, so one environment
 * variable (RAKUTEN_PUBLISHER_ID, read by the server) drives the store deep links and the admin's help text.
 */
export const siteConfigSchema = z.object({
  /** The publisher id in store deep links (rakutenDeepLink in stores/store.rules.ts). */
  rakutenPublisherId: z.string().min(1),
  /** AMAZON_ASSOCIATE_TAG: the `tag=` every outbound Amazon link carries (core `amazonLink`); null when unset. */
  amazonAssociateTag: z.string().nullish(),
  /** Placement → Amazon tracking id, set in the admin (Earnings); placements without one use amazonAssociateTag (core amazonTagFor). */
  amazonTrackingIds: z.record(z.string(), z.string()).default({}),
  /** The site's time zone (SITE_TIMEZONE, an IANA name): posts and tweets are scheduled on its clocks. */
  timeZone: z.string().min(1).default("UTC"),
  /** Whether product pages offer price-drop alerts by email (off in production without SMTP_URL). */
  priceAlerts: z.boolean().default(false),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
