import type { BlogPost, BlogPostSummary } from "../blog/blog.schema";
import type { SiteConfig } from "../common/site-config.schema";
import type { Product } from "../products/product.schema";
import type { SearchResult } from "../search/search.schema";
import type { Store } from "../stores/store.schema";
import type { Resource } from "../resources/resource.schema";
import { BLOG_PAGE_SIZE, PRODUCT_PAGE_SIZE } from "../common/paging";
import { requestJson, requestPage, type Transport } from "./transport";

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
      /** The hero carousel's products. */
      hero: () => get<Product[]>("/api/products/hero"),
    },
    stores: { list: () => get<Store[]>("/api/stores") },
    /** The brand listings of /resources, in the category order, each category by name. */
    resources: { list: () => get<Resource[]>("/api/resources") },
    // Encoded as the query key names it (keyToPath), so a static page's preload of it is the very request.
    search: (q: string) => get<SearchResult[]>(`/api/search?${new URLSearchParams({ q }).toString()}`),
    blog: {
      /** Page `page` of the public posts in the blog order (BLOG_PAGE_SIZE a page). */
      page: (page: number) => requestPage<BlogPostSummary>(transport, `/api/blog?limit=${BLOG_PAGE_SIZE}&page=${page}`),
      get: (slug: string) => get<BlogPost>(`/api/blog/${enc(slug)}`),
    },
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;
