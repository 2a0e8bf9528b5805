import { z } from "zod";
import { httpUrlSchema, imageRefSchema, moneySchema, ratingSchema } from "../common/common.schema";
import { isCurrencyCode } from "../format/format.rules";
import { pricePointSchema } from "./price.schema";
import { PRODUCT_CATEGORIES, type ProductCategory } from "./product-categories";

export { PRODUCT_CATEGORIES, type ProductCategory, productCategoryLabel } from "./product-categories";

export const PRODUCT_DEFAULTS = {
  rating: "4.5",
  reviewCount: 0,
  sourceStore: "Amazon",
  category: "sneaker-accessories" satisfies ProductCategory,
} as const;

const categoryValues = PRODUCT_CATEGORIES.map((c) => c.value) as [ProductCategory, ...ProductCategory[]];

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

/** Slugs the API's own paths under /api/products use: no product is given one (a product titled "Hero" gets "hero-2"). */
export const RESERVED_PRODUCT_SLUGS = ["hero", "facets", "category", "import"] as const;
export const PRODUCT_SLUG_MAX = 80;
export const isReservedProductSlug = (slug: string): boolean => (RESERVED_PRODUCT_SLUGS as readonly string[]).includes(slug.toLowerCase());

/** A product page's address (/products/{slug}): lowercase words joined by hyphens, not one the API's paths use. */
export const productSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "is required")
  .max(PRODUCT_SLUG_MAX, `must be at most ${PRODUCT_SLUG_MAX} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens")
  .refine((slug) => !isReservedProductSlug(slug), "is reserved: pick another");

/** GET /api/products/{slug}. */
export const productSlugParamSchema = z.object({ slug: productSlugSchema });

export const PRODUCT_DESCRIPTION_MAX = 1000;

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
  /** A short description for the product's page; blank for none. */
  description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX, `must be at most ${PRODUCT_DESCRIPTION_MAX} characters`),
});

/** POST /api/products (the slug is made from the title by the server). */
export const productCreateSchema = productFields.extend({
  currency: productFields.shape.currency.default(DEFAULT_CURRENCY),
  rating: productFields.shape.rating.default(PRODUCT_DEFAULTS.rating),
  reviewCount: productFields.shape.reviewCount.default(PRODUCT_DEFAULTS.reviewCount),
  sourceStore: productFields.shape.sourceStore.default(PRODUCT_DEFAULTS.sourceStore),
  category: productFields.shape.category.default(PRODUCT_DEFAULTS.category),
  description: productFields.shape.description.default(""),
});
export type ProductCreate = z.input<typeof productCreateSchema>;

/**
 * PATCH /api/products/{id}: any subset of the create fields, and the slug. A new title keeps the slug; a new slug
 * leaves the old one answering with a 301 to it.
 */
export const productUpdateSchema = productFields
  .extend({ slug: productSlugSchema })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "at least one field is required");
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** A product as the admin sees it (GET /api/admin/products, create and update responses). */
export const adminProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.string(),
  /** Absent from a server older than prices in other currencies: its prices were all USD. */
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
  /**
   * When the price was last known right (ISO time): priceCheckedAt when set, else when it was typed, imported or read
   * from a page. Null only from a server older than dated prices (an Amazon price of unknown age is not shown;
   * docs/decisions/0056-every-price-dated.md).
   */
  priceAsOf: z.string().nullable().default(null),
  availability: z.enum(PRODUCT_AVAILABILITIES).default("unknown"),
  /** Its page's address (/products/{slug}); absent from a server older than product pages. */
  slug: z.string().default(""),
  description: z.string().default(""),
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
    priceAsOf: true,
    availability: true,
    rating: true,
    reviewCount: true,
    imageUrl: true,
    sourceStore: true,
    slug: true,
  })
  .extend({ affiliateLink: z.string() });
export type Product = z.infer<typeof productSchema>;

/** POST /api/extract-amazon-product. */
export const extractRequestSchema = z.object({ url: httpUrlSchema });
export type ExtractRequest = z.infer<typeof extractRequestSchema>;

/** What extraction found (an admin product without id); unknown text fields are "" and the client falls back to defaults. */
export const extractedProductSchema = adminProductSchema
  .omit({ id: true, priceCheckedAt: true, priceAsOf: true, availability: true, slug: true, description: true })
  .extend({
    /**
     * Whether the product page itself was read (false: refused, unreachable, not HTML, too slow): without it only what
     * the URL tells (the ASIN, the store, the link) is filled, and the form says so.
     */
    pageRead: z.boolean().optional(),
  });
export type ExtractedProduct = z.infer<typeof extractedProductSchema>;

/** A post that features a product (a product box or comparison table names it), as its page lists it. */
export const featuringPostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  heroImage: z.string(),
  heroImageAlt: z.string(),
  publishedAt: z.string().nullable(),
});
export type FeaturingPost = z.infer<typeof featuringPostSchema>;

/** How many featuring posts and similar products a product's page shows. */
export const PRODUCT_PAGE_POSTS = 6;
export const SIMILAR_PRODUCTS = 6;
/** The days the page's price history covers. */
export const PRODUCT_PAGE_HISTORY_DAYS = 90;

/**
 * GET /api/products/{slug}: a product's page. `history` is every observed price of the last 90 days, oldest first,
 * starting with the one in force 90 days ago (when there was one); `similar` are in stock, of its category, nearest
 * in price.
 */
export const productPageSchema = z.object({
  product: productSchema.extend({ category: z.string(), description: z.string() }),
  history: z.array(pricePointSchema),
  posts: z.array(featuringPostSchema),
  similar: z.array(productSchema),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** The most rows one import file may have (POST /api/admin/products/import, `pnpm products:import`). */
export const PRODUCT_IMPORT_MAX_ROWS = 100_000;

/**
 * One row of a product import: a product as POST /api/products takes it, plus the supplier's or network's own id
 * of it. An existing product is updated when it has the row's external id, else (when none has it) when it has the
 * row's product URL; otherwise the row adds a product. A CSV cell is text: blank means "not given".
 */
export const productImportRowSchema = productCreateSchema.extend({
  externalId: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "number" ? String(v) : v),
    z.string().trim().max(200, "must be at most 200 characters").optional(),
  ),
  reviewCount: z.preprocess((v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v), productCreateSchema.shape.reviewCount),
});
export type ProductImportRow = z.input<typeof productImportRowSchema>;

/** The columns of an import file (CSV headings, JSON lines' keys): the row's fields. */
export const PRODUCT_IMPORT_COLUMNS = Object.keys(productImportRowSchema.shape) as (keyof typeof productImportRowSchema.shape)[];

/** POST /api/admin/products/import?partial=1: import the good rows of a file with bad ones (else nothing). */
export const productImportQuerySchema = z.object({
  partial: z
    .enum(["0", "1"], { error: "must be 1 (import the good rows) or 0" })
    .optional()
    .transform((v) => v === "1"),
});

/** The answer to an import: rows read, products added and updated, and the bad rows left out ("line N: field: reason"). */
export const productImportResultSchema = z.object({
  rows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
  problems: z.array(z.string()),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
