import { z } from "zod";
import { adminStatusSchema, loginResponseSchema, type LoginRequest } from "../admin/admin.schema";
import {
  blogPostSchema,
  blogPostSummarySchema,
  generatedPostSchema,
  generationStatusSchema,
  type BlogCreate,
  type BlogUpdate,
  type GenerateRequest,
} from "../blog/blog.schema";
import { healthSchema } from "../common/common.schema";
import {
  adminProductSchema,
  extractedProductSchema,
  productSchema,
  type ProductCreate,
  type ProductUpdate,
} from "../products/product.schema";
import { programSchema, type ProgramCreate, type ProgramUpdate } from "../programs/program.schema";
import { searchResultSchema } from "../search/search.schema";
import { storeSchema, type StoreUpdate } from "../stores/store.schema";
import { brokenProductsSchema, clickStatsSchema, linkHealthSchema, productClicksSchema } from "../links/link.schema";
import { siteConfigSchema } from "../common/site-config.schema";
import { tweetPostingSchema, tweetSchema, type TweetCreate, type TweetShare, type TweetUpdate } from "../tweets/tweet.schema";
import { requestJson, type HttpMethod, type Transport } from "./transport";

export function createApiClient(transport: Transport) {
  /** One call, its answer parsed with `schema` (the admin's screens trust only what they have checked). */
  async function request<T = unknown>(method: HttpMethod, path: string, body?: unknown, schema?: z.ZodType<T>): Promise<T> {
    const json = await requestJson(transport, method, path, body);
    return schema && json !== undefined ? schema.parse(json) : (json as T);
  }

  const list = <T>(schema: z.ZodType<T>) => z.array(schema);
  const enc = encodeURIComponent;

  return {
    request,
    get: <T = unknown>(path: string, schema?: z.ZodType<T>) => request<T>("GET", path, undefined, schema),

    health: () => request("GET", "/api/health", undefined, healthSchema),
    config: () => request("GET", "/api/config", undefined, siteConfigSchema),

    products: {
      list: () => request("GET", "/api/products", undefined, list(productSchema)),
      adminList: () => request("GET", "/api/admin/products", undefined, list(adminProductSchema)),
      create: (input: ProductCreate) => request("POST", "/api/products", input, adminProductSchema),
      update: (id: number, input: ProductUpdate) => request("PATCH", `/api/products/${id}`, input, adminProductSchema),
      remove: (id: number) => request<void>("DELETE", `/api/products/${id}`),
      extract: (url: string) => request("POST", "/api/extract-amazon-product", { url }, extractedProductSchema),
    },
    stores: {
      list: () => request("GET", "/api/stores", undefined, list(storeSchema)),
      update: (id: number, input: StoreUpdate) => request("PATCH", `/api/stores/${id}`, input, storeSchema),
    },
    search: (q: string) => request("GET", `/api/search?${new URLSearchParams({ q }).toString()}`, undefined, list(searchResultSchema)),
    blog: {
      list: () => request("GET", "/api/blog", undefined, list(blogPostSummarySchema)),
      get: (slug: string) => request("GET", `/api/blog/${enc(slug)}`, undefined, blogPostSchema),
      create: (input: BlogCreate) => request("POST", "/api/blog", input, blogPostSchema),
      generate: (input: GenerateRequest) => request("POST", "/api/blog/generate", input, generatedPostSchema),
      generationStatus: () => request("GET", "/api/blog/generate/status", undefined, generationStatusSchema),
      adminList: () => request("GET", "/api/admin/posts", undefined, list(blogPostSummarySchema)),
      adminGet: (id: number) => request("GET", `/api/admin/posts/${id}`, undefined, blogPostSchema),
      update: (id: number, input: BlogUpdate) => request("PATCH", `/api/admin/posts/${id}`, input, blogPostSchema),
      remove: (id: number) => request<void>("DELETE", `/api/admin/posts/${id}`),
    },
    programs: {
      list: () => request("GET", "/api/programs", undefined, list(programSchema)),
      create: (input: ProgramCreate) => request("POST", "/api/programs", input, programSchema),
      update: (id: number, input: ProgramUpdate) => request("PATCH", `/api/programs/${id}`, input, programSchema),
      remove: (id: number) => request<void>("DELETE", `/api/programs/${id}`),
    },
    tweets: {
      list: () => request("GET", "/api/tweets", undefined, list(tweetSchema)),
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
      products: (days: number) => request("GET", `/api/admin/clicks/products?days=${days}`, undefined, productClicksSchema),
    },
    links: {
      health: () => request("GET", "/api/admin/links", undefined, linkHealthSchema),
      check: () => request("POST", "/api/admin/links/check", {}),
      acknowledge: (url: string) => request<void>("POST", "/api/admin/links/acknowledge", { url }),
      brokenProducts: () => request("GET", "/api/admin/links/products", undefined, brokenProductsSchema),
    },
    admin: {
      status: () => request("GET", "/api/admin/status", undefined, adminStatusSchema),
      login: (input: LoginRequest) => request("POST", "/api/admin/login", input, loginResponseSchema),
      logout: () => request<void>("POST", "/api/admin/logout"),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
