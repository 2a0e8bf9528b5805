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
  /** JSON text (or a file's, sendFile), present only when the call has a body. */
  body?: string;
  /** Hears how much of the body is sent (0 to 1), where the transport can tell (the web's); others say nothing. */
  onUploadProgress?: (fraction: number) => void;
}

export interface TransportResponse {
  status: number;
  statusText: string;
  body: string;
  /** The `Link` header of a paged list's answer (the next page), when there is one. */
  link?: string;
  /** The answer's Retry-After header, when it has one (the server sends it with a 503 "busy" or "unavailable"). */
  retryAfter?: string;
}

/**
 * How a call reaches the server. The web uses fetch with cookies; the desktop routes calls through its
 * main process, which adds the bearer token (platform differences are injected, never sniffed).
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** fetch with credentials (cookies) against `baseUrl` ("" for same origin). */
export function fetchTransport(baseUrl = "", fetchImpl: typeof fetch = (...args) => fetch(...args)): Transport {
  const base = baseUrl.replace(/\/+$/, "");
  return async ({ method, path, headers, body, onUploadProgress }) => {
    const Xhr = (globalThis as { XMLHttpRequest?: new () => UploadRequest }).XMLHttpRequest;
    if (onUploadProgress && Xhr) return xhrSend(new Xhr(), base + path, method, headers, body, onUploadProgress);
    const response = await fetchImpl(base + path, { method, headers, body, credentials: "include" });
    const link = response.headers.get("Link");
    const retryAfter = response.headers.get("retry-after");
    return {
      status: response.status,
      statusText: response.statusText,
      body: await response.text(),
      ...(link ? { link } : {}),
      ...(retryAfter ? { retryAfter } : {}),
    };
  };
}

/** What xhrSend uses of a browser's XMLHttpRequest (core is also compiled where the DOM's types are not). */
interface UploadRequest {
  open(method: string, url: string): void;
  withCredentials: boolean;
  setRequestHeader(name: string, value: string): void;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  status: number;
  statusText: string;
  responseText: string;
  getResponseHeader(name: string): string | null;
  send(body?: string): void;
}

/** A call through XMLHttpRequest, which tells how much of the body is sent (fetch does not). */
function xhrSend(
  xhr: UploadRequest,
  url: string,
  method: HttpMethod,
  headers: Record<string, string>,
  body: string | undefined,
  onUploadProgress: (fraction: number) => void,
): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const link = xhr.getResponseHeader("Link");
      const retryAfter = xhr.getResponseHeader("Retry-After");
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        body: xhr.responseText,
        ...(link ? { link } : {}),
        ...(retryAfter ? { retryAfter } : {}),
      });
    };
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    xhr.send(body);
  });
}

/**
 * A non-OK response. `message` is "{status}: {body text or status text}";
 * `serverMessage` is the parsed `message` of a JSON error body, for toasts; `retryAfterSeconds` is the answer's
 * Retry-After, when it had one.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: string,
    readonly serverMessage: string | undefined,
    statusText: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

/** Seconds a Retry-After value asks to wait (delta-seconds or an HTTP date), or undefined when it names none. */
export function retryAfterSeconds(value: string | undefined, now = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
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
  return answerOf(method, response);
}

/** A file's text POSTed as its own media type (a product import), its JSON answer parsed as requestJson's. */
export async function sendFile(
  transport: Transport,
  path: string,
  file: { text: string; type: string },
  onUploadProgress?: (fraction: number) => void,
): Promise<unknown> {
  const headers = { "Content-Type": file.type, Accept: "application/json" };
  return answerOf(
    "POST",
    await transport({ method: "POST", path, headers, body: file.text, ...(onUploadProgress ? { onUploadProgress } : {}) }),
  );
}

function answerOf(method: HttpMethod, response: TransportResponse): unknown {
  if (response.status < 200 || response.status >= 300) {
    const wait = retryAfterSeconds(response.retryAfter);
    throw new ApiError(response.status, response.body, parseServerMessage(response.body), response.statusText, wait);
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
