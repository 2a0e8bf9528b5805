import { z } from "zod";
import {
  type AdminNamedListParams,
  type LinkHealthParams,
  type AdminPageParams,
  type AdminProductListParams,
  type BrokenProductsParams,
  type Page,
  type ProductClicksParams,
} from "../admin/admin-lists";
import { adminStatusSchema, loginResponseSchema, type LoginRequest } from "../admin/admin.schema";
import {
  blogPostSchema,
  blogPostSummarySchema,
  generatedPostSchema,
  generationStatusSchema,
  postPreviewSchema,
  type BlogCreate,
  type BlogUpdate,
  type GenerateRequest,
  type PostPreviewRequest,
} from "../blog/blog.schema";
import { uploadedImageSchema, type UploadRequest } from "../blog/upload.schema";
import { healthSchema } from "../common/common.schema";
import {
  adminProductSchema,
  extractedProductSchema,
  productImportResultSchema,
  productSchema,
  type ProductCreate,
  type ProductUpdate,
} from "../products/product.schema";
import { programSchema, type ProgramCreate, type ProgramUpdate } from "../programs/program.schema";
import { searchResultSchema } from "../search/search.schema";
import { storeNearSchema, storeSchema, type StoreCreate, type StoreUpdate } from "../stores/store.schema";
import { resourceSchema, type ResourceCreate, type ResourceUpdate } from "../resources/resource.schema";
import { brokenProductsSchema, clickStatsSchema, linkHealthSchema, productClicksSchema } from "../links/link.schema";
import { siteConfigSchema } from "../common/site-config.schema";
import { subscribersSchema } from "../alerts/alert.schema";
import {
  earningsImportResultSchema,
  earningsReportSchema,
  productEarningsSchema,
  trackingIdsSchema,
  type EarningsImport,
  type EarningsQuery,
  type TrackingIdsUpdate,
} from "../earnings/earnings.schema";
import {
  priceChangesSchema,
  priceHistorySchema,
  priceRefreshAllSchema,
  priceRefreshContinuesSchema,
  priceRefreshStatusSchema,
} from "../products/price.schema";
import {
  tweetCountsSchema,
  tweetPostingSchema,
  tweetSchema,
  type Tweet,
  type TweetCalendarQuery,
  type TweetCreate,
  type TweetShare,
  type TweetUpdate,
} from "../tweets/tweet.schema";
import { nextLink } from "../common/paging";
import { requestJson, sendFile, type HttpMethod, type Transport } from "./transport";

type QueryValue = string | number | readonly number[] | null | undefined;

