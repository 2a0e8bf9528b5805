import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "../app-deps";
import type { Metrics } from "../metrics/metrics";
import { clipLine } from "./errors";
import { PREVIEW_PATH } from "../blog/post-preview";
import { IN_PROCESS_REQUEST } from "./load-shed";

declare module "hono" {
  interface ContextVariableMap {
    /** This request's id (X-Request-Id): in its log line, its error lines and the jobs it schedules. */
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = "X-Request-Id";

/** A client's (or a proxy's) request id is kept when it is 1-128 of these characters (a UUID, a trace id); else a new one. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(given: string | undefined): string {
  return given !== undefined && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/**
 * The first middleware: gives the request its id (X-Request-Id, echoed on every answer, a 503 from the load shedder
 * included), and once it is answered writes one log record (id, method, route pattern, path, status, duration) and
 * observes its duration in the metrics. The path is logged without its query string (a link may carry a secret
 * there), a post preview's without its token. A page's own in-process API calls are part of that page's request: neither logged nor counted.
 */
export function requestLog(log: Logger, metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set("requestId", requestId);
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // A response with immutable headers (one passed through from fetch): a copy that takes them.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    }
    if (c.env === IN_PROCESS_REQUEST) return;
    const ms = performance.now() - started;
    const method = c.req.method;
    const status = c.res.status;
    const route = routePath(c) || "*";
    metrics.request(method, route, status, ms / 1000);
    // A preview's address is its secret (blog/post-preview.ts): whoever reads the log could open it.
    const path = c.req.path.startsWith(`${PREVIEW_PATH}/`) ? `${PREVIEW_PATH}/…` : clipLine(c.req.path);
    log.info(`${method} ${path} ${status}`, { requestId, method, route, path, status, durationMs: Math.round(ms * 10) / 10 });
  };
}
