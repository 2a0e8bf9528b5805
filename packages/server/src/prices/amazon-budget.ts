/**
 * One Amazon budget for every instance (docs/decisions/0048-amazon-marketplaces.md): the Creators API's rate and its
 * daily quota are the account's, not a process's, so each request (refresh ticks, Refresh now, adds by URL, on any
 * instance) first claims its turn in the database: one statement, which succeeds only once the credential's `next_at`
 * has come, moves it on by the rate's interval and counts the request against the day's quota (UTC days of the app's
 * clock); a request that finds the turn taken waits until `next_at` and tries again. Turns are taken on the
 * database's own clock, so instances whose clocks differ still keep the rate together, and a request is sent right
 * after its turn is taken (a late timer never bunches two requests together).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { amazonApiBudget } from "../db/schema";
import { CreatorsApiError } from "./creators-api";

export interface AmazonBudgetOptions {
  db: Database;
  /** Whose rate and quota (a credential: the home one is "home", others their region). */
  key: string;
  minIntervalMs: number;
  dailyRequests: number;
  now: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

export interface BudgetUsage {
  day: string;
  requests: number;
  /** Requests the spent quota turned away today. */
  refused: number;
}

/** The quota day (UTC) of a time. */
export const quotaDay = (at: Date) => at.toISOString().slice(0, 10);

export const quotaSpent = (dailyRequests: number) =>
  new CreatorsApiError(
    "quota",
    `Today's Creators API quota of ${dailyRequests} requests (AMAZON_CREATORS_DAILY_REQUESTS) is spent; refreshes resume after midnight UTC.`,
  );

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createAmazonBudget(options: AmazonBudgetOptions) {
  const { db, key, minIntervalMs, dailyRequests, now } = options;
  const sleep = options.sleep ?? realSleep;
  const interval = sql`make_interval(secs => ${minIntervalMs / 1000}::float8)`;
  let created: Promise<unknown> | undefined;

  /** Waits for this request's turn at the shared rate and counts it; a spent quota is a CreatorsApiError("quota"). */
  async function take(): Promise<void> {
    created ??= db
      .insert(amazonApiBudget)
      .values({ key, nextAt: new Date(0), day: quotaDay(now()) })
      .onConflictDoNothing()
      .catch((error: unknown) => {
        created = undefined;
        throw error;
      });
    await created;
    const day = quotaDay(now());
    for (;;) {
      // The request goes now if the rate allows it now (on the database's clock) and the day's quota is not spent.
      const [sent] = rowsOf(
        await db.execute(sql`
          update ${amazonApiBudget} b set
            next_at = clock_timestamp() + ${interval},
            requests = case when b.day = ${day}::date then b.requests + 1 else 1 end,
            refused = case when b.day = ${day}::date then b.refused else 0 end,
            day = ${day}::date
          where b.key = ${key} and b.next_at <= clock_timestamp() and (b.day <> ${day}::date or b.requests < ${dailyRequests})
          returning b.requests`),
      );
      if (sent) return;
      const [state] = rowsOf(
        await db.execute(sql`
          select (day = ${day}::date and requests >= ${dailyRequests}) as spent,
            greatest(0, extract(epoch from (next_at - clock_timestamp())) * 1000)::float8 as wait_ms
          from ${amazonApiBudget} where key = ${key}`),
      ) as { spent: boolean; wait_ms: number }[];
      if (state?.spent) {
        await db.execute(sql`update ${amazonApiBudget} set refused = refused + 1 where key = ${key}`);
        throw quotaSpent(dailyRequests);
      }
      // Another request (of any instance) holds the rate until next_at: try again then.
      await sleep(Math.max(1, Math.ceil(Number(state?.wait_ms ?? 0))));
    }
  }

  /** Today's requests and refusals. */
  async function usage(): Promise<BudgetUsage> {
    const day = quotaDay(now());
    const [row] = rowsOf(
      await db.execute(sql`select requests, refused from ${amazonApiBudget} where key = ${key} and day = ${day}::date`),
    ) as { requests: number; refused: number }[];
    return { day, requests: Number(row?.requests ?? 0), refused: Number(row?.refused ?? 0) };
  }

  return { key, dailyRequests, minIntervalMs, take, usage };
}

export type AmazonBudget = ReturnType<typeof createAmazonBudget>;
