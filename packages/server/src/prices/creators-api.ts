/**
 * A small typed client of Amazon's Creators API (the Product Advertising API 5.0's successor; Amazon publishes no
 * SDK on npm), over fetch. Its protocol, not ours (docs/decisions/0032-prices-from-amazon.md has the sources):
 *
 * - OAuth 2.0 client credentials: `POST {token endpoint}` picked by the credential's version (2.x: Cognito,
 *   form-encoded, scope `creatorsapi/default`; 3.x: Login with Amazon, JSON, scope `creatorsapi::default`), answered
 *   `{access_token, token_type, expires_in}`. The token is kept until a minute before it expires.
 * - `POST {api}/getItems` with `Authorization: Bearer {token}, Version {version}` (3.x: `Bearer {token}`),
 *   `x-marketplace: www.amazon.com` and a camelCase body `{itemIds, itemIdType, marketplace, partnerTag,
 *   resources}`; at most 10 item ids a request. The answer is `{itemsResult: {items: [{asin, detailPageURL, itemInfo, images,
 *   offersV2: {listings: [{price: {money: {amount, currency}}, availability: {type}}]}, customerReviews}]},
 *   errors: [{code, message}]}`.
 * - Requests are spaced by the API's rate (1 a second by default; with a `budget`, by every instance together, and
 *   counted against the daily quota), a 429 waits for its Retry-After (or backs off),
 *   5xx and network failures back off and retry, and a 401 (credentials refused) is an error in plain words.
 */
import { amazonDetailPageUrl, isCurrencyCode, type ProductAvailability } from "@app/core";
import { z } from "zod";
import type { AmazonBudget } from "./amazon-budget";

/** Token endpoints by credential version (Amazon's locale reference). */
export const CREATORS_TOKEN_URLS = {
  "2.1": "https://creatorsapi.auth.us-east-1.amazoncognito.com/oauth2/token",
  "2.2": "https://creatorsapi.auth.eu-south-2.amazoncognito.com/oauth2/token",
  "2.3": "https://creatorsapi.auth.us-west-2.amazoncognito.com/oauth2/token",
  "3.1": "https://api.amazon.com/auth/o2/token",
  "3.2": "https://api.amazon.co.uk/auth/o2/token",
  "3.3": "https://api.amazon.co.jp/auth/o2/token",
} as const;
export type CreatorsCredentialVersion = keyof typeof CREATORS_TOKEN_URLS;
export const CREATORS_CREDENTIAL_VERSIONS = Object.keys(CREATORS_TOKEN_URLS) as [CreatorsCredentialVersion, ...CreatorsCredentialVersion[]];

export const CREATORS_API_URL = "https://creatorsapi.amazon/catalog/v1";
/** The most item ids one getItems request may name. */
export const MAX_ITEMS_PER_REQUEST = 10;
/** The API's request rate for a new account: one request a second. */
export const DEFAULT_MIN_INTERVAL_MS = 1000;

/** What the refresh needs; the add form also asks for the title, the picture and the reviews. */
export const PRICE_RESOURCES = ["offersV2.listings.price", "offersV2.listings.availability"] as const;
export const PRODUCT_RESOURCES = [
  ...PRICE_RESOURCES,
  "itemInfo.title",
  "images.primary.large",
  "customerReviews.count",
  "customerReviews.starRating",
] as const;

/** `quota`: the day's AMAZON_CREATORS_DAILY_REQUESTS are spent (prices/amazon-budget.ts); nothing was sent. */
export type CreatorsErrorKind = "unauthorized" | "throttled" | "unavailable" | "rejected" | "quota";

