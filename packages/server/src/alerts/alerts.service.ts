import { randomBytes } from "node:crypto";
import type { Subscriber, SubscriberState, Subscribers, WatchInput } from "@app/core";
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Logger } from "../app-deps";
import { hashToken, reserveLoginAttempt } from "../auth/auth.service";
import type { Database } from "../db/client";
import { rowsOf, escapeLike } from "../db/rows";
import { alertSubscribers, alertSuppressions, mailOutbox, priceWatches, products } from "../db/schema";
import { idKey, isoMicros, isoMicrosKey } from "../http/admin-paging";
import { ApiProblem, badRequest } from "../http/errors";
import type { PageRequest } from "../http/paging";
import { PermanentJobError, type JobRunner } from "../jobs/jobs.runner";
import { alertLinks, alertMail, confirmMail } from "./alert-mails";
import { emailHash, type Mailer, maskEmail } from "./mailer";

export const CONFIRM_MAIL_JOB = "alerts.confirm-mail";
export const ALERT_MAIL_JOB = "alerts.mail";
export const ALERT_SCAN_JOB = "alerts.scan";
export const ALERT_CLEANUP_JOB = "alerts.cleanup";
/** The scan runs this often: an alert goes out within a minute of the price change (plus the runner's poll). */
export const ALERT_SCAN_EVERY_MS = 20_000;
export const ALERT_CLEANUP_EVERY_MS = 60 * 60_000;

const HOUR_MS = 60 * 60_000;
/** The confirmation link works this long; an unconfirmed watch is deleted after UNCONFIRMED_KEPT_MS. */
export const CONFIRM_LINK_MS = 48 * HOUR_MS;
export const UNCONFIRMED_KEPT_MS = 7 * 24 * HOUR_MS;
/** At most one alert mail an hour per address: later alerts wait and go out together. */
export const ALERT_MAIL_GAP_MS = HOUR_MS;
/** Watch requests in the login limit's 15-minute window: per client (then a 429), per address (then silently no mail). */
export const WATCH_REQUESTS_PER_CLIENT = 10;
export const WATCH_REQUESTS_PER_ADDRESS = 3;

export interface AlertDeps {
  db: Database;
  now: () => Date;
  log: Logger;
  jobs: JobRunner;
  mailer: Mailer;
  siteUrl: string;
}

const newToken = () => randomBytes(32).toString("base64url");
const cents = (price: string) => Math.round(Number(price) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/**
 * POST /api/alerts/watches. Answers the same whatever happens to the address (unknown, known, suppressed, over its
 * limit, bouncing): only a bad request (400) or a client over its limit (429) is told apart.
 */
export async function requestWatch(deps: AlertDeps, input: WatchInput, clientKey: string, requestId?: string): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const [product] = await db.select({ id: products.id, price: products.price }).from(products).where(eq(products.slug, input.productSlug));
  if (!product) throw badRequest("productSlug: no product has this slug", [{ path: "productSlug", message: "no product has this slug" }]);
  if (input.website) return; // the honeypot: a bot filled in the field people never see
  const retryAfter = await reserveLoginAttempt(db, `alerts:${clientKey}`, now, WATCH_REQUESTS_PER_CLIENT);
  if (retryAfter !== null)
    throw new ApiProblem(429, "Too many alert requests from this client", undefined, { "Retry-After": String(retryAfter) });
  const hash = emailHash(input.email);
  const [suppressed] = await db.select().from(alertSuppressions).where(eq(alertSuppressions.emailHash, hash));
  if (suppressed) return;
  if ((await reserveLoginAttempt(db, `alerts-address:${hash}`, now, WATCH_REQUESTS_PER_ADDRESS)) !== null) return;

  const token = newToken();
  const watchId = await db.transaction(async (tx) => {
    await tx
      .insert(alertSubscribers)
      .values({ email: input.email, unsubscribeToken: newToken(), createdAt: now })
      .onConflictDoNothing({ target: alertSubscribers.email });
    const [subscriber] = await tx.select().from(alertSubscribers).where(eq(alertSubscribers.email, input.email));
    if (!subscriber || subscriber.state === "bouncing") return null;
    const [existing] = await tx
      .select({ confirmedAt: priceWatches.confirmedAt })
      .from(priceWatches)
      .where(and(eq(priceWatches.subscriberId, subscriber.id), eq(priceWatches.productId, product.id)));
    if (existing?.confirmedAt && subscriber.state === "confirmed") return null;
    const target = input.targetPrice ?? null;
    const pending = {
      startPrice: product.price,
      targetPrice: target,
      threshold: target ?? money(Math.floor((cents(product.price) * 95) / 100)),
      confirmTokenHash: hashToken(token),
      confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_MS),
      confirmedAt: null,
      armed: true,
      createdAt: now,
    };
    const [watch] = await tx
      .insert(priceWatches)
      .values({ subscriberId: subscriber.id, productId: product.id, ...pending })
      .onConflictDoUpdate({ target: [priceWatches.subscriberId, priceWatches.productId], set: pending })
      .returning({ id: priceWatches.id });
    return watch?.id ?? null;
  });
  if (watchId === null) return;
  await deps.jobs.schedule(CONFIRM_MAIL_JOB, now, { watchId, token }, { requestId });
  deps.log.info(`Price alert requested for ${maskEmail(input.email)}: confirmation mail queued`, { watchId });
}

