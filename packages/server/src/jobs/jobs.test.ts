import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";
import { createMigratedDatabase } from "../test/database-template";
import { engines, useTestContext } from "../test/test-app";
import { createJobRunner, PermanentJobError, TransientJobError } from "./jobs.runner";

describe.each(engines)("job runner on %s", (engine) => {
  const t = useTestContext(engine);
  const runner = (db: Database = t.db, extra: Partial<Parameters<typeof createJobRunner>[0]> = {}) =>
    createJobRunner({ db, now: () => t.clock.now, log: t.log, ...extra });
  const rows = () => t.db.select().from(jobs).orderBy(asc(jobs.id));

  it("runs a job once it is due, not before, and records it as done", async () => {
    const r = runner();
    const seen: unknown[] = [];
    r.register<{ n: number }>("demo", { run: async ({ payload, attempt }) => void seen.push([payload.n, attempt]) });
    await r.schedule("demo", new Date(t.clock.now.getTime() + 60_000), { n: 1 });
    expect(await r.runDue()).toBe(0);
    t.clock.advance(60_000);
    expect(await r.runDue()).toBe(1);
    expect(seen).toEqual([[1, 1]]);
    expect(await r.runDue()).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "done", attempts: 1, lastError: null, lockedBy: null });
    expect(row?.finishedAt?.getTime()).toBe(t.clock.now.getTime());
  });

  it("retries a transient failure with exponential backoff, then succeeds", async () => {
    const r = runner();
    let calls = 0;
    r.register("flaky", {
      run: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`boom ${calls}`);
      },
    });
    const start = t.clock.now.getTime();
    await r.schedule("flaky", t.clock.now);
    await r.runDue();
    let [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "boom 1" });
    expect(row?.runAt.getTime()).toBe(start + 5000);
    t.clock.advance(5000);
    await r.runDue();
    [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 2, lastError: "boom 2" });
    expect(row?.runAt.getTime()).toBe(start + 5000 + 10_000);
    t.clock.advance(9999);
    expect(await r.runDue()).toBe(0);
    t.clock.advance(1);
    await r.runDue();
    [row] = await rows();
    expect(row).toMatchObject({ status: "done", attempts: 3, lastError: null });
  });

  it("honours a TransientJobError's delay; fails for good after maxAttempts and calls onFailed once", async () => {
    const r = runner();
    const failed: string[] = [];
    r.register("limited", {
      maxAttempts: 2,
      run: async () => {
        throw new TransientJobError("429 rate limited", 90_000);
      },
      onFailed: async (job, error) => void failed.push(`${job.id}:${error.message}`),
    });
    const job = await r.schedule("limited", t.clock.now);
    await r.runDue();
    expect((await rows())[0]?.runAt.getTime()).toBe(t.clock.now.getTime() + 90_000);
    t.clock.advance(90_000);
    await r.runDue();
    expect(await rows()).toMatchObject([{ status: "failed", attempts: 2, lastError: "429 rate limited" }]);
    expect(failed).toEqual([`${job?.id}:429 rate limited`]);
    t.clock.advance(3_600_000);
    expect(await r.runDue()).toBe(0);
  });

  it("fails a permanent error at once", async () => {
    const r = runner();
    const failed: string[] = [];
    r.register("bad", {
      run: async () => {
        throw new PermanentJobError("403 forbidden");
      },
      onFailed: async (_job, error) => void failed.push(error.message),
    });
    await r.schedule("bad", t.clock.now);
    await r.runDue();
    expect(await rows()).toMatchObject([{ status: "failed", attempts: 1, lastError: "403 forbidden" }]);
    expect(failed).toEqual(["403 forbidden"]);
  });

  it("logs and stores a failed query's reason short: the database's message, not the SQL or its parameters", async () => {
    const warnings: string[] = [];
    const r = runner(t.db, { log: { ...t.log, warn: (message: string) => void warnings.push(message) } });
    const ids = Array.from({ length: 2000 }, (_, i) => sql`${i + 100_000}`);
    r.register("query", {
      run: async () => {
        await t.db.execute(sql`select no_such_column from jobs where id in (${sql.join(ids, sql`, `)})`);
      },
    });
    await r.schedule("query", t.clock.now, {}, { maxAttempts: 1 });
    await r.runDue();
    const [row] = await rows();
    expect(row?.status).toBe("failed");
    expect(row?.lastError).toMatch(/no_such_column/);
    for (const text of [row?.lastError ?? "", ...warnings]) {
      expect(text).not.toMatch(/select|100000/i);
      expect(text.length).toBeLessThan(600);
    }
    expect(warnings).toHaveLength(1);
  });

  it("logs a poll that fails because the database is down as one short line per poll, without SQL or parameters", async () => {
    // A database handle of this engine that has been closed: every query fails, as when the server is down.
    const created = await createMigratedDatabase(engine);
    const down = created.handle;
    await down.close();
    const logged: unknown[][] = [];
    const log = {
      info: () => {},
      warn: (...args: unknown[]) => void logged.push(args),
      error: (...args: unknown[]) => void logged.push(args),
    };
    const r = createJobRunner({ db: down.db, log, pollMs: 20 });
    r.register("demo", { run: async () => {} });
    try {
      await r.start();
      await expect.poll(() => logged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    } finally {
      await r.stop();
      await created.drop();
    }
    for (const args of logged) {
      expect(args).toHaveLength(1);
      const [line] = args as [string];
      expect(line).toMatch(/^Polling for due jobs/);
      expect(line).not.toContain("\n");
      expect(line).not.toMatch(/select|update|params|"jobs"/i);
      expect(line.length).toBeLessThan(1000); // the class, the message's first 200 characters, three stack frames
    }
  });

  it("keeps one pending job per dedupe key: replace reschedules, otherwise the first stays; cancel drops it", async () => {
    const r = runner();
    const ran: unknown[] = [];
    r.register("post", { run: async ({ payload }) => void ran.push(payload) });
    const later = (ms: number) => new Date(t.clock.now.getTime() + ms);
    await r.schedule("post", later(10_000), { v: 1 }, { dedupeKey: "tweet:1" });
    await r.schedule("post", later(20_000), { v: 2 }, { dedupeKey: "tweet:1" });
    expect(await rows()).toMatchObject([{ payload: { v: 1 }, runAt: later(10_000) }]);
    await r.schedule("post", later(30_000), { v: 3 }, { dedupeKey: "tweet:1", replace: true });
    expect(await rows()).toMatchObject([{ payload: { v: 3 }, runAt: later(30_000), status: "pending" }]);
    t.clock.advance(30_000);
    await r.runDue();
    expect(ran).toEqual([{ v: 3 }]);
    // A done job no longer holds the key.
    await r.schedule("post", later(1000), { v: 4 }, { dedupeKey: "tweet:1" });
    expect(await r.cancel("tweet:1")).toBe(true);
    expect(await r.cancel("tweet:1")).toBe(false);
    t.clock.advance(1000);
    expect(await r.runDue()).toBe(0);
    expect((await rows()).map((row) => row.status)).toEqual(["done", "cancelled"]);
  });

  it("runs a recurring job and re-arms it one interval after its due time, once however often every() is called", async () => {
    const r = runner();
    let runs = 0;
    r.register("daily", {
      run: async () => {
        runs += 1;
        if (runs === 2) throw new Error("second run fails");
      },
    });
    const day = 24 * 60 * 60 * 1000;
    const first = t.clock.now;
    await r.every("daily", day);
    await r.every("daily", day);
    expect(await rows()).toHaveLength(1);
    await r.runDue();
    expect(runs).toBe(1);
    let pending = await t.db.select().from(jobs).where(eq(jobs.status, "pending"));
    expect(pending).toHaveLength(1);
    expect(pending[0]?.runAt.getTime()).toBe(first.getTime() + day);
    t.clock.advance(day + 5000);
    await r.runDue();
    expect(runs).toBe(2);
    // A failed run is not retried (the next day's run is), and the rhythm stays.
    pending = await t.db.select().from(jobs).where(eq(jobs.status, "pending"));
    expect(pending.map((p) => p.runAt.getTime())).toEqual([first.getTime() + 2 * day]);
    expect((await rows()).map((row) => row.status)).toEqual(["done", "failed", "pending"]);
  });

  it("keeps a recurring job's newest finished runs only, done or failed, and leaves other jobs' rows alone", async () => {
    const r = runner(t.db, { recurringRunsKept: 3 });
    let runs = 0;
    r.register("scan", {
      run: async () => {
        runs += 1;
        if (runs === 5) throw new Error("fifth run fails");
      },
    });
    r.register("other", { run: async () => {} });
    r.register("once", { run: async () => {} });
    await r.every("scan", 20_000);
    await r.every("other", 60_000);
    await r.schedule("once", t.clock.now, {}, { dedupeKey: "once:1" });
    for (let i = 0; i < 7; i++) {
      await r.runDue();
      t.clock.advance(20_000);
    }
    expect(runs).toBe(7);
    const byKind = async (kind: string) => (await rows()).filter((row) => row.kind === kind).map((row) => row.status);
    // The three newest runs (the fifth failed) and the next one.
    expect(await byKind("scan")).toEqual(["failed", "done", "done", "pending"]);
    expect(await byKind("other")).toEqual(["done", "done", "done", "pending"]);
    expect(await byKind("once")).toEqual(["done"]);
    const kept = (await rows()).filter((row) => row.kind === "scan" && row.finishedAt).map((row) => row.runAt.getTime());
    const first = t.clock.now.getTime() - 7 * 20_000;
    expect(kept).toEqual([4, 5, 6].map((i) => first + i * 20_000));
  });

  it("takes over a running job whose lease ran out (its instance died), and only then", async () => {
    const r = runner(t.db, { leaseMs: 60_000 });
    let runs = 0;
    r.register("work", { run: async () => void (runs += 1) });
    await t.db.insert(jobs).values({
      kind: "work",
      runAt: t.clock.now,
      status: "running",
      attempts: 1,
      lockedBy: "dead-instance",
      lockedUntil: new Date(t.clock.now.getTime() + 30_000),
    });
    expect(await r.runDue()).toBe(0);
    t.clock.advance(30_000);
    expect(await r.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await rows()).toMatchObject([{ status: "done", attempts: 2 }]);
  });

  it("keeps the claim of a job that outlives its lease while it runs: it runs once, on one instance", async () => {
    const other = await t.openInstance();
    const options = { leaseMs: 60_000, heartbeatMs: 5, pollMs: 5 };
    let runs = 0;
    const polledByB: number[] = [];
    const b = runner(other.handle.db, { ...options, instanceId: "b" });
    const a = runner(t.db, { ...options, instanceId: "a" });
    for (const r of [a, b]) {
      r.register("long", {
        run: async () => {
          runs += 1;
          // Three minutes of the job's clock (three leases), with heartbeats and polls of both instances between.
          for (let step = 0; step < 6; step++) {
            t.clock.advance(30_000);
            await new Promise((resolve) => setTimeout(resolve, 40));
            polledByB.push(await b.runDue());
          }
        },
      });
    }
    await a.schedule("long", t.clock.now);
    await a.start(); // polls every 5 ms: its own instance must not claim the job again either
    await expect.poll(async () => (await rows())[0]?.status, { timeout: 10_000, interval: 20 }).toBe("done");
    await a.stop();
    expect(runs).toBe(1);
    expect(polledByB).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await rows()).toMatchObject([{ status: "done", attempts: 1, lockedBy: null }]);
    await other.close();
  });

  it("runs one job per dedupe key at a time: one scheduled again while it runs waits for it, on every instance", async () => {
    const other = await t.openInstance();
    const ran: string[] = [];
    let release = () => {};
    const make = (db: Database, name: string) => {
      const r = runner(db, { instanceId: name, leaseMs: 60_000, heartbeatMs: 20 });
      r.register<{ n: number }>("host", {
        run: async ({ payload }) => {
          ran.push(`${name}:${payload.n}`);
          if (payload.n === 1) await new Promise<void>((resolve) => (release = resolve));
        },
      });
      return r;
    };
    const [a, b] = [make(t.db, "a"), make(other.handle.db, "b")];
    await a.schedule("host", t.clock.now, { n: 1 }, { dedupeKey: "links:host:example" });
    const first = a.runDue();
    await expect.poll(() => ran).toEqual(["a:1"]);
    await a.schedule("host", t.clock.now, { n: 2 }, { dedupeKey: "links:host:example", replace: true });
    await a.schedule("host", t.clock.now, { n: 3 }, { dedupeKey: "links:host:other" });
    // The other key runs; this key's second job waits for its first, on the other instance too.
    expect(await b.runDue()).toBe(1);
    expect(await b.runDue()).toBe(0);
    expect(ran).toEqual(["a:1", "b:3"]);
    release();
    // Once the first is done, the second is due: instance a, still draining, takes it.
    expect(await first).toBe(2);
    expect(ran).toEqual(["a:1", "b:3", "a:2"]);
    await other.close();
  });

  it("takes a stalled instance's job over once: one of two instances claims it, and the stalled one's result is dropped", async () => {
    const other = await t.openInstance();
    const third = await t.openInstance();
    const ran: string[] = [];
    let release = () => {};
    let stalledSignal: AbortSignal | undefined;
    // The stalled instance's clock stands still: its heartbeats renew a lease that has run out for everyone else.
    const stalledAt = t.clock.now;
    const make = (db: Database, name: string) => {
      const now = name === "stalled" ? () => stalledAt : () => t.clock.now;
      const r = runner(db, { instanceId: name, leaseMs: 60_000, heartbeatMs: 20, now });
      r.register("work", {
        run: async ({ signal }) => {
          ran.push(name);
          if (name !== "stalled") return;
          stalledSignal = signal;
          await new Promise<void>((resolve) => (release = resolve));
          ran.push(`stalled saw its lease ${signal.aborted ? "lost" : "kept"}`);
        },
        onFailed: async () => void ran.push(`${name} onFailed`),
      });
      return r;
    };
    const stalled = make(t.db, "stalled");
    await stalled.schedule("work", t.clock.now);
    const first = stalled.runDue();
    await expect.poll(() => ran).toEqual(["stalled"]);
    t.clock.advance(60_000);
    // The stalled instance's heartbeat holds the row for a moment now and then (a claim skips a locked row): poll.
    const [b, c] = [make(other.handle.db, "b"), make(third.handle.db, "c")];
    let claimed = 0;
    await expect
      .poll(async () => (claimed += (await Promise.all([b.runDue(), c.runDue()])).reduce((sum, n) => sum + n, 0)), { timeout: 60_000 })
      .toBeGreaterThan(0);
    expect(claimed).toBe(1);
    expect(await rows()).toMatchObject([{ status: "done", attempts: 2 }]);
    // The stalled instance's next heartbeat finds the job gone.
    await expect.poll(() => stalledSignal?.aborted, { timeout: 60_000 }).toBe(true);
    release();
    await first;
    const winner = ran.find((name) => name === "b" || name === "c") ?? "none";
    expect(ran.toSorted()).toEqual([winner, "stalled", "stalled saw its lease lost"].toSorted());
    expect(await rows()).toMatchObject([{ status: "done", attempts: 2, lockedBy: null }]);
    await Promise.all([other.close(), third.close()]);
  });

  it("runs a backlog of short jobs batch after batch as slots free, without a poll interval between batches", async () => {
    // A poll interval longer than the test's wait: only slots freeing can start the later batches.
    const r = runner(t.db, { concurrency: 2, pollMs: 120_000 });
    let runs = 0;
    r.register("mail", { run: async () => void (runs += 1) });
    for (let i = 0; i < 12; i++) await r.schedule("mail", t.clock.now);
    await r.start();
    try {
      await expect.poll(() => runs, { timeout: 60_000 }).toBe(12);
    } finally {
      await r.stop();
    }
  });

  it("claims only the kinds it has handlers for", async () => {
    const r = runner();
    r.register("mine", { run: async () => {} });
    await r.schedule("theirs", t.clock.now);
    expect(await r.runDue()).toBe(0);
    expect(await rows()).toMatchObject([{ status: "pending", attempts: 0 }]);
  });

  it("two instances on one database run each of many due jobs exactly once", async () => {
    const other = await t.openInstance();
    const ran: number[] = [];
    const make = (db: Database, name: string) => {
      const r = runner(db, { instanceId: name, concurrency: 3 });
      r.register<{ n: number }>("count", {
        run: async ({ payload }) => {
          ran.push(payload.n);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
      return r;
    };
    const a = make(t.db, "a");
    const b = make(other.handle.db, "b");
    for (let n = 0; n < 60; n++) await a.schedule("count", t.clock.now, { n });
    const [countA, countB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(countA + countB).toBe(60);
    expect(ran.toSorted((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    const done = await rows();
    expect(done.every((row) => row.status === "done" && row.attempts === 1)).toBe(true);
    await other.close();
  });

  it("polls by itself once started, and stop() waits for the running handler", async () => {
    const r = createJobRunner({ db: t.db, log: t.log, pollMs: 20 });
    let finished = false;
    r.register("slow", {
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
      },
    });
    r.start();
    await r.schedule("slow", new Date());
    await expect.poll(async () => (await rows())[0]?.status, { timeout: 5000 }).toBe("running");
    await r.stop();
    expect(finished).toBe(true);
    expect(await rows()).toMatchObject([{ status: "done" }]);
  });
});
