import { type Tweet, tweetSchema } from "@app/core";
import { describe, expect, it } from "vitest";
import { tweets } from "../db/schema";
import { expectBadPageQueries, walkPages } from "../test/paging";
import { engines, useTestContext } from "../test/test-app";

const STATUSES = ["draft", "scheduled", "published", "failed", "missed"] as const;
const RANK: Record<Tweet["status"], number> = { scheduled: 0, failed: 1, missed: 1, draft: 2, published: 3 };

/** The queue's order: scheduled soonest first (ties by id), then failed/missed, drafts, published, newest first. */
const queueOrder = (a: Tweet, b: Tweet) =>
  RANK[a.status] - RANK[b.status] ||
  (a.status === "scheduled" ? Date.parse(a.scheduledFor!) - Date.parse(b.scheduledFor!) || a.id - b.id : b.id - a.id);

describe.each(engines)("tweet queue paging on %s", (engine) => {
  const t = useTestContext(engine);

  const insert = (from: number, count: number) =>
    t.db
      .insert(tweets)
      .values(
        Array.from({ length: count }, (_, i) => {
          const n = from + i;
          const status = STATUSES[n % STATUSES.length]!;
          // Scheduled times repeat (ties) and are out of id order.
          const scheduledFor = status === "scheduled" ? new Date(Date.UTC(2030, 0, 1 + ((n * 7) % 5))) : null;
          return { content: `Tweet ${n}`, status, scheduledFor };
        }),
      )
      .returning();
  const walk = (path: string, between?: (page: number) => Promise<void>) =>
    walkPages<Tweet>(t, path, t.cookie, { pick: (body) => tweetSchema.array().parse(body), between });

  it("pages the queue: scheduled soonest first, then failed and missed, drafts and published, newest first", async () => {
    await insert(0, 57);
    const res = await t.request("GET", "/api/tweets", { cookie: t.cookie });
    expect(((await res.json()) as unknown[]).length).toBe(57);
    expect(res.headers.get("link")).toBeNull();

    const walked = await walk("/api/tweets?limit=4");
    expect(walked.pages).toHaveLength(15);
    const all = tweetSchema.array().parse(await (await t.request("GET", "/api/tweets", { cookie: t.cookie })).json());
    expect(walked.items.map((x) => x.id)).toEqual([...all].sort(queueOrder).map((x) => x.id));
    expect(walked.items.slice(0, 3).map((x) => x.status)).toEqual(["scheduled", "scheduled", "scheduled"]);
    expect(walked.items.at(-1)?.status).toBe("published");
  });

  it("holds 100 a page by default and shows every tweet once while tweets are added between pages", async () => {
    const before = await insert(0, 120);
    const first = await t.request("GET", "/api/tweets", { cookie: t.cookie });
    expect(((await first.json()) as unknown[]).length).toBe(100);
    expect(first.headers.get("link")).toMatch(/^<\/api\/tweets\?limit=100&cursor=[\w-]+>; rel="next"$/);

    const walked = await walk("/api/tweets?limit=11", async (page) => void (await insert(500 + page * 5, 5)));
    const ids = walked.items.map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id } of before) expect(ids).toContain(id);
    expect(walked.items).toEqual([...walked.items].sort(queueOrder));
  });

  it("pages one status per tab in the queue's order, counts each status, and refuses another tab's cursor", async () => {
    await insert(0, 43);
    const all = tweetSchema.array().parse(await (await t.request("GET", "/api/tweets", { cookie: t.cookie })).json());
    for (const status of STATUSES) {
      const walked = await walk(`/api/tweets?status=${status}&limit=3`);
      expect(
        walked.items.map((x) => x.id),
        status,
      ).toEqual(
        all
          .filter((x) => x.status === status)
          .sort(queueOrder)
          .map((x) => x.id),
      );
    }
    const counts = (await (await t.request("GET", "/api/tweets/counts", { cookie: t.cookie })).json()) as Record<string, number>;
    expect(counts).toEqual(Object.fromEntries(STATUSES.map((s) => [s, all.filter((x) => x.status === s).length])));

    const first = await t.request("GET", "/api/tweets?status=draft&limit=2", { cookie: t.cookie });
    const cursor = /cursor=([\w-]+)/.exec(first.headers.get("link") ?? "")?.[1];
    expect(cursor).toBeDefined();
    for (const path of [`/api/tweets?status=missed&cursor=${cursor}`, `/api/tweets?cursor=${cursor}`]) {
      const res = await t.request("GET", path, { cookie: t.cookie });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^cursor: /);
    }
    const bad = await t.request("GET", "/api/tweets?status=sent", { cookie: t.cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^status: must be one of/);
    expect((await t.request("GET", "/api/tweets/counts")).status).toBe(401);
  });

  it("lists a week of the calendar by time, any status, and refuses a range that is not one", async () => {
    const at = (day: number, hour: number) => new Date(Date.UTC(2030, 5, day, hour));
    await t.db.insert(tweets).values([
      { content: "Before", status: "scheduled", scheduledFor: at(9, 23) },
      { content: "Monday late", status: "scheduled", scheduledFor: at(10, 22) },
      { content: "Monday early", status: "missed", scheduledFor: at(10, 8) },
      { content: "Sunday", status: "published", scheduledFor: at(16, 23) },
      { content: "After", status: "scheduled", scheduledFor: at(17, 0) },
      { content: "No time", status: "draft" },
    ]);
    const res = await t.request("GET", `/api/tweets/calendar?from=${at(10, 0).toISOString()}&to=${at(17, 0).toISOString()}`, {
      cookie: t.cookie,
    });
    expect(res.status).toBe(200);
    expect(
      tweetSchema
        .array()
        .parse(await res.json())
        .map((x) => x.content),
    ).toEqual(["Monday early", "Monday late", "Sunday"]);
    for (const [query, message] of [
      ["from=2030-06-10T00:00:00Z", "to: "],
      ["from=2030-06-10T00:00:00Z&to=2030-06-09T00:00:00Z", "to: must be after from"],
      ["from=2030-06-10T00:00:00Z&to=2030-09-10T00:00:00Z", "to: must be at most 42 days after from"],
      ["from=monday&to=2030-06-09T00:00:00Z", "from: must be an ISO date-time"],
    ] as const) {
      const bad = await t.request("GET", `/api/tweets/calendar?${query}`, { cookie: t.cookie });
      expect(bad.status, query).toBe(400);
      expect(((await bad.json()) as { message: string }).message.startsWith(message), query).toBe(true);
    }
  });

  it("refuses bad paging with a 400 naming the field, and needs a session", async () => {
    await insert(0, 3);
    await expectBadPageQueries(t, "/api/tweets", t.cookie, ["posts", "2026-01-01T00:00:00.000000Z", 3]);
    expect((await t.request("GET", "/api/tweets?limit=2")).status).toBe(401);
  });
});
