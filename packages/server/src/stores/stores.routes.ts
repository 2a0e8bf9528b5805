import { idParamSchema, storeUpdateSchema } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { notFound } from "../http/errors";
import { parseWith, readJson } from "../http/validate";
import { listStores, updateStore } from "./stores.service";

export function createStoreRoutes(deps: AppDeps) {
  const app = new Hono();

  app.get("/stores", async (c) => c.json(await listStores(deps.reader(c))));

  app.patch("/stores/:id", requireAdmin(deps), async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const patch = await readJson(c, storeUpdateSchema);
    const store = await updateStore(deps.db, id, patch, deps.now());
    if (!store) throw notFound("Store not found");
    return c.json(store);
  });

  return app;
}
