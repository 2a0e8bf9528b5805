import { performance } from "node:perf_hooks";
import { searchQuerySchema } from "@app/core";
import { Hono } from "hono";
import type { AppDeps, Logger } from "../app-deps";
import type { Database } from "../db/client";
import { preparedJson } from "../http/prepared-json";
import { parseWith } from "../http/validate";
import { createSearchIndex, type SearchIndex } from "./search-index";

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
): { index: SearchIndex; built: Promise<number | null> } {
  const index = createSearchIndex(db, associateTag, { maxWaitMs: SEARCH_MAX_WAIT_MS, log });
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

export function createSearchRoutes(deps: AppDeps) {
  const app = new Hono();
  const index = deps.searchIndex ?? createSearchIndex(deps.db, deps.env.AMAZON_ASSOCIATE_TAG);
  app.get("/search", async (c) => {
    const { q } = parseWith(searchQuerySchema, { q: c.req.query("q") }, "q");
    return preparedJson(c, await index.search(q, deps.now()));
  });
  return app;
}
