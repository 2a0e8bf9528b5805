import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { adminPage } from "../http/admin-paging";
import { endpointMounter } from "../http/endpoint";
import { notFound } from "../http/errors";
import { pageOf } from "../http/paging";
import {
  adminResourceKeySchema,
  adminResourcePage,
  createResource,
  deleteResource,
  listResources,
  RESOURCE_NOT_FOUND,
  updateResource,
} from "./resources.service";

/** Brand listings: public GET /api/resources; the admin's paged list and every write need a session. */
export function createResourceRoutes(deps: AppDeps) {
  const app = new Hono();
  const on = endpointMounter(app, requireAdmin(deps));

  on("resources.list", async (c) => c.json(await listResources(await deps.reader(c))));

  on("resources.adminPage", async (c, { query }) => {
    const page = adminPage(query, adminResourceKeySchema);
    const items = pageOf(c, page, await adminResourcePage(deps.db, page, query.q), (item) => item.key);
    return c.json(items.map(({ key: _key, ...item }) => item));
  });

  on("resources.create", async (c, { body }) => c.json(await createResource(deps.db, body, deps.now()), 201));

  on("resources.update", async (c, { params: { id }, body: patch }) => {
    const resource = await updateResource(deps.db, id, patch, deps.now());
    if (!resource) throw notFound(RESOURCE_NOT_FOUND);
    return c.json(resource);
  });

  on("resources.remove", async (c, { params: { id } }) => {
    if (!(await deleteResource(deps.db, id))) throw notFound(RESOURCE_NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
