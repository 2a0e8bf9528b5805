import { SHARE_DRAFT_POST_MESSAGE, type Tweet, tweetLength, tweetPostingSchema, tweetSchema } from "@app/core";
import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { blogPosts, jobs, products, tweets } from "../db/schema";
import { createJobRunner, type JobRunner } from "../jobs/jobs.runner";
import { type FakeX, oauthSignature, parseOAuthHeader, startFakeX } from "../test/fake-x";
import { engines, useTestContext, callApp } from "../test/test-app";
import { NO_CREDENTIALS_MESSAGE, TWEET_POST_JOB } from "./tweets.jobs";

const MINUTE = 60_000;

/** A blog post row with the fields these tests do not care about filled in. */
const postRow = (fields: { slug: string } & Partial<typeof blogPosts.$inferInsert>): typeof blogPosts.$inferInsert => ({
  title: fields.slug,
  author: "Team",
  category: "Care",
  heroImage: "/h.jpg",
  heroImageAlt: "x",
  content: "<p>x</p>",
  published: true,
  ...fields,
});

describe("the fake X checks OAuth 1.0a signatures as X does", () => {
  it("reproduces the signature of the worked example in X's documentation", () => {
    // https://developer.x.com/en/docs/authentication/oauth-1-0a/creating-a-signature
    const url = new URL("https://api.twitter.com/1.1/statuses/update.json?include_entities=true");
    const oauth = {
      oauth_consumer_key: "xvz1evFS4wEEPTGEFPHBog",
      oauth_nonce: "kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg",
      oauth_signature_method: "HMAC-SHA1",
      oauth_timestamp: "1318622958",
      oauth_token: "370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb",
      oauth_version: "1.0",
    };
    // The example's body is form-encoded, so its parameter joins the signature (a JSON body would not).
    url.searchParams.set("status", "Hello Ladies + Gentlemen, a signed OAuth request!");
    const signature = oauthSignature(
      "POST",
      url,
      oauth,
      "kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw",
      "LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE",
    );
    expect(signature).toBe("hCtSmYh+iHYCEqBWrE7C7hYmtUk=");
    expect(parseOAuthHeader('OAuth oauth_nonce="a%2Bb", oauth_version="1.0"')).toEqual({ oauth_nonce: "a+b", oauth_version: "1.0" });
  });
});

