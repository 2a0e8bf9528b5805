/**
 * A real HTTP server on 127.0.0.1 that speaks Amazon's Creators API for tests and the bench (the protocol as
 * src/prices/creators-api.ts describes it): an OAuth 2.0 client-credentials token endpoint (form-encoded, scope
 * `creatorsapi/default`, as the 2.x credential versions' Cognito endpoints take it; the home credential is version 2.1,
 * NA, and an EU one 2.2), and `POST
 * /catalog/v1/getItems` that wants `Authorization: Bearer {token}, Version {version}`, an `x-marketplace` header
 * naming the body's marketplace, 1 to 10 camelCase `itemIds`, and answers `itemsResult.items[]` with `offersV2`
 * listings (only the resources asked for) and `errors[]` for ASINs it does not know. It can answer 429 with
 * Retry-After, 5xx, and 401 for credentials it refuses or tokens it no longer takes. Each marketplace (the
 * `x-marketplace` host) has its own items: an item's `detailPageURL` is on the asked marketplace's host, with the
 * request's partner tag and Amazon's own parameters (`linkCode`…). Dependency-free: node:http.
 *
 *   const amazon = await startFakeCreatorsApi();   // amazon.env: the AMAZON_CREATORS_* variables pointing at it
 *   amazon.setItem("B0TEST0001", { price: 24.99, currency: "USD" });   // on www.amazon.com
 *   amazon.setItem("B0TEST0001", { price: 21.99, currency: "GBP" }, "www.amazon.co.uk");
 *   amazon.answerNext(429, 500);                    // the next getItems requests fail like this
 *   amazon.refuseCredentials = true;                // the token endpoint refuses (and known tokens are dropped)
 *   amazon.requests                                 // what getItems was asked, in order
 *   await amazon.close();
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { deferred } from "@app/core/testing";

export interface FakeAmazonItem {
  title: string;
  /** A price as Amazon sends it; text ("12.50") to answer a malformed item. */
  price: number | string | null;
  currency: string;
  availability: "IN_STOCK" | "OUT_OF_STOCK" | "LEADTIME";
  imageUrl: string;
  rating: number;
  reviewCount: number;
  /** The item's link (default: `https://{marketplace}/dp/{asin}?tag={partnerTag}&linkCode=ogi&th=1&psc=1`). */
  detailPageURL?: string;
}

export interface FakeCreatorsRequest {
  status: number;
  itemIds: string[];
  marketplace: string | undefined;
  resources: string[];
  /** When it arrived (ms since epoch, the real clock): the rate the fake saw. */
  at: number;
}

export type FakeCreatorsFailure = 401 | 429 | 500 | 503;

export interface FakeCreatorsApi {
  /** The environment the server needs to use this fake (credentials, version, token and API URLs). */
  env: Record<string, string>;
  tokenUrl: string;
  apiUrl: string;
  /** The home marketplace's (www.amazon.com) items. */
  items: Map<string, FakeAmazonItem>;
  /** The items of each marketplace (`www.amazon.com` is `items`). */
  marketplaces: Map<string, Map<string, FakeAmazonItem>>;
  /** Adds or changes an item of a marketplace (default www.amazon.com). */
  setItem(asin: string, item?: Partial<FakeAmazonItem>, marketplace?: string): void;
  answerNext(...failures: FakeCreatorsFailure[]): void;
  /** getItems answers wait until the returned function is called (a slow API). */
  hold(): () => void;
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
/** The EU region's credential (version 2.2), for marketplaces such as www.amazon.co.uk (AMAZON_CREATORS_CREDENTIAL_*_EU). */
const EU_CREDENTIAL = { id: "fake-eu-credential-id", secret: "fake-eu-credential-secret", version: "2.2" };
const CREDENTIALS = new Map<string, { secret: string; version: string }>([
  [CREDENTIAL_ID, { secret: CREDENTIAL_SECRET, version: VERSION }],
  [EU_CREDENTIAL.id, EU_CREDENTIAL],
]);
const HOME_MARKETPLACE = "www.amazon.com";

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
  const tokens = new Map<string, { expires: number; version: string }>();
  const failures: FakeCreatorsFailure[] = [];

