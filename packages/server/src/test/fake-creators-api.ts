/**
 * A real HTTP server on 127.0.0.1 that speaks Amazon's Creators API for tests and the bench (the protocol as
 * src/prices/creators-api.ts describes it): an OAuth 2.0 client-credentials token endpoint (form-encoded, scope
 * `creatorsapi/default`, as the 2.x credential versions' Cognito endpoints take it), and `POST
 * /catalog/v1/getItems` that wants `Authorization: Bearer {token}, Version {version}`, an `x-marketplace` header
 * naming the body's marketplace, 1 to 10 camelCase `itemIds`, and answers `itemsResult.items[]` with `offersV2`
 * listings (only the resources asked for) and `errors[]` for ASINs it does not know. It can answer 429 with
 * Retry-After, 5xx, and 401 for credentials it refuses or tokens it no longer takes. Dependency-free: node:http.
 *
 *   const amazon = await startFakeCreatorsApi();   // amazon.env: the AMAZON_CREATORS_* variables pointing at it
 *   amazon.setItem("B0TEST0001", { price: 24.99, currency: "USD" });
 *   amazon.answerNext(429, 500);                    // the next getItems requests fail like this
 *   amazon.refuseCredentials = true;                // the token endpoint refuses (and known tokens are dropped)
 *   amazon.requests                                 // what getItems was asked, in order
 *   await amazon.close();
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeAmazonItem {
  title: string;
  price: number | null;
  currency: string;
  availability: "IN_STOCK" | "OUT_OF_STOCK" | "LEADTIME";
  imageUrl: string;
  rating: number;
  reviewCount: number;
}

export interface FakeCreatorsRequest {
  status: number;
  itemIds: string[];
  marketplace: string | undefined;
  resources: string[];
}

export type FakeCreatorsFailure = 401 | 429 | 500 | 503;

export interface FakeCreatorsApi {
  /** The environment the server needs to use this fake (credentials, version, token and API URLs). */
  env: Record<string, string>;
  tokenUrl: string;
  apiUrl: string;
  items: Map<string, FakeAmazonItem>;
  setItem(asin: string, item?: Partial<FakeAmazonItem>): void;
  answerNext(...failures: FakeCreatorsFailure[]): void;
  /** Seconds sent in a 429's Retry-After (default 1). */
  retryAfterSeconds: number;
  /** Lifetime of a token in seconds (default 3600). */
  tokenTtlSeconds: number;
  /** The token endpoint answers 400 invalid_client, and tokens already given are no longer taken. */
  refuseCredentials: boolean;
  tokenRequests: number;
  requests: FakeCreatorsRequest[];
  close(): Promise<void>;
}

const CREDENTIAL_ID = "fake-credential-id";
const CREDENTIAL_SECRET = "fake-credential-secret";
const VERSION = "2.1";

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

const apiError = (code: string, message: string) => ({ errors: [{ code, message }] });

