import { idParamSchema, priceChangesQuerySchema, priceHistoryQuerySchema } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { ApiProblem, badRequest, notFound } from "../http/errors";
import { parseWith } from "../http/validate";
import { toAdminProduct } from "../products/products.service";
import { and, eq } from "drizzle-orm";
import { jobs, products } from "../db/schema";
import type { CreatorsApiError } from "./creators-api";
import {
  amazonProduct,
  dueProducts,
  markAllDue,
  NOT_CONFIGURED,
  priceChanges,
  priceHistory,
  recordRefresh,
  refreshProducts,
  refreshStatus,
  REFRESH_TICK_MS,
} from "./prices.service";

/** The recurring job that keeps Amazon prices under 24 hours old (prices.service dueProducts says which, each tick). */
export const PRICE_REFRESH_JOB = "prices.refresh";
/** A product's price fetched at once (a new ASIN). */
export const PRICE_REFRESH_PRODUCT_JOB = "prices.refresh-product";
/** A tick stops starting batches after this long (inside the minute and the job's 5-minute lease). */
const TICK_BUDGET_MS = 45_000;

/** An answer from Amazon the admin must read: 502 with Amazon's reason in plain words (503 while throttled). */
const upstream = (error: CreatorsApiError) => new ApiProblem(error.kind === "throttled" ? 503 : 502, error.message);

/**
 * Amazon prices: the refresh job (every minute, a share of the catalogue and anything stale), a new ASIN's first
 * fetch, the admin's "Refresh now" (one product, answered with it; or all, by the job) and what the admin reads
 * (status, history, biggest changes). Without credentials the job does nothing and the status says so.
 */
export function createPriceRoutes(deps: AppDeps) {
  const app = new Hono();
  const admin = requireAdmin(deps);
  const { db, amazon, log } = deps;

  async function tick(): Promise<void> {
    if (!amazon) return;
    const started = deps.now();
    const due = await dueProducts(db, started);
    if (due.length === 0) return;
    const outcome = await refreshProducts(db, amazon, due, deps.now, started.getTime() + TICK_BUDGET_MS);
    await recordRefresh(db, deps.now(), outcome.error);
    if (outcome.error) log.warn(`Amazon prices: ${outcome.refreshed} refreshed, then ${outcome.error.message}`);
  }

  deps.jobs.register(PRICE_REFRESH_JOB, { maxAttempts: 1, run: tick });
  deps.jobs.register<{ productId: number }>(PRICE_REFRESH_PRODUCT_JOB, {
    maxAttempts: 3,
    run: async ({ payload }) => {
      const product = amazon ? await amazonProduct(db, payload.productId) : null;
      if (!amazon || !product) return;
      const outcome = await refreshProducts(db, amazon, [product], deps.now);
      await recordRefresh(db, deps.now(), outcome.error);
      if (outcome.error && outcome.error.kind !== "unauthorized") throw outcome.error;
    },
  });
  // The first tick is due at once: a price that went stale while no server ran is refreshed within the minute.
  deps.jobs.atStart(() => deps.jobs.every(PRICE_REFRESH_JOB, REFRESH_TICK_MS));

  app.use("/admin/prices/*", admin);

  app.get("/admin/prices/status", async (c) => c.json(await refreshStatus(db, amazon, deps.env.AMAZON_MARKETPLACE, deps.now())));

  // Refresh all: every Amazon product becomes due, and the job's next tick is now (it takes them at the API's rate).
  app.post("/admin/prices/refresh", async (c) => {
    if (!amazon) throw new ApiProblem(409, NOT_CONFIGURED);
    await markAllDue(db);
    // The pending tick moved to now (a running one re-arms itself); never a second row, which would end the rhythm.
    await db
      .update(jobs)
      .set({ runAt: deps.now(), updatedAt: deps.now() })
      .where(and(eq(jobs.dedupeKey, `every:${PRICE_REFRESH_JOB}`), eq(jobs.status, "pending")));
    return c.json({ scheduled: true as const }, 202);
  });

  // Refresh now, one product: answered with the product as Amazon has it now.
  app.post("/admin/products/:id/refresh-price", admin, async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    if (!amazon) throw new ApiProblem(409, NOT_CONFIGURED);
    const product = await amazonProduct(db, id);
    if (!product) {
      const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
      if (!exists) throw notFound("Product not found");
      throw badRequest("Only Amazon products with an ASIN have their price refreshed from Amazon");
    }
    const outcome = await refreshProducts(db, amazon, [product], deps.now);
    await recordRefresh(db, deps.now(), outcome.error);
    if (outcome.error) throw upstream(outcome.error);
    if (outcome.missing > 0) throw new ApiProblem(502, `Amazon has no item ${product.asin} in ${amazon.marketplace}; the price was kept.`);
    const [row] = await db.select().from(products).where(eq(products.id, id));
    if (!row) throw notFound("Product not found");
    return c.json(toAdminProduct(row));
  });

  app.get("/admin/prices/history", async (c) => {
    const { ids, days } = parseWith(priceHistoryQuerySchema, c.req.query(), "query");
    return c.json(await priceHistory(db, ids, days, deps.now()));
  });

  app.get("/admin/prices/changes", async (c) => {
    const { days } = parseWith(priceChangesQuerySchema, c.req.query(), "query");
    return c.json(await priceChanges(db, days, deps.now()));
  });

  return app;
}
