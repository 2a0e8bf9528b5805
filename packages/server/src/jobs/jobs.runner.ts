/**
 * Durable background jobs on the app's own database (Postgres or PGlite); why not pg-boss or
 * graphile-worker: docs/decisions/0009-durable-jobs-on-postgres.md.
 *
 * API (one runner per server process, created and started by src/main.ts, stopped on shutdown):
 *
 *   const jobs = createJobRunner({ db, now, log });          // pollMs (default 1000), leaseMs, concurrency
 *   jobs.register("links.check", {                           // a handler per kind, before start()
 *     run: async ({ payload, attempt, job }) => { ... },     // throw to fail this attempt
 *     onFailed: async (job, error) => { ... },               // optional: the job reached its final failure
 *     maxAttempts: 5,                                        // optional, default 5 (1 = never retried)
 *   });
 *   await jobs.schedule("links.check", runAt, { id: 1 }, { dedupeKey: "links:1", replace: true });
 *   await jobs.every("links.check-all", 24 * 60 * 60 * 1000); // recurring: one pending row, re-armed after each run
 *                                                            // (its last `recurringRunsKept` finished rows are kept)
 *   await jobs.cancel("links:1");                            // drop the pending job with this key
 *   jobs.atStart(async () => { await jobs.every(...) });     // start-up work (arming, catching up), run by start()
 *   await jobs.start(); await jobs.stop();                   // stop() waits for running handlers
 *   await jobs.prepare(); await jobs.runDue();               // by hand (tests, with an injected clock)
 *
 * In the app: createApp({ jobs }) hands the runner to every feature as `deps.jobs` (features register their
 * handlers and start-up work there); src/main.ts starts it after the HTTP server and stops it on shutdown.
 *
 * Semantics:
 * - A job is due when `runAt <= now()` (the injected clock). Each poll claims due jobs of the registered kinds
 *   in one statement (`UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`), so with several instances
 *   on one database each due job is claimed by one of them. A claim is a lease (`leaseMs`, default 5 min)
 *   that the running instance renews while the handler runs (a heartbeat every `heartbeatMs`, default a third
 *   of the lease): a job may run for longer than its lease and is never claimed twice meanwhile, by another
 *   instance or by its own (an instance never claims a job it is running). A job whose instance died or stalled
 *   mid-run (no heartbeat) is taken over once its lease has run out, by exactly one instance (at-least-once
 *   delivery; handlers re-check their own state before acting). The stalled instance learns it at its next
 *   heartbeat (`signal` aborts) and its result is dropped: the job belongs to the new holder.
 * - A handler that throws `PermanentJobError` fails the job at once; any other error is retried with
 *   exponential backoff (5 s, 10 s, 20 s … capped at 1 h, or `TransientJobError.retryAfterMs`) until
 *   `maxAttempts`; then the job is `failed` with `lastError`, and `onFailed` runs.
 * - `dedupeKey`: at most one *pending* job per key. `replace: true` moves the pending job to the new time and
 *   payload (rescheduling); without it the existing pending job is kept (idempotent start-up).
 * - One *running* job per key, too: a pending job waits while a job of its key runs under a live lease (on any
 *   instance), so work scheduled again while it runs (one host's link checks) follows it instead of joining it.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, lte, ne, notExists, notInArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Logger } from "../app-deps";
import type { JobOutcome } from "../metrics/metrics";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";
import { asDatabaseUnavailable } from "../db/unavailable";
import { describeError, errorMessage } from "../http/errors";

export type JobRow = typeof jobs.$inferSelect;

/** Another job of the same dedupe key, in a claim's condition. */
const held = alias(jobs, "held");

/** Throw from a handler when retrying cannot help (bad input, rejected by the provider). */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}