export async function startFakeCreatorsApi(): Promise<FakeCreatorsApi> {
  const tokens = new Map<string, number>();
  const failures: FakeCreatorsFailure[] = [];

  const fake: Omit<FakeCreatorsApi, "env" | "tokenUrl" | "apiUrl" | "close"> = {
    items: new Map(),
    setItem(asin, item = {}) {
      const current = fake.items.get(asin);
      fake.items.set(asin, {
        title: `Amazon item ${asin}`,
        price: 19.99,
        currency: "USD",
        availability: "IN_STOCK",
        imageUrl: `https://m.media-amazon.com/images/I/${asin}.jpg`,
        rating: 4.6,
        reviewCount: 120,
        ...current,
        ...item,
      });
    },
    answerNext(...next) {
      failures.push(...next);
    },
    retryAfterSeconds: 1,
    tokenTtlSeconds: 3600,
    refuseCredentials: false,
    tokenRequests: 0,
    requests: [],
  };

  function token(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    fake.tokenRequests++;
    if (!(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) {
      return send(res, 400, { error: "invalid_request" });
    }
    const form = new URLSearchParams(body);
    if (form.get("grant_type") !== "client_credentials") return send(res, 400, { error: "unsupported_grant_type" });
    if (form.get("scope") !== "creatorsapi/default") return send(res, 400, { error: "invalid_scope" });
    if (fake.refuseCredentials || form.get("client_id") !== CREDENTIAL_ID || form.get("client_secret") !== CREDENTIAL_SECRET) {
      return send(res, 400, { error: "invalid_client" });
    }
    const value = randomUUID();
    tokens.set(value, Date.now() + fake.tokenTtlSeconds * 1000);
    return send(res, 200, { access_token: value, token_type: "Bearer", expires_in: fake.tokenTtlSeconds });
  }

  function authorized(req: http.IncomingMessage): boolean {
    const match = /^Bearer ([^,\s]+), Version (\S+)$/.exec(req.headers.authorization ?? "");
    if (!match || match[2] !== VERSION || fake.refuseCredentials) return false;
    const expires = tokens.get(match[1] as string);
    return expires !== undefined && expires > Date.now();
  }

  function itemOf(asin: string, item: FakeAmazonItem, resources: Set<string>) {
    const listing: Record<string, unknown> = { isBuyBoxWinner: true };
    if (resources.has("offersV2.listings.price") && item.price !== null) {
      listing.price = {
        money: { amount: item.price, currency: item.currency, displayAmount: `${item.price.toFixed(2)} ${item.currency}` },
      };
    }
    if (resources.has("offersV2.listings.availability")) {
      listing.availability = { type: item.availability, message: item.availability === "IN_STOCK" ? "In Stock" : "Currently unavailable." };
    }
    const offered = resources.has("offersV2.listings.price") || resources.has("offersV2.listings.availability");
    return {
      asin,
      detailPageURL: `https://www.amazon.com/dp/${asin}?tag=fake-20&linkCode=ogi&th=1&psc=1`,
      ...(resources.has("itemInfo.title") ? { itemInfo: { title: { displayValue: item.title, label: "Title", locale: "en_US" } } } : {}),
      ...(resources.has("images.primary.large") ? { images: { primary: { large: { url: item.imageUrl, height: 500, width: 500 } } } } : {}),
      ...(offered ? { offersV2: { listings: item.availability === "OUT_OF_STOCK" && item.price === null ? [] : [listing] } } : {}),
      ...(resources.has("customerReviews.count") || resources.has("customerReviews.starRating")
        ? { customerReviews: { count: item.reviewCount, starRating: { value: item.rating } } }
        : {}),
    };
  }

  function getItems(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    let parsed: { itemIds?: unknown; marketplace?: unknown; resources?: unknown; itemIdType?: unknown };
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      return send(res, 400, apiError("InvalidRequest", "The request body is not JSON."));
    }
    const itemIds = Array.isArray(parsed.itemIds) ? parsed.itemIds.map(String) : [];
    const resources = Array.isArray(parsed.resources) ? parsed.resources.map(String) : [];
    const marketplace = typeof parsed.marketplace === "string" ? parsed.marketplace : undefined;
    const record = (status: number) => fake.requests.push({ status, itemIds, marketplace, resources });

    const failure = failures.shift();
    if (failure === 429) {
      record(429);
      return send(res, 429, apiError("TooManyRequests", "The request was denied due to request throttling."), {
        "retry-after": String(fake.retryAfterSeconds),
      });
    }
    if (failure === 500 || failure === 503) {
      record(failure);
      return send(res, failure, apiError("InternalFailure", "The request processing has failed because of an unknown error."));
    }
    if (failure === 401 || !authorized(req)) {
      record(401);
      return send(res, 401, apiError("Unauthorized", "The access token is missing, expired or not valid."));
    }
    const header = req.headers["x-marketplace"];
    if (!header || header !== marketplace) {
      record(400);
      return send(res, 400, apiError("InvalidParameterValue", "The x-marketplace header must name the request's marketplace."));
    }
    if (itemIds.length < 1 || itemIds.length > 10 || parsed.itemIdType !== "ASIN") {
      record(400);
      return send(res, 400, apiError("InvalidParameterValue", "ItemIds must hold 1 to 10 ASINs."));
    }
    record(200);
    const wanted = new Set(resources);
    const items = [];
    const errors = [];
    for (const asin of itemIds) {
      const item = fake.items.get(asin);
      if (item) items.push(itemOf(asin, item, wanted));
      else errors.push({ code: "ItemNotAccessible", message: `The ItemId ${asin} is not accessible through the Creators API.` });
    }
    return send(res, 200, { ...(items.length > 0 ? { itemsResult: { items } } : {}), ...(errors.length > 0 ? { errors } : {}) });
  }

  const server = http.createServer((req, res) => {
    readBody(req).then(
      (body) => {
        if (req.method === "POST" && req.url === "/oauth2/token") return token(req, res, body);
        if (req.method === "POST" && req.url === "/catalog/v1/getItems") return getItems(req, res, body);
        return send(res, 404, apiError("NotFound", "No such operation."));
      },
      () => send(res, 400, apiError("InvalidRequest", "The body could not be read.")),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const tokenUrl = `${base}/oauth2/token`;
  const apiUrl = `${base}/catalog/v1`;

  return Object.assign(fake, {
    tokenUrl,
    apiUrl,
    env: {
      AMAZON_CREATORS_CREDENTIAL_ID: CREDENTIAL_ID,
      AMAZON_CREATORS_CREDENTIAL_SECRET: CREDENTIAL_SECRET,
      AMAZON_CREATORS_CREDENTIAL_VERSION: VERSION,
      AMAZON_CREATORS_TOKEN_URL: tokenUrl,
      AMAZON_CREATORS_API_URL: apiUrl,
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