/** The confirmation mail of a watch (the job CONFIRM_MAIL_JOB): sent once, unless the watch was confirmed or deleted meanwhile. */
export async function sendConfirmMail(deps: AlertDeps, watchId: number, token: string): Promise<void> {
  const [row] = await deps.db
    .select({
      email: alertSubscribers.email,
      state: alertSubscribers.state,
      confirmedAt: priceWatches.confirmedAt,
      target: priceWatches.targetPrice,
      title: products.title,
      slug: products.slug,
      currency: products.currency,
    })
    .from(priceWatches)
    .innerJoin(alertSubscribers, eq(alertSubscribers.id, priceWatches.subscriberId))
    .innerJoin(products, eq(products.id, priceWatches.productId))
    .where(and(eq(priceWatches.id, watchId), eq(priceWatches.confirmTokenHash, hashToken(token))));
  if (!row || row.confirmedAt || row.state === "bouncing") return;
  const links = alertLinks(deps.siteUrl);
  await deliver(
    deps,
    row.email,
    confirmMail(row.email, row, row.target, row.currency, { confirm: links.confirm(token), product: links.product(row.slug) }),
  );
}

/** Send a mail; a permanent refusal marks the address bouncing (no more mail to it) before the job fails. */
async function deliver(deps: AlertDeps, email: string, message: Parameters<Mailer["send"]>[0]): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    if (error instanceof PermanentJobError && deps.mailer.mode !== "off")
      await deps.db
        .update(alertSubscribers)
        .set({ state: "bouncing", bounceReason: error.message })
        .where(eq(alertSubscribers.email, email));
    throw error;
  }
}

/** POST /api/alerts/confirm: the watch of this token confirmed, its address with it. */
export async function confirmWatch(
  db: Database,
  token: string,
  now: Date,
): Promise<{ slug: string; title: string } | "unknown" | "expired"> {
  const [row] = await db
    .select({
      id: priceWatches.id,
      subscriberId: priceWatches.subscriberId,
      expiresAt: priceWatches.confirmExpiresAt,
      slug: products.slug,
      title: products.title,
    })
    .from(priceWatches)
    .innerJoin(products, eq(products.id, priceWatches.productId))
    .where(eq(priceWatches.confirmTokenHash, hashToken(token)));
  if (!row) return "unknown";
  if (!row.expiresAt || row.expiresAt.getTime() <= now.getTime()) return "expired";
  await db.transaction(async (tx) => {
    await tx
      .update(priceWatches)
      .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null, armed: true })
      .where(eq(priceWatches.id, row.id));
    await tx
      .update(alertSubscribers)
      .set({ state: "confirmed" })
      .where(and(eq(alertSubscribers.id, row.subscriberId), inArray(alertSubscribers.state, ["pending", "unsubscribed"])));
  });
  return { slug: row.slug, title: row.title };
}

/** POST /api/alerts/unsubscribe: the address gets no more mail and its watches are gone. False for an unknown token. */
export async function unsubscribe(db: Database, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .update(alertSubscribers)
      .set({ state: sql`case when ${alertSubscribers.state} = 'bouncing' then 'bouncing' else 'unsubscribed' end` })
      .where(eq(alertSubscribers.unsubscribeToken, token))
      .returning({ id: alertSubscribers.id });
    if (!subscriber) return false;
    await tx.delete(priceWatches).where(eq(priceWatches.subscriberId, subscriber.id));
    return true;
  });
}

/**
 * The scan (job ALERT_SCAN_JOB): watches whose price went back above their threshold are armed again; for every
 * confirmed address with an armed watch at or below its threshold, one alert mail job is queued (at once, or an hour
 * after its last alert), unless one is already pending or running. The jobs of one scan are spaced `mailsPerSecond`
 * apart (0: not spaced). Two statements, whatever the number of watches.
 */
