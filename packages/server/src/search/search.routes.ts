import { performance } from "node:perf_hooks";
import { searchQuerySchema } from "@app/core";
import { type Context, Hono } from "hono";
import type { AppDeps, Logger } from "../app-deps";
import type { Database } from "../db/client";
import type { ChangeNotifications } from "../db/notifications";
import { preparedJson } from "../http/prepared-json";
import { parseWith } from "../http/validate";
import { createSearchIndex, SEARCH_CHANNEL, type SearchIndex } from "./search-index";

/**
 * How long a search waits for the index to be built or to catch up with a write before the database answers it
 * (ms): the first searches after start-up, and the first after a write, do not wait for the index.
 */
export const SEARCH_MAX_WAIT_MS = 50;

/**
 * The server's search index, built from now on (in slices that let requests run meanwhile); `built` resolves
 * with the build's duration in ms (or null when it failed: searches then go to the database until one succeeds).
 */
export function startSearchIndex(
  db: Database,
  associateTag: string | undefined,
  log: Logger,
  notifications?: Pick<ChangeNotifications, "watch">,
): { index: SearchIndex; built: Promise<number | null> } {
  const index = createSearchIndex(db, associateTag, { maxWaitMs: SEARCH_MAX_WAIT_MS, log, watch: notifications?.watch(SEARCH_CHANNEL) });
  const start = performance.now();
  const built = index.start().then(
    () => {
      const ms = performance.now() - start;
      const held = index.size();
      log.info(
        `Search index built in ${Math.round(ms)} ms (${held.product} products, ${held.blog} posts, ${held.store} stores, ${held.brand} brands).`,
      );
      return ms;
    },
    (error: unknown) => {
      log.error("Building the search index failed (searches are answered by the database until it is built)", error);
      return null;
    },
  );
  return { index, built };
}

/** GET /api/search's answer from `index`; `headers` are added (the app's fast path passes the security headers). */
export function searchAnswer(deps: AppDeps, index: SearchIndex) {
  return async (c: Context, headers?: Record<string, string>) => {
    const { q } = parseWith(searchQuerySchema, { q: c.req.query("q") }, "q");
    return preparedJson(c, await index.search(q, deps.now()), headers);
  };
}

export function createSearchRoutes(deps: AppDeps) {
  const app = new Hono();
  const answer = searchAnswer(deps, deps.searchIndex);
  app.get("/search", (c) => answer(c));
  return app;
}
