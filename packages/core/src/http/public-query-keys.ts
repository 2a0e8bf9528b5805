import { BLOG_PAGE_SIZE, PRODUCT_PAGE_SIZE } from "../common/paging";
import type { CatalogueFilters } from "../products/catalogue.rules";

/**
 * The API's query parameters of a category and filters (catalogue.rules.ts), in the order a key writes them; none
 * for the whole catalogue in the featured order, so its key is the numbered page's.
 */
const catalogueParams = (category: string | undefined, filters: CatalogueFilters): Record<string, string> => {
  const params: Record<string, string> = {};
  if (category) params.category = category;
  if (filters.store) params.store = filters.store;
  if (filters.min) params.min = filters.min;
  if (filters.max) params.max = filters.max;
  if (filters.instock) params.instock = "1";
  if (filters.sort && filters.sort !== "featured") params.sort = filters.sort;
  return params;
};

/**
 * The keys the public pages read, in a module of their own: a public page's start-up code then carries none of the
 * admin's keys (query-keys.ts spreads these into `queryKeys`; the values are the same arrays).
 */
export const publicQueryKeys = {
  resources: { all: ["/api/resources"] as const },
  products: {
    all: ["/api/products"] as const,
    hero: ["/api/products", "hero"] as const,
    /** A numbered page (the path these keys name is the very request: limit first, as public-api builds it). */
    page: (page: number) => ["/api/products", { limit: PRODUCT_PAGE_SIZE, page }] as const,
    /** A numbered page of a category and filters (the unfiltered catalogue's is `page`'s key). */
    list: (category: string | undefined, filters: CatalogueFilters, page: number) =>
      ["/api/products", { limit: PRODUCT_PAGE_SIZE, page, ...catalogueParams(category, filters) }] as const,
    /** The facet counts of a category and filters. */
    facets: (category: string | undefined, filters: CatalogueFilters) =>
      ["/api/products", "facets", catalogueParams(category, filters)] as const,
    /** A product page's data. */
    detail: (slug: string) => ["/api/products", slug] as const,
  },
  stores: {
    all: ["/api/stores"] as const,
    detail: (slug: string) => ["/api/stores", slug] as const,
    near: (near: string) => ["/api/stores", { near }] as const,
  },
  config: { all: ["/api/config"] as const },
  search: {
    all: ["/api/search"] as const,
    query: (q: string) => ["/api/search", { q }] as const,
  },
  blog: {
    all: ["/api/blog"] as const,
    page: (page: number) => ["/api/blog", { limit: BLOG_PAGE_SIZE, page }] as const,
    detail: (slug: string) => ["/api/blog", slug] as const,
  },
} as const;
