import {
  isPlaceholderImage,
  PRODUCT_DEFAULTS,
  productCreateSchema,
  type AdminProduct,
  type ExtractedProduct,
  type ProductCreate,
} from "@app/core";

/** The product dialog's fields, as the inputs hold them (text). */
export interface ProductFormValues {
  title: string;
  productUrl: string;
  sourceStore: string;
  amazonAsin: string;
  price: string;
  rating: string;
  reviewCount: string;
  category: string;
  imageUrl: string;
}

export type ProductField = keyof ProductFormValues;

/** An empty Add form with the defaults of spec §9. */
export const emptyProductForm = (): ProductFormValues => ({
  title: "",
  productUrl: "",
  sourceStore: PRODUCT_DEFAULTS.sourceStore,
  amazonAsin: "",
  price: "",
  rating: PRODUCT_DEFAULTS.rating,
  reviewCount: String(PRODUCT_DEFAULTS.reviewCount),
  category: PRODUCT_DEFAULTS.category,
  imageUrl: "",
});

export const productToForm = (p: AdminProduct): ProductFormValues => ({
  title: p.title,
  productUrl: p.productUrl,
  sourceStore: p.sourceStore,
  amazonAsin: p.amazonAsin ?? "",
  price: p.price,
  rating: p.rating,
  reviewCount: String(p.reviewCount),
  category: p.category,
  imageUrl: p.imageUrl,
});

/**
 * The form after extraction (spec §7): every field from the extractor, or its default when the
 * extractor found nothing; the product URL falls back to the URL that was extracted.
 */
export function formFromExtracted(data: ExtractedProduct, url: string): ProductFormValues {
  const defaults = emptyProductForm();
  return {
    title: data.title || defaults.title,
    productUrl: data.productUrl || url.trim(),
    sourceStore: data.sourceStore || defaults.sourceStore,
    amazonAsin: data.amazonAsin ?? defaults.amazonAsin,
    price: data.price || defaults.price,
    rating: data.rating || defaults.rating,
    reviewCount: String(data.reviewCount ?? PRODUCT_DEFAULTS.reviewCount),
    category: data.category || defaults.category,
    imageUrl: data.imageUrl || defaults.imageUrl,
  };
}

export interface ToastMessage {
  title: string;
  description: string;
}

/** The success toast after extraction (spec §8). */
export function extractionToast(data: ExtractedProduct): ToastMessage {
  const store = data.sourceStore || PRODUCT_DEFAULTS.sourceStore;
  if (store.toLowerCase() === "amazon" && data.amazonAsin) {
    const missing = [!data.title && "title", !data.price && "price", !data.imageUrl && "image URL"].filter(
      (item): item is string => typeof item === "string",
    );
    return {
      title: "ASIN extracted successfully!",
      description:
        missing.length === 0
          ? "Check the prefilled title, price and image before saving"
          : `Please enter the ${joinList(missing)} manually`,
    };
  }
  return { title: `${store} product detected!`, description: "Fill in the product details manually" };
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const FIELD_LABELS: Record<ProductField, string> = {
  title: "Title",
  productUrl: "Product URL",
  sourceStore: "Store",
  amazonAsin: "Amazon ASIN",
  price: "Price",
  rating: "Rating",
  reviewCount: "Review count",
  category: "Category",
  imageUrl: "Image URL",
};

export type ProductValidation =
  | { ok: true; payload: ProductCreate }
  | { ok: false; errors: Partial<Record<ProductField, string>>; toast: ToastMessage };

/**
 * Spec §5: the three named messages first (blank title, blank price, placeholder image), then the
 * shared schema (core productCreateSchema) for everything else. Errors are per field for inline display;
 * `toast` is the first one.
 */
export function validateProductForm(values: ProductFormValues): ProductValidation {
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

  const reviewCount = values.reviewCount.trim() === "" ? Number.NaN : Number(values.reviewCount);
  const parsed = productCreateSchema.safeParse({
    title: values.title,
    productUrl: values.productUrl,
    sourceStore: values.sourceStore,
    amazonAsin: values.amazonAsin,
    price: values.price,
    rating: values.rating,
    reviewCount,
    category: values.category,
    imageUrl: values.imageUrl,
  });

  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProductField | undefined;
      if (!field || !(field in FIELD_LABELS) || errors[field]) continue;
      const message = `${FIELD_LABELS[field]} ${issue.message}`;
      errors[field] = message;
      toasts.push({ title: `${FIELD_LABELS[field]} is invalid`, description: message });
    }
  }

  const first = toasts[0];
  if (first) return { ok: false, errors, toast: first };
  if (!parsed.success) {
    return { ok: false, errors, toast: { title: "Please check the form", description: parsed.error.issues[0]?.message ?? "" } };
  }
  return { ok: true, payload: parsed.data };
}
