import { WATCH_ACCEPTED_MESSAGE } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { adminPage } from "../http/admin-paging";
import { endpointMounter } from "../http/endpoint";
import { ApiProblem, notFound } from "../http/errors";
import { pageOf } from "../http/paging";
import { PermanentJobError } from "../jobs/jobs.runner";
import { testMail } from "./alert-mails";
import {
  ALERT_CLEANUP_EVERY_MS,
  ALERT_CLEANUP_JOB,
  ALERT_MAIL_JOB,
  ALERT_SCAN_EVERY_MS,
  ALERT_SCAN_JOB,
  type AlertDeps,
  CONFIRM_MAIL_JOB,
  confirmWatch,
  deleteSubscriber,
  deleteUnconfirmed,
  listSubscribers,
  recentOutbox,
  requestWatch,
  scanWatches,
  sendAlertMail,
  sendConfirmMail,
  subscriberKeySchema,
  unsubscribe,
} from "./alerts.service";
import type { Mailer } from "./mailer";

const mailOff = () => new ApiProblem(503, "Price alerts are off: the server has no SMTP_URL to send mail with");

/** Price-drop alerts (docs/decisions/0053): the watch form's requests, the mail links, the jobs, admin › Subscribers. */
export function createAlertRoutes(deps: AppDeps, mailer: Mailer) {
  const app = new Hono();
  const on = endpointMounter(app, requireAdmin(deps));
  const alerts: AlertDeps = { db: deps.db, now: deps.now, log: deps.log, jobs: deps.jobs, mailer, siteUrl: deps.env.PUBLIC_SITE_URL };

  deps.jobs.register<{ watchId: number; token: string }>(CONFIRM_MAIL_JOB, {
    maxAttempts: 8,
    run: ({ payload }) => sendConfirmMail(alerts, payload.watchId, payload.token),
  });
  deps.jobs.register<{ subscriberId: number }>(ALERT_MAIL_JOB, {
    maxAttempts: 8,
    run: ({ payload }) => sendAlertMail(alerts, payload.subscriberId),
  });
  deps.jobs.register(ALERT_SCAN_JOB, {
    run: () => scanWatches(deps.db, deps.now(), deps.env.ALERT_MAILS_PER_SECOND).then(() => undefined),
  });
  deps.jobs.register(ALERT_CLEANUP_JOB, { run: () => deleteUnconfirmed(deps.db, deps.now()) });
  deps.jobs.atStart(async () => {
    await deps.jobs.every(ALERT_SCAN_JOB, ALERT_SCAN_EVERY_MS);
    await deps.jobs.every(ALERT_CLEANUP_JOB, ALERT_CLEANUP_EVERY_MS);
  });

  on("alerts.watch", async (c, { body: input }) => {
    if (mailer.mode === "off") throw mailOff();
    await requestWatch(alerts, input, deps.clientKey(c), c.get("requestId"));
    return c.json({ message: WATCH_ACCEPTED_MESSAGE }, 202);
  });

  // The page behind the mail's link calls this from its button (mail scanners following links confirm nothing).
  on("alerts.confirm", async (c, { query: { token } }) => {
    const result = await confirmWatch(deps.db, token, deps.now());
    if (result === "unknown") throw notFound("This confirmation link is not known (it may have been used already)");
    if (result === "expired")
      throw new ApiProblem(410, "This confirmation link has expired: ask for the alert again on the product's page");
    return c.json(result);
  });

  // RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) here; the site's page posts nothing.
  on("alerts.unsubscribe", async (c, { query: { token } }) => {
    if (!(await unsubscribe(deps.db, token))) throw notFound("This unsubscribe link is not known");
    return c.json({ message: "You will get no more price alerts from us." });
  });

  // A page of the addresses (the Link header names the next one); the counts, mail mode and outbox on every page.
  on("subscribers.list", async (c, { query: { q, ...paging } }) => {
    const page = adminPage(paging, subscriberKeySchema);
    const [list, outbox] = await Promise.all([listSubscribers(deps.db, q, page), mailer.mode === "outbox" ? recentOutbox(deps.db) : []]);
    const subscribers = pageOf(c, page, list.subscribers, (row) => row.key).map(({ key: _key, ...row }) => row);
    return c.json({ ...list, subscribers, mail: { mode: mailer.mode, note: mailer.note }, outbox });
  });

  on("subscribers.remove", async (c, { params: { id } }) => {
    if (!(await deleteSubscriber(deps.db, id))) throw notFound("Subscriber not found");
    return c.body(null, 204);
  });

  on("subscribers.testMail", async (c, { body: { email } }) => {
    if (mailer.mode === "off") throw mailOff();
    try {
      await mailer.send(testMail(email, deps.env.PUBLIC_SITE_URL));
    } catch (error) {
      const refused = error instanceof PermanentJobError ? "refused" : "failed";
      throw new ApiProblem(502, `The test mail ${refused}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return c.json({ message: mailer.mode === "outbox" ? "Test mail put in the outbox" : "Test mail sent" });
  });

  return app;
}