/** A request the API did not answer with items: `kind` says whether retrying later can help. */
export class CreatorsApiError extends Error {
  override name = "CreatorsApiError";
  constructor(
    readonly kind: CreatorsErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The admin's words for a refused credential. */
export const CREDENTIALS_REFUSED =
  "Amazon refused the Creators API credentials (401). Check AMAZON_CREATORS_CREDENTIAL_ID, AMAZON_CREATORS_CREDENTIAL_SECRET and AMAZON_CREATORS_CREDENTIAL_VERSION.";

export interface CreatorsItem {
  asin: string;
  /** The product page link Amazon wants used (`detailPageURL`: its parameters attribute API-driven sales), when valid. */
  detailPageUrl: string | null;
  title: string | null;
  imageUrl: string | null;
  /** The buy box offer's price ("24.99") and currency, null when Amazon lists no offer. */
  price: { amount: string; currency: string } | null;
  availability: ProductAvailability;
  rating: number | null;
  reviewCount: number | null;
}

export interface CreatorsItemError {
  /** The ASIN the error names (read from its message), when it names one. */
  asin: string | null;
  code: string;
  message: string;
}

export interface GetItemsResult {
  items: CreatorsItem[];
  errors: CreatorsItemError[];
}

const moneySchema = z
  .object({
    amount: z.number(),
    currency: z.string().refine((code) => isCurrencyCode(code.toUpperCase()), "is not an ISO 4217 currency code"),
  })
  .partial();
const listingSchema = z
  .object({
    price: z.object({ money: moneySchema.optional() }).partial().nullish(),
    availability: z.object({ type: z.string().optional(), message: z.string().optional() }).nullish(),
    isBuyBoxWinner: z.boolean().nullish(),
  })
  .partial();
const itemSchema = z.object({
  asin: z.string(),
  detailPageURL: z.string().nullish(),
  itemInfo: z
    .object({ title: z.object({ displayValue: z.string() }).partial().nullish() })
    .partial()
    .nullish(),
  images: z
    .object({
      primary: z
        .object({ large: z.object({ url: z.string() }).partial().nullish() })
        .partial()
        .nullish(),
    })
    .partial()
    .nullish(),
  offersV2: z
    .object({ listings: z.array(listingSchema).nullish() })
    .partial()
    .nullish(),
  customerReviews: z
    .object({ count: z.number().nullish(), starRating: z.object({ value: z.number().nullish() }).partial().nullish() })
    .partial()
    .nullish(),
});
// Each item is read on its own (itemOrError): one Amazon cannot be read about costs only its own refresh.
const getItemsResponseSchema = z.object({
  itemsResult: z.object({ items: z.array(z.unknown()).default([]) }).nullish(),
  errors: z.array(z.object({ code: z.string().default(""), message: z.string().default("") })).nullish(),
});
const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive().default(3600) });

/** The code of an item error for an item this client could not read (the others of the answer are read). */
export const UNREADABLE_ITEM = "UnreadableItem";

/** An item of an answer, or the error that says why it cannot be used (its price, currency…). */
function itemOrError(raw: unknown): CreatorsItem | CreatorsItemError {
  const parsed = itemSchema.safeParse(raw);
  if (parsed.success) return toItem(parsed.data);
  const asin =
    typeof (raw as { asin?: unknown } | null)?.asin === "string" ? ((raw as { asin: string }).asin.toUpperCase() as string) : null;
  const issue = parsed.error.issues[0];
  const what = issue ? `${issue.path.join(".") || "item"} ${issue.message}` : "unreadable";
  return {
    asin,
    code: UNREADABLE_ITEM,
    message: `Amazon's answer for ${asin ?? "an item"} could not be read (${what}); its price was kept.`,
  };
}

/** Amazon's availability types: buyable now or later is in stock; OUT_OF_STOCK is not; anything else is unknown. */
const IN_STOCK_TYPES = new Set(["IN_STOCK", "IN_STOCK_SCARCE", "LEADTIME", "AVAILABLE_DATE", "PREORDER"]);

function toItem(raw: z.infer<typeof itemSchema>): CreatorsItem {
  const listings = raw.offersV2?.listings ?? [];
  const listing = listings.find((l) => l.isBuyBoxWinner) ?? listings[0];
  const money = listing?.price?.money;
  const price =
    money?.amount !== undefined && Number.isFinite(money.amount) && money.amount >= 0 && money.amount < 1e8 && money.currency
      ? { amount: money.amount.toFixed(2), currency: money.currency.toUpperCase() }
      : null;
  const type = listing?.availability?.type?.toUpperCase();
  const availability: ProductAvailability = !listing
    ? "out_of_stock"
    : type === "OUT_OF_STOCK"
      ? "out_of_stock"
      : type && IN_STOCK_TYPES.has(type)
        ? "in_stock"
        : price
          ? "in_stock"
          : "unknown";
  const rating = raw.customerReviews?.starRating?.value;
  const count = raw.customerReviews?.count;
  return {
    asin: raw.asin.toUpperCase(),
    detailPageUrl: amazonDetailPageUrl(raw.detailPageURL),
    title: raw.itemInfo?.title?.displayValue?.trim() || null,
    imageUrl: raw.images?.primary?.large?.url ?? null,
    price,
    availability,
    rating: typeof rating === "number" && rating >= 0 && rating <= 5 ? Math.round(rating * 10) / 10 : null,
    reviewCount: typeof count === "number" && Number.isSafeInteger(count) && count >= 0 ? count : null,
  };
}

