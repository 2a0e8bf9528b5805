import { DEFAULT_CURRENCY, isPlaceholderImage, PRODUCT_DEFAULTS, type AdminProduct, type ExtractedProduct } from "@app/core";

/** The currencies the Currency field suggests (any ISO 4217 code is accepted). */
export const COMMON_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "JPY", "CHF", "SEK", "PLN", "MXN", "BRL", "INR"] as const;

/** The product dialog's fields, as the inputs hold them (text). */
export interface ProductFormValues {
  title: string;
  productUrl: string;
  sourceStore: string;
  amazonAsin: string;
  price: string;
  currency: string;
  rating: string;
  reviewCount: string;
  category: string;
  imageUrl: string;
  /** A short description for the product's page (optional). */
  description: string;
}

export type ProductField = keyof ProductFormValues;

/** An empty Add form with the catalogue defaults (core PRODUCT_DEFAULTS). */
export const emptyProductForm = (): ProductFormValues => ({
  title: "",
  productUrl: "",
  sourceStore: PRODUCT_DEFAULTS.sourceStore,
  amazonAsin: "",
  price: "",
  currency: DEFAULT_CURRENCY,
  rating: PRODUCT_DEFAULTS.rating,
  reviewCount: String(PRODUCT_DEFAULTS.reviewCount),
  category: PRODUCT_DEFAULTS.category,
  imageUrl: "",
  description: "",
});

export const productToForm = (p: AdminProduct): ProductFormValues => ({
  title: p.title,
  productUrl: p.productUrl,
  sourceStore: p.sourceStore,
  amazonAsin: p.amazonAsin ?? "",
  price: p.price,
  currency: p.currency,
  rating: p.rating,
  reviewCount: String(p.reviewCount),
  category: p.category,
  imageUrl: p.imageUrl,
  description: p.description,
});

/**
 * The form after extraction: each field the extractor found replaces what the form held; the rest keep
 * what the admin typed (or the defaults). The product URL falls back to the URL that was extracted.
 */
export function formFromExtracted(data: ExtractedProduct, url: string, current: ProductFormValues = emptyProductForm()): ProductFormValues {
  return {
    title: data.title || current.title,
    productUrl: data.productUrl || url.trim(),
    sourceStore: data.sourceStore || current.sourceStore,
    amazonAsin: data.amazonAsin ?? current.amazonAsin,
    price: data.price || current.price,
    currency: data.currency || current.currency,
    rating: data.rating || current.rating,
    reviewCount: data.reviewCount ? String(data.reviewCount) : current.reviewCount,
    category: data.category || current.category,
    imageUrl: data.imageUrl || current.imageUrl,
    description: current.description,
  };
}

export interface ToastMessage {
  title: string;
  description: string;
}

/**
 * The success toast after extraction: what was filled and what is left to enter by hand, in words. The SPEC's titles
 * stay ('ASIN extracted successfully!' for an Amazon link: the ASIN comes from the URL whether or not the page could be
 * read; '{store} product detected!' otherwise); the description says whether the page was read and which of the
 * title, price and image it gave.
 */
export function extractionToast(data: ExtractedProduct): ToastMessage {
  const store = data.sourceStore || PRODUCT_DEFAULTS.sourceStore;
  const fields = [
    ["title", data.title],
    ["price", data.price],
    ["image URL", data.imageUrl],
  ] as const;
  const filled = fields.filter(([, value]) => value !== "").map(([name]) => name);
  const missing = fields.filter(([, value]) => value === "").map(([name]) => name);
  const isAmazon = store.toLowerCase() === "amazon" && data.amazonAsin;
  const title = isAmazon ? "ASIN extracted successfully!" : `${store} product detected!`;
  const fromUrl = isAmazon ? "Only the ASIN and the link were filled" : "Only the store and the link were filled";
  let description: string;
  if (data.pageRead === false)
    description = `The product page could not be read. ${fromUrl}: please enter the ${joinList(missing)} manually`;
  else if (filled.length === 0)
    description = isAmazon
      ? `The page gave no product details. ${fromUrl}: please enter the ${joinList(missing)} manually`
      : "Fill in the product details manually";
  else if (missing.length === 0) description = `Filled the ${joinList(filled)} from the page: check them before saving`;
  else description = `Filled the ${joinList(filled)} from the page. Please enter the ${joinList(missing)} manually`;
  return { title, description };
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export const PRODUCT_FIELD_LABELS: Record<ProductField, string> = {
  title: "Title",
  productUrl: "Product URL",
  sourceStore: "Store",
  amazonAsin: "Amazon ASIN",
  price: "Price",
  currency: "Currency",
  rating: "Rating",
  reviewCount: "Review count",
  category: "Category",
  imageUrl: "Image URL",
  description: "Short description",
};

/**
 * The three named messages the admin reads first (blank title, blank price, placeholder image); the
 * shared schema (core productCreateSchema) checks everything else. Null when none applies.
 */
export function productPrecheck(values: ProductFormValues): { errors: Partial<Record<ProductField, string>>; toast: ToastMessage } | null {
  const errors: Partial<Record<ProductField, string>> = {};
  const toasts: ToastMessage[] = [];
  if (values.title.trim() === "") {
    toasts.push({ title: "Title required", description: "Please enter the product title from Amazon" });
    errors.title = "Title required. Please enter the product title from Amazon";
  }
  if (values.price.trim() === "") {
    toasts.push({ title: "Price required", description: "Please enter the full product price from Amazon" });
    errors.price = "Price required. Please enter the full product price from Amazon";
  }
  if (isPlaceholderImage(values.imageUrl)) {
    toasts.push({ title: "Image URL required", description: "Please replace the placeholder with the actual Amazon product image URL" });
    errors.imageUrl = "Image URL required. Please replace the placeholder with the actual Amazon product image URL";
  }
  const first = toasts[0];
  return first ? { errors, toast: first } : null;
}

/** The create payload as the schema reads it: the review count as a number. */
export const productToInput = (values: ProductFormValues) => ({
  ...values,
  reviewCount: values.reviewCount.trim() === "" ? Number.NaN : Number(values.reviewCount),
});
