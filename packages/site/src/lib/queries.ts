import {
  type AdminProductFilters,
  ApiError,
  defaultSortDirection,
  queryKeys,
  type ApiClient,
  type BlogPost,
  type Page,
  type PublicApi,
} from "@app/core";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";

/**
 * Query option factories, one per resource (TkDodo's "Effective React Query Keys"): the key from core's
 * key factory and the typed client call that loads it, side by side. Every `useQuery` takes its options
 * from here (the query client has no default query function), so a key and its loader can never drift
 * apart. Keys keep the API path as their first part, which a static page reads to preload its data
 * (`keyToPath`). What the public pages read takes core's PublicApi (no zod); the admin's validating
 * ApiClient has the same shape and is passed to the same factories, so both fill one cache entry.
 */
/**
 * An admin list a page at a time (docs/decisions/0030-admin-lists-paged.md): each page's `next` cursor is the
 * next page's parameter; a refetch (after a write) reloads the pages from the first, following the fresh cursors.
 */
const pagedList = <T>(queryKey: readonly unknown[], load: (cursor: string | null) => Promise<Page<T>>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page: Page<T>) => page.next,
  });

export const productQueries = {
  list: (api: PublicApi) => queryOptions({ queryKey: queryKeys.products.all, queryFn: () => api.products.list() }),
  /** The admin's table: searched and sorted by the server; the defaults are left out of the request. */
  adminPages: (api: ApiClient, { q, sort, dir }: AdminProductFilters) =>
    pagedList(queryKeys.adminProducts.list({ q, sort, dir }), (cursor) =>
      api.products.adminPage({
        q: q.trim() || undefined,
        sort: sort === "newest" && dir === "desc" ? undefined : sort,
        dir: dir === defaultSortDirection(sort) ? undefined : dir,
        cursor,
      }),
    ),
};

export const storeQueries = {
  list: (api: PublicApi) => queryOptions({ queryKey: queryKeys.stores.all, queryFn: () => api.stores.list() }),
};

export const configQueries = {
  /** The server's settings the pages need (the Rakuten publisher id of the shop deep links). */
  get: (api: PublicApi) => queryOptions({ queryKey: queryKeys.config.all, queryFn: () => api.config() }),
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
  /** The scheduling queue, a page at a time. */
  pages: (api: ApiClient) => pagedList(queryKeys.tweets.lists(), (cursor) => api.tweets.page({ cursor })),
  posting: (api: ApiClient) => queryOptions({ queryKey: queryKeys.tweets.posting, queryFn: () => api.tweets.posting() }),
};

export const blogQueries = {
  list: (api: PublicApi) => queryOptions({ queryKey: queryKeys.blog.all, queryFn: () => api.blog.list() }),
  detail: (api: PublicApi, slug: string) =>
    queryOptions({
      queryKey: queryKeys.blog.detail(slug),
      queryFn: (): Promise<BlogPost | null> => api.blog.get(slug).catch(nullWhenNotFound),
      enabled: slug !== "",
    }),
  /** The saved posts, most recently updated first, a page at a time. */
  adminPages: (api: ApiClient) => pagedList(queryKeys.adminPosts.lists(), (cursor) => api.blog.adminPage({ cursor })),
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
  /** Clicks of the products `ids` names (the rows of one page of the product table). */
  products: (api: ApiClient, days: number, ids: readonly number[]) =>
    queryOptions({
      queryKey: queryKeys.clicks.products(days, ids),
      queryFn: async () => (await api.clicks.products({ days, ids })).items,
      enabled: ids.length > 0,
    }),
};

export const linkQueries = {
  /** The checked links a page at a time; every page also says which stores earn nothing and whether a check runs. */
  health: (api: ApiClient) =>
    infiniteQueryOptions({
      queryKey: queryKeys.links.lists(),
      queryFn: ({ pageParam }) => api.links.health({ cursor: pageParam }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next,
    }),
  /** Which of the products `ids` names have a broken link (the rows of one page of the product table). */
  brokenProducts: (api: ApiClient, ids: readonly number[]) =>
    queryOptions({
      queryKey: queryKeys.links.brokenProducts(ids),
      queryFn: async () => (await api.links.brokenProducts({ ids })).items,
      enabled: ids.length > 0,
    }),
};
