import { CURSOR_NOT_VALID, type TweetPosting, TWEET_GRACE_MS } from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { endpointMounter } from "../http/endpoint";
import { badRequest, notFound } from "../http/errors";
import { adminPage } from "../http/admin-paging";
import { pageOf } from "../http/paging";
import { registerTweetJobs, syncTweetJob } from "./tweets.jobs";
import { createShareTweet } from "./tweets.share";
import {
  createTweet,
  deleteTweet,
  queueTag,
  retryTweet,
  tweetCounts,
  tweetKeySchema,
  tweetPage,
  tweetsBetween,
  updateTweet,
} from "./tweets.service";
import type { XPoster } from "./x.client";

const NOT_FOUND = "Tweet not found";

/**
 * Scheduled tweets: every call is admin-only. Due tweets are posted to X by `poster` through the
 * job runner (tweets.jobs.ts); without X credentials `poster` is null and GET /tweets/posting says so.
 */
export function createTweetRoutes(deps: AppDeps, poster: XPoster | null) {
  const site = { publicSiteUrl: deps.env.PUBLIC_SITE_URL, timeZone: deps.env.SITE_TIMEZONE };
  registerTweetJobs({ db: deps.db, jobs: deps.jobs, now: deps.now, poster, site });
  const app = new Hono();
  const on = endpointMounter(app, requireAdmin(deps));

  // The scheduling queue, a page at a time (tweets.service.ts tweetPage: scheduled soonest first, then newest first).
  // A tab (?status=…) is one status in the same order.
  on("tweets.page", async (c, { query }) => {
    const page = adminPage(query, tweetKeySchema);
    if (page.after && page.after[0] !== queueTag(query.status))
      throw badRequest(`cursor: ${CURSOR_NOT_VALID}`, [{ path: "cursor", message: CURSOR_NOT_VALID }]);
    const list = pageOf(c, page, await tweetPage(deps.db, page, query.status), (tweet) => tweet.key);
    return c.json(list.map(({ key: _key, ...tweet }) => tweet));
  });

  on("tweets.counts", async (c) => c.json(await tweetCounts(deps.db)));

  on("tweets.calendar", async (c, { query: { from, to } }) => {
    return c.json(await tweetsBetween(deps.db, new Date(from), new Date(to)));
  });

  on("tweets.posting", (c) => c.json({ enabled: poster !== null, graceMinutes: TWEET_GRACE_MS / 60_000 } satisfies TweetPosting));

  on("tweets.create", async (c, { body: input }) => {
    const tweet = await createTweet(deps.db, input, deps.now(), site);
    await syncTweetJob(deps.jobs, tweet, c.get("requestId"));
    return c.json(tweet, 201);
  });

  /** One click from content to a tweet: a blog post's or a product's title and link (#ad when affiliate), a draft or, for a post going live later, scheduled then. */
  on("tweets.share", async (c, { body: input }) => {
    const tweet = await createShareTweet(deps.db, input, { ...site, associateTag: deps.env.AMAZON_ASSOCIATE_TAG }, deps.now());
    await syncTweetJob(deps.jobs, tweet, c.get("requestId"));
    return c.json(tweet, 201);
  });

  on("tweets.update", async (c, { params: { id }, body: patch }) => {
    const tweet = await updateTweet(deps.db, id, patch, deps.now(), site);
    if (!tweet) throw notFound(NOT_FOUND);
    await syncTweetJob(deps.jobs, tweet, c.get("requestId"));
    return c.json(tweet);
  });

  /** A failed or missed tweet goes back on the schedule, due now. */
  on("tweets.retry", async (c, { params: { id } }) => {
    const tweet = await retryTweet(deps.db, id, deps.now());
    if (!tweet) throw notFound(NOT_FOUND);
    await syncTweetJob(deps.jobs, tweet, c.get("requestId"));
    return c.json(tweet);
  });

  on("tweets.remove", async (c, { params: { id } }) => {
    if (!(await deleteTweet(deps.db, id))) throw notFound(NOT_FOUND);
    await syncTweetJob(deps.jobs, { id, status: "deleted", scheduledFor: null });
    return c.body(null, 204);
  });

  return app;
}
