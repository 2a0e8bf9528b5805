import { searchQuerySchema } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { preparedJson } from "../http/prepared-json";
import { parseWith } from "../http/validate";
import { search } from "./search.service";

export function createSearchRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get("/search", async (c) => {
    const { q } = parseWith(searchQuerySchema, { q: c.req.query("q") }, "q");
    return preparedJson(c, await search(await deps.reader(c), q, deps.now(), deps.env.AMAZON_ASSOCIATE_TAG));
  });
  return app;
}
