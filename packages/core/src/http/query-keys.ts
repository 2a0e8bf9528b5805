import { BLOG_PAGE_SIZE, PRODUCT_PAGE_SIZE } from "../common/paging";

/**
 * Query key factories, one per resource (STYLE: TkDodo's key factories). The first part is the API path,
 * so the default query function can GET the key joined with '/', and invalidating `.all` covers details.
 */
export const queryKeys = {
  products: {
    all: ["/api/products"] as const,
    hero: ["/api/products", "hero"] as const,
    /** A numbered page (the path these keys name is the very request: limit first, as public-api builds it). */
    page: (page: number) => ["/api/products", { limit: PRODUCT_PAGE_SIZE, page }] as const,
  },
  adminProducts: { all: ["/api/admin/products"] as const },
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
  adminPosts: {
    all: ["/api/admin/posts"] as const,
    detail: (id: number) => ["/api/admin/posts", id] as const,
  },
  adminStatus: { all: ["/api/admin/status"] as const },
  generationStatus: { all: ["/api/blog/generate/status"] as const },
  programs: { all: ["/api/programs"] as const },
  tweets: { all: ["/api/tweets"] as const, posting: ["/api/tweets/posting"] as const },
  clicks: {
    all: ["/api/admin/clicks"] as const,
    stats: (days: number) => ["/api/admin/clicks", { days }] as const,
    products: (days: number) => ["/api/admin/clicks", "products", { days }] as const,
  },
  links: { all: ["/api/admin/links"] as const, brokenProducts: ["/api/admin/links", "products"] as const },
} as const;
