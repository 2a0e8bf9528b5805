import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { endpointMounter } from "../http/endpoint";
import { ApiProblem, badRequest, describeError, notFound } from "../http/errors";
import { homePageProductIds, toAdminProduct } from "../products/products.service";
import { and, eq } from "drizzle-orm";
import { jobs, products } from "../db/schema";
import type { CreatorsApiError } from "./creators-api";
import { MAX_ITEMS_PER_REQUEST } from "./creators-api";
import {
  amazonProduct,
  amazonProductCount,
  dueProducts,
  priorityDueProducts,
  refreshPlan,
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
/** How long the admin's "Refresh now" waits for Amazon before saying that the refresh goes on in the background. */
export const REFRESH_NOW_WAIT_MS = 5000;
export const REFRESH_CONTINUES =
  "Amazon is slow to answer: the price is refreshed in the background. Its new value shows here once it arrives.";

/** A tick stops starting batches after this long (inside the minute and the job's 5-minute lease). */
const TICK_BUDGET_MS = 45_000;

/** An answer from Amazon the admin must read: 502 with Amazon's reason in plain words (503 while throttled or the quota is spent). */
const upstream = (error: CreatorsApiError) =>
  new ApiProblem(error.kind === "throttled" || error.kind === "quota" ? 503 : 502, error.message);

/**
 * Amazon prices: the refresh job (every minute, a share of the catalogue and anything stale), a new ASIN's first
 * fetch, the admin's "Refresh now" (one product, answered with it; or all, by the job) and what the admin reads
 * (status, history, biggest changes). Without credentials the job does nothing and the status says so.
 */
export function createPriceRoutes(deps: AppDeps) {
  const app = new Hono();
  const on = endpointMounter(app, requireAdmin(deps));
  const { db, amazon, amazonAbroad, log } = deps;
  const clients = amazon ? [amazon, ...amazonAbroad] : [];

  /**
   * One tick: as many products as the day's quota allows this tick (prices.service refreshPlan); when the quota does
   * not cover a full refresh, the products clicked or shown on the home page most recently first.
   */
  async function tick(): Promise<void> {
    if (!amazon) return;
    const started = deps.now();
    const total = await amazonProductCount(db);
    if (total === 0) return;
    // Each batch asks every marketplace: a batch costs that many requests (of the busiest credential's quota, at most).
    const perBatch = 1 + amazonAbroad.length;
    const usage = await Promise.all(clients.map(async (client) => (client.budget ? (await client.budget.usage()).requests : 0)));
    const plan = refreshPlan(total * perBatch, Math.max(...usage), deps.env.AMAZON_CREATORS_DAILY_REQUESTS, started);
    const maxProducts = Math.floor(plan.maxRequests / perBatch) * MAX_ITEMS_PER_REQUEST;
    const due = plan.covers
      ? await dueProducts(db, started, maxProducts, total)
      : await priorityDueProducts(db, started, await homePageProductIds(db), maxProducts);
    if (due.length === 0) return;
    const outcome = await refreshProducts(db, amazon, due, deps.now, started.getTime() + TICK_BUDGET_MS, amazonAbroad);
    await recordRefresh(db, deps.now(), outcome);
    if (outcome.error) log.warn(`Amazon prices: ${outcome.refreshed} refreshed, then ${outcome.error.message}`);
    for (const { marketplace, error } of outcome.abroadErrors) log.warn(`Amazon ${marketplace}: ${error.message}`);
  }

  deps.jobs.register(PRICE_REFRESH_JOB, { maxAttempts: 1, run: tick });
  deps.jobs.register<{ productId: number }>(PRICE_REFRESH_PRODUCT_JOB, {
    maxAttempts: 3,
    run: async ({ payload }) => {
      const product = amazon ? await amazonProduct(db, payload.productId) : null;
      if (!amazon || !product) return;
      const outcome = await refreshProducts(db, amazon, [product], deps.now, undefined, amazonAbroad);
      await recordRefresh(db, deps.now(), outcome);
      if (outcome.error && outcome.error.kind !== "unauthorized") throw outcome.error;
    },
  });
  // The first tick is due at once: a price that went stale while no server ran is refreshed within the minute.
  deps.jobs.atStart(() => deps.jobs.every(PRICE_REFRESH_JOB, REFRESH_TICK_MS));

  on("prices.status", async (c) =>
    c.json(await refreshStatus(db, amazon, deps.env.AMAZON_MARKETPLACE, deps.now(), deps.env.AMAZON_CREATORS_DAILY_REQUESTS)),
  );

  // Refresh all: every Amazon product becomes due, and the job's next tick is now (it takes them at the API's rate).
  on("prices.refreshAll", async (c) => {
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
  on("products.refreshPrice", async (c, { params: { id } }) => {
    if (!amazon) throw new ApiProblem(409, NOT_CONFIGURED);
    const product = await amazonProduct(db, id);
    if (!product) {
      const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
      if (!exists) throw notFound("Product not found");
      throw badRequest("Only Amazon products with an ASIN have their price refreshed from Amazon");
    }
    // Answered within REFRESH_NOW_WAIT_MS; past that the admin is told at once that it goes on (within the client's
    // own deadline for the call), and the outcome is in the status.
    const refreshing = refreshProducts(db, amazon, [product], deps.now, undefined, amazonAbroad).then(async (outcome) => {
      await recordRefresh(db, deps.now(), outcome);
      return outcome;
    });
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      refreshing,
      new Promise<null>((resolve) => (timer = setTimeout(resolve, REFRESH_NOW_WAIT_MS, null))),
    ]).finally(() => clearTimeout(timer));
    if (!outcome) {
      refreshing.catch((error: unknown) => log.warn(`Amazon prices: refreshing product ${id} failed: ${describeError(error)}`));
      return c.json({ scheduled: true as const, message: REFRESH_CONTINUES }, 202);
    }
    if (outcome.error) throw upstream(outcome.error);
    const [unreadable] = outcome.unreadable;
    if (unreadable) throw new ApiProblem(502, unreadable);
    if (outcome.missing > 0) throw new ApiProblem(502, `Amazon has no item ${product.asin} in ${amazon.marketplace}; the price was kept.`);
    const [row] = await db.select().from(products).where(eq(products.id, id));
    if (!row) throw notFound("Product not found");
    return c.json(toAdminProduct(row));
  });

  on("prices.history", async (c, { query: { ids, days } }) => c.json(await priceHistory(db, ids, days, deps.now())));

  on("prices.changes", async (c, { query: { days } }) => c.json(await priceChanges(db, days, deps.now())));

  return app;
}
