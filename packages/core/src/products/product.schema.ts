import { z } from "zod";
import { httpUrlSchema, imageRefSchema, moneySchema, ratingSchema } from "../common/common.schema";
import { isCurrencyCode } from "../format/format.rules";

export const PRODUCT_DEFAULTS = {
  rating: "4.5",
  reviewCount: 0,
  sourceStore: "Amazon",
  category: "sneaker-accessories" satisfies ProductCategory,
} as const;

/**
 * The catalogue's categories: the one list the admin's Category select offers and the server accepts.
 * `value` is stored on the product; `label` is what the admin reads.
 */
export const PRODUCT_CATEGORIES = [
  { value: "sneaker-accessories", label: "Sneaker accessories" },
  { value: "display", label: "Display cases & shelves" },
  { value: "storage", label: "Storage boxes" },
  { value: "care", label: "Cleaning & care" },
  { value: "protection", label: "Protective sprays & guards" },
  { value: "shoe-trees", label: "Shoe trees & inserts" },
  { value: "laces", label: "Laces" },
  { value: "comfort", label: "Insoles & comfort" },
  { value: "travel", label: "Travel bags" },
  { value: "watches", label: "Watches" },
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]["value"];
const categoryValues = PRODUCT_CATEGORIES.map((c) => c.value) as [ProductCategory, ...ProductCategory[]];

/** A category's label, or the stored value itself for one outside the list (older data). */
export const productCategoryLabel = (value: string): string => PRODUCT_CATEGORIES.find((c) => c.value === value)?.label ?? value;

export const productCategorySchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z.enum(categoryValues, { error: `must be one of: ${categoryValues.join(", ")}` }),
);

/** Hosts of placeholder-image services: an image URL on one of them was never replaced. */
export const PLACEHOLDER_IMAGE_HOSTS = ["placeholder.com", "placehold.co"] as const;
export const isPlaceholderImage = (url: string) => PLACEHOLDER_IMAGE_HOSTS.some((host) => url.toLowerCase().includes(host));

/** Amazon Standard Identification Number: 10 letters or digits. Blank becomes null. */
export const asinSchema = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim().toUpperCase()) : v),
  z
    .string()
    .regex(/^[A-Z0-9]{10}$/, "must be 10 letters or digits")
    .nullable(),
);

/** How a product's stock is known: Amazon's offers say in or out of stock; a price typed by hand says nothing. */
export const PRODUCT_AVAILABILITIES = ["in_stock", "out_of_stock", "unknown"] as const;
export type ProductAvailability = (typeof PRODUCT_AVAILABILITIES)[number];

/** An ISO 4217 currency code ("EUR"); lower case is accepted and upper-cased, "EURO" or "€" are refused. */
export const currencySchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
  z
    .string({ error: "must be a currency code" })
    .regex(/^[A-Z]{3}$/, "must be a 3-letter ISO 4217 currency code (USD, EUR, GBP)")
    .refine(isCurrencyCode, "is not an ISO 4217 currency code"),
);

export const DEFAULT_CURRENCY = "USD";

const productFields = z.object({
  title: z.string({ error: "Title required" }).trim().min(1, "Title required").max(300, "must be at most 300 characters"),
  price: moneySchema,
  currency: currencySchema,
  rating: ratingSchema,
  reviewCount: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(1_000_000_000, "is too large"),
  imageUrl: imageRefSchema.refine(
    (url) => !isPlaceholderImage(url),
    "Image URL required: replace the placeholder with the actual product image URL",
  ),
  productUrl: httpUrlSchema,
  sourceStore: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
  amazonAsin: asinSchema.optional(),
  category: productCategorySchema,
});

/** POST /api/products. */
export const productCreateSchema = productFields.extend({
  currency: productFields.shape.currency.default(DEFAULT_CURRENCY),
  rating: productFields.shape.rating.default(PRODUCT_DEFAULTS.rating),
  reviewCount: productFields.shape.reviewCount.default(PRODUCT_DEFAULTS.reviewCount),
  sourceStore: productFields.shape.sourceStore.default(PRODUCT_DEFAULTS.sourceStore),
  category: productFields.shape.category.default(PRODUCT_DEFAULTS.category),
});
export type ProductCreate = z.input<typeof productCreateSchema>;

/** PATCH /api/products/{id}: any subset of the create fields. */
export const productUpdateSchema = productFields.partial().refine((v) => Object.keys(v).length > 0, "at least one field is required");
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** A product as the admin sees it (GET /api/admin/products, create and update responses). */
export const adminProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.string(),
  /** Absent from a server older than issue 22: its prices were all USD. */
  currency: z.string().default(DEFAULT_CURRENCY),
  rating: z.string(),
  reviewCount: z.number().int(),
  imageUrl: z.string(),
  productUrl: z.string(),
  sourceStore: z.string(),
  amazonAsin: z.string().nullable(),
  category: z.string(),
  /** When Amazon's Creators API last confirmed the price (ISO time); null for a price typed or read from a page. */
  priceCheckedAt: z.string().nullable().default(null),
  availability: z.enum(PRODUCT_AVAILABILITIES).default("unknown"),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A product as a visitor sees it (GET /api/products): no store link, ASIN or category, but the affiliate link. */
export const productSchema = adminProductSchema
  .pick({
    id: true,
    title: true,
    price: true,
    currency: true,
    priceCheckedAt: true,
    availability: true,
    rating: true,
    reviewCount: true,
    imageUrl: true,
    sourceStore: true,
  })
  .extend({ affiliateLink: z.string() });
export type Product = z.infer<typeof productSchema>;

/** POST /api/extract-amazon-product. */
export const extractRequestSchema = z.object({ url: httpUrlSchema });
export type ExtractRequest = z.infer<typeof extractRequestSchema>;

/** What extraction found (an admin product without id); unknown text fields are "" and the client falls back to defaults. */
export const extractedProductSchema = adminProductSchema.omit({ id: true, priceCheckedAt: true, availability: true }).extend({
  /**
   * Whether the product page itself was read (false: refused, unreachable, not HTML, too slow): without it only what
   * the URL tells (the ASIN, the store, the link) is filled, and the form says so.
   */
  pageRead: z.boolean().optional(),
});
export type ExtractedProduct = z.infer<typeof extractedProductSchema>;
