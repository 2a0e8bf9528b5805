import type { Context } from "hono";
import type { Database, DatabaseKind } from "./db/client";
import type { AppEnv } from "./env";
import { describeError } from "./http/errors";
import type { JobRunner } from "./jobs/jobs.runner";
import type { CreatorsClient } from "./prices/creators-api";

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/**
 * The server's log: one line per event. An error is told by describeError (its class, first message line and top
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
  dbKind: DatabaseKind;
  env: AppEnv;
  now: () => Date;
  log: Logger;
  /** Durable background jobs (src/jobs/jobs.runner.ts): features register handlers and schedule work here. */
  jobs: JobRunner;
  /** Amazon's Creators API (src/prices/creators-api.ts), null without credentials. */
  amazon: CreatorsClient | null;
  /** The key login attempts are limited by; defaults to the socket's remote address. */
  clientKey: (c: Context) => string;
}
