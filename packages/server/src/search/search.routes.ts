import { searchQuerySchema } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { parseWith } from "../http/validate";
import { createSearchIndex } from "./search-index";

export function createSearchRoutes(deps: AppDeps) {
  const app = new Hono();
  const index = createSearchIndex(deps.db, deps.env.AMAZON_ASSOCIATE_TAG);
  app.get("/search", async (c) => {
    const { q } = parseWith(searchQuerySchema, { q: c.req.query("q") }, "q");
    return c.json(await index.search(q, deps.now()));
  });
  return app;
}
