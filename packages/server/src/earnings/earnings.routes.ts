import { earningsImportSchema, earningsQuerySchema, productEarningsQuerySchema, trackingIdsUpdateSchema } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { isUniqueViolation } from "../db/rows";
import { badRequest } from "../http/errors";
import { parseWith, readJson } from "../http/validate";
import { earningsReport, importEarnings, productEarnings, readTrackingIds, saveTrackingIds } from "./earnings.service";
import { registerRakutenReports } from "./rakuten-reports";

/**
 * The Earnings screen's API (docs/decisions/0037-placements-and-earnings.md): the figures, report imports, and the
 * placement → Amazon tracking id map (admin only); and the daily pull of Rakuten's report (rakuten-reports.ts).
 */
export function createEarningsRoutes(deps: AppDeps) {
  const app = new Hono();
  registerRakutenReports(deps);
  app.use("/admin/earnings", requireAdmin(deps));
  app.use("/admin/earnings/*", requireAdmin(deps));

  app.get("/admin/earnings", async (c) => {
    const query = parseWith(earningsQuerySchema, c.req.query(), "query");
    return c.json(await earningsReport(deps.db, query, deps.now(), deps.env.SITE_TIMEZONE, deps.env.AMAZON_MARKETPLACE));
  });

  app.get("/admin/earnings/products", async (c) => {
    const { ids } = parseWith(productEarningsQuerySchema, c.req.query(), "query");
    return c.json(await productEarnings(deps.db, ids ?? [], deps.now(), deps.env.SITE_TIMEZONE));
  });

  app.post("/admin/earnings/import", async (c) => {
    const input = await readJson(c, earningsImportSchema);
    return c.json(await importEarnings(deps.db, input, deps.now()));
  });

  app.get("/admin/earnings/tracking-ids", async (c) => c.json(await readTrackingIds(deps.db, deps.env)));

  app.post("/admin/earnings/tracking-ids", async (c) => {
    const { trackingIds } = await readJson(c, trackingIdsUpdateSchema);
    try {
      await saveTrackingIds(deps.db, trackingIds);
    } catch (error) {
      // The schema refuses a tracking id used twice; the database's index says so too (any case).
      if (isUniqueViolation(error)) throw badRequest("trackingIds: a tracking id is used twice");
      throw error;
    }
    return c.json(await readTrackingIds(deps.db, deps.env));
  });

  return app;
}
