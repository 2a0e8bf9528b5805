/**
 * Posting scheduled tweets to X through the job runner (src/jobs/jobs.runner.ts): one job per scheduled tweet,
 * keyed `tweet:{id}`, due at its scheduledFor. Outcomes land on the tweet: published (X's id and URL), failed
 * (X's reason, after retries for 429/5xx/network), or missed (overdue by more than TWEET_GRACE_MS on its
 * first attempt: the server was down at its time).
 */
import { type Tweet, TWEET_GRACE_MS } from "@app/core";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { tweets } from "../db/schema";
import { type JobRunner, PermanentJobError, TransientJobError } from "../jobs/jobs.runner";
import { postNotLiveAt, type TweetSite } from "./tweets.service";
import { type XPoster, XPostError } from "./x.client";

export const TWEET_POST_JOB = "tweet.post";
const payloadSchema = z.object({ tweetId: z.number().int().positive() });
const jobKey = (tweetId: number) => `tweet:${tweetId}`;

export const NO_CREDENTIALS_MESSAGE =
  "Not posted: the X API credentials are not set (X_API_KEY, X_API_SECRET, X_ACCESS_TOKEN, X_ACCESS_SECRET).";

/** Keep a tweet's posting job in step with it: due at its time while scheduled, gone otherwise. */
export async function syncTweetJob(
  jobs: JobRunner,
  tweet: Pick<Tweet, "id" | "status" | "scheduledFor"> | { id: number; status: "deleted"; scheduledFor: null },
  requestId?: string,
): Promise<void> {
  if (tweet.status === "scheduled" && tweet.scheduledFor) {
    await jobs.schedule(
      TWEET_POST_JOB,
      new Date(tweet.scheduledFor),
      { tweetId: tweet.id },
      { dedupeKey: jobKey(tweet.id), replace: true, requestId },
    );
  } else {
    await jobs.cancel(jobKey(tweet.id));
  }
}

export interface TweetJobDeps {
  db: Database;
  jobs: JobRunner;
  now: () => Date;
  /** Null while the X credentials are missing: due tweets then fail with NO_CREDENTIALS_MESSAGE. */
  poster: XPoster | null;
  site: TweetSite;
}

const onlyWhileScheduled = (id: number) => and(eq(tweets.id, id), eq(tweets.status, "scheduled"));

export function registerTweetJobs({ db, jobs, now, poster, site }: TweetJobDeps): void {
  jobs.register(TWEET_POST_JOB, {
    async run({ payload, attempt }) {
      const parsed = payloadSchema.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError("bad payload");
      const { tweetId } = parsed.data;
      const [tweet] = await db.select().from(tweets).where(eq(tweets.id, tweetId));
      // Deleted, unscheduled or posted meanwhile; or moved later (its new job posts it then).
      if (!tweet || tweet.status !== "scheduled" || !tweet.scheduledFor) return;
      const at = now();
      if (tweet.scheduledFor.getTime() > at.getTime() + 1000) return;
      if (attempt === 1 && at.getTime() - tweet.scheduledFor.getTime() > TWEET_GRACE_MS) {
        await db
          .update(tweets)
          .set({
            status: "missed",
            lastError: `Not posted: its time passed more than ${TWEET_GRACE_MS / 60_000} minutes before a server could post it.`,
            updatedAt: at,
          })
          .where(onlyWhileScheduled(tweetId));
        return;
      }
      if (!poster) throw new PermanentJobError(NO_CREDENTIALS_MESSAGE);
      // A post it links to was unpublished or moved later since the tweet was scheduled.
      const notLive = await postNotLiveAt(db, tweet.content, at, site);
      if (notLive) throw new PermanentJobError(`Not posted: "${notLive.title}" ${notLive.why}, and its link is a 404 until then.`);

      await db
        .update(tweets)
        .set({ attempts: sql`${tweets.attempts} + 1`, updatedAt: at })
        .where(onlyWhileScheduled(tweetId));
      let post;
      try {
        post = await poster.post(tweet.content);
      } catch (error) {
        const failure = error instanceof XPostError ? error : new XPostError(String(error), true);
        if (!failure.transient) throw new PermanentJobError(failure.message);
        await db.update(tweets).set({ lastError: failure.message, updatedAt: now() }).where(onlyWhileScheduled(tweetId));
        throw new TransientJobError(failure.message, failure.retryAfterMs);
      }
      const postedAt = now();
      await db
        .update(tweets)
        .set({ status: "published", postedAt, externalId: post.id, externalUrl: post.url, lastError: null, updatedAt: postedAt })
        .where(eq(tweets.id, tweetId));
    },
    async onFailed(job, error) {
      const parsed = payloadSchema.safeParse(job.payload);
      if (!parsed.success) return;
      await db
        .update(tweets)
        .set({ status: "failed", lastError: error.message, updatedAt: now() })
        .where(onlyWhileScheduled(parsed.data.tweetId));
    },
  });

  // Tweets scheduled while no job existed for them (older data, a crash between the two writes) get one now;
  // overdue ones run at once and go out or become missed by the grace rule above.
  jobs.atStart(async () => {
    const scheduled = await db
      .select({ id: tweets.id, scheduledFor: tweets.scheduledFor })
      .from(tweets)
      .where(and(eq(tweets.status, "scheduled"), isNotNull(tweets.scheduledFor)));
    for (const tweet of scheduled) {
      if (tweet.scheduledFor)
        await jobs.schedule(TWEET_POST_JOB, tweet.scheduledFor, { tweetId: tweet.id }, { dedupeKey: jobKey(tweet.id) });
    }
  });
}
