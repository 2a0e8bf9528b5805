import { adminProductListQuerySchema, defaultSortDirection, idParamSchema, productCreateSchema, productUpdateSchema } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { notFound } from "../http/errors";
import { pageOf, readPage } from "../http/paging";
import { parseWith, readJson } from "../http/validate";
import { PRICE_REFRESH_PRODUCT_JOB } from "../prices/prices.routes";
import { adminPage, readAdminQuery } from "../http/admin-paging";
import {
  adminProductKeySchema,
  adminProductPage,
  createProduct,
  deleteProduct,
  gridKeySchema,
  heroProducts,
  publicProductPage,
  toAdminProduct,
  toPublicProduct,
  updateProduct,
} from "./products.service";

const NOT_FOUND = "Product not found";

export function createProductRoutes(deps: AppDeps) {
  const app = new Hono();
  const admin = requireAdmin(deps);
  const tag = deps.env.AMAZON_ASSOCIATE_TAG;

  // The public list in the home grid's order, a page at a time (docs/decisions/0029-paged-lists.md).
  app.get("/products", async (c) => {
    const page = readPage(c, gridKeySchema);
    const rows = pageOf(c, page, await publicProductPage(deps.reader(c), page), (row) => row.key);
    return c.json(rows.map((row) => toPublicProduct(row, tag)));
  });

  // The hero carousel's products (core pickHeroProducts), chosen by the database from the whole catalogue.
  app.get("/products/hero", async (c) => c.json((await heroProducts(deps.reader(c))).map((row) => toPublicProduct(row, tag))));

  // A page of the admin's table, searched and sorted by the database (docs/decisions/0031-admin-lists-paged.md).
  app.get("/admin/products", admin, async (c) => {
    const { q, ids, sort, dir = defaultSortDirection(sort), ...paging } = readAdminQuery(c, adminProductListQuerySchema);
    const page = adminPage(paging, adminProductKeySchema(sort, dir));
    const rows = pageOf(c, page, await adminProductPage(deps.db, { q, ids, sort, dir }, page), (row) => row.key);
    return c.json(rows.map(toAdminProduct));
  });

  /** A product whose price Amazon gives has it fetched at once (prices.routes.ts), not at the refresh's next turn. */
  const fetchPriceSoon = async (row: { id: number; amazonAsin: string | null; sourceStore: string; priceAttemptedAt: Date | null }) => {
    if (!deps.amazon || !row.amazonAsin || row.sourceStore.trim().toLowerCase() !== "amazon" || row.priceAttemptedAt !== null) return;
    await deps.jobs.schedule(
      PRICE_REFRESH_PRODUCT_JOB,
      deps.now(),
      { productId: row.id },
      { dedupeKey: `prices:product:${row.id}`, replace: true },
    );
  };

  app.post("/products", admin, async (c) => {
    const input = await readJson(c, productCreateSchema);
    const row = await createProduct(deps.db, input, deps.now());
    await fetchPriceSoon(row);
    return c.json(toAdminProduct(row), 201);
  });

  app.patch("/products/:id", admin, async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const patch = await readJson(c, productUpdateSchema);
    const row = await updateProduct(deps.db, id, patch, deps.now());
    if (!row) throw notFound(NOT_FOUND);
    await fetchPriceSoon(row);
    return c.json(toAdminProduct(row));
  });

  app.delete("/products/:id", admin, async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const deleted = await deleteProduct(deps.db, id);
    if (!deleted) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

  return app;
}
