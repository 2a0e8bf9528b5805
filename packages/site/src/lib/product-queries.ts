import { publicQueryKeys as queryKeys, type PublicApi } from "@app/core";
import { queryOptions } from "@tanstack/react-query";

/**
 * The catalogue's query option factories (see public-queries.ts), apart from the other public pages' as Home's
 * start-up code carries them.
 */
export const productQueries = {
  /** Page `page` of the catalogue in the grid order (SPEC §9), as the server orders it: Home's grid, /products?page=N. */
  page: (api: PublicApi, page: number) => queryOptions({ queryKey: queryKeys.products.page(page), queryFn: () => api.products.page(page) }),
  /** The hero carousel's products, picked and ordered by the server. */
  hero: (api: PublicApi) => queryOptions({ queryKey: queryKeys.products.hero, queryFn: () => api.products.hero() }),
};
