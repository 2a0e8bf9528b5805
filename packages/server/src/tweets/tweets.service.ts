import type { Tweet, tweetCreateSchema, tweetUpdateSchema } from "@app/core";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { tweets } from "../db/schema";
import { badRequest } from "../http/errors";
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
  };
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
  const [row] = await db
    .insert(tweets)
    .values({ ...input, scheduledFor: toDate(input.scheduledFor) ?? null, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toTweet(row);
}

export async function updateTweet(db: Database, id: number, patch: TweetUpdate, now: Date): Promise<Tweet | null> {
  await checkRelations(db, patch);
  const [row] = await db
    .update(tweets)
    .set({ ...patch, scheduledFor: toDate(patch.scheduledFor), updatedAt: now })
    .where(eq(tweets.id, id))
    .returning();
  return row ? toTweet(row) : null;
}

export async function deleteTweet(db: Database, id: number): Promise<boolean> {
  return (await db.delete(tweets).where(eq(tweets.id, id)).returning({ id: tweets.id })).length > 0;
}
