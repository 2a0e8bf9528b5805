/** The catalogue's categories, without zod: the public pages read them too (the category pages, the facets). */

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
/** A category's label, or the stored value itself for one outside the list (older data). */
export const productCategoryLabel = (value: string): string => PRODUCT_CATEGORIES.find((c) => c.value === value)?.label ?? value;
