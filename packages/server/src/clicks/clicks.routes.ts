import { CLICK_BODY_MAX_BYTES, isAmazonUrl } from "@app/core";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isbot } from "isbot";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { endpointMounter } from "../http/endpoint";
import { ApiProblem, badRequest } from "../http/errors";
import { adminPage } from "../http/admin-paging";
import { pageOf } from "../http/paging";
import {
  clickStats,
  clickTarget,
  homeClickTarget,
  productClicks,
  productClicksKeySchema,
  recordClick,
  visitorCountry,
} from "./clicks.service";

/** A person's browser: bots and requests without a user agent are not counted. */
const isPerson = (agent: string | undefined) => (agent ?? "").trim() !== "" && !isbot(agent);

/**
 * POST /api/clicks: the public beacon (navigator.sendBeacon sends text/plain, so any type is read as JSON);
 * 204 whether recorded or dropped (bots, no user agent). GET /api/go: an Amazon link's click, redirected to the
 * visitor's marketplace. GET /api/admin/clicks[/products]: the statistics.
 */
export function createClickRoutes(deps: AppDeps) {
  const app = new Hono();
  const on = endpointMounter(app, requireAdmin(deps));

  on(
    "clicks.beacon",
    async (c, { body: input }) => {
      if (!isPerson(c.req.header("user-agent"))) return c.body(null, 204);
      await recordClick(deps.db, input, deps.clientKey(c), deps.now(), {
        country: visitorCountry((h) => c.req.header(h), deps.env.GEO_COUNTRY_HEADER),
      });
      return c.body(null, 204);
    },
    {
      use: [bodyLimit({ maxSize: CLICK_BODY_MAX_BYTES, onError: (c) => c.json({ message: "Request body is too large" }, 413) })],
      body: { maxBytes: CLICK_BODY_MAX_BYTES, anyType: true },
    },
  );

  // GET /api/go?url&source: a click on an Amazon link, sent here by the site at click time (the page keeps the home
  // link): recorded with the visitor's country and marketplace, and redirected to the marketplace that serves them.
  // The visitor is sent on whatever happens here: a database that is away costs the count and the marketplace
  // abroad, never the click (a busy server sends them to the home link too, http/load-shed.ts).
  on("clicks.go", async (c, { query: input }) => {
    if (!isAmazonUrl(input.url)) throw badRequest("url: must be an Amazon link");
    const country = visitorCountry((h) => c.req.header(h), deps.env.GEO_COUNTRY_HEADER);
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    // The home link until the visitor's marketplace is known.
    let target = homeClickTarget(input.url);
    try {
      target = await clickTarget(deps.db, deps.env, input, country);
      if (isPerson(c.req.header("user-agent"))) {
        // A visitor past the click limit is still sent on; only the count is refused.
        await recordClick(deps.db, input, deps.clientKey(c), deps.now(), { country, marketplace: target.marketplace }).catch(
          (error: unknown) => {
            if (!(error instanceof ApiProblem && error.status === 429)) throw error;
          },
        );
      }
    } catch (error) {
      deps.log.error("Click not recorded; the visitor was sent on", error, { route: "/api/go" });
    }
    return c.redirect(target.url, 302);
  });

  on("clicks.stats", async (c, { query: { days } }) => {
    return c.json(await clickStats(deps.db, days, deps.now(), deps.env.SITE_TIMEZONE));
  });

  // A page at a time, in product id order (docs/decisions/0031-admin-lists-paged.md); `ids` for a table's rows.
  on("clicks.products", async (c, { query: { days, ids, ...paging } }) => {
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
