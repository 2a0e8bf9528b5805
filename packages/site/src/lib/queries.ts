import { queryKeys, type ApiClient } from "@app/core";
import { queryOptions } from "@tanstack/react-query";

/**
 * Query option factories, one per resource (TkDodo's "Effective React Query Keys"): the key from core's
 * key factory and the typed client call that loads it, side by side. Every `useQuery` takes its options
 * from here, so a key and its loader can never drift apart. Keys keep the API path as their first part,
 * which the prerender reads to preload each page's data (`keyToPath`).
 */
export const productQueries = {
  list: (api: ApiClient) => queryOptions({ queryKey: queryKeys.products.all, queryFn: () => api.products.list() }),
  adminList: (api: ApiClient) => queryOptions({ queryKey: queryKeys.adminProducts.all, queryFn: () => api.products.adminList() }),
};

export const storeQueries = {
  list: (api: ApiClient) => queryOptions({ queryKey: queryKeys.stores.all, queryFn: () => api.stores.list() }),
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
