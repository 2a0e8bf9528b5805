import { ApiError, publicQueryKeys as queryKeys, type BlogPost, type PublicApi, type Store, type StoreNear } from "@app/core";
import { queryOf } from "./product-queries";
import { queryOptions } from "@tanstack/react-query";

/**
 * What the public pages read: query option factories, one per resource (TkDodo's "Effective React Query Keys"), the
 * key from core's key factory and the PublicApi call (no zod) that loads it, side by side. Every `useQuery` takes its
 * options from a factory (the query client has no default query function), so a key and its loader can never drift
 * apart. Keys keep the API path as their first part, which a static page reads to preload its data (`keyToPath`).
 * Kept apart from the admin's (queries.ts) and from the catalogue's (product-queries.ts, Home's start-up code), so
 * each page's start-up code carries only its own.
 */
export const storeQueries = {
  list: (api: Pick<PublicApi, "stores">) => queryOptions({ queryKey: queryKeys.stores.all, queryFn: () => api.stores.list() }),
  /** A store's page; an unknown slug loads as null ('Store Not Found', status 404). */
  detail: (api: Pick<PublicApi, "stores">, slug: string) =>
    queryOptions({
      queryKey: queryKeys.stores.detail(slug),
      queryFn: (): Promise<Store | null> => api.stores.get({ params: { slug } }).catch(nullWhenNotFound),
      enabled: slug !== "",
    }),
  /** Every store nearest to a visitor's place first (Near me), each with its distance; `null` asks nothing. */
  near: (api: Pick<PublicApi, "stores">, at: { lat: number; lng: number } | null) =>
    queryOptions({
      queryKey: queryKeys.stores.near(at ? `${at.lat},${at.lng}` : ""),
      // With `near`, every store comes with its distance.
      queryFn: () => (at ? (api.stores.list({ query: { near: [at.lat, at.lng] } }) as Promise<StoreNear[]>) : Promise.resolve([])),
      enabled: at !== null,
    }),
};

export { configQueries } from "./amazon-links";

export const resourceQueries = {
  /** The brand listings of /resources (the admin edits them), in the category order. */
  list: (api: Pick<PublicApi, "resources">) => queryOptions({ queryKey: queryKeys.resources.all, queryFn: () => api.resources.list() }),
};

export const searchQueries = {
  /** Site search; an empty query is not sent (the page shows its start state). */
  results: (api: PublicApi, q: string) =>
    queryOptions({ queryKey: queryKeys.search.query(q), queryFn: () => api.search({ query: { q } }), enabled: q !== "" }),
};

/** A post's 404 (an unknown or unpublished slug) is an answer, not a failure: null, shown as 'Post Not Found'. */
const nullWhenNotFound = (error: unknown): null => {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
};

export const blogQueries = {
  /** Page `page` of the public posts in the blog order (pinned slugs, featured, the rest; newest first). */
  page: (api: PublicApi, page: number) => {
    const queryKey = queryKeys.blog.page(page);
    return queryOptions({ queryKey, queryFn: () => api.blog.list({ query: queryOf(queryKey) }) });
  },
  detail: (api: PublicApi, slug: string) =>
    queryOptions({
      queryKey: queryKeys.blog.detail(slug),
      queryFn: (): Promise<BlogPost | null> => api.blog.get({ params: { slug } }).catch(nullWhenNotFound),
      enabled: slug !== "",
    }),
};
