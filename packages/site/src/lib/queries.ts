import {
  type AdminProductFilters,
  defaultSortDirection,
  queryKeys,
  type ApiClient,
  type LinkKind,
  type LinkStatus,
  type Page,
  type Tweet,
} from "@app/core";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";

/**
 * The query option factories of the admin screens (the public pages' own are in public-queries.ts, which the public
 * pages import directly, so their start-up code carries none of these). The admin's validating ApiClient has the
 * PublicApi's shape where both read, and the factories that take only the part of PublicApi they call are shared
 * with it: both fill one cache entry.
 */
import { resourceQueries as publicResourceQueries, storeQueries as publicStoreQueries } from "./public-queries";

export { configQueries, searchQueries } from "./public-queries";

/**
 * An admin list a page at a time (docs/decisions/0031-admin-lists-paged.md): each page's `next` cursor is the
 * next page's parameter; a refetch (after a write) reloads the pages from the first, following the fresh cursors.
 */
const pagedList = <T>(queryKey: readonly unknown[], load: (cursor: string | null) => Promise<Page<T>>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page: Page<T>) => page.next,
  });

/** How many matches the post editor's product picker shows. */
export const PRODUCT_PICKER_LIMIT = 8;

export const productQueries = {
  /** The post editor's product picker: the first matches of `q` (the newest products when it is blank). */
  picker: (api: ApiClient, q: string) =>
    queryOptions({
      queryKey: queryKeys.adminProducts.picker(q),
      queryFn: async () => (await api.products.adminPage({ query: { q: q || undefined, limit: PRODUCT_PICKER_LIMIT } })).items,
    }),
  /** The products a product box or comparison table in the editor names (a deleted one is missing). */
  byIds: (api: ApiClient, ids: readonly number[]) =>
    queryOptions({
      queryKey: queryKeys.adminProducts.byIds(ids),
      queryFn: async () => (ids.length === 0 ? [] : (await api.products.adminPage({ query: { ids, limit: ids.length } })).items),
    }),
  /** The admin's table: searched and sorted by the server; the defaults are left out of the request. */
  adminPages: (api: ApiClient, { q, sort, dir }: AdminProductFilters) =>
    pagedList(queryKeys.adminProducts.list({ q, sort, dir }), (cursor) =>
      api.products.adminPage({
        query: {
          q: q.trim() || undefined,
          sort: sort === "newest" && dir === "desc" ? undefined : sort,
          dir: dir === defaultSortDirection(sort) ? undefined : dir,
          cursor,
        },
      }),
    ),
};

/** Stores and listings show as cards, a phone's screen or two per page: 24 at a time. */
const ADMIN_CARD_PAGE = 24;

export const storeQueries = {
  ...publicStoreQueries,
  /** The admin's list in name order, searched by the server (name or city), a page at a time. */
  adminPages: (api: ApiClient, q: string) =>
    pagedList(queryKeys.adminStores.list(q), (cursor) =>
      api.stores.adminPage({ query: { q: q.trim() || undefined, limit: ADMIN_CARD_PAGE, cursor } }),
    ),
};

export const resourceQueries = {
  ...publicResourceQueries,
  /** The admin's brand listings in name order, searched by the server, a page at a time. */
  adminPages: (api: ApiClient, q: string) =>
    pagedList(queryKeys.adminResources.list(q), (cursor) =>
      api.resources.adminPage({ query: { q: q.trim() || undefined, limit: ADMIN_CARD_PAGE, cursor } }),
    ),
};

export const programQueries = {
  list: (api: ApiClient) => queryOptions({ queryKey: queryKeys.programs.all, queryFn: () => api.programs.list() }),
};

export const tweetQueries = {
  /** The scheduling queue, a page at a time. */
  pages: (api: ApiClient, status?: Tweet["status"]) =>
    pagedList(queryKeys.tweets.list(status), (cursor) => api.tweets.page({ query: { cursor, status } })),
  counts: (api: ApiClient) => queryOptions({ queryKey: queryKeys.tweets.counts, queryFn: () => api.tweets.counts() }),
  /** The tweets of one week of the calendar ([from, to)). */
  calendar: (api: ApiClient, from: string, to: string) =>
    queryOptions({ queryKey: queryKeys.tweets.calendar(from, to), queryFn: () => api.tweets.calendar({ query: { from, to } }) }),
  posting: (api: ApiClient) => queryOptions({ queryKey: queryKeys.tweets.posting, queryFn: () => api.tweets.posting() }),
};

