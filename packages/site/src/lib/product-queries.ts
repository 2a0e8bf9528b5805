import { ApiError, type CatalogueFilters, type ProductPage, publicQueryKeys as queryKeys, type PublicApi } from "@app/core";

/** A key's query (its trailing object): the request is the very address the key names, which a static page preloads by. */
export const queryOf = (key: readonly unknown[]) => key[key.length - 1] as Record<string, never>;
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
  page: (api: PublicApi, page: number) => {
    const queryKey = queryKeys.products.page(page);
    return queryOptions({ queryKey, queryFn: () => api.products.list({ query: queryOf(queryKey) }) });
  },
  /**
   * Page `page` of a category (or the whole catalogue) narrowed and ordered by `filters`, as the server orders it
   * (/products?…, /products/category/{category}?…). Without filters it is `page`'s query. Another filter keeps the
   * shown page until its own arrives.
   */
  list: (api: PublicApi, category: string | undefined, filters: CatalogueFilters, page: number) => {
    const queryKey = queryKeys.products.list(category, filters, page);
    return queryOptions({ queryKey, queryFn: () => api.products.list({ query: queryOf(queryKey) }), placeholderData: keepPreviousData });
  },
  /** The facet counts of a category (or the whole catalogue) and filters, counted by the server. */
  facets: (api: PublicApi, category: string | undefined, filters: CatalogueFilters) => {
    const queryKey = queryKeys.products.facets(category, filters);
    return queryOptions({ queryKey, queryFn: () => api.products.facets({ query: queryOf(queryKey) }), placeholderData: keepPreviousData });
  },
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
        api.products.get({ params: { slug } }).catch((error: unknown) => {
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
