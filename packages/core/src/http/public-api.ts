import type { BlogPost, BlogPostSummary } from "../blog/blog.schema";
import type { WatchRequest } from "../alerts/alert.schema";
import type { SiteConfig } from "../common/site-config.schema";
import type { Product, ProductPage } from "../products/product.schema";
import type { SearchResult } from "../search/search.schema";
import type { Store, StoreNear } from "../stores/store.schema";
import type { Resource } from "../resources/resource.schema";
import { BLOG_PAGE_SIZE, PRODUCT_PAGE_SIZE } from "../common/paging";
import type { CatalogueFacets, CatalogueFilters } from "../products/catalogue.rules";
import { publicQueryKeys } from "./public-query-keys";
import { keyToPath, requestJson, requestPage, type Transport } from "./transport";

/**
 * What the public pages read from the API, typed by core's schemas but not parsed with them: the answers are the
 * server's own output, which it validated on the way in, and leaving zod out keeps it off the pages' start-up
 * JavaScript (docs/decisions/0005). The admin's client (client.ts) parses the same answers; it has the same
 * shape, so it can stand wherever this is asked for.
 */
export function createPublicApi(transport: Transport) {
  const get = <T>(path: string) => requestJson(transport, "GET", path) as Promise<T>;
  const enc = encodeURIComponent;
  return {
    config: () => get<SiteConfig>("/api/config"),
    products: {
      /** Page `page` of the catalogue in the home grid's order (PRODUCT_PAGE_SIZE a page). */
      page: (page: number) => requestPage<Product>(transport, `/api/products?limit=${PRODUCT_PAGE_SIZE}&page=${page}`),
      /** Page `page` of a category (or the whole catalogue) narrowed and ordered by `filters` (PRODUCT_PAGE_SIZE a page). */
      list: (category: string | undefined, filters: CatalogueFilters, page: number) =>
        requestPage<Product>(transport, keyToPath(publicQueryKeys.products.list(category, filters, page))),
      /** The facet counts of a category (or the whole catalogue) and filters. */
      facets: (category: string | undefined, filters: CatalogueFilters) =>
        get<CatalogueFacets>(keyToPath(publicQueryKeys.products.facets(category, filters))),
      /** The hero carousel's products. */
      hero: () => get<Product[]>("/api/products/hero"),
      /** A product's page: the product, its 90-day price history, the posts that feature it and similar products. */
      get: (slug: string) => get<ProductPage>(`/api/products/${enc(slug)}`),
    },
    stores: {
      list: () => get<Store[]>("/api/stores"),
      /** One store, for its page (a 404 for an unknown slug). */
      get: (slug: string) => get<Store>(`/api/stores/${enc(slug)}`),
      /** Every store, nearest to `lat,lng` first (the database measures), each with its distance; those without coordinates last. */
      near: (lat: number, lng: number) => get<StoreNear[]>(`/api/stores?${new URLSearchParams({ near: `${lat},${lng}` }).toString()}`),
    },
    /** The brand listings of /resources, in the category order, each category by name. */
    resources: { list: () => get<Resource[]>("/api/resources") },
    // Encoded as the query key names it (keyToPath), so a static page's preload of it is the very request.
    search: (q: string) => get<SearchResult[]>(`/api/search?${new URLSearchParams({ q }).toString()}`),
    /** Price-drop alerts: the product page's form, and the page behind the mails' links (the token from the link). */
    alerts: {
      watch: (input: WatchRequest) => requestJson(transport, "POST", "/api/alerts/watches", input) as Promise<{ message: string }>,
      confirm: (token: string) =>
        requestJson(transport, "POST", `/api/alerts/confirm?token=${enc(token)}`, {}) as Promise<{ slug: string; title: string }>,
      unsubscribe: (token: string) =>
        requestJson(transport, "POST", `/api/alerts/unsubscribe?token=${enc(token)}`, {}) as Promise<{ message: string }>,
    },
    blog: {
      /** Page `page` of the public posts in the blog order (BLOG_PAGE_SIZE a page). */
      page: (page: number) => requestPage<BlogPostSummary>(transport, `/api/blog?limit=${BLOG_PAGE_SIZE}&page=${page}`),
      get: (slug: string) => get<BlogPost>(`/api/blog/${enc(slug)}`),
    },
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;
