import { defaultSortDirection, isReservedProductSlug } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { endpointMounter } from "../http/endpoint";
import { ApiProblem, badRequest, notFound } from "../http/errors";
import { pageOf, pageRequest } from "../http/paging";
import { PRICE_REFRESH_PRODUCT_JOB } from "../prices/prices.routes";
import { adminPage } from "../http/admin-paging";
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
export const PRODUCT_GONE = "This product is no longer in our catalogue";

/**
 * Keeps the public list's page boundaries (refreshGridPages): at start, and GRID_PAGES_DELAY_MS after a write that can
 * move a product in the grid order (one pending at a time: a stream of writes refreshes them that often at most).
 */
export const GRID_PAGES_JOB = "products.grid-pages";

export function createProductRoutes(deps: AppDeps) {
  const app = new Hono();
  const on = endpointMounter(app, requireAdmin(deps));
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
  on("products.list", async (c, { query }) => {
    const { sort = "featured", category, store, min, max, instock } = query;
    const filters = { category, store, min, max, instock };
    if (isWholeCatalogue(filters, sort)) {
      const page = pageRequest(query, gridKeySchema);
      const grid = await publicProductPage(await deps.reader(c), page);
      return c.json(pageOf(c, page, grid.rows, (row) => row.key, grid.more).map((row) => toPublicProduct(row, tag)));
    }
    const page = pageRequest(query, catalogueKeySchema(sort));
    const rows = pageOf(c, page, await cataloguePage(await deps.reader(c), filters, sort, page), (row) => row.key);
    return c.json(rows.map((row) => toPublicProduct(row, tag)));
  });

  // The facet counts of the same filters: per category, per store, in stock (a literal segment: before /products/:slug).
  on("products.facets", async (c, { query }) => c.json(await catalogueFacets(await deps.reader(c), query)));

  // The hero carousel's products (core pickHeroProducts), chosen by the database from the whole catalogue.
  on("products.hero", async (c) => c.json((await heroProducts(await deps.reader(c))).map((row) => toPublicProduct(row, tag))));

  // A product's page (docs/decisions/0049-product-pages.md): an older slug answers 301 to the current one (fetch follows
  // it), a deleted product's 410. A slug the API's own paths use (facets, ...) is left to their routes.
  on(
    "products.get",
    async (c, { params: { slug } }, next) => {
      if (isReservedProductSlug(slug)) return next();
      const found = await lookupProductSlug(await deps.reader(c), slug);
      if (found.kind === "moved") return c.redirect(`/api/products/${found.slug}`, 301);
      if (found.kind === "gone") throw new ApiProblem(410, PRODUCT_GONE);
      if (found.kind === "missing") throw notFound(NOT_FOUND);
      return c.json(await productPage(await deps.reader(c), found.row, tag, deps.now()));
    },
    { notFound: NOT_FOUND },
  );

  // A page of the admin's table, searched and sorted by the database (docs/decisions/0031-admin-lists-paged.md).
  on("products.adminPage", async (c, { query }) => {
    const { q, ids, sort, dir = defaultSortDirection(sort), ...paging } = query;
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

  on("products.create", async (c, { body }) => {
    const row = await createProduct(deps.db, body, deps.now());
    await fetchPriceSoon(row);
    await gridPagesSoon();
    return c.json(toAdminProduct(row), 201);
  });

  // A supplier's or network's file, CSV or JSON lines, received into a temporary file and read from it a batch at a
  // time (import.service.ts): all rows or none, or with ?partial=1 the good ones (docs/decisions/0051).
  on("products.import", async (c, { query: { partial } }) => {
    const format = importFormatOf(c.req.header("content-type"));
    if (!format) throw new ApiProblem(415, "Send the file as CSV (Content-Type: text/csv) or JSON lines (application/x-ndjson)");
    const body = c.req.raw.body;
    if (!body) throw badRequest("the file is empty");
    const result = await withSpooledFile(body, (file) =>
      importProducts(deps.db, importRecords(format, decodeText(file)), { partial, now: deps.now() }),
    );
    await gridPagesSoon(0);
    return c.json(result);
  });

  on("products.update", async (c, { params: { id }, body: patch }) => {
    const row = await updateProduct(deps.db, id, patch, deps.now());
    if (!row) throw notFound(NOT_FOUND);
    await fetchPriceSoon(row);
    // The grid order follows the title and the store (products.grid_group, grid_slot).
    if (patch.title !== undefined || patch.sourceStore !== undefined) await gridPagesSoon();
    return c.json(toAdminProduct(row));
  });

  on("products.remove", async (c, { params: { id } }) => {
    const deleted = await deleteProduct(deps.db, id);
    if (!deleted) throw notFound(NOT_FOUND);
    await gridPagesSoon();
    return c.body(null, 204);
  });

  return app;
}