export const blogQueries = {
  /** The saved posts, most recently updated first, a page at a time. */
  adminPages: (api: ApiClient) => pagedList(queryKeys.adminPosts.lists(), (cursor) => api.blog.adminPage({ query: { cursor } })),
  adminDetail: (api: ApiClient, id: number) =>
    queryOptions({ queryKey: queryKeys.adminPosts.detail(id), queryFn: () => api.blog.adminGet({ params: { id } }) }),
  /** Whether AI generation is set up on the server (it does not change while the server runs). */
  generationStatus: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.generationStatus.all, queryFn: () => api.blog.generationStatus() }),
};

export const adminQueries = {
  status: (api: ApiClient) => queryOptions({ queryKey: queryKeys.adminStatus.all, queryFn: () => api.admin.status() }),
};

export const clickQueries = {
  stats: (api: ApiClient, days: number) =>
    queryOptions({ queryKey: queryKeys.clicks.stats(days), queryFn: () => api.clicks.stats({ query: { days } }) }),
  /** Clicks of the products `ids` names (the rows of one page of the product table). */
  products: (api: ApiClient, days: number, ids: readonly number[]) =>
    queryOptions({
      queryKey: queryKeys.clicks.products(days, ids),
      queryFn: async () => (await api.clicks.products({ query: { days, ids } })).items,
      enabled: ids.length > 0,
    }),
};

export const earningsQueries = {
  report: (api: ApiClient, from: string, to: string) =>
    queryOptions({ queryKey: queryKeys.earnings.report(from, to), queryFn: () => api.earnings.report({ query: { from, to } }) }),
  /** The 30-day revenue of the products `ids` names (the rows of one page of the product table). */
  products: (api: ApiClient, ids: readonly number[]) =>
    queryOptions({
      queryKey: queryKeys.earnings.products(ids),
      queryFn: () => api.earnings.products({ query: { ids } }),
      enabled: ids.length > 0,
    }),
  trackingIds: (api: ApiClient) => queryOptions({ queryKey: queryKeys.earnings.trackingIds, queryFn: () => api.earnings.trackingIds() }),
};

export const priceQueries = {
  status: (api: ApiClient) => queryOptions({ queryKey: queryKeys.prices.status, queryFn: () => api.prices.status() }),
  /** The price history of the products `ids` names (the rows of one page of the product table). */
  history: (api: ApiClient, ids: readonly number[]) =>
    queryOptions({
      queryKey: queryKeys.prices.history(ids),
      queryFn: () => api.prices.history({ query: { ids, days: 30 } }),
      enabled: ids.length > 0,
    }),
  changes: (api: ApiClient, days: 7 | 30) =>
    queryOptions({ queryKey: queryKeys.prices.changes(days), queryFn: () => api.prices.changes({ query: { days } }) }),
};

export const linkQueries = {
  /** The checked links a page at a time; every page also says which stores earn nothing and whether a check runs. */
  health: (api: ApiClient, filters: { status: LinkStatus | ""; kind: LinkKind | "" } = { status: "", kind: "" }) =>
    infiniteQueryOptions({
      queryKey: queryKeys.links.list(filters),
      queryFn: ({ pageParam }) =>
        api.links.health({ query: { cursor: pageParam, status: filters.status || undefined, kind: filters.kind || undefined } }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next,
    }),
  /** Which of the products `ids` names have a broken link (the rows of one page of the product table). */
  brokenProducts: (api: ApiClient, ids: readonly number[]) =>
    queryOptions({
      queryKey: queryKeys.links.brokenProducts(ids),
      queryFn: async () => (await api.links.brokenProducts({ query: { ids } })).items,
      enabled: ids.length > 0,
    }),
};

export const subscriberQueries = {
  /** Price alert subscribers matching `q` a page at a time; every page also has the counts, how mail leaves and the outbox. */
  list: (api: ApiClient, q: string) =>
    infiniteQueryOptions({
      queryKey: queryKeys.subscribers.list(q),
      queryFn: ({ pageParam }) => api.subscribers.list({ query: { q, cursor: pageParam } }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next,
    }),
};
