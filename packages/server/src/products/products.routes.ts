import { idParamSchema, productCreateSchema, productUpdateSchema } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { notFound } from "../http/errors";
import { parseWith, readJson } from "../http/validate";
import { createPublicProductsCache, PRODUCTS_CHANNEL } from "./public-products.cache";
import { createProduct, deleteProduct, listProducts, toAdminProduct, updateProduct } from "./products.service";

const NOT_FOUND = "Product not found";

export function createProductRoutes(deps: AppDeps) {
  const app = new Hono();
  const admin = requireAdmin(deps);
  const tag = deps.env.AMAZON_ASSOCIATE_TAG;

  const publicProducts = createPublicProductsCache(deps.db, tag, deps.notifications?.watch(PRODUCTS_CHANNEL));
  app.get("/products", async (c) => {
    const list = await publicProducts.get();
    // ETag and gzip are precomputed: the etag and compress middlewares leave a response that has them alone.
    const headers: Record<string, string> = { "Content-Type": "application/json", ETag: list.etag, Vary: "Accept-Encoding" };
    if (/\bgzip\b/i.test(c.req.header("Accept-Encoding") ?? "")) {
      return c.body(new Uint8Array(list.gzip), 200, { ...headers, "Content-Encoding": "gzip" });
    }
    return c.body(list.json, 200, headers);
  });

  app.get("/admin/products", admin, async (c) => {
    const rows = await listProducts(deps.db);
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
