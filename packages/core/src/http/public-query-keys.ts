import { BLOG_PAGE_SIZE, PRODUCT_PAGE_SIZE } from "../common/paging";

/**
 * The keys the public pages read, in a module of their own: a public page's start-up code then carries none of the
 * admin's keys (query-keys.ts spreads these into `queryKeys`; the values are the same arrays).
 */
export const publicQueryKeys = {
  resources: { all: ["/api/resources"] as const },
  products: {
    all: ["/api/products"] as const,
    hero: ["/api/products", "hero"] as const,
    /** A numbered page (the path these keys name is the very request: limit first, as public-api builds it). */
    page: (page: number) => ["/api/products", { limit: PRODUCT_PAGE_SIZE, page }] as const,
  },
  stores: { all: ["/api/stores"] as const },
  config: { all: ["/api/config"] as const },
  search: {
    all: ["/api/search"] as const,
    query: (q: string) => ["/api/search", { q }] as const,
  },
  blog: {
    all: ["/api/blog"] as const,
    page: (page: number) => ["/api/blog", { limit: BLOG_PAGE_SIZE, page }] as const,
    detail: (slug: string) => ["/api/blog", slug] as const,
  },
} as const;
