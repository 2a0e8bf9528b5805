/** Documented placeholder publisher id for Rakuten deep links (DESIGN §3); set RAKUTEN_PUBLISHER_ID in production. */
export const DEFAULT_RAKUTEN_PUBLISHER_ID_FALLBACK = "3850173";
/** Largest JSON body accepted by any endpoint (413 above). */
export const MAX_BODY_BYTES = 512 * 1024;
