import { monitorEventLoopDelay } from "node:perf_hooks";
import { isAmazonUrl } from "@app/core";
import type { Context, MiddlewareHandler } from "hono";

export interface LoadLimits {
  /** Requests being answered at once; one more is a quick 503. */
  maxInFlight: number;
  /** While the event loop's recent delay (p99 of the last two windows, 250-500 ms) is above this, requests are a quick 503. */
  maxEventLoopDelayMs: number;
  /**
   * Public pages rendered at once (pages/pages.routes.ts); a visitor asking for one more gets the page as last kept, or
   * a quick 503, so no client can buy renders by the address it asks for
   * (docs/decisions/0052-no-request-buys-a-render.md).
   */
  maxRenders: number;
  /** How long a visitor waits for a page being rendered before the kept page or a 503; the render goes on and is kept. */
  renderWaitMs: number;
}

/**
 * Embedded PGlite runs every statement on the server's one thread, one at a time: each request taken on beyond
 * the few the database can serve at once waits for the statements of all the others, and every request, even a
 * 503, waits for the thread. A limit of 8 answers sooner than 32 did under load and, with less queueing, answers
 * more (the figures: docs/decisions/0021). The Postgres server does the database work elsewhere, so the app takes
 * more at once there.
 */
export const LOAD_LIMITS: Record<"pglite" | "postgres", LoadLimits> = {
  pglite: { maxInFlight: 8, maxEventLoopDelayMs: 200, maxRenders: 2, renderWaitMs: 1000 },
  postgres: { maxInFlight: 256, maxEventLoopDelayMs: 500, maxRenders: 4, renderWaitMs: 1000 },
};

export const SERVER_BUSY_MESSAGE = "The server is busy. Try again in a moment.";
const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="2"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Busy</title></head><body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem"><h1>One moment</h1><p>${SERVER_BUSY_MESSAGE}</p></body></html>`;

/**
 * The quick 503 of a busy server: a page for a page (a visitor's browser shows it and tries again), JSON for the API.
 * A click on its way to Amazon (GET /api/go) is sent on to the link it names instead: the count is lost, not the click.
 */
export function busyAnswer(c: Context): Response {
  const headers = { "Retry-After": "1", "Cache-Control": "no-store" };
  const clicked = c.req.path === "/api/go" ? c.req.query("url") : undefined;
  if (clicked && isAmazonUrl(clicked))
    return new Response(null, { status: 302, headers: { Location: clicked, "Cache-Control": "no-store" } });
  if (!c.req.path.startsWith("/api/")) return c.html(BUSY_PAGE, 503, headers);
  return c.json({ message: SERVER_BUSY_MESSAGE }, 503, headers);
}

/** How often the event loop's delay is sampled into a verdict. */
const WINDOW_MS = 250;

/**
 * Marks a request the app makes of itself (a page rendered with its own API routes' data, app.ts): passed as
 * the request's env, which no outside request can set. The page that made it was already admitted.
 */
export const IN_PROCESS_REQUEST = { inProcess: true } as const;

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
export function createLoadShedder(
  limits: Pick<LoadLimits, "maxInFlight" | "maxEventLoopDelayMs">,
  isBuiltFile: (path: string) => boolean = () => false,
): LoadShedder {
  // Never refused: the health check (a load balancer must see the instance), the built site's files (read from
  // disk, no database work; a path that merely ends in an extension, like /rss.xml, may be a query), and a
  // page's own in-process API calls.
  const exempt = (path: string, env: unknown) => env === IN_PROCESS_REQUEST || path === "/api/health" || isBuiltFile(path);
  let inFlight = 0;
  let shed = 0;
  let delayMs = 0;
  // Two histograms, reset on alternate windows, each spanning two: a histogram's sample is the time since its previous
  // one, and a reset forgets that previous one, so a reset made after a blocked stretch but before the histogram's own
  // timer measured it (both timers are overdue then, in either order) loses the stretch; the other histogram keeps it.
  const histograms = [monitorEventLoopDelay({ resolution: 10 }), monitorEventLoopDelay({ resolution: 10 })];
  for (const histogram of histograms) histogram.enable();
  let turn = 0;
  const timer = setInterval(() => {
    delayMs = Math.max(...histograms.map((h) => (h.count > 0 ? h.percentile(99) / 1e6 : 0)));
    histograms[turn]!.reset();
    turn = 1 - turn;
  }, WINDOW_MS);
  timer.unref();

  const middleware: MiddlewareHandler = async (c, next) => {
    if (exempt(c.req.path, c.env)) return next();
    // A lagging loop refuses only while other requests are being answered: one slow render or a GC pause
    // with nothing else waiting is no overload, and the next lone visitor is served.
    const lagging = delayMs > limits.maxEventLoopDelayMs && inFlight > 0;
    if (inFlight >= limits.maxInFlight || lagging) {
      shed++;
      return busyAnswer(c);
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
      for (const histogram of histograms) histogram.disable();
    },
  };
}