/** `path` with the given parameters as its query string (null, undefined and "" left out, a list joined with commas). */
export function withQuery<P extends { [K in keyof P]: QueryValue }>(path: string, params: P): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === "") continue;
    search.set(name, typeof value === "object" ? value.join(",") : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The cursor of the next page, from a paged answer's `Link` header; null on the last page. */
export function nextCursor(link: string | undefined): string | null {
  const next = nextLink(link);
  if (next === null) return null;
  return new URLSearchParams(next.split("?")[1] ?? "").get("cursor");
}

export function createApiClient(transport: Transport) {
  /** One call, its answer parsed with `schema` (the admin's screens trust only what they have checked). */
  async function request<T = unknown>(method: HttpMethod, path: string, body?: unknown, schema?: z.ZodType<T>): Promise<T> {
    const json = await requestJson(transport, method, path, body);
    return schema && json !== undefined ? schema.parse(json) : (json as T);
  }

  const list = <T>(schema: z.ZodType<T>) => z.array(schema);
  const enc = encodeURIComponent;

  /** A GET's parsed answer and its `Link` header (a paged list names its next page there). */
  async function getWithLink(path: string): Promise<{ json: unknown; link: string | undefined }> {
    let link: string | undefined;
    const json = await requestJson((call) => transport(call).then((response) => ((link = response.link), response)), "GET", path);
    return { json, link };
  }

  /** One page of a paged list (docs/decisions/0031-admin-lists-paged.md): its items and the next page's cursor. */
  async function page<T>(path: string, schema: z.ZodType<T>): Promise<Page<T>> {
    const { json, link } = await getWithLink(path);
    return { items: list(schema).parse(json), next: nextCursor(link) };
  }

  return {
    request,
    get: <T = unknown>(path: string, schema?: z.ZodType<T>) => request<T>("GET", path, undefined, schema),

    health: () => request("GET", "/api/health", undefined, healthSchema),
    config: () => request("GET", "/api/config", undefined, siteConfigSchema),

    products: {
      list: () => request("GET", "/api/products", undefined, list(productSchema)),
      /** A page of the catalogue, searched and sorted by the server (`next`: the cursor of the following page). */
      adminPage: (query: AdminProductListParams = {}) => page(withQuery("/api/admin/products", query), adminProductSchema),
      /** The catalogue's first page (newest first, at most 100 products). */
      adminList: async () => (await page("/api/admin/products", adminProductSchema)).items,
      create: (input: ProductCreate) => request("POST", "/api/products", input, adminProductSchema),
      update: (id: number, input: ProductUpdate) => request("PATCH", `/api/products/${id}`, input, adminProductSchema),
      remove: (id: number) => request<void>("DELETE", `/api/products/${id}`),
      extract: (url: string) => request("POST", "/api/extract-amazon-product", { url }, extractedProductSchema),
      /**
       * Refresh now: the product's price, currency and availability fetched from Amazon at once; or, when Amazon is slow,
       * word that the refresh goes on in the background.
       */
      refreshPrice: (id: number) =>
        request("POST", `/api/admin/products/${id}/refresh-price`, {}, z.union([adminProductSchema, priceRefreshContinuesSchema])),
      /**
       * Import a product file (CSV or JSON lines): all rows or none (a 400 lists the bad rows), or with `partial` the
       * good ones; `onProgress` hears how much of it is sent, where the transport can tell.
       */
      import: async (file: { text: string; type: string }, options: { partial?: boolean; onProgress?: (fraction: number) => void } = {}) =>
        productImportResultSchema.parse(
          await sendFile(
            transport,
            withQuery("/api/admin/products/import", { partial: options.partial ? 1 : undefined }),
            file,
            options.onProgress,
          ),
        ),
    },
    prices: {
      /** Whether Amazon prices are being refreshed, and how the last refresh went. */
      status: () => request("GET", "/api/admin/prices/status", undefined, priceRefreshStatusSchema),
      /** Refresh all: every Amazon product is refreshed by the job, starting now. */
      refreshAll: () => request("POST", "/api/admin/prices/refresh", {}, priceRefreshAllSchema),
      /** The observed prices of the products `ids` names over the last `days` days. */
      history: (ids: readonly number[], days: number = 30) =>
        request("GET", withQuery("/api/admin/prices/history", { ids, days }), undefined, priceHistorySchema),
      /** The biggest drops and rises of the last `days` days. */
      changes: (days: number) => request("GET", `/api/admin/prices/changes?days=${days}`, undefined, priceChangesSchema),
    },
    stores: {
      list: () => request("GET", "/api/stores", undefined, list(storeSchema)),
      get: (slug: string) => request("GET", `/api/stores/${enc(slug)}`, undefined, storeSchema),
      near: (lat: number, lng: number) =>
        request("GET", withQuery("/api/stores", { near: `${lat},${lng}` }), undefined, list(storeNearSchema)),
      /** A page of the stores in name order, `q` matching the name or city. */
      adminPage: (query: AdminNamedListParams = {}) => page(withQuery("/api/admin/stores", query), storeSchema),
      create: (input: StoreCreate) => request("POST", "/api/stores", input, storeSchema),
      update: (id: number, input: StoreUpdate) => request("PATCH", `/api/stores/${id}`, input, storeSchema),
      remove: (id: number) => request<void>("DELETE", `/api/stores/${id}`),
    },
    resources: {
      list: () => request("GET", "/api/resources", undefined, list(resourceSchema)),
      /** A page of the brand listings in name order, `q` matching the name. */
      adminPage: (query: AdminNamedListParams = {}) => page(withQuery("/api/admin/resources", query), resourceSchema),
      create: (input: ResourceCreate) => request("POST", "/api/resources", input, resourceSchema),
      update: (id: number, input: ResourceUpdate) => request("PATCH", `/api/resources/${id}`, input, resourceSchema),
      remove: (id: number) => request<void>("DELETE", `/api/resources/${id}`),
    },
    search: (q: string) => request("GET", `/api/search?${new URLSearchParams({ q }).toString()}`, undefined, list(searchResultSchema)),
    blog: {
      list: () => request("GET", "/api/blog", undefined, list(blogPostSummarySchema)),
      get: (slug: string) => request("GET", `/api/blog/${enc(slug)}`, undefined, blogPostSchema),
      create: (input: BlogCreate) => request("POST", "/api/blog", input, blogPostSchema),
      generate: (input: GenerateRequest) => request("POST", "/api/blog/generate", input, generatedPostSchema),
      generationStatus: () => request("GET", "/api/blog/generate/status", undefined, generationStatusSchema),
      /** A page of the saved posts, most recently updated first. */
      adminPage: (query: AdminPageParams = {}) => page(withQuery("/api/admin/posts", query), blogPostSummarySchema),
      /** The first page of the saved posts (at most 100). */
      adminList: async () => (await page("/api/admin/posts", blogPostSummarySchema)).items,
      adminGet: (id: number) => request("GET", `/api/admin/posts/${id}`, undefined, blogPostSchema),
      update: (id: number, input: BlogUpdate) => request("PATCH", `/api/admin/posts/${id}`, input, blogPostSchema),
      remove: (id: number) => request<void>("DELETE", `/api/admin/posts/${id}`),
      /** A link to the real post page showing the editor's fields (saved or not), for an hour. */
      preview: (input: PostPreviewRequest) => request("POST", "/api/admin/posts/preview", input, postPreviewSchema),
    },
    uploads: {
      /** A picture from the admin's computer, resized and stored by the server (disk or S3); its address. */
      image: (input: UploadRequest) => request("POST", "/api/admin/uploads", input, uploadedImageSchema),
    },
    programs: {
      list: () => request("GET", "/api/programs", undefined, list(programSchema)),
      create: (input: ProgramCreate) => request("POST", "/api/programs", input, programSchema),
      update: (id: number, input: ProgramUpdate) => request("PATCH", `/api/programs/${id}`, input, programSchema),
      remove: (id: number) => request<void>("DELETE", `/api/programs/${id}`),
    },
    tweets: {
      /** A page of the scheduling queue: scheduled (soonest first), failed and missed, drafts, published (newest first). */
      page: (query: AdminPageParams & { status?: Tweet["status"] } = {}) => page(withQuery("/api/tweets", query), tweetSchema),
      /** How many tweets each status has. */
      counts: () => request("GET", "/api/tweets/counts", undefined, tweetCountsSchema),
      /** The tweets whose time falls in [from, to), in time order (the week calendar). */
      calendar: (query: TweetCalendarQuery) => request("GET", withQuery("/api/tweets/calendar", query), undefined, list(tweetSchema)),
      /** The queue's first page (at most 100 tweets). */
      list: async () => (await page("/api/tweets", tweetSchema)).items,
      create: (input: TweetCreate) => request("POST", "/api/tweets", input, tweetSchema),
      update: (id: number, input: TweetUpdate) => request("PATCH", `/api/tweets/${id}`, input, tweetSchema),
      remove: (id: number) => request<void>("DELETE", `/api/tweets/${id}`),
      /** Put a failed or missed tweet back on the schedule, due now. */
      retry: (id: number) => request("POST", `/api/tweets/${id}/retry`, undefined, tweetSchema),
      /** Whether the server posts due tweets to X (its X credentials are set). */
      posting: () => request("GET", "/api/tweets/posting", undefined, tweetPostingSchema),
      /** A draft tweet sharing a blog post or a product (title, public link, #ad for affiliate links). */
      share: (input: TweetShare) => request("POST", "/api/tweets/share", input, tweetSchema),
    },
    clicks: {
      stats: (days: number) => request("GET", `/api/admin/clicks?days=${days}`, undefined, clickStatsSchema),
      /** Clicks per product in the last `days` days (of the products `ids` names, or a page of all in id order). */
      products: (query: ProductClicksParams = {}) => page(withQuery("/api/admin/clicks/products", query), productClicksSchema.element),
    },
    earnings: {
      /** Revenue, orders, clicks, conversion and EPC per placement, page, product and program (days of SITE_TIMEZONE). */
      report: (query: EarningsQuery = {}) => request("GET", withQuery("/api/admin/earnings", query), undefined, earningsReportSchema),
      /** The last 30 days' revenue of the products `ids` names. */
      products: (ids: readonly number[]) =>
        request("GET", withQuery("/api/admin/earnings/products", { ids }), undefined, productEarningsSchema),
      /** Import a report file's text: all rows or none (a 400 lists the bad rows), each row once. */
      import: (input: EarningsImport) => request("POST", "/api/admin/earnings/import", input, earningsImportResultSchema),
      trackingIds: () => request("GET", "/api/admin/earnings/tracking-ids", undefined, trackingIdsSchema),
      /** Replace the placement → Amazon tracking id map. */
      saveTrackingIds: (input: TrackingIdsUpdate) => request("POST", "/api/admin/earnings/tracking-ids", input, trackingIdsSchema),
    },
    links: {
      /** Link health: a page of the checked links (broken first) with the stores earning nothing and whether a check runs. */
      health: async (query: LinkHealthParams = {}) => {
        const { json, link } = await getWithLink(withQuery("/api/admin/links", query));
        return { ...linkHealthSchema.parse(json), next: nextCursor(link) };
      },
      check: () => request("POST", "/api/admin/links/check", {}),
      acknowledge: (url: string) => request<void>("POST", "/api/admin/links/acknowledge", { url }),
      /** Ids of products whose link is broken (of the products `ids` names, or a page of all in id order). */
      brokenProducts: (query: BrokenProductsParams = {}) =>
        page(withQuery("/api/admin/links/products", query), brokenProductsSchema.element),
    },
    subscribers: {
      /** Price alert subscribers: counts, a page of the addresses matching `q` with their watches, how mail is sent, the outbox. */
      list: async (q = "", cursor: string | null = null) => {
        const { json, link } = await getWithLink(withQuery("/api/admin/subscribers", { q, cursor }));
        return { ...subscribersSchema.parse(json), next: nextCursor(link) };
      },
      /** Delete an address on request (only its hash is kept, so it is never mailed again). */
      remove: (id: number) => request<void>("DELETE", `/api/admin/subscribers/${id}`),
      testMail: (email: string) => request("POST", "/api/admin/subscribers/test-mail", { email }, z.object({ message: z.string() })),
    },
    admin: {
      status: () => request("GET", "/api/admin/status", undefined, adminStatusSchema),
      login: (input: LoginRequest) => request("POST", "/api/admin/login", input, loginResponseSchema),
      logout: () => request<void>("POST", "/api/admin/logout"),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
