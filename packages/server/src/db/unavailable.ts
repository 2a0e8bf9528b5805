import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * The database cannot answer right now: it is down or restarting, unreachable, too slow, or (embedded PGlite)
 * too busy. Such a request is a 503 with Retry-After, never a 500 (app.ts maps it).
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    message = "The database is unavailable right now. Try again in a moment.",
    readonly retryAfterSeconds = 5,
  ) {
    super(message);
    this.name = "DatabaseUnavailableError";
  }
}

/** postgres.js and Node socket error codes of a connection that failed, closed or timed out. */
const CONNECTION_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server going away or refusing work: class 08 (connection exception), admin or crash
 * shutdown and "starting up" (57P01-57P03), too many connections (53300), a statement or idle transaction
 * timeout (57014, 25P03).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|57014|25P03)$/;

/** The DatabaseUnavailableError an error amounts to (looking through drizzle's wrapping `cause`), or null. */
export function asDatabaseUnavailable(error: unknown): DatabaseUnavailableError | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof DatabaseUnavailableError) return current;
    const code = (current as { code?: unknown }).code;
    if (typeof code !== "string") continue;
    if (code === "57014") return new DatabaseUnavailableError("The database took too long to answer. Try again in a moment.", 1);
    if (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return new DatabaseUnavailableError();
  }
  return null;
}

/** `select 1` within `ms`, else DatabaseUnavailableError: what /api/health reports. */
export async function pingDatabase(db: Database, ms = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError("The database did not answer in time.")), ms);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), late]);
  } catch (error) {
    throw asDatabaseUnavailable(error) ?? new DatabaseUnavailableError();
  } finally {
    clearTimeout(timer);
  }
}
