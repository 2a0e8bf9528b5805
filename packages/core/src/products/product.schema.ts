import { z } from "zod";
import { httpUrlSchema, imageRefSchema, moneySchema, ratingSchema } from "../common/common.schema";

export const PRODUCT_DEFAULTS = {
  rating: "4.5",
  reviewCount: 0,
  sourceStore: "Amazon",
  category: "sneaker-accessories",
} as const;

/** Hosts of placeholder-image services: an image URL on one of them was never replaced (spec §5). */
export const PLACEHOLDER_IMAGE_HOSTS = ["placeholder.com", "placehold.co"] as const;
export const isPlaceholderImage = (url: string) => PLACEHOLDER_IMAGE_HOSTS.some((host) => url.toLowerCase().includes(host));

/** Amazon Standard Identification Number: 10 letters or digits. Blank becomes null. */
export const asinSchema = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim().toUpperCase()) : v),
  z.string().regex(/^[A-Z0-9]{10}$/, "must be 10 letters or digits").nullable(),
);

const productFields = z.object({
  title: z.string({ error: "Title required" }).trim().min(1, "Title required").max(300, "must be at most 300 characters"),
  price: moneySchema,
  rating: ratingSchema,
  reviewCount: z.number({ error: "must be a whole number" }).int("must be a whole number").min(0, "must be 0 or more").max(1_000_000_000, "is too large"),
  imageUrl: imageRefSchema.refine((url) => !isPlaceholderImage(url), "Image URL required: replace the placeholder with the actual product image URL"),
  productUrl: httpUrlSchema,
  sourceStore: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
  amazonAsin: asinSchema.optional(),
  category: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
});

/** POST /api/products. */
export const productCreateSchema = productFields.extend({
  rating: productFields.shape.rating.default(PRODUCT_DEFAULTS.rating),
  reviewCount: productFields.shape.reviewCount.default(PRODUCT_DEFAULTS.reviewCount),
  sourceStore: productFields.shape.sourceStore.default(PRODUCT_DEFAULTS.sourceStore),
  category: productFields.shape.category.default(PRODUCT_DEFAULTS.category),
});
export type ProductCreate = z.input<typeof productCreateSchema>;

/** PATCH /api/products/{id}: any subset of the create fields. */
export const productUpdateSchema = productFields
  .partial()
  .refine((v) => Object.keys(v).length > 0, "at least one field is required");
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** A product as the admin sees it (GET /api/admin/products, create and update responses). */
export const adminProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.string(),
  rating: z.string(),
  reviewCount: z.number().int(),
  imageUrl: z.string(),
  productUrl: z.string(),
  sourceStore: z.string(),
  amazonAsin: z.string().nullable(),
  category: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A product as a visitor sees it (GET /api/products): no store link, ASIN or category, but the affiliate link. */
export const productSchema = adminProductSchema
  .pick({ id: true, title: true, price: true, rating: true, reviewCount: true, imageUrl: true, sourceStore: true })
  .extend({ affiliateLink: z.string() });
export type Product = z.infer<typeof productSchema>;

/** POST /api/extract-amazon-product. */
export const extractRequestSchema = z.object({ url: httpUrlSchema });
export type ExtractRequest = z.infer<typeof extractRequestSchema>;

/** What extraction found (an admin product without id); unknown text fields are "" and the client falls back to defaults. */
export const extractedProductSchema = adminProductSchema.omit({ id: true });
export type ExtractedProduct = z.infer<typeof extractedProductSchema>;
