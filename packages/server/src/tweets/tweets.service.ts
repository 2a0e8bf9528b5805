import { SCHEDULE_NEEDS_TIME, type Tweet, type tweetCreateSchema, TWEET_SCHEDULE_TOLERANCE_MS, type tweetUpdateSchema } from "@app/core";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { tweets } from "../db/schema";
import { badRequest, conflict } from "../http/errors";
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

export async function listTweets(db: Database): Promise<Tweet[]> {
  return (await db.select().from(tweets).orderBy(asc(tweets.id))).map(toTweet);
}

export async function createTweet(db: Database, input: TweetCreate, now: Date): Promise<Tweet> {
  await checkRelations(db, input);
  const scheduledFor = toDate(input.scheduledFor) ?? null;
  scheduleFields(input.status, scheduledFor, now);
  const [row] = await db
    .insert(tweets)
    .values({ ...input, scheduledFor, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toTweet(row);
}

export async function updateTweet(db: Database, id: number, patch: TweetUpdate, now: Date): Promise<Tweet | null> {
  await checkRelations(db, patch);
  const [current] = await db.select().from(tweets).where(eq(tweets.id, id));
  if (!current) return null;
  const scheduledFor = toDate(patch.scheduledFor);
  const rescheduled = patch.status !== undefined || scheduledFor !== undefined;
  const posting = rescheduled
    ? scheduleFields(patch.status ?? current.status, scheduledFor === undefined ? current.scheduledFor : scheduledFor, now)
    : {};
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