export async function scanWatches(db: Database, now: Date, mailsPerSecond = 0): Promise<number> {
  await db.execute(sql`
    UPDATE price_watches w SET armed = true FROM products p
    WHERE p.id = w.product_id AND NOT w.armed AND p.price > w.threshold`);
  const at = now.toISOString();
  const queued = await db.execute(sql`
    INSERT INTO jobs (kind, payload, run_at, dedupe_key, max_attempts, created_at, updated_at)
    SELECT ${ALERT_MAIL_JOB}, jsonb_build_object('subscriberId', s.id),
      greatest(${at}::timestamptz, coalesce(s.last_alert_at + interval '1 hour', ${at}::timestamptz))
        + (row_number() OVER (ORDER BY s.id) - 1) * ${mailsPerSecond > 0 ? 1000 / mailsPerSecond : 0}::float8 * interval '1 millisecond',
      'alert-mail:' || s.id, 8, ${at}::timestamptz, ${at}::timestamptz
    FROM alert_subscribers s
    WHERE s.state = 'confirmed'
      AND EXISTS (
        SELECT 1 FROM price_watches w JOIN products p ON p.id = w.product_id
        WHERE w.subscriber_id = s.id AND w.armed AND w.confirmed_at IS NOT NULL AND p.price <= w.threshold)
      AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.dedupe_key = 'alert-mail:' || s.id AND j.status IN ('pending', 'running'))
    ON CONFLICT (dedupe_key) WHERE status = 'pending' DO NOTHING
    RETURNING id`);
  return rowsOf(queued).length;
}

/**
 * One address's alert mail (job ALERT_MAIL_JOB): every watch of it that is due, in one mail. One statement reads the
 * address (confirmed, its last alert an hour ago or more: else the scan queues it for later), claims (disarms) its due
 * watches with their "as of" time, and records the alert; the watches and the time are given back when the send
 * fails for a reason worth retrying, so the retry sends them.
 */
export async function sendAlertMail(deps: AlertDeps, subscriberId: number): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const at = now.toISOString();
  const claimed = rowsOf(
    await db.execute(sql`
      WITH s AS (
        SELECT id, email, unsubscribe_token, last_alert_at FROM alert_subscribers
        WHERE id = ${subscriberId} AND state = 'confirmed'
          AND (last_alert_at IS NULL OR last_alert_at <= ${at}::timestamptz - ${ALERT_MAIL_GAP_MS} * interval '1 millisecond')
        FOR UPDATE
      ), claimed AS (
        UPDATE price_watches w SET armed = false, last_alert_at = ${at}::timestamptz
        FROM products p, s
        WHERE p.id = w.product_id AND w.subscriber_id = s.id AND w.armed AND w.confirmed_at IS NOT NULL AND p.price <= w.threshold
        RETURNING w.id, p.title, p.slug, p.currency, p.price::text AS price, w.start_price::text AS start_price,
          coalesce(p.price_checked_at, (SELECT max(h.observed_at) FROM price_history h WHERE h.product_id = p.id)) AS as_of
      ), marked AS (
        UPDATE alert_subscribers a SET last_alert_at = ${at}::timestamptz
        FROM s WHERE a.id = s.id AND EXISTS (SELECT 1 FROM claimed) RETURNING a.id
      )
      SELECT claimed.*, s.email, s.unsubscribe_token, s.last_alert_at AS previous_alert_at FROM claimed, s ORDER BY claimed.id`),
  ) as Array<{
    id: number;
    title: string;
    slug: string;
    currency: string;
    price: string;
    start_price: string;
    as_of: string | Date | null;
    email: string;
    unsubscribe_token: string;
    previous_alert_at: string | Date | null;
  }>;
  const [first] = claimed;
  if (!first) return;
  const items = claimed.map((row) => ({
    title: row.title,
    slug: row.slug,
    currency: row.currency,
    oldPrice: row.start_price,
    newPrice: row.price,
    asOf: new Date(row.as_of ?? now),
  }));
  try {
    await deliver(deps, first.email, alertMail(first.email, items, alertLinks(deps.siteUrl), first.unsubscribe_token));
  } catch (error) {
    if (!(error instanceof PermanentJobError)) {
      await db
        .update(priceWatches)
        .set({ armed: true })
        .where(
          inArray(
            priceWatches.id,
            claimed.map((row) => row.id),
          ),
        );
      const previous = first.previous_alert_at === null ? null : new Date(first.previous_alert_at);
      await db.update(alertSubscribers).set({ lastAlertAt: previous }).where(eq(alertSubscribers.id, subscriberId));
    }
    throw error;
  }
  deps.log.info(`Price alert mail sent to ${maskEmail(first.email)}: ${items.length} product(s)`, { subscriberId });
}

