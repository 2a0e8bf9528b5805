import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { adminPage } from "../http/admin-paging";
import { endpointMounter } from "../http/endpoint";
import { notFound } from "../http/errors";
import { pageOf } from "../http/paging";
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
  const on = endpointMounter(app, requireAdmin(deps));

  on("stores.list", async (c, { query: { near } }) => {
    if (!near) return c.json(await listStores(await deps.reader(c)));
    // A visitor's own place: answered afresh, never kept (each address would be a cache entry of its own).
    c.header("Cache-Control", "private, no-cache");
    return c.json(await storesNear(await deps.reader(c), near[0], near[1]));
  });

  /** A store's page data; a malformed slug names no store (404, like an unknown one). */
  on(
    "stores.get",
    async (c, { params: { slug } }) => {
      const store = await findStoreBySlug(await deps.reader(c), slug);
      if (!store) throw notFound(STORE_NOT_FOUND);
      return c.json(store);
    },
    { notFound: STORE_NOT_FOUND },
  );

  on("stores.adminPage", async (c, { query }) => {
    const page = adminPage(query, adminStoreKeySchema);
    const items = pageOf(c, page, await adminStorePage(deps.db, page, query.q), (item) => item.key);
    return c.json(items.map(({ key: _key, ...item }) => item));
  });

  on("stores.create", async (c, { body }) => c.json(await createStore(deps.db, body, deps.now()), 201));

  on("stores.update", async (c, { params: { id }, body: patch }) => {
    const store = await updateStore(deps.db, id, patch, deps.now());
    if (!store) throw notFound(STORE_NOT_FOUND);
    return c.json(store);
  });

  on("stores.remove", async (c, { params: { id } }) => {
    if (!(await deleteStore(deps.db, id))) throw notFound(STORE_NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
