import { and, eq, inArray, lte, or } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { jobs } from "../db/schema";
import { endpointMounter } from "../http/endpoint";
import { notFound } from "../http/errors";
import { adminPage } from "../http/admin-paging";
import { pageOf } from "../http/paging";
import {
  acknowledgeLink,
  brokenProductIds,
  brokenProductsKeySchema,
  checkHostLinks,
  linkHealth,
  linkHealthKeySchema,
  prepareLinkCheck,
} from "./link-health.service";

/** The job that checks every outbound link: daily (recurring) and on demand. It hands each host to a job of its own. */
export const LINK_CHECK_JOB = "links.check";
/**
 * One host's links: a slow host holds up no other, several instances share the hosts, and each job is one host's
 * requests rather than the whole catalogue's. Its payload is the host (the links are read from `link_checks`), and
 * its dedupe key keeps one job per host running at a time on all instances: a check started meanwhile follows it.
 */
export const LINK_HOST_JOB = "links.check-host";
const hostJobSchema = z.object({ host: z.string() });
export const LINK_CHECK_EVERY_MS = 24 * 60 * 60 * 1000;

/** Link health: the daily job, the admin's list, an on-demand check and acknowledgements. */
export function createLinkRoutes(deps: AppDeps) {
  const app = new Hono();
  const on = endpointMounter(app, requireAdmin(deps));
  const { db, env } = deps;

  deps.jobs.register(LINK_CHECK_JOB, {
    maxAttempts: 2,
    run: async ({ job }) => {
      const hosts = await prepareLinkCheck(db, deps.now());
      for (const host of hosts) {
        await deps.jobs.schedule(
          LINK_HOST_JOB,
          deps.now(),
          { host },
          { dedupeKey: `links:host:${host}`, replace: true, requestId: job.requestId ?? undefined },
        );
      }
      deps.log.info(`Link check: the links of ${hosts.size} hosts to check`);
    },
  });
  deps.jobs.register<unknown>(LINK_HOST_JOB, {
    maxAttempts: 2,
    run: async ({ payload, signal }) => {
      const { host } = hostJobSchema.parse(payload);
      const fetch = { allowLoopback: env.EXTRACT_ALLOW_LOOPBACK, timeoutMs: env.LINK_CHECK_TIMEOUT_MS };
      await checkHostLinks({ db, now: deps.now, fetch, hostDelayMs: env.LINK_CHECK_HOST_DELAY_MS, signal }, host);
    },
  });
  deps.jobs.atStart(() => deps.jobs.every(LINK_CHECK_JOB, LINK_CHECK_EVERY_MS));

  // The links a page at a time (the Link header names the next page); the other fields on every page.
  on("links.health", async (c, { query }) => {
    const page = adminPage(query, linkHealthKeySchema);
    const now = deps.now();
    const [health, active] = await Promise.all([
      linkHealth(db, page, { status: query.status, kind: query.kind }),
      db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.kind, [LINK_CHECK_JOB, LINK_HOST_JOB]),
            or(eq(jobs.status, "running"), and(eq(jobs.status, "pending"), lte(jobs.runAt, now))),
          ),
        )
        .limit(1),
    ]);
    const links = pageOf(c, page, health.links, (link) => link.key).map(({ key: _key, ...link }) => link);
    return c.json({ ...health, links, checking: active.length > 0 });
  });

  // On demand: the same job, due now (one pending at a time however often the button is pressed).
  on("links.check", async (c) => {
    await deps.jobs.schedule(LINK_CHECK_JOB, deps.now(), {}, { dedupeKey: "links:check-now", requestId: c.get("requestId") });
    return c.json({ message: "Link check started" }, 202);
  });

  on("links.acknowledge", async (c, { body: { url } }) => {
    if (!(await acknowledgeLink(db, url, deps.now()))) throw notFound("Link not found");
    return c.body(null, 204);
  });

  // In id order a page at a time, or those of `ids` (a page of the product table).
  on("links.brokenProducts", async (c, { query: { ids, ...paging } }) => {
    const page = adminPage(paging, brokenProductsKeySchema);
    return c.json(pageOf(c, page, await brokenProductIds(db, ids, page), (id) => ["broken", id]));
  });

  return app;
}
