import { queryKeys, type ApiClient } from "@app/core";
import { queryOptions } from "@tanstack/react-query";

/**
 * The query option factories of the admin screens (the public pages' own are in public-queries.ts, which the public
 * pages import directly, so their start-up code carries none of these). The admin's validating ApiClient has the
 * PublicApi's shape where both read, and the factories that take only the part of PublicApi they call are shared
 * with it: both fill one cache entry.
 */
export { configQueries, searchQueries, storeQueries } from "./public-queries";

export const productQueries = {
  adminList: (api: ApiClient) => queryOptions({ queryKey: queryKeys.adminProducts.all, queryFn: () => api.products.adminList() }),
};

export const programQueries = {
  list: (api: ApiClient) => queryOptions({ queryKey: queryKeys.programs.all, queryFn: () => api.programs.list() }),
};

export const tweetQueries = {
  list: (api: ApiClient) => queryOptions({ queryKey: queryKeys.tweets.all, queryFn: () => api.tweets.list() }),
  posting: (api: ApiClient) => queryOptions({ queryKey: queryKeys.tweets.posting, queryFn: () => api.tweets.posting() }),
};

export const blogQueries = {
  adminList: (api: ApiClient) => queryOptions({ queryKey: queryKeys.adminPosts.all, queryFn: () => api.blog.adminList() }),
  adminDetail: (api: ApiClient, id: number) =>
    queryOptions({ queryKey: queryKeys.adminPosts.detail(id), queryFn: () => api.blog.adminGet(id) }),
  /** Whether AI generation is set up on the server (it does not change while the server runs). */
  generationStatus: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.generationStatus.all, queryFn: () => api.blog.generationStatus() }),
};

export const adminQueries = {
  status: (api: ApiClient) => queryOptions({ queryKey: queryKeys.adminStatus.all, queryFn: () => api.admin.status() }),
};

export const clickQueries = {
  stats: (api: ApiClient, days: number) => queryOptions({ queryKey: queryKeys.clicks.stats(days), queryFn: () => api.clicks.stats(days) }),
  products: (api: ApiClient, days: number) =>
    queryOptions({ queryKey: queryKeys.clicks.products(days), queryFn: () => api.clicks.products(days) }),
};

export const linkQueries = {
  health: (api: ApiClient) => queryOptions({ queryKey: queryKeys.links.all, queryFn: () => api.links.health() }),
  brokenProducts: (api: ApiClient) => queryOptions({ queryKey: queryKeys.links.brokenProducts, queryFn: () => api.links.brokenProducts() }),
};
