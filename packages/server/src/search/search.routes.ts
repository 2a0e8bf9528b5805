import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { endpointMounter } from "../http/endpoint";
import { preparedJson } from "../http/prepared-json";
import { search } from "./search.service";

export function createSearchRoutes(deps: AppDeps) {
  const app = new Hono();
  const on = endpointMounter(app, requireAdmin(deps));
  on("search", async (c, { query: { q } }) =>
    preparedJson(c, await search(await deps.reader(c), q, deps.now(), deps.env.AMAZON_ASSOCIATE_TAG)),
  );
  return app;
}
