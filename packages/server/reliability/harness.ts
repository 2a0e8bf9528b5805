import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { RESOURCES } from "@app/core/content";
import { Client, Pool } from "undici";
import { createRandom as seededRandom } from "../bench/bench-data";
import { assertLoopback, percentile } from "../bench/load";
import { createApp } from "../src/app";
import { createDatabase, type DatabaseHandle, type DatabaseKind } from "../src/db/client";
import { loadEnv } from "../src/env";
import { createServer } from "../src/http/server";
import type { LoadLimits } from "../src/http/load-shed";
import { syncResources } from "../src/resources/resources.service";
import { seedDatabase } from "../src/seed/seed";
import { createPostgresDatabase } from "../src/test/throwaway-database";

export { percentile };

export const ADMIN_PASSWORD = `reliability-${randomBytes(8).toString("hex")}`;

/** The engines to run on: PGlite always, Postgres when DATABASE_URL is set. */
export const enginesToRun = (): DatabaseKind[] => (process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"]);

/** A throwaway database on the DATABASE_URL server (never its own database); drop() removes it. */
export function throwawayDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("DATABASE_URL is not set");
  return createPostgresDatabase(base);
}

export interface Target {
  engine: DatabaseKind;
  origin: string;
  /** A bearer token of an admin session (desktop mode: no Origin checks). */
  token: string;
  handle: DatabaseHandle;
  /** The database's URL (Postgres only). */
  url?: string;
  close(): Promise<void>;
}

export interface TargetOptions {
  /** Serve the app over this database URL instead (e.g. a proxy in front of `url`). */
  appDatabaseUrl?: (url: string) => string;
  log?: { warn: (m: string) => void; error: (m: string, error?: unknown) => void };
  /** When the app sheds load (default: the engine's production limits). */
  loadLimits?: LoadLimits;
}

/** A seeded database on `engine` and the whole app over it, listening on a free loopback port. */
export async function startTarget(engine: DatabaseKind, options: TargetOptions = {}): Promise<Target> {
  let drop = async () => {};
  let url: string | undefined;
  let handle: DatabaseHandle;
  if (engine === "postgres") {
    const created = await throwawayDatabase();
    ({ url, drop } = created);
    const direct = await createDatabase({ DATABASE_URL: url, DATA_DIR: "memory://" });
    await direct.migrate();
    await direct.close();
    handle = await createDatabase({ DATABASE_URL: options.appDatabaseUrl?.(url) ?? url, DATA_DIR: "memory://" });
  } else {
    handle = await createDatabase({ DATA_DIR: "memory://" });
    await handle.migrate();
  }
  await syncResources(handle.db, RESOURCES);
  await seedDatabase(handle.db, "http://127.0.0.1");
  const env = loadEnv({ NODE_ENV: "production", ADMIN_PASSWORD, PUBLIC_SITE_URL: "http://127.0.0.1", SEED: "false" });
  const log = options.log ?? { warn: () => {}, error: (m: string) => console.error(`  server error: ${m}`) };
  const app = createApp({ db: handle.db, dbKind: handle.kind, env, log: { info: () => {}, ...log }, loadLimits: options.loadLimits });
  // As main.ts serves it: with the production deadlines on reading a request.
  const server = createServer({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  assertLoopback(origin);
  const res = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: ADMIN_PASSWORD, mode: "token" }),
  });
  const { token } = (await res.json()) as { token: string };
  return {
    engine,
    origin,
    token,
    handle,
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
      await drop();
    },
  };
}

export interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Read the answer's bytes without decoding them (its body is then ""): a load client that turns every 40 KB of
   * gzipped page into a string spends the machine's cores the server is being measured on.
   */
  discardBody?: boolean;
}

export interface Outcome {
  status: number | "network error" | "timeout";
  ms: number;
  body: string;
}

/** A request not answered in full within this is given up ("timeout"), so no loop can stall on one. */
export const REQUEST_TIMEOUT_MS = Number(process.env.REQUEST_TIMEOUT_MS ?? 15_000);

/**
 * One request over a keep-alive pool; a transport failure or a timeout is an outcome, not a throw. The timeout
 * is raced, not only handed to undici: a request the pool never settles (seen in `pnpm fuzz` runs) still ends.
 */
export async function send(pool: Pool | Client, request: Sent, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Outcome> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ status: "timeout", ms: performance.now() - started, body: `no answer within ${timeoutMs} ms` });
    }, timeoutMs);
  });
  const attempt = (async (): Promise<Outcome> => {
    try {
      const res = await pool.request({
        method: request.method as "GET",
        path: request.path,
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
      });
      let body = "";
      if (request.discardBody) for await (const _chunk of res.body) void _chunk;
      else body = await res.body.text();
      return { status: res.statusCode, ms: performance.now() - started, body };
    } catch (error) {
      return { status: "network error", ms: performance.now() - started, body: String(error) };
    }
  })();
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A pool of keep-alive connections to a loopback origin. Tear it down with destroy(), not close(): close()
 * waits for queued requests and never settled in `pnpm fuzz` once a loop had failed.
 */
const CONNECTION_OPTIONS = { pipelining: 1, keepAliveTimeout: 30_000, headersTimeout: 30_000, bodyTimeout: 30_000 };

export const newPool = (origin: string, connections: number) => {
  assertLoopback(origin);
  return new Pool(origin, { connections, ...CONNECTION_OPTIONS });
};

/** One keep-alive connection of its own, as one visitor's browser has. */
export const newClient = (origin: string) => {
  assertLoopback(origin);
  return new Client(origin, CONNECTION_OPTIONS);
};

/** Status → count, in status order. */
export class Tally {
  readonly counts = new Map<string, number>();
  add(status: number | string) {
    const key = String(status);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  get total() {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }
  count(match: (status: string) => boolean) {
    return [...this.counts].filter(([s]) => match(s)).reduce((sum, [, n]) => sum + n, 0);
  }
  get fiveHundreds() {
    return this.count((s) => s.startsWith("5") && s !== "503");
  }
  toString() {
    return [...this.counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ");
  }
}

/**
 * Run `worker` on `concurrency` loops until `deadline` (a performance.now() time, or a stop test) or `cap` calls.
 * A worker that throws stops every loop (each finishes the call it is in) and the error is thrown once all have
 * ended: an early Promise.all rejection would leave the other loops running while the caller tears down.
 */
export async function loop(
  concurrency: number,
  deadline: number | (() => boolean),
  cap: number,
  worker: (i: number) => Promise<void>,
): Promise<number> {
  let started = 0;
  let failure: { error: unknown } | undefined;
  const done = typeof deadline === "number" ? () => performance.now() >= deadline : deadline;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!failure && !done() && started < cap) {
        try {
          await worker(started++);
        } catch (error) {
          failure ??= { error };
        }
      }
    }),
  );
  if (failure) throw failure.error;
  return started;
}

/** A seeded random source (bench's mulberry32), so a run can be repeated. */
export function createRandom(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    int: (n: number) => Math.floor(next() * n),
  };
}

export const fmt = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : "n/a");
