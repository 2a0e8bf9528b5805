import {
  adminNamedListQuerySchema,
  idParamSchema,
  storeCreateSchema,
  storeListQuerySchema,
  storeSlugParamSchema,
  storeUpdateSchema,
} from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { adminPage, readAdminQuery } from "../http/admin-paging";
import { notFound } from "../http/errors";
import { pageOf } from "../http/paging";
import { parseWith, readJson } from "../http/validate";
import {
  adminStoreKeySchema,
  adminStorePage,
  createStore,
  deleteStore,
  findStoreBySlug,
  listStores,
  STORE_NOT_FOUND,
  storesNear,
  updateStore,
} from "./stores.service";

/** Stores: public GET /api/stores; the admin's paged list and every write need a session. */
export function createStoreRoutes(deps: AppDeps) {
  const app = new Hono();

  app.get("/stores", async (c) => {
    const { near } = parseWith(storeListQuerySchema, { near: c.req.query("near") }, "near");
    if (!near) return c.json(await listStores(await deps.reader(c)));
    // A visitor's own place: answered afresh, never kept (each address would be a cache entry of its own).
    c.header("Cache-Control", "private, no-cache");
    return c.json(await storesNear(await deps.reader(c), near[0], near[1]));
  });

  /** A store's page data; a malformed slug names no store (404, like an unknown one). */
  app.get("/stores/:slug", async (c) => {
    const param = storeSlugParamSchema.safeParse({ slug: c.req.param("slug") });
    const store = param.success ? await findStoreBySlug(await deps.reader(c), param.data.slug) : null;
    if (!store) throw notFound(STORE_NOT_FOUND);
    return c.json(store);
  });

  app.get("/admin/stores", requireAdmin(deps), async (c) => {
    const query = readAdminQuery(c, adminNamedListQuerySchema);
    const page = adminPage(query, adminStoreKeySchema);
    const items = pageOf(c, page, await adminStorePage(deps.db, page, query.q), (item) => item.key);
    return c.json(items.map(({ key: _key, ...item }) => item));
  });

  app.post("/stores", requireAdmin(deps), async (c) => {
    const input = await readJson(c, storeCreateSchema);
    return c.json(await createStore(deps.db, input, deps.now()), 201);
  });

  app.patch("/stores/:id", requireAdmin(deps), async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const patch = await readJson(c, storeUpdateSchema);
    const store = await updateStore(deps.db, id, patch, deps.now());
    if (!store) throw notFound(STORE_NOT_FOUND);
    return c.json(store);
  });

  app.delete("/stores/:id", requireAdmin(deps), async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    if (!(await deleteStore(deps.db, id))) throw notFound(STORE_NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
