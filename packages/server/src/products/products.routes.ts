import { adminProductListQuerySchema, defaultSortDirection, idParamSchema, productCreateSchema, productUpdateSchema } from "@app/core";
import { type Context, Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { notFound } from "../http/errors";
import { etagMatches } from "../http/prepared-json";
import { parseWith, readJson } from "../http/validate";
import { createPublicProductsCache, PRODUCTS_CHANNEL, type SerializedList } from "./public-products.cache";
import { adminPage, readAdminQuery } from "../http/admin-paging";
import { pageOf } from "../http/paging";
import { adminProductKeySchema, adminProductPage, createProduct, deleteProduct, toAdminProduct, updateProduct } from "./products.service";
import { acceptsEncoding } from "../http/accept-encoding";

const NOT_FOUND = "Product not found";

export type PublicProductList = ReturnType<typeof createPublicProductList>;

/**
 * GET /api/products from the cached list (public-products.cache.ts): the stored bytes, gzip when accepted,
 * 304 for a matching If-None-Match; `headers` are added (the app's fast path passes the security headers).
 * `invalidate` is for this instance's writes.
 */
export function createPublicProductList(deps: AppDeps) {
  const cache = createPublicProductsCache(deps.db, deps.env.AMAZON_ASSOCIATE_TAG, deps.notifications?.watch(PRODUCTS_CHANNEL));
  // The response headers of each list version, built once (the list object changes with the version). Plain
  // objects that already carry Content-Length are written as they are by @hono/node-server, never copied.
  let prepared:
    { list: SerializedList; extra: Record<string, string>; gzip: Record<string, string>; json: Record<string, string> } | undefined;
  async function respond(c: Context, headers: Record<string, string> = {}): Promise<Response> {
    const list = await cache.get();
    const common = { ...headers, ETag: list.etag, Vary: "Accept-Encoding" };
    if (etagMatches(list.etag, c.req.header("If-None-Match"))) return c.body(null, 304, common);
    if (prepared?.list !== list || prepared.extra !== headers) {
      const json = { ...common, "Content-Type": "application/json" };
      prepared = {
        list,
        extra: headers,
        gzip: { ...json, "Content-Encoding": "gzip", "Content-Length": String(list.gzip.byteLength) },
        json: { ...json, "Content-Length": String(list.json.byteLength) },
      };
    }
    if (acceptsEncoding(c.req.header("Accept-Encoding"), "gzip")) return new Response(list.gzip, { status: 200, headers: prepared.gzip });
    return new Response(list.json, { status: 200, headers: prepared.json });
  }
  return { respond, invalidate: cache.invalidate };
}

export function createProductRoutes(deps: AppDeps, publicProducts: PublicProductList) {
  const app = new Hono();
  const admin = requireAdmin(deps);

  // ETag and gzip are precomputed: the etag and compress middlewares leave a response that has them alone.
  app.get("/products", (c) => publicProducts.respond(c));

  // A page of the admin's table, searched and sorted by the database (docs/decisions/0030-admin-lists-paged.md).
  app.get("/admin/products", admin, async (c) => {
    const { q, sort, dir = defaultSortDirection(sort), ...paging } = readAdminQuery(c, adminProductListQuerySchema);
    const page = adminPage(paging, adminProductKeySchema(sort, dir));
    const rows = pageOf(c, page, await adminProductPage(deps.db, { q, sort, dir }, page), (row) => row.key);
    return c.json(rows.map(toAdminProduct));
  });

  app.post("/products", admin, async (c) => {
    const input = await readJson(c, productCreateSchema);
    const row = await createProduct(deps.db, input, deps.now());
    publicProducts.invalidate();
    return c.json(toAdminProduct(row), 201);
  });

  app.patch("/products/:id", admin, async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const patch = await readJson(c, productUpdateSchema);
    const row = await updateProduct(deps.db, id, patch, deps.now());
    publicProducts.invalidate();
    if (!row) throw notFound(NOT_FOUND);
    return c.json(toAdminProduct(row));
  });

  app.delete("/products/:id", admin, async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const deleted = await deleteProduct(deps.db, id);
    publicProducts.invalidate();
    if (!deleted) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
