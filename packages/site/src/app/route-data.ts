import { pageNumberParam, type PageId, PRODUCT_CATEGORIES, type PublicApi, readCatalogueFilters } from "@app/core";
import type { QueryKey } from "@tanstack/react-query";
import { configQueries } from "../lib/amazon-links";
import { productQueries } from "../lib/product-queries";
import { blogQueries, resourceQueries, searchQueries, storeQueries } from "../lib/public-queries";

/**
 * A query a page reads on start, as its option factory gives it (switched off when `enabled` is false). Of any data
 * type: its loader is there but not typed (a list of them has no one type TanStack's fetchQuery would take).
 */
export interface RouteQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
  enabled?: unknown;
}

/** Where a page is: its route's parameters (`slug`) and the address's search parameters (`?page=`, `?q=`). */
export interface RouteAt {
  params: Record<string, string>;
  search: URLSearchParams;
}

type RouteData = (api: PublicApi, at: RouteAt) => RouteQuery[];

const none: RouteData = () => [];

/** A numbered list's page (`?page=N`): nothing for a malformed number, which is 'Page Not Found'. */
const numbered =
  (query: (api: PublicApi, page: number) => RouteQuery): RouteData =>
  (api, { search }) => {
    const page = pageNumberParam(search.get("page"));
    return page === null ? [] : [query(api, page)];
  };

/**
 * A page of the catalogue (`/products`, or a category's page when `category` is given) and its facet counts, as its
 * address's page number and filters ask: nothing for a malformed one (a 404 or a 400), nor for an unknown category.
 */
const catalogue =
  (category: (params: Record<string, string>) => string | undefined | null): RouteData =>
  (api, { params, search }) => {
    const page = pageNumberParam(search.get("page"));
    const read = readCatalogueFilters(search);
    const chosen = category(params);
    if (page === null || !("filters" in read) || chosen === null) return [];
    return [productQueries.list(api, chosen, read.filters, page), productQueries.facets(api, chosen, read.filters)];
  };

/**
 * The data each public page reads on start, beside the route table (core's `routes`), from the query option
 * factories: the server fetches it, in parallel, and renders the page once (ssr/render-page.tsx); the static build
 * preloads it. A page that reads a query not named here renders it loading (ssr/render-page.test.tsx fails on it).
 */
export const ROUTE_DATA: Record<PageId, RouteData> = {
  home: (api) => [productQueries.hero(api), productQueries.page(api, 1)],
  products: catalogue(() => undefined),
  productCategory: catalogue(({ category }) => PRODUCT_CATEGORIES.find((c) => c.value === category)?.value ?? null),
  productPage: (api, { params }) => [productQueries.detail(api, params.slug ?? "")],
  resources: (api) => [resourceQueries.list(api)],
  stores: (api) => [storeQueries.list(api)],
  storePage: (api, { params }) => [storeQueries.detail(api, params.slug ?? "")],
  search: (api, { search }) => [searchQueries.results(api, (search.get("q") ?? "").trim())],
  timeline: none,
  blog: numbered(blogQueries.page),
  blogPost: (api, { params }) => [blogQueries.detail(api, params.slug ?? "")],
  article: none,
  privacy: none,
  alerts: none,
  terms: none,
  collaborations: none,
  capabilities: none,
  notFound: none,
};

/** What every public page's frame reads: the server's settings (the Amazon tag of the footer's and menus' links). */
const LAYOUT_DATA: RouteData = (api) => [configQueries.get(api)];

/** The queries a page reads on start: its frame's and its own, those switched off left out. */
export const routeData = (page: PageId, api: PublicApi, at: RouteAt): RouteQuery[] =>
  [...LAYOUT_DATA(api, at), ...ROUTE_DATA[page](api, at)].filter((query) => query.enabled !== false);
