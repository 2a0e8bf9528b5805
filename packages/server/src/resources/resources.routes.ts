import { adminNamedListQuerySchema, idParamSchema, resourceCreateSchema, resourceUpdateSchema } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { adminPage, readAdminQuery } from "../http/admin-paging";
import { notFound } from "../http/errors";
import { pageOf } from "../http/paging";
import { parseWith, readJson } from "../http/validate";
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

  app.get("/resources", async (c) => c.json(await listResources(await deps.reader(c))));

  app.get("/admin/resources", requireAdmin(deps), async (c) => {
    const query = readAdminQuery(c, adminNamedListQuerySchema);
    const page = adminPage(query, adminResourceKeySchema);
    const items = pageOf(c, page, await adminResourcePage(deps.db, page, query.q), (item) => item.key);
    return c.json(items.map(({ key: _key, ...item }) => item));
  });

  app.post("/resources", requireAdmin(deps), async (c) => {
    const input = await readJson(c, resourceCreateSchema);
    return c.json(await createResource(deps.db, input, deps.now()), 201);
  });

  app.patch("/resources/:id", requireAdmin(deps), async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const patch = await readJson(c, resourceUpdateSchema);
    const resource = await updateResource(deps.db, id, patch, deps.now());
    if (!resource) throw notFound(RESOURCE_NOT_FOUND);
    return c.json(resource);
  });

  app.delete("/resources/:id", requireAdmin(deps), async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    if (!(await deleteResource(deps.db, id))) throw notFound(RESOURCE_NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
