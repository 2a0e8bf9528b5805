import { z } from "zod";

export const SEARCH_RESULT_TYPES = ["brand", "store", "product", "blog"] as const;

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  title: z.string(),
  description: z.string(),
  /** http(s) links open externally; others are site paths (a store's is the directory filtered to it). */
  url: z.string(),
  imageUrl: z.string().optional(),
  category: z.string().optional(),
  price: z.string().optional(),
  /** A product's price currency, store and the time its price was last known right (shown as a card's price is). */
  currency: z.string().optional(),
  sourceStore: z.string().optional(),
  priceAsOf: z.string().nullable().optional(),
  /** A product's page (/products/{slug}); its `url` is the retailer's (affiliate) link. */
  slug: z.string().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /api/search?q=. */
export const searchQuerySchema = z.object({
  q: z.string({ error: "q is required" }).trim().min(1, "q is required").max(200, "q must be at most 200 characters"),
});
