import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { isUniqueViolation } from "../db/rows";
import { endpointMounter } from "../http/endpoint";
import { badRequest } from "../http/errors";
import { earningsReport, importEarnings, productEarnings, readTrackingIds, saveTrackingIds } from "./earnings.service";
import { registerRakutenReports } from "./rakuten-reports";

/**
 * The Earnings screen's API (docs/decisions/0037-placements-and-earnings.md): the figures, report imports, and the
 * placement → Amazon tracking id map (admin only); and the daily pull of Rakuten's report (rakuten-reports.ts).
 */
export function createEarningsRoutes(deps: AppDeps) {
  const app = new Hono();
  registerRakutenReports(deps);
  const on = endpointMounter(app, requireAdmin(deps));

  on("earnings.report", async (c, { query }) =>
    c.json(await earningsReport(deps.db, query, deps.now(), deps.env.SITE_TIMEZONE, deps.env.AMAZON_MARKETPLACE)),
  );

  on("earnings.products", async (c, { query: { ids } }) =>
    c.json(await productEarnings(deps.db, ids ?? [], deps.now(), deps.env.SITE_TIMEZONE)),
  );

  on("earnings.import", async (c, { body }) => c.json(await importEarnings(deps.db, body, deps.now())));

  on("earnings.trackingIds", async (c) => c.json(await readTrackingIds(deps.db, deps.env)));

  on("earnings.saveTrackingIds", async (c, { body: { trackingIds } }) => {
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
