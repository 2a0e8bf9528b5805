import type { Context } from "hono";
import type { Database, DatabaseKind } from "./db/client";
import type { ChangeNotifications } from "./db/notifications";
import type { AppEnv } from "./env";
import type { JobRunner } from "./jobs/jobs.runner";

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error),
};

/** Everything a route needs, injected by createApp (no module singletons). */
export interface AppDeps {
  db: Database;
  dbKind: DatabaseKind;
  env: AppEnv;
  now: () => Date;
  log: Logger;
  /** LISTEN/NOTIFY of the database, for caches; without it they read the database on every request. */
  notifications?: Pick<ChangeNotifications, "watch"> | undefined;
  /** Durable background jobs (src/jobs/jobs.runner.ts): features register handlers and schedule work here. */
  jobs: JobRunner;
  /** The key login attempts are limited by; defaults to the socket's remote address. */
  clientKey: (c: Context) => string;
}
