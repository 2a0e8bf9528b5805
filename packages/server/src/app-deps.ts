import type { Context } from "hono";
import type { Database, DatabaseKind } from "./db/client";
import type { AppEnv } from "./env";

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
  /** The key login attempts are limited by; defaults to the socket's remote address. */
  clientKey: (c: Context) => string;
}