/** Throw from a handler for a failure worth retrying, optionally after a given delay (a 429's reset time). */
export class TransientJobError extends Error {
  override name = "TransientJobError";
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface JobContext<P> {
  payload: P;
  /** 1 on the first attempt. */
  attempt: number;
  job: JobRow;
  /** Aborted when this instance lost the job's lease (it stalled past it and another instance took the job over). */
  signal: AbortSignal;
}

export interface JobHandler<P = unknown> {
  run(context: JobContext<P>): Promise<void>;
  /** Called once when the job ends as `failed` (permanent error or attempts used up). */
  onFailed?(job: JobRow, error: Error): Promise<void>;
  /** Attempts before the job fails for good (default 5). */
  maxAttempts?: number;
}

export interface JobRunnerOptions {
  db: Database;
  now?: () => Date;
  log: Logger;
  /** How often to look for due jobs (default 1000 ms: a job runs within about a second of its time). */
  pollMs?: number;
  /** How long a claim holds without a heartbeat before another instance may take the job over (default 5 min). */
  leaseMs?: number;
  /** How often a running job's lease is renewed (default a third of leaseMs). */
  heartbeatMs?: number;
  /** Jobs run at once by this instance (default 4). */
  concurrency?: number;
  /** Backoff of the first retry (default 5 s), doubled per attempt, capped by maxBackoffMs (default 1 h). */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Names this instance in `locked_by` (default a random id). */
  instanceId?: string;
  /** Finished runs of a recurring job kept as its history (default 100); older ones are deleted as each run ends. */
  recurringRunsKept?: number;
  /** Counts each run by kind and outcome (metrics/metrics.ts). */
  metrics?: { jobRun(kind: string, outcome: JobOutcome, seconds: number): void };
}

export interface ScheduleOptions {
  dedupeKey?: string;
  /** With a dedupeKey: move an existing pending job to this time and payload (default: keep it). */
  replace?: boolean;
  maxAttempts?: number;
  /** The id of the request that scheduled the job (X-Request-Id): its runs' log records carry it. */
  requestId?: string;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const RECURRING_RUNS_KEPT = 100;

export function createJobRunner(options: JobRunnerOptions) {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(1, Math.floor(leaseMs / 3));
  const concurrency = options.concurrency ?? 4;
  const baseBackoffMs = options.baseBackoffMs ?? 5000;
  const maxBackoffMs = options.maxBackoffMs ?? 60 * 60_000;
  const instanceId = options.instanceId ?? randomUUID();
  const runsKept = Math.max(1, options.recurringRunsKept ?? RECURRING_RUNS_KEPT);
  const handlers = new Map<string, JobHandler<never>>();
  const startTasks: Array<() => Promise<void>> = [];
  let prepared: Promise<void> | undefined;
  const running = new Set<Promise<void>>();
  /** The ids of the jobs this instance is running: never claimed again by it, whatever their lease says. */
  const runningIds = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  /** The last poll took every free slot (more may be due). */
  let backlog = false;
  /** The next poll waits on `timer` (none is running). */
  let waiting = false;
  let started = false;
  let polling: Promise<number> | undefined;

  const backoffMs = (attempt: number) => Math.min(maxBackoffMs, baseBackoffMs * 2 ** Math.max(0, attempt - 1));

  async function schedule(kind: string, runAt: Date, payload: unknown = {}, opts: ScheduleOptions = {}): Promise<JobRow | null> {
    const values = {
      kind,
      payload: payload ?? {},
      runAt,
      dedupeKey: opts.dedupeKey ?? null,
      maxAttempts: opts.maxAttempts ?? handlers.get(kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      requestId: opts.requestId ?? null,
      createdAt: now(),
      updatedAt: now(),
    };
    const insert = db.insert(jobs).values(values);
    const pendingOnly = sql`${jobs.status} = 'pending'`;
    const [row] = await (
      opts.dedupeKey && opts.replace
        ? insert.onConflictDoUpdate({
            target: jobs.dedupeKey,
            targetWhere: pendingOnly,
            set: {
              kind,
              payload: values.payload,
              runAt,
              maxAttempts: values.maxAttempts,
              attempts: 0,
              lastError: null,
              requestId: values.requestId,
              updatedAt: now(),
            },
          })
        : insert.onConflictDoNothing({ target: jobs.dedupeKey, where: pendingOnly })
    ).returning();
    return row ?? null;
  }

  /** A recurring job: one pending row keyed `every:{kind}`; after each run the next is due `intervalMs` later. */
  async function every(kind: string, intervalMs: number, payload: unknown = {}, firstRunAt: Date = now()): Promise<void> {
    const [row] = await db
      .insert(jobs)
      .values({
        kind,
        payload,
        runAt: firstRunAt,
        dedupeKey: `every:${kind}`,
        repeatMs: intervalMs,
        maxAttempts: 1,
        createdAt: now(),
        updatedAt: now(),
      })
      .onConflictDoUpdate({
        target: jobs.dedupeKey,
        targetWhere: sql`${jobs.status} = 'pending'`,
        set: { repeatMs: intervalMs, updatedAt: now() },
      })
      .returning();
    if (!row) throw new Error(`could not arm the recurring job ${kind}`);
  }

  async function cancel(dedupeKey: string): Promise<boolean> {
    const rows = await db
      .update(jobs)
      .set({ status: "cancelled", finishedAt: now(), updatedAt: now() })
      .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, "pending")))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** Claim up to `limit` due jobs (pending and due, or running with an expired lease) for this instance. */
  async function claim(limit: number): Promise<JobRow[]> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0 || limit <= 0) return [];
    const at = now();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(and(eq(jobs.status, "pending"), lte(jobs.runAt, at)), and(eq(jobs.status, "running"), lte(jobs.lockedUntil, at))),
          runningIds.size > 0 ? notInArray(jobs.id, [...runningIds]) : undefined,
          notExists(
            db
              .select({ id: held.id })
              .from(held)
              .where(and(eq(held.dedupeKey, jobs.dedupeKey), ne(held.id, jobs.id), eq(held.status, "running"), gt(held.lockedUntil, at))),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: "running",
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: instanceId,
        lockedUntil: new Date(at.getTime() + leaseMs),
        updatedAt: at,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** Only the instance holding the lease may finish a job (a taken-over job belongs to the new holder). */
  const mine = (job: JobRow) => and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.lockedBy, instanceId));

  /**
   * The heartbeat of a running job: its lease renewed every heartbeatMs while the handler runs. When the renewal
   * finds the job no longer this instance's (it stalled past its lease and another took it over), `signal` aborts.
   */
  function holdLease(job: JobRow): { signal: AbortSignal; release(): void } {
    const lost = new AbortController();
    let beating: Promise<void> | undefined;
    const beat = async () => {
      const at = now();
      const renewed = await db
        .update(jobs)
        .set({ lockedUntil: new Date(at.getTime() + leaseMs), updatedAt: at })
        .where(mine(job))
        .returning({ id: jobs.id });
      if (renewed.length === 0) {
        clearInterval(timer);
        log.warn(`Job ${job.kind} #${job.id} was taken over by another instance after its lease ran out; this run's result is dropped.`, {
          jobId: job.id,
          kind: job.kind,
          requestId: job.requestId ?? undefined,
        });
        lost.abort(new Error(`Job ${job.kind} #${job.id} lost its lease`));
      }
    };
    const timer = setInterval(() => {
      // One renewal at a time; a failed one (the database away for a moment) is tried again at the next beat.
      beating ??= beat()
        .catch((error: unknown) => log.warn(`Renewing the lease of job ${job.kind} #${job.id} failed: ${describeError(error)}`))
        .finally(() => (beating = undefined));
    }, heartbeatMs);
    timer.unref();
    return { signal: lost.signal, release: () => clearInterval(timer) };
  }

  /** Resolves false when the job was no longer this instance's (taken over): nothing is recorded then. */
  async function finish(job: JobRow, status: "done" | "failed", lastError: string | null): Promise<boolean> {
    const at = now();
    return db.transaction(async (tx) => {
      const updated = await tx
        .update(jobs)
        .set({ status, lastError, lockedBy: null, lockedUntil: null, finishedAt: at, updatedAt: at })
        .where(mine(job))
        .returning({ id: jobs.id });
      if (updated.length > 0 && job.repeatMs && job.dedupeKey) {
        // The next run keeps the rhythm of the due times, but never lands in the past.
        const next = new Date(Math.max(job.runAt.getTime() + job.repeatMs, at.getTime() + 1));
        await tx
          .insert(jobs)
          .values({
            kind: job.kind,
            payload: job.payload,
            runAt: next,
            dedupeKey: job.dedupeKey,
            repeatMs: job.repeatMs,
            maxAttempts: job.maxAttempts,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.status} = 'pending'` });
        // A job every 20 s would add 4,320 rows a day: only its newest finished runs stay.
        await tx.execute(sql`
          DELETE FROM jobs WHERE dedupe_key = ${job.dedupeKey} AND status IN ('done', 'failed') AND id < (
            SELECT id FROM jobs WHERE dedupe_key = ${job.dedupeKey} AND status IN ('done', 'failed')
            ORDER BY id DESC OFFSET ${runsKept - 1} LIMIT 1)`);
      }
      return updated.length > 0;
    });
  }

  async function retry(job: JobRow, reason: string, delayMs: number): Promise<void> {
    const at = now();
    await db
      .update(jobs)
      .set({
        status: "pending",
        runAt: new Date(at.getTime() + delayMs),
        lastError: reason,
        lockedBy: null,
        lockedUntil: null,
        updatedAt: at,
      })
      .where(mine(job));
  }

  /** One log record and one metric per run: the job, its attempt, how it ended and took, and the request that scheduled it. */
  function recordRun(job: JobRow, outcome: JobOutcome, started: number, message: string, reason?: string): void {
    const ms = performance.now() - started;
    options.metrics?.jobRun(job.kind, outcome, ms / 1000);
    const fields = {
      jobId: job.id,
      kind: job.kind,
      attempt: job.attempts,
      outcome,
      durationMs: Math.round(ms * 10) / 10,
      requestId: job.requestId ?? undefined,
      reason,
    };
    if (outcome === "done") log.info(message, fields);
    else log.warn(message, fields);
  }

  async function execute(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind) as JobHandler<unknown> | undefined;
    if (!handler) return;
    const started = performance.now();
    const lease = holdLease(job);
    runningIds.add(job.id);
    try {
      try {
        await handler.run({ payload: job.payload, attempt: job.attempts, job, signal: lease.signal });
      } finally {
        lease.release();
      }
      await finish(job, "done", null);
      recordRun(job, "done", started, `Job ${job.kind} #${job.id} done`);
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(String(thrown));
      // Logged and stored short: a failed query's message would carry its SQL and every parameter.
      const reason = errorMessage(error);
      const permanent = error instanceof PermanentJobError;
      if (!permanent && job.attempts < job.maxAttempts) {
        const delay = error instanceof TransientJobError && error.retryAfterMs !== undefined ? error.retryAfterMs : backoffMs(job.attempts);
        await retry(job, reason, delay);
        const message = `Job ${job.kind} #${job.id} attempt ${job.attempts} failed (${reason}); retrying in ${Math.round(delay / 1000)} s.`;
        recordRun(job, "retried", started, message, reason);
        return;
      }
      if (!(await finish(job, "failed", reason))) return;
      recordRun(job, "failed", started, `Job ${job.kind} #${job.id} failed for good after ${job.attempts} attempt(s): ${reason}`, reason);
      try {
        await handler.onFailed?.(job, error);
      } catch (hookError) {
        log.error(`onFailed of job ${job.kind} #${job.id} failed`, hookError, { jobId: job.id, requestId: job.requestId ?? undefined });
      }
    }
  }

  /** One poll: claim what is due (up to the free slots) and start it. Resolves with the number started. */
  async function pollOnce(): Promise<number> {
    const claimed = await claim(concurrency - running.size);
    for (const job of claimed) {
      const task = execute(job)
        .catch((error: unknown) => log.error(`Job ${job.kind} #${job.id} could not be recorded`, error, { jobId: job.id }))
        .finally(() => {
          running.delete(task);
          runningIds.delete(job.id);
          // The last poll took every slot, so more may be due: look again as soon as one frees, not a poll later.
          if (backlog && waiting) {
            backlog = false;
            clearTimeout(timer);
            timer = setTimeout(loop, 0);
          }
        });
      running.add(task);
    }
    return claimed.length;
  }

  function loop() {
    if (!started) return;
    waiting = false;
    polling = pollOnce();
    polling
      .catch((error: unknown) => {
        // One line, as a request's 503 is: a failed query's error carries its SQL and every parameter.
        if (asDatabaseUnavailable(error)) log.warn(`Polling for due jobs: the database is unavailable, ${describeError(error)}`);
        else log.error(`Polling for due jobs failed: ${describeError(error)}`);
        return 0;
      })
      .then((count) => {
        if (!started) return;
        // Jobs started and slots left: more may be due, look again at once. Every slot taken: a slot freeing looks.
        backlog = count > 0 && running.size >= concurrency;
        waiting = true;
        timer = setTimeout(loop, count > 0 && running.size < concurrency ? 0 : pollMs);
      });
  }

  return {
    instanceId,
    register<P>(kind: string, handler: JobHandler<P>): void {
      handlers.set(kind, handler as JobHandler<never>);
    },
    schedule,
    every,
    cancel,
    /** Work to do once before the first poll (arm recurring jobs, settle what was due while no server ran). */
    atStart(task: () => Promise<void>): void {
      startTasks.push(task);
    },
    /** Run the start-up work once (start() does this; tests call it before runDue()). */
    prepare(): Promise<void> {
      prepared ??= (async () => {
        for (const task of startTasks) await task();
      })();
      return prepared;
    },
    /** Claim and run everything due now, and wait for it (tests drive the runner this way with a fake clock). */
    async runDue(): Promise<number> {
      let total = 0;
      for (;;) {
        const count = await pollOnce();
        total += count;
        await Promise.all([...running]);
        if (count === 0) return total;
      }
    },
    async start(): Promise<void> {
      if (started) return;
      started = true;
      await this.prepare();
      loop();
    },
    /** Stop polling and wait for the handlers that are running. */
    async stop(): Promise<void> {
      started = false;
      if (timer) clearTimeout(timer);
      await polling?.catch(() => 0);
      await Promise.all([...running]);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
