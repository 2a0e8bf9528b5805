import { ApiError, queryKeys, type ApiClient, type BlogPost, type PublicApi } from "@app/core";
import { queryOptions } from "@tanstack/react-query";

/**
 * Query option factories, one per resource (TkDodo's "Effective React Query Keys"): the key from core's
 * key factory and the typed client call that loads it, side by side. Every `useQuery` takes its options
 * from here (the query client has no default query function), so a key and its loader can never drift
 * apart. Keys keep the API path as their first part, which a static page reads to preload its data
 * (`keyToPath`). What the public pages read takes core's PublicApi (no zod); the admin's validating
 * ApiClient has the same shape where both read (a factory takes only the part of PublicApi it calls: the admin's
 * client has no paged public lists) and is passed to the same factories, so both fill one cache entry.
 */
export const productQueries = {
  /** Page `page` of the catalogue in the grid order (SPEC §9), as the server orders it: Home's grid, /products?page=N. */
  page: (api: PublicApi, page: number) => queryOptions({ queryKey: queryKeys.products.page(page), queryFn: () => api.products.page(page) }),
  /** The hero carousel's products, picked and ordered by the server. */
  hero: (api: PublicApi) => queryOptions({ queryKey: queryKeys.products.hero, queryFn: () => api.products.hero() }),
  adminList: (api: ApiClient) => queryOptions({ queryKey: queryKeys.adminProducts.all, queryFn: () => api.products.adminList() }),
};

export const storeQueries = {
  list: (api: Pick<PublicApi, "stores">) => queryOptions({ queryKey: queryKeys.stores.all, queryFn: () => api.stores.list() }),
};

export const configQueries = {
  /** The server's settings the pages need (the Rakuten publisher id of the shop deep links). */
  get: (api: Pick<PublicApi, "config">) => queryOptions({ queryKey: queryKeys.config.all, queryFn: () => api.config() }),
};

export const searchQueries = {
  /** Site search; an empty query is not sent (the page shows its start state). */
  results: (api: PublicApi, q: string) =>
    queryOptions({ queryKey: queryKeys.search.query(q), queryFn: () => api.search(q), enabled: q !== "" }),
};

/** A post's 404 (an unknown or unpublished slug) is an answer, not a failure: null, shown as 'Post Not Found'. */
const nullWhenNotFound = (error: unknown): null => {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
};

export const programQueries = {
  list: (api: ApiClient) => queryOptions({ queryKey: queryKeys.programs.all, queryFn: () => api.programs.list() }),
};

export const tweetQueries = {
  list: (api: ApiClient) => queryOptions({ queryKey: queryKeys.tweets.all, queryFn: () => api.tweets.list() }),
  posting: (api: ApiClient) => queryOptions({ queryKey: queryKeys.tweets.posting, queryFn: () => api.tweets.posting() }),
};

export const blogQueries = {
  /** Page `page` of the public posts in the blog order (pinned slugs, featured, the rest; newest first). */
  page: (api: PublicApi, page: number) => queryOptions({ queryKey: queryKeys.blog.page(page), queryFn: () => api.blog.page(page) }),
  detail: (api: PublicApi, slug: string) =>
    queryOptions({
      queryKey: queryKeys.blog.detail(slug),
      queryFn: (): Promise<BlogPost | null> => api.blog.get(slug).catch(nullWhenNotFound),
      enabled: slug !== "",
    }),
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
