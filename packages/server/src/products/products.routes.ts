import {
  adminProductListQuerySchema,
  catalogueFilterSchema,
  catalogueQuerySchema,
  defaultSortDirection,
  idParamSchema,
  isReservedProductSlug,
  productCreateSchema,
  productImportQuerySchema,
  productSlugParamSchema,
  productUpdateSchema,
} from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { ApiProblem, badRequest, notFound } from "../http/errors";
import { pageOf, readPage } from "../http/paging";
import { parseWith, readJson } from "../http/validate";
import { PRICE_REFRESH_PRODUCT_JOB } from "../prices/prices.routes";
import { adminPage, readAdminQuery } from "../http/admin-paging";
import { catalogueFacets, catalogueKeySchema, cataloguePage, isWholeCatalogue } from "./catalogue.service";
import {
  adminProductKeySchema,
  adminProductPage,
  createProduct,
  deleteProduct,
  gridKeySchema,
  heroProducts,
  publicProductPage,
  refreshGridPages,
  toAdminProduct,
  toPublicProduct,
  updateProduct,
} from "./products.service";
import { decodeText, importFormatOf, importProducts, importRecords, withSpooledFile } from "./import.service";
import { lookupProductSlug, productPage } from "./product-page.service";

const NOT_FOUND = "Product not found";
/** The import's path under /api: its body is a file, not a small JSON one (app.ts leaves it out of the JSON body limit). */
export const PRODUCT_IMPORT_PATH = "/admin/products/import";
export const PRODUCT_GONE = "This product is no longer in our catalogue";

/**
 * Keeps the public list's page boundaries (refreshGridPages): at start, and GRID_PAGES_DELAY_MS after a write that can
 * move a product in the grid order (one pending at a time: a stream of writes refreshes them that often at most).
 */
export const GRID_PAGES_JOB = "products.grid-pages";

export function createProductRoutes(deps: AppDeps) {
  const app = new Hono();
  const admin = requireAdmin(deps);
  const tag = deps.env.AMAZON_ASSOCIATE_TAG;

  deps.jobs.register(GRID_PAGES_JOB, { maxAttempts: 3, run: async () => void (await refreshGridPages(deps.db)) });
  const delayMs = deps.env.GRID_PAGES_DELAY_MS;
  // Scheduled by this instance until then (a stream of creates costs one statement per delay, not one per create).
  let pendingUntil = 0;
  const gridPagesSoon = async (delay = delayMs) => {
    if (delayMs === 0) return void (await refreshGridPages(deps.db));
    const at = deps.now().getTime() + delay;
    if (delay > 0 && at <= pendingUntil) return;
    await deps.jobs.schedule(GRID_PAGES_JOB, new Date(at), {}, { dedupeKey: GRID_PAGES_JOB });
    pendingUntil = at + delay;
  };
  deps.jobs.atStart(() => gridPagesSoon(0));

  // The public list in the home grid's order, a page at a time (docs/decisions/0029-paged-lists.md); narrowed by a
  // category, a store, a price range or stock, or in another order (catalogue.service.ts, docs/decisions/0046).
  app.get("/products", async (c) => {
    const { sort = "featured", category, store, min, max, instock } = parseWith(catalogueQuerySchema, c.req.query(), "query");
    const filters = { category, store, min, max, instock };
    if (isWholeCatalogue(filters, sort)) {
      const page = readPage(c, gridKeySchema);
      const grid = await publicProductPage(await deps.reader(c), page);
      return c.json(pageOf(c, page, grid.rows, (row) => row.key, grid.more).map((row) => toPublicProduct(row, tag)));
    }
    const page = readPage(c, catalogueKeySchema(sort));
    const rows = pageOf(c, page, await cataloguePage(await deps.reader(c), filters, sort, page), (row) => row.key);
    return c.json(rows.map((row) => toPublicProduct(row, tag)));
  });

  // The facet counts of the same filters: per category, per store, in stock (a literal segment: before /products/:slug).
  app.get("/products/facets", async (c) =>
    c.json(await catalogueFacets(await deps.reader(c), parseWith(catalogueFilterSchema, c.req.query(), "query"))),
  );

  // The hero carousel's products (core pickHeroProducts), chosen by the database from the whole catalogue.
  app.get("/products/hero", async (c) => c.json((await heroProducts(await deps.reader(c))).map((row) => toPublicProduct(row, tag))));

  // A product's page (docs/decisions/0049-product-pages.md): an older slug answers 301 to the current one (fetch follows
  // it), a deleted product's 410. A slug the API's own paths use (facets, ...) is left to their routes.
  app.get("/products/:slug", async (c, next) => {
    if (isReservedProductSlug(c.req.param("slug"))) return next();
    const parsed = productSlugParamSchema.safeParse(c.req.param());
    if (!parsed.success) throw notFound(NOT_FOUND);
    const found = await lookupProductSlug(await deps.reader(c), parsed.data.slug);
    if (found.kind === "moved") return c.redirect(`/api/products/${found.slug}`, 301);
    if (found.kind === "gone") throw new ApiProblem(410, PRODUCT_GONE);
    if (found.kind === "missing") throw notFound(NOT_FOUND);
    return c.json(await productPage(await deps.reader(c), found.row, tag, deps.now()));
  });

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
    await gridPagesSoon();
    return c.json(toAdminProduct(row), 201);
  });

  // A supplier's or network's file, CSV or JSON lines, received into a temporary file and read from it a batch at a
  // time (import.service.ts): all rows or none, or with ?partial=1 the good ones (docs/decisions/0051).
  app.post(PRODUCT_IMPORT_PATH, admin, async (c) => {
    const format = importFormatOf(c.req.header("content-type"));
    if (!format) throw new ApiProblem(415, "Send the file as CSV (Content-Type: text/csv) or JSON lines (application/x-ndjson)");
    const { partial } = parseWith(productImportQuerySchema, c.req.query(), "query");
    const body = c.req.raw.body;
    if (!body) throw badRequest("the file is empty");
    const result = await withSpooledFile(body, (file) =>
      importProducts(deps.db, importRecords(format, decodeText(file)), { partial, now: deps.now() }),
    );
    await gridPagesSoon(0);
    return c.json(result);
  });

  app.patch("/products/:id", admin, async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const patch = await readJson(c, productUpdateSchema);
    const row = await updateProduct(deps.db, id, patch, deps.now());
    if (!row) throw notFound(NOT_FOUND);
    await fetchPriceSoon(row);
    // The grid order follows the title and the store (products.grid_group, grid_slot).
    if (patch.title !== undefined || patch.sourceStore !== undefined) await gridPagesSoon();
    return c.json(toAdminProduct(row));
  });

  app.delete("/products/:id", admin, async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const deleted = await deleteProduct(deps.db, id);
    if (!deleted) throw notFound(NOT_FOUND);
    await gridPagesSoon();
    return c.body(null, 204);
  });

  return app;
}