export interface CreatorsClientOptions {
  credentialId: string;
  credentialSecret: string;
  version: CreatorsCredentialVersion;
  marketplace: string;
  partnerTag?: string;
  /** Defaults: the version's token endpoint and Amazon's API (tests point both at a local fake). */
  tokenUrl?: string;
  apiUrl?: string;
  fetch?: typeof fetch;
  /** Time between two requests (the API's rate); default 1000 ms. */
  minIntervalMs?: number;
  /**
   * The budget every instance shares (prices/amazon-budget.ts): each request waits for its slot and is counted
   * against the day's quota. Without it, requests are spaced by minIntervalMs in this process alone.
   */
  budget?: AmazonBudget;
  /** Retries of a 429, a 5xx or a network failure (default 4), and the first backoff (default 1 s, doubled). */
  maxRetries?: number;
  baseBackoffMs?: number;
  /** The longest Retry-After honoured before giving up on the request (default 60 s). */
  maxRetryAfterMs?: number;
  /** Deadline of one request (default 10 s). */
  timeoutMs?: number;
  /**
   * Deadline of one getItems call, its waits for the rate, retries and backoffs included (default 30 s): a slow API
   * held an admin's "Refresh now" for 68 s and the job runner's slots for 65 s
   * (docs/decisions/0052-no-request-buys-a-render.md).
   */
  callTimeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface CreatorsStats {
  tokenRequests: number;
  apiRequests: number;
  retries: number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds or an HTTP date, as Retry-After may be; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

export function createCreatorsClient(options: CreatorsClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const tokenUrl = options.tokenUrl ?? CREATORS_TOKEN_URLS[options.version];
  const apiUrl = (options.apiUrl ?? CREATORS_API_URL).replace(/\/+$/, "");
  const minIntervalMs = options.minIntervalMs ?? DEFAULT_MIN_INTERVAL_MS;
  const maxRetries = options.maxRetries ?? 4;
  const baseBackoffMs = options.baseBackoffMs ?? 1000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const callTimeoutMs = options.callTimeoutMs ?? 30_000;
  const late = () =>
    new CreatorsApiError(
      "unavailable",
      `Amazon's Creators API did not answer within ${callTimeoutMs / 1000} s; the refresh will try again later.`,
    );
  /** `wait` (a sleep, a turn at the rate), cut short by the call's deadline. */
  const within = async <T>(wait: Promise<T>, call: AbortSignal): Promise<T> => {
    if (call.aborted) throw late();
    let stop = () => {};
    const ended = new Promise<never>((_, reject) => {
      stop = () => reject(late());
      call.addEventListener("abort", stop, { once: true });
    });
    try {
      return await Promise.race([wait, ended]);
    } finally {
      call.removeEventListener("abort", stop);
    }
  };
  const lwa = options.version.startsWith("3.");
  const stats: CreatorsStats = { tokenRequests: 0, apiRequests: 0, retries: 0 };

  let token: { value: string; expiresAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;
  /** Requests go out one after another, `minIntervalMs` apart (this process's share of the API's rate). */
  let turn: Promise<void> = Promise.resolve();
  let nextAt = 0;

  function paced(): Promise<void> {
    const mine = turn.then(async () => {
      const wait = nextAt - now();
      if (wait > 0) await sleep(wait);
      nextAt = now() + minIntervalMs;
    });
    turn = mine.catch(() => undefined);
    return mine;
  }

  async function send(url: string, init: RequestInit, call?: AbortSignal): Promise<Response> {
    try {
      const signal = call ? AbortSignal.any([AbortSignal.timeout(timeoutMs), call]) : AbortSignal.timeout(timeoutMs);
      return await doFetch(url, { ...init, signal });
    } catch (error) {
      if (call?.aborted) throw late();
      throw new CreatorsApiError("unavailable", `Amazon's Creators API could not be reached (${(error as Error).message}).`);
    }
  }

  async function fetchToken(): Promise<string> {
    stats.tokenRequests++;
    const form = { grant_type: "client_credentials", client_id: options.credentialId, client_secret: options.credentialSecret };
    const response = await send(
      tokenUrl,
      lwa
        ? {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...form, scope: "creatorsapi::default" }),
          }
        : {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ ...form, scope: "creatorsapi/default" }).toString(),
          },
    );
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new CreatorsApiError("unauthorized", CREDENTIALS_REFUSED, 401);
    }
    if (!response.ok) throw new CreatorsApiError("unavailable", `Amazon's token endpoint answered ${response.status}.`, response.status);
    const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new CreatorsApiError("unavailable", "Amazon's token endpoint answered without a token.");
    token = { value: parsed.data.access_token, expiresAt: now() + parsed.data.expires_in * 1000 - 60_000 };
    return token.value;
  }

  /** The cached token, or a new one (one request however many callers wait for it). */
  function accessToken(): Promise<string> {
    if (token && now() < token.expiresAt) return Promise.resolve(token.value);
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  async function getItemsBatch(asins: string[], resources: readonly string[], call: AbortSignal): Promise<GetItemsResult> {
    const body = JSON.stringify({
      itemIds: asins,
      itemIdType: "ASIN",
      marketplace: options.marketplace,
      ...(options.partnerTag ? { partnerTag: options.partnerTag } : {}),
      resources,
    });
    let refreshedToken = false;
    for (let attempt = 0; ; attempt++) {
      const bearer = await within(accessToken(), call);
      await within(options.budget ? options.budget.take() : paced(), call);
      stats.apiRequests++;
      let response: Response;
      try {
        response = await send(
          `${apiUrl}/getItems`,
          {
            method: "POST",
            headers: {
              authorization: lwa ? `Bearer ${bearer}` : `Bearer ${bearer}, Version ${options.version}`,
              "content-type": "application/json",
              "x-marketplace": options.marketplace,
            },
            body,
          },
          call,
        );
      } catch (error) {
        if (attempt >= maxRetries || call.aborted) throw error;
        stats.retries++;
        await within(sleep(baseBackoffMs * 2 ** attempt), call);
        continue;
      }
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel();
        // A token the API no longer takes is asked for again once; refused twice, the credentials are wrong.
        token = undefined;
        if (refreshedToken) throw new CreatorsApiError("unauthorized", CREDENTIALS_REFUSED, response.status);
        refreshedToken = true;
        continue;
      }
      if (response.status === 429 || response.status >= 500) {
        await response.body?.cancel();
        const wait = response.status === 429 ? retryAfterMs(response.headers.get("retry-after"), now()) : undefined;
        if (attempt >= maxRetries || (wait !== undefined && wait > maxRetryAfterMs)) {
          throw new CreatorsApiError(
            response.status === 429 ? "throttled" : "unavailable",
            response.status === 429
              ? "Amazon's Creators API is throttling requests (429); the refresh will try again later."
              : `Amazon's Creators API answered ${response.status}; the refresh will try again later.`,
            response.status,
          );
        }
        stats.retries++;
        await within(sleep(wait ?? baseBackoffMs * 2 ** attempt), call);
        continue;
      }
      const json = await within(
        response.json().catch(() => null),
        call,
      );
      const parsed = getItemsResponseSchema.safeParse(json);
      if (!parsed.success) {
        throw new CreatorsApiError("rejected", `Amazon's Creators API answered ${response.status} with a body this client does not read.`);
      }
      const errors = (parsed.data.errors ?? []).map((e) => ({
        asin: asins.find((asin) => e.message.toUpperCase().includes(asin)) ?? null,
        code: e.code,
        message: e.message,
      }));
      if (!response.ok && !parsed.data.itemsResult) {
        throw new CreatorsApiError("rejected", errors[0]?.message || `Amazon's Creators API answered ${response.status}.`, response.status);
      }
      const read = (parsed.data.itemsResult?.items ?? []).map(itemOrError);
      return {
        items: read.filter((item): item is CreatorsItem => !("code" in item)),
        errors: [...errors, ...read.filter((item): item is CreatorsItemError => "code" in item)],
      };
    }
  }

  return {
    stats,
    marketplace: options.marketplace,
    /** The shared budget its requests go through, if any. */
    budget: options.budget ?? null,
    /** The items of `asins` (any number: sent 10 at a time, one request after another). */
    async getItems(asins: readonly string[], resources: readonly string[] = PRICE_RESOURCES): Promise<GetItemsResult> {
      const unique = [...new Set(asins.map((a) => a.toUpperCase()))];
      const result: GetItemsResult = { items: [], errors: [] };
      const call = AbortSignal.timeout(callTimeoutMs);
      for (let i = 0; i < unique.length; i += MAX_ITEMS_PER_REQUEST) {
        const batch = await getItemsBatch(unique.slice(i, i + MAX_ITEMS_PER_REQUEST), resources, call);
        result.items.push(...batch.items);
        result.errors.push(...batch.errors);
      }
      return result;
    },
  };
}

export type CreatorsClient = ReturnType<typeof createCreatorsClient>;
