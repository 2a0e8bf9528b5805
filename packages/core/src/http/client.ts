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
import { apiErrorBodySchema, healthSchema } from "../common/common.schema";
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

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export interface TransportRequest {
  method: HttpMethod;
  /** Path with query string, starting with "/api/". */
  path: string;
  headers: Record<string, string>;
  /** JSON text, present only when the call has a body. */
  body?: string;
}

export interface TransportResponse {
  status: number;
  statusText: string;
  body: string;
}

/**
 * How a call reaches the server. The web uses fetch with cookies; the desktop routes calls through its
 * main process, which adds the bearer token (platform differences are injected, never sniffed).
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** fetch with credentials (cookies) against `baseUrl` ("" for same origin). */
export function fetchTransport(baseUrl = "", fetchImpl: typeof fetch = (...args) => fetch(...args)): Transport {
  const base = baseUrl.replace(/\/+$/, "");
  return async ({ method, path, headers, body }) => {
    const response = await fetchImpl(base + path, { method, headers, body, credentials: "include" });
    return { status: response.status, statusText: response.statusText, body: await response.text() };
  };
}

/**
 * A non-OK response. `message` is "{status}: {body text or status text}";
 * `serverMessage` is the parsed `message` of a JSON error body, for toasts.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: string,
    readonly serverMessage: string | undefined,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

/** The best short text for a toast: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

function parseServerMessage(body: string): string | undefined {
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}

/** A query key as the key factories build it: string/number parts, optionally a trailing params object. */
export type QueryKeyParts = readonly (string | number | Record<string, string | number | undefined>)[];

/** The default GET path for a query key: parts joined with '/', a trailing object becomes the query string. */
export function keyToPath(key: QueryKeyParts): string {
  const parts: string[] = [];
  let query = "";
  for (const part of key) {
    if (typeof part === "object") {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(part)) if (value !== undefined) params.set(name, String(value));
      const text = params.toString();
      query = text ? `?${text}` : "";
    } else {
      parts.push(String(part));
    }
  }
  return parts.join("/") + query;
}

export function createApiClient(transport: Transport) {
  async function request<T = unknown>(method: HttpMethod, path: string, body?: unknown, schema?: z.ZodType<T>): Promise<T> {
    const hasBody = body !== undefined;
    const response = await transport({
      method,
      path,
      headers: hasBody ? { "Content-Type": "application/json", Accept: "application/json" } : { Accept: "application/json" },
      ...(hasBody ? { body: JSON.stringify(body) } : {}),
    });
    if (response.status < 200 || response.status >= 300) {
      throw new ApiError(response.status, response.body, parseServerMessage(response.body), response.statusText);
    }
    if (method === "DELETE" || response.status === 204 || response.body === "") return undefined as T;
    const json: unknown = JSON.parse(response.body);
    return schema ? schema.parse(json) : (json as T);
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
    search: (q: string) => request("GET", `/api/search?q=${enc(q)}`, undefined, list(searchResultSchema)),
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

/**
 * The default query function: GET the key joined with '/'. The statuses listed in `nullOn` resolve
 * to null instead of throwing: an answer, not a failure (the admin status load's 401, a post's 404).
 */
export function createQueryFn(client: ApiClient, options: { nullOn?: readonly number[] } = {}) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }) => {
    try {
      return await client.get(keyToPath(queryKey as QueryKeyParts));
    } catch (error) {
      if (error instanceof ApiError && options.nullOn?.includes(error.status)) return null;
      throw error;
    }
  };
}
