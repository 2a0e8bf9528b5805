import { CLICK_BODY_MAX_BYTES, clickBeaconSchema, clickStatsQuerySchema, productClicksQuerySchema } from "@app/core";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isbot } from "isbot";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { parseJsonText, parseWith } from "../http/validate";
import { adminPage, readAdminQuery } from "../http/admin-paging";
import { pageOf } from "../http/paging";
import { clickStats, productClicks, productClicksKeySchema, recordClick } from "./clicks.service";

/**
 * POST /api/clicks: the public beacon (navigator.sendBeacon sends text/plain, so any type is read as JSON);
 * 204 whether recorded or dropped (bots, no user agent). GET /api/admin/clicks[/products]: the statistics.
 */
export function createClickRoutes(deps: AppDeps) {
  const app = new Hono();
  const admin = requireAdmin(deps);

  app.post(
    "/clicks",
    bodyLimit({ maxSize: CLICK_BODY_MAX_BYTES, onError: (c) => c.json({ message: "Request body is too large" }, 413) }),
    async (c) => {
      const input = parseJsonText(await c.req.text(), clickBeaconSchema, CLICK_BODY_MAX_BYTES);
      const agent = c.req.header("user-agent") ?? "";
      if (agent.trim() === "" || isbot(agent)) return c.body(null, 204);
      await recordClick(deps.db, input, deps.clientKey(c), deps.now());
      return c.body(null, 204);
    },
  );

  app.get("/admin/clicks", admin, async (c) => {
    const { days } = parseWith(clickStatsQuerySchema, c.req.query(), "query");
    return c.json(await clickStats(deps.db, days, deps.now(), deps.env.SITE_TIMEZONE));
  });

  // A page at a time, in product id order (docs/decisions/0031-admin-lists-paged.md); `ids` for a table's rows.
  app.get("/admin/clicks/products", admin, async (c) => {
    const { days, ids, ...paging } = readAdminQuery(c, productClicksQuerySchema);
    const page = adminPage(paging, productClicksKeySchema);
    return c.json(
      pageOf(c, page, await productClicks(deps.db, { days, ids }, deps.now(), page, deps.env.SITE_TIMEZONE), (row) => [
        "clicks",
        row.productId,
      ]),
    );
  });

  return app;
}
