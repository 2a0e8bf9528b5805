import type { z } from "zod";
import type { Page } from "../admin/admin-lists";
import { nextLink } from "../common/paging";
import type { ENDPOINTS } from "./endpoints";
import { ENDPOINT_PATHS, type EndpointKey } from "./endpoint-paths";
import { requestJson, sendFile, type HttpMethod, type Transport } from "./transport";

/*
 * A call of an endpoint, typed from the endpoint table (endpoints.ts, by type only: nothing here carries zod) and
 * sent by one function for every endpoint. The admin's client parses the answers (client.ts); the public pages'
 * reads do not (public-api.ts).
 */

type Def<K extends EndpointKey> = (typeof ENDPOINTS)[K];

/**
 * What a call of `K` takes: its path parameters, its query (values as the server reads them: numbers, lists), its
 * JSON body, or the file it sends.
 */
export type EndpointRequest<K extends EndpointKey> = (Def<K> extends { params: infer S extends z.ZodType }
  ? { params: z.output<S> }
  : unknown) &
  (Def<K> extends { query: infer S extends z.ZodType } ? { query?: QueryInput<z.output<S>> } : unknown) &
  (Def<K> extends { body: infer S extends z.ZodType } ? { body: z.input<S> } : unknown) &
  (Def<K> extends { file: object } ? { file: { text: string; type: string }; onProgress?: (fraction: number) => void } : unknown);

/** A query as the server reads it, every field optional (the server says what is missing); a list may be read-only. */
type QueryInput<O> = { [F in keyof O]?: ReadOnlyList<O[F]> | null };
type ReadOnlyList<T> = T extends (infer E)[] ? readonly E[] : T;

type Answer<K extends EndpointKey> = Def<K>["ok"] extends { schema: infer S extends z.ZodType } ? z.output<S> : void;

/** What a call of `K` answers: a paged list's page is its items (or its object) with the next page's cursor. */
export type EndpointAnswer<K extends EndpointKey> = (typeof ENDPOINT_PATHS)[K] extends readonly [string, string, "paged"]
  ? Answer<K> extends readonly (infer I)[]
    ? Page<I>
    : Answer<K> & { next: string | null }
  : Answer<K>;

export type EndpointCall<K extends EndpointKey> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  {} extends EndpointRequest<K>
    ? (input?: EndpointRequest<K>) => Promise<EndpointAnswer<K>>
    : (input: EndpointRequest<K>) => Promise<EndpointAnswer<K>>;

type Group<K> = K extends `${infer G}.${string}` ? G : never;

/** Every endpoint as a function, "products.update" as `client.products.update(...)`. */
export type EndpointClient = { [K in Exclude<EndpointKey, `${string}.${string}`>]: EndpointCall<K> } & {
  [G in Group<EndpointKey>]: { [K in EndpointKey as K extends `${G}.${infer M}` ? M : never]: EndpointCall<K> };
};

/** A request of any endpoint, as the functions of an EndpointClient take it. */
export interface AnyEndpointRequest {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  file?: { text: string; type: string };
  onProgress?: (fraction: number) => void;
}

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** `path` with the given parameters as its query string (null, undefined and "" left out, a list joined with commas). */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "" || value === false) continue;
    search.set(name, typeof value === "object" ? value.join(",") : String(value === true ? 1 : value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The next page, from a paged answer's `Link` header: its cursor (a numbered page's: its number); null on the last page. */
export function nextCursor(link: string | undefined): string | null {
  const next = nextLink(link);
  if (next === null) return null;
  const params = new URLSearchParams(next.split("?")[1] ?? "");
  return params.get("cursor") ?? params.get("page");
}

/** The address a call of `key` goes to: its path with the parameters filled in, and its query. */
export function endpointUrl(key: EndpointKey, input: AnyEndpointRequest = {}): string {
  const path = ENDPOINT_PATHS[key][1].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input.params?.[name] ?? "")));
  return withQuery(path, input.query ?? {});
}

/**
 * One call of `key` over `transport`: its answer's JSON run through `read` (the admin's client parses it), a paged
 * list's as a page with the next page's cursor. A non-2xx answer is thrown as ApiError.
 */
export async function callEndpoint(
  transport: Transport,
  key: EndpointKey,
  input: AnyEndpointRequest = {},
  read: (json: unknown) => unknown = (json) => json,
): Promise<unknown> {
  const [method, , paged] = ENDPOINT_PATHS[key] as readonly [string, string, "paged"?];
  const url = endpointUrl(key, input);
  if (input.file) return read(await sendFile(transport, url, input.file, input.onProgress));
  let link: string | undefined;
  const linked: Transport = (request) => transport(request).then((response) => ((link = response.link), response));
  // A write with no body of its own sends an empty object (the server reads none).
  const body = input.body ?? (method === "get" || method === "delete" ? undefined : {});
  const json = read(await requestJson(linked, method.toUpperCase() as HttpMethod, url, body));
  if (!paged) return json;
  return Array.isArray(json) ? { items: json, next: nextCursor(link) } : { ...(json as object), next: nextCursor(link) };
}

/** An EndpointClient whose every function is `call` of its key. */
export function walkEndpoints(call: (key: EndpointKey, input?: AnyEndpointRequest) => Promise<unknown>): EndpointClient {
  const client: Record<string, unknown> = {};
  for (const key of Object.keys(ENDPOINT_PATHS) as EndpointKey[]) {
    const dot = key.indexOf(".");
    const fn = (input?: AnyEndpointRequest) => call(key, input);
    if (dot < 0) client[key] = fn;
    else ((client[key.slice(0, dot)] ??= {}) as Record<string, unknown>)[key.slice(dot + 1)] = fn;
  }
  return client as EndpointClient;
}
