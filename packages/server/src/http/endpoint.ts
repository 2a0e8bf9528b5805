import { endpoint, type EndpointKey, type ENDPOINTS } from "@app/core";
import type { Context, Hono, MiddlewareHandler, Next } from "hono";
import type { z } from "zod";
import { notFound } from "./errors";
import { parseWith, readJson } from "./validate";

type Def<K extends EndpointKey> = (typeof ENDPOINTS)[K];
type Read<D, F extends string> = D extends { [P in F]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What a handler is given: its endpoint's path parameters, query and JSON body, each validated with the entry's schema. */
export interface EndpointInput<K extends EndpointKey> {
  params: Read<Def<K>, "params">;
  query: Read<Def<K>, "query">;
  body: Read<Def<K>, "body">;
}

export type EndpointHandler<K extends EndpointKey> = (
  c: Context,
  input: EndpointInput<K>,
  next: Next,
) => Response | void | Promise<Response | void>;

export interface EndpointOptions {
  /** Middleware run before the input is read (after the admin check). */
  use?: MiddlewareHandler[];
  /** Parameters that name nothing are a 404 with this message (a slug), not a 400. */
  notFound?: string;
  /**
   * The JSON body's own limit (MAX_BODY_BYTES otherwise), and whether it is read whatever its content type says
   * (navigator.sendBeacon sends text/plain).
   */
  body?: { maxBytes?: number; anyType?: boolean };
}

/**
 * Mounts handlers on `app` by their endpoint's name (core's endpoint table): the entry gives the method, the path
 * (`app` serves the paths under `base`), the admin check, and the schemas the parameters, query and body are read with
 * (a 400 naming the field when they do not pass), so a route cannot exist without its entry.
 */
export function endpointMounter(app: Hono, admin: MiddlewareHandler, base = "/api") {
  return <K extends EndpointKey>(key: K, handler: EndpointHandler<K>, options: EndpointOptions = {}) => {
    const entry = endpoint(key);
    if (!entry.path.startsWith(base)) throw new Error(`${key}: ${entry.path} is not under ${base}`);
    const guards = [...(entry.access === "admin" ? [admin] : []), ...(options.use ?? [])];
    app.on(entry.method.toUpperCase(), [entry.path.slice(base.length) || "/"], ...guards, async (c, next) => {
      let params: unknown;
      if (entry.params) {
        const parsed = options.notFound === undefined ? undefined : entry.params.safeParse(c.req.param());
        if (parsed && !parsed.success) throw notFound(options.notFound);
        params = parsed ? parsed.data : parseWith(entry.params, c.req.param(), "params");
      }
      const query = entry.query ? parseWith(entry.query, c.req.query(), "query") : undefined;
      const body = entry.body ? await readJson(c, entry.body, options.body) : undefined;
      return handler(c, { params, query, body } as EndpointInput<K>, next);
    });
  };
}
