import {
  adminPageQuerySchema,
  CURSOR_NOT_VALID,
  idParamSchema,
  type TweetPosting,
  TWEET_GRACE_MS,
  tweetCalendarQuerySchema,
  tweetCreateSchema,
  tweetListQuerySchema,
  tweetShareSchema,
  tweetUpdateSchema,
} from "@app/core";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { badRequest, notFound } from "../http/errors";
import { adminPage, readAdminQuery } from "../http/admin-paging";
import { pageOf } from "../http/paging";
import { parseWith, readJson } from "../http/validate";
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
  app.use("/tweets", requireAdmin(deps));
  app.use("/tweets/*", requireAdmin(deps));

  // The scheduling queue, a page at a time (tweets.service.ts tweetPage: scheduled soonest first, then newest first).
  // A tab (?status=…) is one status in the same order.
  app.get("/tweets", async (c) => {
    const query = readAdminQuery(c, adminPageQuerySchema.extend(tweetListQuerySchema.shape));
    const page = adminPage(query, tweetKeySchema);
    if (page.after && page.after[0] !== queueTag(query.status))
      throw badRequest(`cursor: ${CURSOR_NOT_VALID}`, [{ path: "cursor", message: CURSOR_NOT_VALID }]);
    const list = pageOf(c, page, await tweetPage(deps.db, page, query.status), (tweet) => tweet.key);
    return c.json(list.map(({ key: _key, ...tweet }) => tweet));
  });

  app.get("/tweets/counts", async (c) => c.json(await tweetCounts(deps.db)));

  app.get("/tweets/calendar", async (c) => {
    const { from, to } = parseWith(tweetCalendarQuerySchema, c.req.query(), "query");
    return c.json(await tweetsBetween(deps.db, new Date(from), new Date(to)));
  });

  app.get("/tweets/posting", (c) => c.json({ enabled: poster !== null, graceMinutes: TWEET_GRACE_MS / 60_000 } satisfies TweetPosting));

  app.post("/tweets", async (c) => {
    const input = await readJson(c, tweetCreateSchema);
    const tweet = await createTweet(deps.db, input, deps.now(), site);
    await syncTweetJob(deps.jobs, tweet, c.get("requestId"));
    return c.json(tweet, 201);
  });

  /** One click from content to a tweet: a blog post's or a product's title and link (#ad when affiliate), a draft or, for a post going live later, scheduled then. */
  app.post("/tweets/share", async (c) => {
    const input = await readJson(c, tweetShareSchema);
    const tweet = await createShareTweet(deps.db, input, { ...site, associateTag: deps.env.AMAZON_ASSOCIATE_TAG }, deps.now());
    await syncTweetJob(deps.jobs, tweet, c.get("requestId"));
    return c.json(tweet, 201);
  });

  app.patch("/tweets/:id", async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const patch = await readJson(c, tweetUpdateSchema);
    const tweet = await updateTweet(deps.db, id, patch, deps.now(), site);
    if (!tweet) throw notFound(NOT_FOUND);
    await syncTweetJob(deps.jobs, tweet, c.get("requestId"));
    return c.json(tweet);
  });

  /** A failed or missed tweet goes back on the schedule, due now. */
  app.post("/tweets/:id/retry", async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    const tweet = await retryTweet(deps.db, id, deps.now());
    if (!tweet) throw notFound(NOT_FOUND);
    await syncTweetJob(deps.jobs, tweet, c.get("requestId"));
    return c.json(tweet);
  });

  app.delete("/tweets/:id", async (c) => {
    const { id } = parseWith(idParamSchema, c.req.param(), "id");
    if (!(await deleteTweet(deps.db, id))) throw notFound(NOT_FOUND);
    await syncTweetJob(deps.jobs, { id, status: "deleted", scheduledFor: null });
    return c.body(null, 204);
  });

  return app;
}
