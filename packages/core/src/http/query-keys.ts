import { publicQueryKeys } from "./public-query-keys";
import type { AdminProductSort, SortDirection } from "../admin/admin-lists";
import { endpointPath as path } from "./endpoint-paths";

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
    all: [path("products.adminPage")] as const,
    lists: () => [path("products.adminPage"), "list"] as const,
    list: (filters: AdminProductFilters) => [path("products.adminPage"), "list", { ...filters }] as const,
    /** The post editor's product picker: the first matches of a search. */
    picker: (q: string) => [path("products.adminPage"), "picker", { q }] as const,
    /** The products a post's product box or table names. */
    byIds: (ids: readonly number[]) => [path("products.adminPage"), "ids", [...ids]] as const,
  },
  adminPosts: {
    all: [path("blog.adminPage")] as const,
    lists: () => [path("blog.adminPage"), "list"] as const,
    detail: (id: number) => [path("blog.adminPage"), id] as const,
  },
  /** The admin's store and brand lists, searched by the server (`q`), a page at a time; a write refreshes both the public list and these. */
  adminStores: {
    all: [path("stores.adminPage")] as const,
    list: (q: string) => [path("stores.adminPage"), "list", { q }] as const,
  },
  adminResources: {
    all: [path("resources.adminPage")] as const,
    list: (q: string) => [path("resources.adminPage"), "list", { q }] as const,
  },
  adminStatus: { all: [path("admin.status")] as const },
  generationStatus: { all: [path("blog.generationStatus")] as const },
  programs: { all: [path("programs.list")] as const },
  tweets: {
    all: [path("tweets.page")] as const,
    lists: () => [path("tweets.page"), "list"] as const,
    /** One tab of the queue (every status when undefined). */
    list: (status: string | undefined) => [path("tweets.page"), "list", { status: status ?? "all" }] as const,
    counts: [path("tweets.page"), "counts"] as const,
    /** The tweets of one week of the calendar. */
    calendar: (from: string, to: string) => [path("tweets.page"), "calendar", { from, to }] as const,
    posting: [path("tweets.posting")] as const,
  },
  clicks: {
    all: [path("clicks.stats")] as const,
    stats: (days: number) => [path("clicks.stats"), { days }] as const,
    /** Clicks of the products `ids` names (a page of the product table). */
    products: (days: number, ids: readonly number[]) => [path("clicks.stats"), "products", { days, ids: ids.join(",") }] as const,
  },
  earnings: {
    all: [path("earnings.report")] as const,
    report: (from: string, to: string) => [path("earnings.report"), "report", { from, to }] as const,
    /** The 30-day revenue of the products `ids` names (a page of the product table). */
    products: (ids: readonly number[]) => [path("earnings.report"), "products", { ids: ids.join(",") }] as const,
    trackingIds: [path("earnings.report"), "tracking-ids"] as const,
  },
  prices: {
    all: ["/api/admin/prices"] as const,
    status: ["/api/admin/prices", "status"] as const,
    /** The price history of the products `ids` names (a page of the product table). */
    history: (ids: readonly number[]) => ["/api/admin/prices", "history", { ids: ids.join(",") }] as const,
    changes: (days: number) => ["/api/admin/prices", "changes", { days }] as const,
  },
  links: {
    all: [path("links.health")] as const,
    lists: () => [path("links.health"), "list"] as const,
    /** The health list of one state and kind ("" for all). */
    list: (filters: { status: string; kind: string }) => [path("links.health"), "list", { ...filters }] as const,
    /** Which of the products `ids` names have a broken link (a page of the product table). */
    brokenProducts: (ids: readonly number[]) => [path("links.health"), "products", { ids: ids.join(",") }] as const,
  },
  subscribers: {
    all: [path("subscribers.list")] as const,
    /** The addresses matching a search ("" for all). */
    list: (q: string) => [path("subscribers.list"), { q }] as const,
  },
} as const;
