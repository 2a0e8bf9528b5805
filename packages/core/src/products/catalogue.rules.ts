/**
 * The catalogue's filters and sorts (/products and /products/category/{category}), without zod: the public pages
 * read them from their address with these rules, and the API's schema (catalogue.schema.ts) checks the same
 * parameters with the same tests, so a page and the API accept and refuse the same addresses
 * (docs/decisions/0046-catalogue-facets.md).
 */

/** The orders of the catalogue: `featured` is the home grid's (orderProductGrid in product.rules.ts). */
export const CATALOGUE_SORTS = ["featured", "price", "-price", "rating", "newest"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const CATALOGUE_SORT_LABELS: Record<CatalogueSort, string> = {
  featured: "Featured",
  price: "Price: low to high",
  "-price": "Price: high to low",
  rating: "Top rated",
  newest: "Newest",
};

/** What a visitor narrows the catalogue by (a category is its page's path, or the API's `category`). */
export interface CatalogueFilters {
  /** A store, as the products name it (`sourceStore`). */
  store?: string;
  /** Lowest and highest price, in the product's own currency ("12.50"). */
  min?: string;
  max?: string;
  /** Only products in stock. */
  instock?: boolean;
  sort?: CatalogueSort;
}

/** The address parameters of the filters, in the order an address writes them. */
export const CATALOGUE_FILTER_PARAMS = ["store", "min", "max", "instock", "sort"] as const;

/** An amount as the price column holds it (numeric(10,2)): up to 8 digits, and up to 2 decimals. */
export const CATALOGUE_AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;
export const CATALOGUE_AMOUNT_MESSAGE = "must be an amount such as 25 or 12.50";
/** A store's name: at most this many characters (as a product's store), no control characters. */
export const CATALOGUE_STORE_MAX = 100;
/** Whether a store name holds no control character (NUL, a line break…), which no store's name has. */
export const hasNoControlCharacter = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
};
export const CATALOGUE_STORE_MESSAGE = `must be a store name of 1 to ${CATALOGUE_STORE_MAX} characters`;
export const CATALOGUE_INSTOCK_MESSAGE = "must be 1 (only products in stock) or left out";
export const CATALOGUE_SORT_MESSAGE = `must be one of: ${CATALOGUE_SORTS.join(", ")}`;
export const CATALOGUE_RANGE_MESSAGE = "must not be below min";

/** How many of the address's filters narrow or reorder the list (a price range is one; said on a phone's filters line). */
export const appliedCatalogueFilters = (filters: CatalogueFilters): number =>
  [
    filters.store !== undefined,
    filters.min !== undefined || filters.max !== undefined,
    filters.instock === true,
    filters.sort !== undefined && filters.sort !== "featured",
  ].filter(Boolean).length;

/** Whether the address narrows or reorders the list (then it is not indexed and names its unfiltered page as canonical). */
export const isFilteredCatalogue = (filters: CatalogueFilters): boolean => appliedCatalogueFilters(filters) > 0;

/**
 * The query string of `filters` (and a numbered page after the first), "" when there is none: the default sort and
 * empty values are left out, so one list has one address.
 */
export function catalogueQuery(filters: CatalogueFilters = {}, page = 1): string {
  const params = new URLSearchParams();
  if (filters.store) params.set("store", filters.store);
  if (filters.min) params.set("min", filters.min);
  if (filters.max) params.set("max", filters.max);
  if (filters.instock) params.set("instock", "1");
  if (filters.sort && filters.sort !== "featured") params.set("sort", filters.sort);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A parameter the address got wrong: its name and what is wrong with it. */
export interface CatalogueParamError {
  param: string;
  message: string;
}

/**
 * The filters of an address's query (`?store=…&min=…&sort=…`), as the API checks them: an empty value counts as
 * absent (a plain GET form sends its empty fields); anything else malformed is an error naming the parameter.
 */
export function readCatalogueFilters(search: URLSearchParams): { filters: CatalogueFilters } | { error: CatalogueParamError } {
  const value = (name: string) => {
    const text = search.get(name);
    return text === null || text === "" ? undefined : text;
  };
  const filters: CatalogueFilters = {};
  const store = value("store")?.trim();
  if (store !== undefined) {
    if (store.length === 0 || store.length > CATALOGUE_STORE_MAX || !hasNoControlCharacter(store))
      return { error: { param: "store", message: CATALOGUE_STORE_MESSAGE } };
    filters.store = store;
  }
  for (const name of ["min", "max"] as const) {
    const amount = value(name);
    if (amount === undefined) continue;
    if (!CATALOGUE_AMOUNT.test(amount)) return { error: { param: name, message: CATALOGUE_AMOUNT_MESSAGE } };
    filters[name] = amount;
  }
  if (filters.min !== undefined && filters.max !== undefined && Number(filters.max) < Number(filters.min))
    return { error: { param: "max", message: CATALOGUE_RANGE_MESSAGE } };
  const instock = value("instock");
  if (instock !== undefined) {
    if (instock !== "1") return { error: { param: "instock", message: CATALOGUE_INSTOCK_MESSAGE } };
    filters.instock = true;
  }
  const sort = value("sort");
  if (sort !== undefined) {
    if (!(CATALOGUE_SORTS as readonly string[]).includes(sort)) return { error: { param: "sort", message: CATALOGUE_SORT_MESSAGE } };
    filters.sort = sort as CatalogueSort;
  }
  return { filters };
}

/** A count of the products of one category or store that the other filters leave (GET /api/products/facets). */
export interface FacetCount {
  value: string;
  count: number;
}

/**
 * The facet counts of a filtered catalogue: `total` products match every filter; each category's count is what
 * the other filters leave in it (whatever category is chosen), each store's likewise, and `inStock` is how many of
 * the products the other filters leave are in stock.
 */
export interface CatalogueFacets {
  total: number;
  categories: FacetCount[];
  stores: FacetCount[];
  inStock: number;
}