  const home = new Map<string, FakeAmazonItem>();
  let held = Promise.resolve();
  const fake: Omit<FakeCreatorsApi, "env" | "tokenUrl" | "apiUrl" | "close"> = {
    items: home,
    marketplaces: new Map([[HOME_MARKETPLACE, home]]),
    setItem(asin, item = {}, marketplace = HOME_MARKETPLACE) {
      const items = fake.marketplaces.get(marketplace) ?? new Map<string, FakeAmazonItem>();
      fake.marketplaces.set(marketplace, items);
      const current = items.get(asin);
      items.set(asin, {
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
    hold() {
      const { promise, resolve } = deferred();
      held = promise;
      return () => {
        held = Promise.resolve();
        resolve();
      };
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
    const credential = CREDENTIALS.get(form.get("client_id") ?? "");
    if (fake.refuseCredentials || !credential || form.get("client_secret") !== credential.secret) {
      return send(res, 400, { error: "invalid_client" });
    }
    const value = randomUUID();
    tokens.set(value, { expires: Date.now() + fake.tokenTtlSeconds * 1000, version: credential.version });
    return send(res, 200, { access_token: value, token_type: "Bearer", expires_in: fake.tokenTtlSeconds });
  }

  function authorized(req: http.IncomingMessage): boolean {
    const match = /^Bearer ([^,\s]+), Version (\S+)$/.exec(req.headers.authorization ?? "");
    if (!match || fake.refuseCredentials) return false;
    const known = tokens.get(match[1] as string);
    return known !== undefined && known.version === match[2] && known.expires > Date.now();
  }

  function itemOf(asin: string, item: FakeAmazonItem, resources: Set<string>, marketplace: string, partnerTag: string) {
    const listing: Record<string, unknown> = { isBuyBoxWinner: true };
    if (resources.has("offersV2.listings.price") && item.price !== null) {
      listing.price = {
        money: { amount: item.price, currency: item.currency, displayAmount: `${item.price} ${item.currency}` },
      };
    }
    if (resources.has("offersV2.listings.availability")) {
      listing.availability = { type: item.availability, message: item.availability === "IN_STOCK" ? "In Stock" : "Currently unavailable." };
    }
    const offered = resources.has("offersV2.listings.price") || resources.has("offersV2.listings.availability");
    return {
      asin,
      detailPageURL:
        item.detailPageURL ?? `https://${marketplace}/dp/${asin}?tag=${encodeURIComponent(partnerTag)}&linkCode=ogi&th=1&psc=1`,
      ...(resources.has("itemInfo.title") ? { itemInfo: { title: { displayValue: item.title, label: "Title", locale: "en_US" } } } : {}),
      ...(resources.has("images.primary.large") ? { images: { primary: { large: { url: item.imageUrl, height: 500, width: 500 } } } } : {}),
      ...(offered ? { offersV2: { listings: item.availability === "OUT_OF_STOCK" && item.price === null ? [] : [listing] } } : {}),
      ...(resources.has("customerReviews.count") || resources.has("customerReviews.starRating")
        ? { customerReviews: { count: item.reviewCount, starRating: { value: item.rating } } }
        : {}),
    };
  }

  function getItems(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    let parsed: { itemIds?: unknown; marketplace?: unknown; resources?: unknown; itemIdType?: unknown; partnerTag?: unknown };
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      return send(res, 400, apiError("InvalidRequest", "The request body is not JSON."));
    }
    const itemIds = Array.isArray(parsed.itemIds) ? parsed.itemIds.map(String) : [];
    const resources = Array.isArray(parsed.resources) ? parsed.resources.map(String) : [];
    const marketplace = typeof parsed.marketplace === "string" ? parsed.marketplace : undefined;
    const partnerTag = typeof parsed.partnerTag === "string" ? parsed.partnerTag : "";
    const record = (status: number) => fake.requests.push({ status, itemIds, marketplace, resources, at: Date.now() });

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
    const known = fake.marketplaces.get(marketplace as string);
    for (const asin of itemIds) {
      const item = known?.get(asin);
      if (item) items.push(itemOf(asin, item, wanted, marketplace as string, partnerTag));
      else errors.push({ code: "ItemNotAccessible", message: `The ItemId ${asin} is not accessible through the Creators API.` });
    }
    return send(res, 200, { ...(items.length > 0 ? { itemsResult: { items } } : {}), ...(errors.length > 0 ? { errors } : {}) });
  }

  const server = http.createServer((req, res) => {
    readBody(req).then(
      (body) => {
        if (req.method === "POST" && req.url === "/oauth2/token") return token(req, res, body);
        if (req.method === "POST" && req.url === "/catalog/v1/getItems") return void held.then(() => getItems(req, res, body));
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
      AMAZON_CREATORS_CREDENTIAL_ID_EU: EU_CREDENTIAL.id,
      AMAZON_CREATORS_CREDENTIAL_SECRET_EU: EU_CREDENTIAL.secret,
      AMAZON_CREATORS_CREDENTIAL_VERSION_EU: EU_CREDENTIAL.version,
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

/** The arrival clock's code: plain JavaScript, run in a worker thread (its own event loop). */
const ARRIVAL_CLOCK = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const arrivals = [];
const target = new URL(workerData.target);
const server = http.createServer((req, res) => {
  if (req.url.endsWith("/getItems")) arrivals.push(Date.now());
  const forward = http.request(
    { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => { res.writeHead(answer.statusCode, answer.headers); answer.pipe(res); },
  );
  forward.on("error", () => { res.writeHead(502); res.end(); });
  req.pipe(forward);
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage({ port: server.address().port }));
parentPort.on("message", (message) => {
  if (message === "arrivals") parentPort.postMessage({ arrivals: arrivals.splice(0) });
});
`;

/**
 * The fake's front door on its own thread: it notes when each getItems request arrives (ms since epoch) and passes it
 * on to the fake. In the tests' one process the fake's own handler runs when the event loop lets it, which may be
 * long after the request arrived (PGlite's statements block the loop); this clock is the rate Amazon would see.
 */
export async function startArrivalClock(
  fake: FakeCreatorsApi,
): Promise<{ apiUrl: string; arrivals(): Promise<number[]>; close(): Promise<void> }> {
  const { Worker } = await import("node:worker_threads");
  const worker = new Worker(ARRIVAL_CLOCK, { eval: true, workerData: { target: fake.apiUrl } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once("message", (message: { port: number }) => resolve(message.port));
    worker.once("error", reject);
  });
  return {
    apiUrl: `http://127.0.0.1:${port}/catalog/v1`,
    arrivals: () =>
      new Promise((resolve) => {
        worker.once("message", (message: { arrivals: number[] }) => resolve(message.arrivals));
        worker.postMessage("arrivals");
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}
