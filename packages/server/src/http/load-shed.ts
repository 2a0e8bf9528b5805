import { monitorEventLoopDelay } from "node:perf_hooks";
import type { MiddlewareHandler } from "hono";

export interface LoadLimits {
  /** Requests being answered at once; one more is a quick 503. */
  maxInFlight: number;
  /** While the event loop's recent delay (p99 of the last window) is above this, requests are a quick 503. */
  maxEventLoopDelayMs: number;
}

/**
 * Embedded PGlite runs every statement on the server's one thread: at 200 connections the event loop itself
 * saturated and requests waited 21 s before reaching the database queue (docs/reliability.md). The Postgres
 * server does the database work elsewhere, so the app takes more at once there.
 */
export const LOAD_LIMITS: Record<"pglite" | "postgres", LoadLimits> = {
  pglite: { maxInFlight: 32, maxEventLoopDelayMs: 200 },
  postgres: { maxInFlight: 256, maxEventLoopDelayMs: 500 },
};

export const SERVER_BUSY_MESSAGE = "The server is busy. Try again in a moment.";
/** How often the event loop's delay is sampled into a verdict. */
const WINDOW_MS = 250;

/** Never refused: the health check (a load balancer must see the instance), and files (they cost no database work). */
const exempt = (path: string) => path === "/api/health" || /\.[a-z0-9]+$/i.test(path);

export interface LoadShedder {
  middleware: MiddlewareHandler;
  /** Requests being answered now, and requests refused so far. */
  stats(): { inFlight: number; shed: number; eventLoopDelayMs: number };
  stop(): void;
}

/**
 * Sheds load before any work is done for a request (no body read, no database): a quick 503 with Retry-After
 * when too many requests are in flight or the event loop is lagging, instead of a wait of many seconds.
 */
export function createLoadShedder(limits: LoadLimits): LoadShedder {
  let inFlight = 0;
  let shed = 0;
  let delayMs = 0;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const timer = setInterval(() => {
    delayMs = histogram.count > 0 ? histogram.percentile(99) / 1e6 : 0;
    histogram.reset();
  }, WINDOW_MS);
  timer.unref();

  const middleware: MiddlewareHandler = async (c, next) => {
    if (exempt(c.req.path)) return next();
    if (inFlight >= limits.maxInFlight || delayMs > limits.maxEventLoopDelayMs) {
      shed++;
      return c.json({ message: SERVER_BUSY_MESSAGE }, 503, { "Retry-After": "1", "Cache-Control": "no-store" });
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };

  return {
    middleware,
    stats: () => ({ inFlight, shed, eventLoopDelayMs: delayMs }),
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
