/**
 * How the site and the desktop reach the API, without zod: the transport, the error a non-OK answer throws, and
 * one JSON request. The public pages load through this alone (public-api.ts); the validating client (client.ts)
 * builds on it.
 */
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
  /** The `Link` header of a paged list's answer (the next page), when there is one. */
  link?: string;
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
    const link = response.headers.get("Link");
    return { status: response.status, statusText: response.statusText, body: await response.text(), ...(link ? { link } : {}) };
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

/** The `message` of a JSON error body (common.schema's apiErrorBodySchema: `{ message: string }`), if it is one. */
function parseServerMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const message = typeof parsed === "object" && parsed !== null ? (parsed as { message?: unknown }).message : undefined;
    return typeof message === "string" ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One call: the JSON body sent and the JSON answer parsed, a non-2xx answer thrown as ApiError. A DELETE, a 204 or
 * an empty body answers undefined. The answer is not validated here: that is the caller's choice.
 */
export async function requestJson(transport: Transport, method: HttpMethod, path: string, body?: unknown): Promise<unknown> {
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
  if (method === "DELETE" || response.status === 204 || response.body === "") return undefined;
  return JSON.parse(response.body);
}

/** A query key as the key factories build it: string/number parts, optionally a trailing params object. */
export type QueryKeyParts = readonly (string | number | Record<string, string | number | undefined>)[];

/**
 * The GET path a query key names: parts joined with '/', a trailing object becomes the query string (keys keep
 * the API path as their first part; a static page preloads its data by it).
 */
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
