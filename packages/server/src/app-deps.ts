import type { Context } from "hono";
import type { Database, DatabaseKind } from "./db/client";
import type { AppEnv } from "./env";
import { describeError } from "./http/errors";
import type { JobRunner } from "./jobs/jobs.runner";
import type { CreatorsClient } from "./prices/creators-api";

/** Structured fields of a log record (a request's id, route, status…); never a password, token, cookie or query string. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug?(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

/**
 * A plain log for scripts and tools (the server logs through log/logger.ts): one line per event. An error is told by describeError (its class, first message line and top
 * frames), never dumped whole: a thrown URL error carries the client's path, a failed query its SQL and parameters.
 */
export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(error === undefined ? message : `${message}: ${describeError(error)}`),
};

/** Everything a route needs, injected by createApp (no module singletons). */
export interface AppDeps {
  db: Database;
  /**
   * The database a visitor's read goes to: the replica (DATABASE_REPLICA_URL) for a request without a live admin
   * session, `db` for one with (an admin who has just written reads what was written); a forged or expired session is a
   * visitor's. Writes always use `db`.
   */
  reader: (c: Context) => Promise<Database>;
  dbKind: DatabaseKind;
  env: AppEnv;
  now: () => Date;
  log: Logger;
  /** Durable background jobs (src/jobs/jobs.runner.ts): features register handlers and schedule work here. */
  jobs: JobRunner;
  /** Amazon's Creators API (src/prices/creators-api.ts), null without credentials. */
  amazon: CreatorsClient | null;
  /** The clients of AMAZON_MARKETPLACES (one per marketplace besides the home one); empty without them. */
  amazonAbroad: CreatorsClient[];
  /** The key login attempts are limited by; defaults to the socket's remote address. */
  clientKey: (c: Context) => string;
}
