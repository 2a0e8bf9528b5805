/**
 * A real HTTP server on 127.0.0.1 that speaks X API v2's `POST /2/tweets` for tests (server tests and the
 * site's end-to-end tests). It checks the OAuth 1.0a (HMAC-SHA1) Authorization header as X does: consumer key
 * and token known, signature over method, URL and parameters (RFC 5849 §3.4), fresh timestamp, unused nonce.
 * Answers are shaped like X's (`{data:{id,text,edit_history_tweet_ids}}`, problem-details errors, rate-limit
 * headers). Dependency-free: node:http and node:crypto only.
 *
 *   const x = await startFakeX();                 // X_API_BASE_URL=x.url, and x.credentials as the four X_ vars
 *   x.answerNext(503, 429, 403);                  // the next requests fail like this, then it accepts again
 *   x.posts                                       // the texts X accepted, in order
 *   await x.close();
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeXCredentials {
  X_API_KEY: string;
  X_API_SECRET: string;
  X_ACCESS_TOKEN: string;
  X_ACCESS_SECRET: string;
}

export interface FakeXRequest {
  method: string;
  path: string;
  /** Whether the OAuth 1.0a signature checked out. */
  signed: boolean;
  text: string | undefined;
  status: number;
}

/** A status to answer instead of accepting: 429 (rate limited), 503, 500, 403 (duplicate content), 400, or "hang-up". */
export type FakeXFailure = 400 | 403 | 429 | 500 | 503 | "hang-up";

export interface FakeX {
  /** Base URL for X_API_BASE_URL (no trailing slash). */
  url: string;
  credentials: FakeXCredentials;
  /** Queue failures for the next requests (each used once). */
  answerNext(...failures: FakeXFailure[]): void;
  /** Seconds until the rate limit resets, sent with a 429 (default 60). */
  rateLimitResetSeconds: number;
  /** Texts of accepted posts, in order, with their ids. */
  posts: Array<{ id: string; text: string }>;
  requests: FakeXRequest[];
  close(): Promise<void>;
}

/** RFC 3986 percent-encoding as OAuth 1.0a requires (also !'()*). */
const enc = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The `OAuth k="v", …` header's parameters, percent-decoded. */
export function parseOAuthHeader(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith("OAuth ")) return null;
  const params: Record<string, string> = {};
  for (const part of header.slice(6).split(",")) {
    const match = /^\s*([^=\s]+)="([^"]*)"\s*$/.exec(part);
    if (!match?.[1] || match[2] === undefined) return null;
    params[decodeURIComponent(match[1])] = decodeURIComponent(match[2]);
  }
  return params;
}

/** The HMAC-SHA1 signature of RFC 5849 §3.4 (a JSON body is not part of it; query parameters are). */
export function oauthSignature(
  method: string,
  url: URL,
  oauth: Record<string, string>,
  consumerSecret: string,
  tokenSecret: string,
): string {
  const pairs: Array<[string, string]> = [];
  for (const [k, v] of Object.entries(oauth)) if (k !== "oauth_signature" && k !== "realm") pairs.push([enc(k), enc(v)]);
  for (const [k, v] of url.searchParams) pairs.push([enc(k), enc(v)]);
  pairs.sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1));
  const normalized = pairs.map(([k, v]) => `${k}=${v}`).join("&");
  const base = `${url.protocol}//${url.host.toLowerCase()}${url.pathname}`;
  const baseString = [method.toUpperCase(), enc(base), enc(normalized)].join("&");
  return createHmac("sha1", `${enc(consumerSecret)}&${enc(tokenSecret)}`)
    .update(baseString)
    .digest("base64");
}

const problem = (status: number, title: string, detail: string) => ({ title, detail, type: "about:blank", status });

export async function startFakeX(
  credentials: FakeXCredentials = {
    X_API_KEY: "fake-consumer-key",
    X_API_SECRET: "fake-consumer-secret",
    X_ACCESS_TOKEN: "1234-fake-access-token",
    X_ACCESS_SECRET: "fake-access-secret",
  },
): Promise<FakeX> {
  const failures: FakeXFailure[] = [];
  const posts: FakeX["posts"] = [];
  const requests: FakeXRequest[] = [];
  const nonces = new Set<string>();
  let nextId = 1_861_000_000_000_000_000n;

  const checkSignature = (req: http.IncomingMessage): boolean => {
    const oauth = parseOAuthHeader(req.headers.authorization);
    if (!oauth?.oauth_signature || oauth.oauth_signature_method !== "HMAC-SHA1" || oauth.oauth_version !== "1.0") return false;
    if (oauth.oauth_consumer_key !== credentials.X_API_KEY || oauth.oauth_token !== credentials.X_ACCESS_TOKEN) return false;
    const timestamp = Number(oauth.oauth_timestamp);
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
    if (!oauth.oauth_nonce || nonces.has(oauth.oauth_nonce)) return false;
    nonces.add(oauth.oauth_nonce);
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    const expected = Buffer.from(oauthSignature(req.method ?? "GET", url, oauth, credentials.X_API_SECRET, credentials.X_ACCESS_SECRET));
    const given = Buffer.from(oauth.oauth_signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
        res.end(JSON.stringify(body));
      };
      const path = new URL(req.url ?? "/", "http://x").pathname;
      let text: string | undefined;
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { text?: unknown };
        text = typeof body.text === "string" ? body.text : undefined;
      } catch {
        text = undefined;
      }
      const signed = checkSignature(req);
      const record = (status: number) => requests.push({ method: req.method ?? "", path, signed, text, status });

      if (req.method !== "POST" || path !== "/2/tweets") {
        record(404);
        return send(404, { errors: [{ message: "Sorry, that page does not exist", code: 34 }] });
      }
      if (!signed) {
        record(401);
        return send(401, problem(401, "Unauthorized", "Unauthorized"));
      }
      const failure = failures.shift();
      if (failure === "hang-up") {
        record(0);
        req.socket.destroy();
        return;
      }
      if (failure === 429) {
        record(429);
        const reset = Math.floor(Date.now() / 1000) + fake.rateLimitResetSeconds;
        return send(429, problem(429, "Too Many Requests", "Too Many Requests"), {
          "x-rate-limit-limit": "200",
          "x-rate-limit-remaining": "0",
          "x-rate-limit-reset": String(reset),
        });
      }
      if (failure === 503 || failure === 500) {
        record(failure);
        return send(
          failure,
          problem(
            failure,
            failure === 503 ? "Service Unavailable" : "Internal Server Error",
            failure === 503 ? "Service Unavailable" : "Internal Server Error",
          ),
        );
      }
      if (failure === 403 || (text !== undefined && posts.some((p) => p.text === text))) {
        record(403);
        return send(403, problem(403, "Forbidden", "You are not allowed to create a Tweet with duplicate content."));
      }
      if (failure === 400 || !text) {
        record(400);
        return send(400, {
          errors: [{ message: "$.text: is missing but it is required" }],
          title: "Invalid Request",
          detail: "One or more parameters to your request was invalid.",
          type: "https://api.twitter.com/2/problems/invalid-request",
        });
      }
      const id = String(nextId++);
      posts.push({ id, text });
      record(201);
      return send(201, { data: { id, text, edit_history_tweet_ids: [id] } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeX = {
    url: `http://127.0.0.1:${port}`,
    credentials,
    answerNext: (...next) => void failures.push(...next),
    rateLimitResetSeconds: 60,
    posts,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