/** Unconfirmed watches older than seven days are deleted, and addresses left with nothing confirmed and no watch. */
export async function deleteUnconfirmed(db: Database, now: Date): Promise<void> {
  await db
    .delete(priceWatches)
    .where(and(isNull(priceWatches.confirmedAt), lt(priceWatches.createdAt, new Date(now.getTime() - UNCONFIRMED_KEPT_MS))));
  await db.execute(sql`
    DELETE FROM alert_subscribers s WHERE s.state = 'pending'
      AND NOT EXISTS (SELECT 1 FROM price_watches w WHERE w.subscriber_id = s.id)`);
}

/** A page of Admin › Subscribers: newest first, along alert_subscribers_created_idx (drizzle/0028). */
export const subscriberKeySchema = z.tuple([z.literal("subscribers"), isoMicrosKey, idKey]);
type SubscriberKey = z.output<typeof subscriberKeySchema>;

/**
 * GET /api/admin/subscribers: counts per state and a page (limit + 1 rows, each with its cursor key) of the addresses
 * matching `q`, newest first, with their watches.
 */
export async function listSubscribers(
  db: Database,
  q: string,
  page: PageRequest<SubscriberKey>,
): Promise<Omit<Subscribers, "mail" | "outbox" | "subscribers"> & { subscribers: (Subscriber & { key: SubscriberKey })[] }> {
  const after = page.after;
  const match = q ? ilike(alertSubscribers.email, `%${escapeLike(q.toLowerCase())}%`) : undefined;
  const [states, [watchCount], [suppressedCount], rows] = await Promise.all([
    db.select({ state: alertSubscribers.state, n: count() }).from(alertSubscribers).groupBy(alertSubscribers.state),
    db.select({ n: count() }).from(priceWatches),
    db.select({ n: count() }).from(alertSuppressions),
    db
      .select({ ...getTableColumns(alertSubscribers), at: isoMicros(alertSubscribers.createdAt) })
      .from(alertSubscribers)
      .where(
        and(
          match,
          after
            ? sql`(${alertSubscribers.createdAt}, ${alertSubscribers.id}) < (${after[1]}::timestamptz, ${after[2]}::integer)`
            : undefined,
        ),
      )
      .orderBy(desc(alertSubscribers.createdAt), desc(alertSubscribers.id))
      .limit(page.limit + 1),
  ]);
  const watches =
    rows.length === 0
      ? []
      : await db
          .select({
            subscriberId: priceWatches.subscriberId,
            productId: products.id,
            slug: products.slug,
            title: products.title,
            currency: products.currency,
            threshold: priceWatches.threshold,
            targetPrice: priceWatches.targetPrice,
            confirmedAt: priceWatches.confirmedAt,
            lastAlertAt: priceWatches.lastAlertAt,
          })
          .from(priceWatches)
          .innerJoin(products, eq(products.id, priceWatches.productId))
          .where(
            inArray(
              priceWatches.subscriberId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(priceWatches.id));
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0, bouncing: 0 } as Record<SubscriberState, number>;
  for (const { state, n } of states) counts[state] = n;
  return {
    counts,
    watches: watchCount?.n ?? 0,
    suppressed: suppressedCount?.n ?? 0,
    subscribers: rows.map((row) => ({
      key: ["subscribers", row.at, row.id] as SubscriberKey,
      id: row.id,
      email: row.email,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
      lastMailAt: row.lastAlertAt?.toISOString() ?? null,
      bounceReason: row.bounceReason,
      watches: watches
        .filter((w) => w.subscriberId === row.id)
        .map(({ subscriberId: _id, confirmedAt, lastAlertAt, ...w }) => ({
          ...w,
          confirmed: confirmedAt !== null,
          lastAlertAt: lastAlertAt?.toISOString() ?? null,
        })),
    })),
  };
}

/** The newest mails of the outbox (development without SMTP_URL). */
export async function recentOutbox(db: Database) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(20);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Delete on request: the address and its watches go; its hash stays so that it is never mailed again. False when unknown. */
export async function deleteSubscriber(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(alertSubscribers).where(eq(alertSubscribers.id, id)).returning({ email: alertSubscribers.email });
    if (!row) return false;
    await tx
      .insert(alertSuppressions)
      .values({ emailHash: emailHash(row.email) })
      .onConflictDoNothing();
    await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, row.email));
    return true;
  });
}