describe.each(engines)("posting scheduled tweets to X on %s", (engine) => {
  let x: FakeX;
  beforeAll(async () => {
    x = await startFakeX();
  });
  afterAll(() => x.close());

  const t = useTestContext(engine);
  let runner: JobRunner;
  let app: ReturnType<typeof t.appWith>;
  const xEnv = () => ({ ...x.credentials, X_API_BASE_URL: x.url });
  const makeRunner = (db: Database) => createJobRunner({ db, now: () => t.clock.now, log: t.log });

  beforeEach(() => {
    x.posts.length = 0;
    x.requests.length = 0;
    runner = makeRunner(t.db);
    app = t.appWith(xEnv(), { jobs: () => runner });
  });

  const call = (method: string, path: string, body?: unknown, target = app) => callApp(target, t.cookie, method, path, body);
  const schedule = async (content: string, inMs: number, target = app, from = t.clock.now) => {
    const res = await call(
      "POST",
      "/api/tweets",
      { content, status: "scheduled", scheduledFor: new Date(from.getTime() + inMs).toISOString() },
      target,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return tweetSchema.parse(res.json);
  };
  const get = async (id: number): Promise<Tweet> => {
    const list = tweetSchema.array().parse((await call("GET", "/api/tweets")).json);
    const found = list.find((tw) => tw.id === id);
    if (!found) throw new Error(`tweet ${id} not listed`);
    return found;
  };

  it("posts a scheduled tweet at its time (not before) and records X's id and URL", async () => {
    const tweet = await schedule("New drop 👟 https://kicksdirectory.com/blog/new", 10_000);
    expect(await runner.runDue()).toBe(0);
    expect(x.requests).toHaveLength(0);
    t.clock.advance(10_000);
    await runner.runDue();
    expect(x.posts.map((p) => p.text)).toEqual(["New drop 👟 https://kicksdirectory.com/blog/new"]);
    expect(x.requests).toMatchObject([{ method: "POST", path: "/2/tweets", signed: true, status: 201 }]);
    const posted = await get(tweet.id);
    const id = x.posts[0]?.id;
    expect(posted).toMatchObject({
      status: "published",
      externalId: id,
      externalUrl: `https://x.com/i/web/status/${id}`,
      lastError: null,
      attempts: 1,
    });
    expect(posted.postedAt).toBe(t.clock.now.toISOString());
  });

  it("retries a 503 and a dropped connection with backoff, keeping the reason meanwhile, then posts", async () => {
    const tweet = await schedule("Retry me", 1000);
    x.answerNext(503, "hang-up");
    t.clock.advance(1000);
    await runner.runDue();
    expect(await get(tweet.id)).toMatchObject({ status: "scheduled", attempts: 1, lastError: "X answered 503: Service Unavailable" });
    t.clock.advance(4999);
    expect(await runner.runDue()).toBe(0);
    t.clock.advance(1);
    await runner.runDue();
    expect(await get(tweet.id)).toMatchObject({ status: "scheduled", attempts: 2 });
    expect((await get(tweet.id)).lastError).toMatch(/^X could not be reached: /);
    t.clock.advance(10_000);
    await runner.runDue();
    expect(await get(tweet.id)).toMatchObject({ status: "published", attempts: 3, lastError: null });
    expect(x.posts.map((p) => p.text)).toEqual(["Retry me"]);
  });

  it("waits for X's rate-limit reset after a 429", async () => {
    t.clock.now = new Date(); // X's reset time is on the real clock
    const tweet = await schedule("Rate limited", 0);
    x.rateLimitResetSeconds = 120;
    x.answerNext(429);
    await runner.runDue();
    expect(await get(tweet.id)).toMatchObject({ status: "scheduled", lastError: "X answered 429: Too Many Requests" });
    const [job] = await t.db.select().from(jobs);
    const wait = (job?.runAt.getTime() ?? 0) - t.clock.now.getTime();
    expect(wait).toBeGreaterThan(110_000);
    expect(wait).toBeLessThanOrEqual(121_000);
    t.clock.advance(wait);
    await runner.runDue();
    expect(await get(tweet.id)).toMatchObject({ status: "published" });
  });

  it("fails at once with X's reason on a 403, and the Retry endpoint puts it back on the schedule", async () => {
    const tweet = await schedule("Duplicate?", 0);
    x.answerNext(403);
    await runner.runDue();
    expect(await get(tweet.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "X answered 403: You are not allowed to create a Tweet with duplicate content.",
    });
    t.clock.advance(3_600_000);
    expect(await runner.runDue()).toBe(0);

    const retried = await call("POST", `/api/tweets/${tweet.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ status: "scheduled", scheduledFor: t.clock.now.toISOString(), attempts: 0, lastError: null });
    await runner.runDue();
    expect(await get(tweet.id)).toMatchObject({ status: "published" });
    expect((await call("POST", `/api/tweets/${tweet.id}/retry`)).json).toEqual({
      message: "Only a failed or missed tweet can be retried (this one is published)",
    });
    expect((await call("POST", "/api/tweets/9999/retry")).status).toBe(404);
  });

  it("gives up after 5 attempts of 5xx with the last reason", async () => {
    const tweet = await schedule("Never", 0);
    x.answerNext(503, 503, 503, 503, 500);
    for (let i = 0; i < 5; i++) {
      await runner.runDue();
      t.clock.advance(3_600_000);
    }
    expect(await get(tweet.id)).toMatchObject({ status: "failed", attempts: 5, lastError: "X answered 500: Internal Server Error" });
    expect(x.posts).toHaveLength(0);
  });

  it("is refused by X (401) when the secret is wrong: the fake really checks the signature", async () => {
    const wrong = t.appWith({ ...xEnv(), X_ACCESS_SECRET: "not-the-secret" }, { jobs: () => runner });
    const tweet = await schedule("Signed badly", 0, wrong);
    await runner.runDue();
    expect(x.requests).toMatchObject([{ signed: false, status: 401 }]);
    expect(await get(tweet.id)).toMatchObject({ status: "failed", lastError: "X answered 401: Unauthorized" });
  });

  it("without credentials: says so, and a due tweet fails with that reason instead of silently staying", async () => {
    const bare = t.appWith({}, { jobs: () => runner });
    const status = await bare.request("/api/tweets/posting", { headers: { cookie: t.cookie } });
    expect(tweetPostingSchema.parse(await status.json())).toEqual({ enabled: false, graceMinutes: 15 });
    expect(tweetPostingSchema.parse((await call("GET", "/api/tweets/posting")).json)).toEqual({ enabled: true, graceMinutes: 15 });
    const tweet = await schedule("No keys", 0, bare);
    await runner.runDue();
    expect(await get(tweet.id)).toMatchObject({ status: "failed", lastError: NO_CREDENTIALS_MESSAGE });
    expect(x.requests).toHaveLength(0);
  });

  it("at start-up, overdue tweets within the 15-minute grace window still go; older ones become missed", async () => {
    // Scheduled while no server ran: rows without jobs, as an older version or a crash would leave them.
    const at = (minutesAgo: number) => new Date(t.clock.now.getTime() - minutesAgo * MINUTE);
    const [recent, old] = await t.db
      .insert(tweets)
      .values([
        { content: "Ten minutes late", status: "scheduled", scheduledFor: at(10) },
        { content: "Twenty minutes late", status: "scheduled", scheduledFor: at(20) },
        { content: "A draft", status: "draft", scheduledFor: at(5) },
      ])
      .returning();
    await runner.prepare();
    await runner.prepare();
    // Start-up also arms other features' recurring work (the daily link check): only tweets are under test here.
    await t.db.delete(jobs).where(ne(jobs.kind, TWEET_POST_JOB));
    expect(await t.db.select().from(jobs)).toHaveLength(2);
    await runner.runDue();
    expect(x.posts.map((p) => p.text)).toEqual(["Ten minutes late"]);
    expect(await get(recent?.id ?? 0)).toMatchObject({ status: "published" });
    expect(await get(old?.id ?? 0)).toMatchObject({
      status: "missed",
      lastError: "Not posted: its time passed more than 15 minutes before a server could post it.",
    });
    expect((await call("POST", `/api/tweets/${old?.id}/retry`)).status).toBe(200);
    await runner.runDue();
    expect(await get(old?.id ?? 0)).toMatchObject({ status: "published" });
  });

  it("follows edits: rescheduled later posts then, back to draft or deleted never posts", async () => {
    const later = await schedule("Moved", 1000);
    const drafted = await schedule("Drafted", 1000);
    const deleted = await schedule("Deleted", 1000);
    expect(
      (await call("PATCH", `/api/tweets/${later.id}`, { scheduledFor: new Date(t.clock.now.getTime() + 60_000).toISOString() })).status,
    ).toBe(200);
    expect((await call("PATCH", `/api/tweets/${drafted.id}`, { status: "draft" })).status).toBe(200);
    expect((await call("DELETE", `/api/tweets/${deleted.id}`)).status).toBe(204);
    t.clock.advance(1000);
    await runner.runDue();
    expect(x.posts).toHaveLength(0);
    t.clock.advance(59_000);
    await runner.runDue();
    expect(x.posts.map((p) => p.text)).toEqual(["Moved"]);
    expect(await get(drafted.id)).toMatchObject({ status: "draft" });
  });

  it("does not post a tweet whose linked post was moved later meanwhile: it fails with the reason", async () => {
    const [post] = await t.db
      .insert(blogPosts)
      .values(postRow({ slug: "moved-later", title: "Moved Later", publishedAt: new Date(t.clock.now.getTime() + 1000) }))
      .returning();
    const tweet = await schedule("Read it https://kicks.example/blog/moved-later", 1000);
    const res = await call("PATCH", `/api/admin/posts/${post?.id}`, {
      publishedAt: new Date(t.clock.now.getTime() + 3_600_000).toISOString(),
    });
    expect(res.status).toBe(200);
    t.clock.advance(1000);
    await runner.runDue();
    expect(x.posts).toHaveLength(0);
    expect(await get(tweet.id)).toMatchObject({
      status: "failed",
      lastError: expect.stringMatching(/^Not posted: "Moved Later" goes live .+, and its link is a 404 until then\.$/),
    });
  });

  it("rejects a schedule without a time or in the past, and statuses only the scheduler sets (400)", async () => {
    const cases: Array<[unknown, string]> = [
      [{ content: "x", status: "scheduled" }, "scheduledFor: is required when status is 'scheduled' (pick a date and time)"],
      [
        { content: "x", status: "scheduled", scheduledFor: new Date(t.clock.now.getTime() - 2 * MINUTE).toISOString() },
        "scheduledFor: must not be in the past",
      ],
      [
        { content: "x", status: "failed" },
        "status: must be draft or scheduled (published, failed and missed are set by the scheduler from X's answer)",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call("POST", "/api/tweets", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    // Within the minute the time inputs can express, "now" is fine.
    expect(
      (
        await call("POST", "/api/tweets", {
          content: "now",
          status: "scheduled",
          scheduledFor: new Date(t.clock.now.getTime() - 30_000).toISOString(),
        })
      ).status,
    ).toBe(201);
    const draft = tweetSchema.parse((await call("POST", "/api/tweets", { content: "d" })).json);
    const patch = await call("PATCH", `/api/tweets/${draft.id}`, { status: "scheduled" });
    expect(patch).toMatchObject({
      status: 400,
      json: { message: "scheduledFor: is required when status is 'scheduled' (pick a date and time)" },
    });
    // A draft may keep any time; editing the text of a tweet whose time is past is no reschedule.
    expect((await call("PATCH", `/api/tweets/${draft.id}`, { scheduledFor: new Date(0).toISOString() })).status).toBe(200);
    await t.db
      .update(tweets)
      .set({ status: "published", scheduledFor: new Date(0) })
      .where(eq(tweets.id, draft.id));
    expect((await call("PATCH", `/api/tweets/${draft.id}`, { content: "edited" })).status).toBe(200);
  });

  it("two server instances on one database post each of many due tweets exactly once", async () => {
    let secondRunner: JobRunner | undefined;
    const second = await t.openInstance({ env: xEnv(), jobs: (db) => (secondRunner = makeRunner(db)) });
    const texts = Array.from({ length: 40 }, (_, i) => `Due tweet ${i}`);
    for (const [i, text] of texts.entries()) await schedule(text, 1000, i % 2 === 0 ? app : second.app);
    t.clock.advance(1000);
    if (!secondRunner) throw new Error("the second instance made no runner");
    await Promise.all([runner.runDue(), secondRunner.runDue()]);
    expect(x.posts.map((p) => p.text).toSorted()).toEqual(texts.toSorted());
    const list = tweetSchema.array().parse((await call("GET", "/api/tweets")).json);
    expect(list.every((tw) => tw.status === "published" && tw.attempts === 1)).toBe(true);
    expect(new Set(list.map((tw) => tw.externalId)).size).toBe(40);
    await second.close();
  });

  it("a started runner posts a tweet within 5 s of its time (real clock)", async () => {
    const live = createJobRunner({ db: t.db, log: t.log });
    const liveApp = t.appWith(xEnv(), { jobs: () => live, now: () => new Date() });
    const tweet = await schedule("On time", 1500, liveApp, new Date());
    await live.start();
    try {
      await expect.poll(async () => (await get(tweet.id)).status, { timeout: 10_000, interval: 100 }).toBe("published");
    } finally {
      await live.stop();
    }
    const posted = await get(tweet.id);
    const lateMs = new Date(posted.postedAt ?? 0).getTime() - new Date(posted.scheduledFor ?? 0).getTime();
    expect(lateMs).toBeGreaterThanOrEqual(0);
    expect(lateMs).toBeLessThan(5000);
  });
});

describe.each(engines)("sharing content as a tweet on %s", (engine) => {
  const t = useTestContext(engine);
  const share = (body: unknown) => t.request("POST", "/api/tweets/share", { cookie: t.cookie, body });

  it("drafts a blog post's title and public URL, and a product's affiliate link with #ad", async () => {
    const [post] = await t.db
      .insert(blogPosts)
      .values(postRow({ slug: "how-to-clean-white-sneakers", title: "How to Clean White Sneakers" }))
      .returning();
    const [amazon, other] = await t.db
      .insert(products)
      .values([
        {
          title: "LED Display Case",
          price: "10",
          imageUrl: "/x.svg",
          productUrl: "https://www.amazon.com/dp/B0TEST1234",
          amazonAsin: "B0TEST1234",
        },
        { title: "Crep Protect", price: "10", imageUrl: "/x.svg", productUrl: "https://crepprotect.com/spray", sourceStore: "Crep" },
      ])
      .returning();

    const postRes = await share({ kind: "post", id: post?.id });
    expect(postRes.status).toBe(201);
    expect(tweetSchema.parse(await postRes.json())).toMatchObject({
      content: "How to Clean White Sneakers https://kicks.example/blog/how-to-clean-white-sneakers",
      status: "draft",
      tweetType: "general",
      scheduledFor: null,
    });
    expect(await (await share({ kind: "product", id: amazon?.id })).json()).toMatchObject({
      content: "LED Display Case https://www.amazon.com/dp/B0TEST1234?tag=kicks-20 #ad",
      tweetType: "product",
      relatedProductId: amazon?.id,
    });
    expect(await (await share({ kind: "product", id: other?.id })).json()).toMatchObject({
      content: "Crep Protect https://crepprotect.com/spray",
    });
    const list = tweetSchema.array().parse(await (await t.request("GET", "/api/tweets", { cookie: t.cookie })).json());
    expect(list.map((tw) => tw.status)).toEqual(["draft", "draft", "draft"]);
  });

  it("keeps a long title within X's weighted limit", async () => {
    const [post] = await t.db
      .insert(blogPosts)
      .values(postRow({ slug: "long", title: "The Longest Sneaker Title 👟 ".repeat(12).trim() }))
      .returning();
    const tweet = tweetSchema.parse(await (await share({ kind: "post", id: post?.id })).json());
    expect(tweet.content.endsWith("… https://kicks.example/blog/long")).toBe(true);
    expect(tweetLength(tweet.content)).toBeLessThanOrEqual(280);
  });

  it("refuses a draft post with 409 (its link is not public) and shares one scheduled to publish later", async () => {
    const post = (slug: string, published: boolean, publishedAt: Date | null) => postRow({ slug, published, publishedAt });
    const [draft, later] = await t.db
      .insert(blogPosts)
      .values([post("a-draft", false, null), post("later", true, new Date(t.clock.now.getTime() + 86_400_000))])
      .returning();
    const refused = await share({ kind: "post", id: draft?.id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: SHARE_DRAFT_POST_MESSAGE });
    expect(tweetSchema.array().parse(await (await t.request("GET", "/api/tweets", { cookie: t.cookie })).json())).toEqual([]);
    // A post going live later: its tweet is scheduled for that time (its link is a 404 until then), with its job.
    const scheduled = await share({ kind: "post", id: later?.id });
    expect(scheduled.status).toBe(201);
    const tweet = tweetSchema.parse(await scheduled.json());
    expect(tweet).toMatchObject({
      content: "later https://kicks.example/blog/later",
      status: "scheduled",
      scheduledFor: later?.publishedAt?.toISOString(),
    });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `tweet:${tweet.id}`));
    expect(job?.runAt.toISOString()).toBe(later?.publishedAt?.toISOString());
  });

  it("schedules no tweet before a post it links to goes live: 400 on its time with the post's, 409 for a draft post", async () => {
    const live = new Date(t.clock.now.getTime() + 86_400_000);
    await t.db.insert(blogPosts).values(
      [
        { slug: "later", published: true, publishedAt: live },
        { slug: "a-draft", published: false, publishedAt: null },
      ].map(postRow),
    );
    const tweet = (link: string, at: Date, status = "scheduled") =>
      t.request("POST", "/api/tweets", {
        cookie: t.cookie,
        body: { content: `Read this ${link}`, status, scheduledFor: at.toISOString() },
      });
    const early = new Date(live.getTime() - 60_000);
    const refused = await tweet("https://kicks.example/blog/later", early);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual([
      {
        path: "scheduledFor",
        message: expect.stringMatching(/^must not be before "later" is public: it goes live .+, and its link is a 404 until then$/),
      },
    ]);
    // As a draft it may wait with any time; a link elsewhere, or to a post already public, is not checked.
    expect((await tweet("https://kicks.example/blog/later", early, "draft")).status).toBe(201);
    expect((await tweet("https://elsewhere.example/blog/later", early)).status).toBe(201);
    expect((await tweet("https://kicks.example/blog/a-draft", early)).status).toBe(409);

    const atLaunch = await tweet("https://kicks.example/blog/later", live);
    expect(atLaunch.status).toBe(201);
    const { id } = tweetSchema.parse(await atLaunch.json());
    const moved = await t.request("PATCH", `/api/tweets/${id}`, { cookie: t.cookie, body: { scheduledFor: early.toISOString() } });
    expect(moved.status).toBe(400);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `tweet:${id}`));
    expect(job?.runAt.toISOString()).toBe(live.toISOString());
  });

  it("validates: unknown kind or id is a 400, a missing item a 404, and it is admin-only", async () => {
    expect(await (await share({ kind: "store", id: 1 })).json()).toEqual({
      message: "kind: must be post or product",
      issues: [{ path: "kind", message: "must be post or product" }],
    });
    expect((await share({ kind: "post" })).status).toBe(400);
    expect(await (await share({ kind: "post", id: 999 })).json()).toEqual({ message: "Blog post not found" });
    expect((await share({ kind: "product", id: 999 })).status).toBe(404);
    expect((await t.request("POST", "/api/tweets/share", { body: { kind: "post", id: 1 } })).status).toBe(401);
  });
});
