import { BLOG_PAGE_SIZE, PRODUCT_PAGE_SIZE } from "../common/paging";
import type { CatalogueFilters } from "../products/catalogue.rules";
import { endpointPath as path } from "./endpoint-paths";

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
  resources: { all: [path("resources.list")] as const },
  products: {
    all: [path("products.list")] as const,
    hero: [path("products.list"), "hero"] as const,
    /** A numbered page (the path these keys name is the very request: limit first, as public-api builds it). */
    page: (page: number) => [path("products.list"), { limit: PRODUCT_PAGE_SIZE, page }] as const,
    /** A numbered page of a category and filters (the unfiltered catalogue's is `page`'s key). */
    list: (category: string | undefined, filters: CatalogueFilters, page: number) =>
      [path("products.list"), { limit: PRODUCT_PAGE_SIZE, page, ...catalogueParams(category, filters) }] as const,
    /** The facet counts of a category and filters. */
    facets: (category: string | undefined, filters: CatalogueFilters) =>
      [path("products.list"), "facets", catalogueParams(category, filters)] as const,
    /** A product page's data. */
    detail: (slug: string) => [path("products.list"), slug] as const,
  },
  stores: {
    all: [path("stores.list")] as const,
    detail: (slug: string) => [path("stores.list"), slug] as const,
    near: (near: string) => [path("stores.list"), { near }] as const,
  },
  config: { all: [path("config")] as const },
  search: {
    all: [path("search")] as const,
    query: (q: string) => [path("search"), { q }] as const,
  },
  blog: {
    all: [path("blog.list")] as const,
    page: (page: number) => [path("blog.list"), { limit: BLOG_PAGE_SIZE, page }] as const,
    detail: (slug: string) => [path("blog.list"), slug] as const,
  },
} as const;
