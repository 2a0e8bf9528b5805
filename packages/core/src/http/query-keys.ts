import { publicQueryKeys } from "./public-query-keys";
import type { AdminProductSort, SortDirection } from "../admin/admin-lists";

/** What the admin's product table asks the server for (its search box and sort headers). */
export interface AdminProductFilters {
  q: string;
  sort: AdminProductSort;
  dir: SortDirection;
}

/**
 * Query key factories, one per resource (STYLE: TkDodo's key factories). The first part is the API path,
 * so the default query function can GET the key joined with '/', and invalidating `.all` covers details.
 * The admin's paged lists (infinite queries, docs/decisions/0031-admin-lists-paged.md) sit under
 * `all → lists() → list(filters)`: a write invalidates `.all` (or `.lists()`) and every loaded list refetches.
 */
export { publicQueryKeys };

export const queryKeys = {
  ...publicQueryKeys,
  adminProducts: {
    all: ["/api/admin/products"] as const,
    lists: () => ["/api/admin/products", "list"] as const,
    list: (filters: AdminProductFilters) => ["/api/admin/products", "list", { ...filters }] as const,
    /** The post editor's product picker: the first matches of a search. */
    picker: (q: string) => ["/api/admin/products", "picker", { q }] as const,
    /** The products a post's product box or table names. */
    byIds: (ids: readonly number[]) => ["/api/admin/products", "ids", [...ids]] as const,
  },
  adminPosts: {
    all: ["/api/admin/posts"] as const,
    lists: () => ["/api/admin/posts", "list"] as const,
    detail: (id: number) => ["/api/admin/posts", id] as const,
  },
  /** The admin's store and brand lists, searched by the server (`q`), a page at a time; a write refreshes both the public list and these. */
  adminStores: {
    all: ["/api/admin/stores"] as const,
    list: (q: string) => ["/api/admin/stores", "list", { q }] as const,
  },
  adminResources: {
    all: ["/api/admin/resources"] as const,
    list: (q: string) => ["/api/admin/resources", "list", { q }] as const,
  },
  adminStatus: { all: ["/api/admin/status"] as const },
  generationStatus: { all: ["/api/blog/generate/status"] as const },
  programs: { all: ["/api/programs"] as const },
  tweets: {
    all: ["/api/tweets"] as const,
    lists: () => ["/api/tweets", "list"] as const,
    /** One tab of the queue (every status when undefined). */
    list: (status: string | undefined) => ["/api/tweets", "list", { status: status ?? "all" }] as const,
    counts: ["/api/tweets", "counts"] as const,
    /** The tweets of one week of the calendar. */
    calendar: (from: string, to: string) => ["/api/tweets", "calendar", { from, to }] as const,
    posting: ["/api/tweets/posting"] as const,
  },
  clicks: {
    all: ["/api/admin/clicks"] as const,
    stats: (days: number) => ["/api/admin/clicks", { days }] as const,
    /** Clicks of the products `ids` names (a page of the product table). */
    products: (days: number, ids: readonly number[]) => ["/api/admin/clicks", "products", { days, ids: ids.join(",") }] as const,
  },
  earnings: {
    all: ["/api/admin/earnings"] as const,
    report: (from: string, to: string) => ["/api/admin/earnings", "report", { from, to }] as const,
    /** The 30-day revenue of the products `ids` names (a page of the product table). */
    products: (ids: readonly number[]) => ["/api/admin/earnings", "products", { ids: ids.join(",") }] as const,
    trackingIds: ["/api/admin/earnings", "tracking-ids"] as const,
  },
  prices: {
    all: ["/api/admin/prices"] as const,
    status: ["/api/admin/prices", "status"] as const,
    /** The price history of the products `ids` names (a page of the product table). */
    history: (ids: readonly number[]) => ["/api/admin/prices", "history", { ids: ids.join(",") }] as const,
    changes: (days: number) => ["/api/admin/prices", "changes", { days }] as const,
  },
  links: {
    all: ["/api/admin/links"] as const,
    lists: () => ["/api/admin/links", "list"] as const,
    /** The health list of one state and kind ("" for all). */
    list: (filters: { status: string; kind: string }) => ["/api/admin/links", "list", { ...filters }] as const,
    /** Which of the products `ids` names have a broken link (a page of the product table). */
    brokenProducts: (ids: readonly number[]) => ["/api/admin/links", "products", { ids: ids.join(",") }] as const,
  },
  subscribers: {
    all: ["/api/admin/subscribers"] as const,
    /** The addresses matching a search ("" for all). */
    list: (q: string) => ["/api/admin/subscribers", { q }] as const,
  },
} as const;
