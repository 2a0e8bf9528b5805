import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { loginAttempts, sessions } from "../db/schema";
import { preparedStatement } from "../db/prepared";

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;

export type SessionKind = "cookie" | "token";

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();
export const hashToken = (token: string) => sha256(token).toString("hex");

/** Constant-time comparison: both sides are hashed first so lengths never leak. */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

export async function createSession(db: Database, kind: SessionKind, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), kind, expiresAt, createdAt: now });
  return { token, expiresAt };
}

// Every admin request asks it: built once.
const sessionByHash = preparedStatement((db) =>
  db
    .select({ kind: sessions.kind, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .prepare("session_by_hash"),
);

/** The live session for a token, or null. An expired session is deleted on sight. */
export async function findSession(db: Database, token: string, now: Date): Promise<{ kind: SessionKind } | null> {
  const tokenHash = hashToken(token);
  const [row] = await sessionByHash(db).execute({ tokenHash });
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  return { kind: row.kind === "token" ? "token" : "cookie" };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Seconds until this client may try again, or null when it is under the limit (`max` attempts in the window). */
export async function loginRetryAfter(db: Database, clientKey: string, now: Date, max = LOGIN_MAX_FAILURES): Promise<number | null> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const recent = await db
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.clientKey, clientKey), gt(loginAttempts.attemptedAt, since)))
    .orderBy(asc(loginAttempts.attemptedAt));
  if (recent.length < max) return null;
  // The client is free again once enough failures have aged out of the window.
  const freeing = recent[recent.length - max];
  if (!freeing) return null;
  const ms = freeing.attemptedAt.getTime() + LOGIN_WINDOW_MS - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Check the limit and count this attempt in one step: the attempt is recorded as a failure before the
 * password is checked (a correct one then clears the key). A transaction-scoped advisory lock on the key
 * serializes concurrent attempts, so N simultaneous guesses get at most LOGIN_MAX_FAILURES password checks.
 * Returns null when the password may be checked, else the seconds until the key may try again. Price alert requests
 * are limited the same way, per client and per address, under keys of their own (alerts/alerts.service.ts).
 */
export async function reserveLoginAttempt(db: Database, clientKey: string, now: Date, max = LOGIN_MAX_FAILURES): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${clientKey}`}))`);
    const retryAfter = await loginRetryAfter(tx, clientKey, now, max);
    if (retryAfter !== null) return retryAfter;
    await tx.insert(loginAttempts).values({ clientKey, attemptedAt: now });
    // Keep the table small: attempts older than the window no longer count.
    await tx.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
    return null;
  });
}

export async function clearLoginFailures(db: Database, clientKey: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.clientKey, clientKey));
}

/** Remove sessions that have expired (also done lazily per lookup). */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
