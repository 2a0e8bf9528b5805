import { ApiError, type CatalogueFilters, type ProductPage, publicQueryKeys as queryKeys, type PublicApi } from "@app/core";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";

/**
 * The catalogue's query option factories (see public-queries.ts), apart from the other public pages' as Home's
 * start-up code carries them.
 */
export const productQueries = {
  /**
   * Page `page` of the catalogue in the grid order (core's orderProductGrid), as the server orders it: Home's grid,
   * /products?page=N.
   */
  page: (api: PublicApi, page: number) => queryOptions({ queryKey: queryKeys.products.page(page), queryFn: () => api.products.page(page) }),
  /**
   * Page `page` of a category (or the whole catalogue) narrowed and ordered by `filters`, as the server orders it
   * (/products?…, /products/category/{category}?…). Without filters it is `page`'s query. Another filter keeps the
   * shown page until its own arrives.
   */
  list: (api: PublicApi, category: string | undefined, filters: CatalogueFilters, page: number) =>
    queryOptions({
      queryKey: queryKeys.products.list(category, filters, page),
      queryFn: () => api.products.list(category, filters, page),
      placeholderData: keepPreviousData,
    }),
  /** The facet counts of a category (or the whole catalogue) and filters, counted by the server. */
  facets: (api: PublicApi, category: string | undefined, filters: CatalogueFilters) =>
    queryOptions({
      queryKey: queryKeys.products.facets(category, filters),
      queryFn: () => api.products.facets(category, filters),
      placeholderData: keepPreviousData,
    }),
  /** The hero carousel's products, picked and ordered by the server. */
  hero: (api: PublicApi) => queryOptions({ queryKey: queryKeys.products.hero, queryFn: () => api.products.hero() }),
  /**
   * A product's page (the API follows an older slug's 301 to the current one). No such product (404) or a deleted one
   * (410) is an answer, not a failure: the page shows it with its status.
   */
  detail: (api: PublicApi, slug: string) =>
    queryOptions({
      queryKey: queryKeys.products.detail(slug),
      queryFn: (): Promise<ProductPage | ProductPageMissing> =>
        api.products.get(slug).catch((error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 410)) return { missing: error.status };
          throw error;
        }),
      enabled: slug !== "",
    }),
};

/** What a product page shows when its slug names no product (404) or a deleted one (410). */
export interface ProductPageMissing {
  missing: 404 | 410;
}
