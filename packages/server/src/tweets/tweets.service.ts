import {
  MAX_ID,
  SCHEDULE_NEEDS_TIME,
  type Tweet,
  type tweetCreateSchema,
  TWEET_CALENDAR_MAX_TWEETS,
  TWEET_SCHEDULE_TOLERANCE_MS,
  TWEET_STATUSES,
  type TweetCounts,
  type tweetUpdateSchema,
} from "@app/core";
import { and, asc, count, eq, getTableColumns, gte, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { blogPosts, tweets } from "../db/schema";
import { isoMicros, isoMicrosKey } from "../http/admin-paging";
import { badRequest, conflict } from "../http/errors";
import type { PageRequest } from "../http/paging";
import { productExists } from "../products/products.service";
import { programExists } from "../programs/programs.service";

type TweetRow = typeof tweets.$inferSelect;
type TweetCreate = z.output<typeof tweetCreateSchema>;
type TweetUpdate = z.output<typeof tweetUpdateSchema>;

export function toTweet(row: TweetRow): Tweet {
  return {
    id: row.id,
    content: row.content,
    scheduledFor: row.scheduledFor ? row.scheduledFor.toISOString() : null,
    status: row.status as Tweet["status"],
    tweetType: row.tweetType as Tweet["tweetType"],
    relatedProductId: row.relatedProductId,
    relatedProgramId: row.relatedProgramId,
    platform: row.platform as Tweet["platform"],
    createdAt: row.createdAt.toISOString(),
    postedAt: row.postedAt ? row.postedAt.toISOString() : null,
    externalId: row.externalId,
    externalUrl: row.externalUrl,
    lastError: row.lastError,
    attempts: row.attempts,
  };
}

/**
 * A tweet put on the schedule (created as 'scheduled', or its status or time changed) needs a time that is not
 * in the past; a fresh schedule also starts with a clean posting record.
 */
function scheduleFields(status: string, scheduledFor: Date | null, now: Date) {
  if (status !== "scheduled") return {};
  if (!scheduledFor) {
    throw badRequest(`scheduledFor: ${SCHEDULE_NEEDS_TIME}`, [{ path: "scheduledFor", message: SCHEDULE_NEEDS_TIME }]);
  }
  if (scheduledFor.getTime() < now.getTime() - TWEET_SCHEDULE_TOLERANCE_MS) {
    throw badRequest("scheduledFor: must not be in the past", [{ path: "scheduledFor", message: "must not be in the past" }]);
  }
  return { attempts: 0, lastError: null, postedAt: null, externalId: null, externalUrl: null };
}

/** What a tweet's text is checked against: the site's address (PUBLIC_SITE_URL) and clocks (SITE_TIMEZONE). */
export interface TweetSite {
  publicSiteUrl: string;
  timeZone: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A blog post of the site (linked on PUBLIC_SITE_URL) in `content` that is not public at `at`, whose link is a 404
 * until then: its title and why, its publish time on the site's clocks ("goes live Dec 3, 2026, 10:04 PM (UTC)") or
 * "is a draft"; null when every linked post is public by then.
 */
export async function postNotLiveAt(
  db: Database,
  content: string,
  at: Date,
  site: TweetSite,
): Promise<{ title: string; draft: boolean; why: string } | null> {
  const link = new RegExp(`${escapeRegExp(site.publicSiteUrl)}/blog/([^\\s/?#]+)`, "gi");
  const slugs = [...content.matchAll(link)].map(([, slug]) => decodeURIComponent(slug ?? "").toLowerCase());
  if (slugs.length === 0) return null;
  const posts = await db
    .select({ title: blogPosts.title, published: blogPosts.published, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(inArray(blogPosts.slug, slugs));
  for (const { title, published, publishedAt } of posts) {
    if (!published || !publishedAt) return { title, draft: true, why: "is a draft" };
    if (publishedAt.getTime() > at.getTime()) {
      const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: site.timeZone }).format(
        publishedAt,
      );
      return { title, draft: false, why: `goes live ${when} (${site.timeZone})` };
    }
  }
  return null;
}

/** A scheduled tweet's time is not before the posts it links to are public: 400 on scheduledFor, 409 for a draft post. */
async function checkLinkedPosts(db: Database, content: string, scheduledFor: Date, site: TweetSite): Promise<void> {
  const post = await postNotLiveAt(db, content, scheduledFor, site);
  if (!post) return;
  if (post.draft)
    throw conflict(`"${post.title}" is a draft: publish it (now or at a later time) before scheduling a tweet that links to it.`);
  const message = `must not be before "${post.title}" is public: it ${post.why}, and its link is a 404 until then`;
  throw badRequest(`scheduledFor: ${message}`, [{ path: "scheduledFor", message }]);
}

/** 400 naming the field when a related id points at nothing. */
async function checkRelations(db: Database, input: Pick<TweetUpdate, "relatedProductId" | "relatedProgramId">): Promise<void> {
  if (input.relatedProductId != null && !(await productExists(db, input.relatedProductId))) {
    throw badRequest("relatedProductId: no product with this id", [{ path: "relatedProductId", message: "no product with this id" }]);
  }
  if (input.relatedProgramId != null && !(await programExists(db, input.relatedProgramId))) {
    throw badRequest("relatedProgramId: no program with this id", [{ path: "relatedProgramId", message: "no program with this id" }]);
  }
}

const toDate = (iso: string | null | undefined) => (iso === undefined ? undefined : iso === null ? null : new Date(iso));

/**
 * The scheduling queue (GET /api/tweets, docs/decisions/0031-admin-lists-paged.md): scheduled tweets soonest first
 * (ties by id), then failed and missed ones (waiting for a retry), drafts, and published ones, each newest first.
 * The three keys are tweets_queue_idx's expressions (drizzle/0012), word for word: keep them in step.
 */
const queueRank = sql<number>`(CASE ${tweets.status} WHEN 'scheduled' THEN 0 WHEN 'failed' THEN 1 WHEN 'missed' THEN 1 WHEN 'draft' THEN 2 ELSE 3 END)`;
const queueTime = sql`(CASE WHEN ${tweets.status} = 'scheduled' AND ${tweets.scheduledFor} IS NOT NULL THEN ${tweets.scheduledFor} ELSE '1970-01-01 00:00:00+00'::timestamptz END)`;
const queueId = sql<number>`(CASE WHEN ${tweets.status} = 'scheduled' THEN ${tweets.id} ELSE -${tweets.id} END)`;

/** A queue cursor: the rank, the time (scheduled ones) and the id (negated where newest come first). */
export const tweetKeySchema = z.tuple([
  z.enum(["tweets", ...TWEET_STATUSES.map((status) => `tweets:${status}` as const)]),
  z.number().int().min(0).max(3),
  isoMicrosKey,
  z.number().int().min(-MAX_ID).max(MAX_ID),
]);
export type TweetKey = z.output<typeof tweetKeySchema>;

/** The tag a queue cursor starts with: the whole queue's, or a tab's (a cursor of another tab is refused). */
export const queueTag = (status: Tweet["status"] | undefined): TweetKey[0] => (status ? `tweets:${status}` : "tweets");

/**
 * One page of the queue (limit + 1 rows), each tweet with its cursor key; one status only for a tab (the same order
 * within it, along tweets_status_queue_idx, drizzle/0014).
 */
export async function tweetPage(
  db: Database,
  page: PageRequest<TweetKey>,
  status?: Tweet["status"],
): Promise<(Tweet & { key: TweetKey })[]> {
  const after = page.after;
  const rows = await db
    .select({ ...getTableColumns(tweets), rank: queueRank, at: isoMicros(queueTime), signedId: queueId })
    .from(tweets)
    .where(
      status
        ? and(
            eq(tweets.status, status),
            after ? sql`(${queueTime}, ${queueId}) > (${after[2]}::timestamptz, ${after[3]}::integer)` : undefined,
          )
        : after
          ? sql`(${queueRank}, ${queueTime}, ${queueId}) > (${after[1]}::integer, ${after[2]}::timestamptz, ${after[3]}::integer)`
          : undefined,
    )
    .orderBy(...(status ? [] : [queueRank]), queueTime, queueId)
    .limit(page.limit + 1);
  return rows.map(({ rank, at, signedId, ...row }) => ({
    ...toTweet(row),
    key: [queueTag(status), Number(rank), at, Number(signedId)] as TweetKey,
  }));
}

/** How many tweets each status has (the queue's tabs). */
export async function tweetCounts(db: Database): Promise<TweetCounts> {
  const rows = await db.select({ status: tweets.status, count: count() }).from(tweets).groupBy(tweets.status);
  const counts = Object.fromEntries(TWEET_STATUSES.map((status) => [status, 0])) as TweetCounts;
  for (const row of rows) if (row.status in counts) counts[row.status as Tweet["status"]] = Number(row.count);
  return counts;
}

/** The tweets whose time falls in [from, to), in time order (the week calendar), along tweets_scheduled_for_idx. */
export async function tweetsBetween(db: Database, from: Date, to: Date): Promise<Tweet[]> {
  const rows = await db
    .select()
    .from(tweets)
    .where(and(gte(tweets.scheduledFor, from), lt(tweets.scheduledFor, to)))
    .orderBy(asc(tweets.scheduledFor), asc(tweets.id))
    .limit(TWEET_CALENDAR_MAX_TWEETS);
  return rows.map(toTweet);
}

export async function createTweet(db: Database, input: TweetCreate, now: Date, site: TweetSite): Promise<Tweet> {
  await checkRelations(db, input);
  const scheduledFor = toDate(input.scheduledFor) ?? null;
  scheduleFields(input.status, scheduledFor, now);
  if (input.status === "scheduled" && scheduledFor) await checkLinkedPosts(db, input.content, scheduledFor, site);
  const [row] = await db
    .insert(tweets)
    .values({ ...input, scheduledFor, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toTweet(row);
}

export async function updateTweet(db: Database, id: number, patch: TweetUpdate, now: Date, site: TweetSite): Promise<Tweet | null> {
  await checkRelations(db, patch);
  const [current] = await db.select().from(tweets).where(eq(tweets.id, id));
  if (!current) return null;
  const scheduledFor = toDate(patch.scheduledFor);
  const rescheduled = patch.status !== undefined || scheduledFor !== undefined;
  const status = patch.status ?? current.status;
  const at = scheduledFor === undefined ? current.scheduledFor : scheduledFor;
  const posting = rescheduled ? scheduleFields(status, at, now) : {};
  if (status === "scheduled" && at && (rescheduled || patch.content !== undefined)) {
    await checkLinkedPosts(db, patch.content ?? current.content, at, site);
  }
  const [row] = await db
    .update(tweets)
    .set({ ...patch, ...posting, scheduledFor, updatedAt: now })
    .where(eq(tweets.id, id))
    .returning();
  return row ? toTweet(row) : null;
}

export async function deleteTweet(db: Database, id: number): Promise<boolean> {
  return (await db.delete(tweets).where(eq(tweets.id, id)).returning({ id: tweets.id })).length > 0;
}

/** Put a failed or missed tweet back on the schedule, due now. Null for an unknown id; 409 for other statuses. */
export async function retryTweet(db: Database, id: number, now: Date): Promise<Tweet | null> {
  const [row] = await db
    .update(tweets)
    .set({ status: "scheduled", scheduledFor: now, attempts: 0, lastError: null, updatedAt: now })
    .where(and(eq(tweets.id, id), inArray(tweets.status, ["failed", "missed"])))
    .returning();
  if (row) return toTweet(row);
  const [existing] = await db.select({ status: tweets.status }).from(tweets).where(eq(tweets.id, id));
  if (!existing) return null;
  throw conflict(`Only a failed or missed tweet can be retried (this one is ${existing.status})`);
}
