import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { createGate, type Gate, type GateLimits, PGLITE_LIMITS } from "./gate";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The drizzle database every service takes: the same query API over PGlite or postgres.js. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  /**
   * Where visitors' reads go: a streaming replica when DATABASE_REPLICA_URL is set, else `db` itself. It may lag the
   * primary by a moment; writes, and reads by a signed-in admin, use `db` (docs/decisions/0033-operable-in-production.md).
   */
  replica: Database;
  kind: DatabaseKind;
  /** For the start-up log line; never contains a password. */
  description: string;
  /** Apply the migrations in drizzle/ (idempotent). */
  migrate(): Promise<void>;
  /** The connection pool now (the /metrics figures). */
  stats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections the pool may open (PGlite: its one). */
  max: number;
  /** Statements running now, one per connection. */
  active: number;
  /** Statements waiting for a connection. */
  waiting: number;
}

export interface DatabaseConfig {
  DATABASE_URL?: string | undefined;
  /** A streaming replica of DATABASE_URL's server (Postgres only). */
  DATABASE_REPLICA_URL?: string | undefined;
  /** Embedded PGlite's bounded queue; defaults in PGLITE_LIMITS. */
  pgliteLimits?: GateLimits;
  /** Postgres time limits; defaults in POSTGRES_TIMEOUTS. */
  timeouts?: Partial<PostgresTimeouts>;
  /** A directory for embedded PGlite, or "memory://" for a throwaway in-memory database. */
  DATA_DIR: string;
  /** Embedded PGlite's files to start from (a tarball of PGlite's dumpDataDir), instead of an empty database. */
  pgliteDataDir?: Blob;
}

/**
 * The migrations folder: `../../drizzle` from src/db when run from source (tsx, vitest), `./drizzle`
 * next to the bundle in dist/ (scripts/build.mjs copies it there).
 */
export function migrationsFolder(): string {
  const candidates = [new URL("../../drizzle", import.meta.url), new URL("./drizzle", import.meta.url)].map((u) => fileURLToPath(u));
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** The workspace root (the folder with pnpm-workspace.yaml above `from`), or `from` itself outside a workspace. */
export function workspaceRoot(from = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, "pnpm-workspace.yaml"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
}

/** Relative DATA_DIR values resolve against the repo root, so `.data` is one folder whichever package runs. */
export function resolveDataDir(dataDir: string): string {
  if (dataDir.startsWith("memory://") || path.isAbsolute(dataDir)) return dataDir;
  return path.resolve(workspaceRoot(), dataDir);
}

/** A data dir for the log: relative to the repo root when inside it (".data"), absolute otherwise. */
function displayPath(dir: string): string {
  const relative = path.relative(workspaceRoot(), dir);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : dir;
}

/** "host:port/db" of a connection string, without credentials. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

export interface PostgresTimeouts {
  /** Seconds to open a connection before failing (a down or unreachable server answers 503 by then). */
  connectSeconds: number;
  /** Server-side limit of one statement: a write stuck behind a lock or a slow server is cancelled, not committed later. */
  statementMs: number;
  /** A transaction left idle (its client gone) is ended by the server after this. */
  idleInTransactionMs: number;
  /**
   * The whole life of one query: waiting for a connection (each new one may take connectSeconds), then
   * running. Past it the query is cancelled: taken out of the queue unsent, or cancelled on the server.
   */
  queryDeadlineMs: number;
  /**
   * The longest pause before a new connection attempt after failed ones (postgres.js' backoff, jittered, doubling
   * from 20 ms). A query that needs a connection waits for an attempt; with the library's default pause (growing
   * to 20 s) writes during a stop of Postgres, and the first ones after its restart, waited out the query deadline
   * (docs/reliability.md, `pnpm faults`). A refused attempt fails at once, so the pause is most of such a query's wait.
   */
  reconnectMaxMs: number;
}

export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectSeconds: 5,
  statementMs: 5000,
  idleInTransactionMs: 10_000,
  queryDeadlineMs: 6000,
  reconnectMaxMs: 250,
};

type PendingQuery = PromiseLike<unknown> & { cancel(): unknown };

/**
 * Every query drizzle sends (`unsafe`) is cancelled at the deadline. Without it, a query queued behind
 * connection attempts to an unreachable server waited one connect timeout per attempt (docs/decisions/0040),
 * and could still commit after its client had been told 503.
 */
function withQueryDeadline(client: postgres.Sql, ms: number, counter: { inFlight: number }): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== "unsafe" || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const query = (value as (...a: unknown[]) => PendingQuery).apply(target, args);
        const timer = setTimeout(() => query.cancel(), ms);
        timer.unref();
        counter.inFlight++;
        const clear = () => {
          counter.inFlight--;
          clearTimeout(timer);
        };
        query.then(clear, clear);
        return query;
      };
    },
  });
}

/** postgres.js' pause before reconnecting, in seconds: doubling from 20 ms up to reconnectMaxMs, jittered. */
const reconnectBackoff = (maxMs: number) => (retries: number) => (Math.min(maxMs, 10 * 2 ** retries) * (0.5 + Math.random() / 2)) / 1000;

/** A cancel request's size: postgres.js opens a connection, writes these 16 bytes, and the server closes it unanswered. */
const CANCEL_REQUEST_BYTES = 16;

/** Makes a server that closes this connection without having sent a byte an error (not for a cancel request). */
function failUnanswered(socket: net.Socket): net.Socket {
  socket.once("end", () => {
    if (socket.bytesRead > 0 || socket.bytesWritten === CANCEL_REQUEST_BYTES) return;
    socket.destroy(Object.assign(new Error("the database server closed the connection before answering"), { code: "ECONNRESET" }));
  });
  return socket;
}

/**
 * The socket of a new connection (postgres.js' `socket` option; unset, it opens the same one itself), with one
 * difference: a server that accepts the connection and closes it without a byte (a proxy or pooler whose Postgres
 * is down) is an error. postgres.js otherwise reconnects for the query that opened the connection until the query
 * deadline cancels that query, and a connection whose opening query was cancelled never joins the pool once it
 * connects: after a 3 s outage behind a proxy the pool answered nothing for over a minute (db/outage.test.ts).
 */
function connectionSocket(): (options: { host: string[]; port: number[]; path?: string | false }) => net.Socket {
  let next = 0;
  return (options) => {
    if (options.path) return failUnanswered(net.connect(options.path));
    const at = next++ % Math.max(1, options.host.length); // several hosts: each in turn, as postgres.js does
    const host = options.host[at] ?? "localhost";
    const port = options.port[at] ?? 5432;
    // postgres.js names the TLS server (SNI, certificate check) after `socket.host`, as its own socket carries it.
    return failUnanswered(Object.assign(net.connect(port, host), { host, port }));
  };
}

/** Connections in one server's Postgres pool. */
const POOL_SIZE = 10;

/** A postgres.js pool with time limits on connecting, statements and idle transactions. */
function postgresClient(url: string, max: number, timeouts: PostgresTimeouts) {
  // postgres.js reads `socket` but its types do not list it.
  const socket = { socket: connectionSocket() } as unknown as Record<string, never>;
  return postgres(url, {
    ...socket,
    max,
    onnotice: () => {},
    backoff: reconnectBackoff(timeouts.reconnectMaxMs),
    connect_timeout: timeouts.connectSeconds,
    connection: {
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    },
  });
}

export async function createDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const timeouts = { ...POSTGRES_TIMEOUTS, ...config.timeouts };
    const client = postgresClient(config.DATABASE_URL, POOL_SIZE, timeouts);
    const counter = { inFlight: 0 };
    const db = drizzlePostgres(withQueryDeadline(client, timeouts.queryDeadlineMs, counter), { schema });
    const replicaClient = config.DATABASE_REPLICA_URL ? postgresClient(config.DATABASE_REPLICA_URL, POOL_SIZE, timeouts) : null;
    const replica = replicaClient ? drizzlePostgres(withQueryDeadline(replicaClient, timeouts.queryDeadlineMs, counter), { schema }) : db;
    const url = config.DATABASE_URL;
    // Migrations may build an index over a large table: their own connection, without a statement limit.
    const migrate = async () => {
      const migrator = postgresClient(url, 1, { ...timeouts, statementMs: 0 });
      try {
        await migratePostgres(drizzlePostgres(migrator, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await migrator.end({ timeout: 5 });
      }
    };
    const replicaNote = config.DATABASE_REPLICA_URL
      ? `, visitors' reads from the replica at ${describePostgresUrl(config.DATABASE_REPLICA_URL)}`
      : "";
    const pools = replicaClient ? 2 : 1;
    return {
      db,
      replica,
      kind: "postgres",
      description: `Postgres at ${describePostgresUrl(url)}${replicaNote}`,
      migrate,
      // Queries of both pools together (a query waits only for its own pool, so `waiting` is a lower bound then).
      stats: () => ({
        max: POOL_SIZE * pools,
        active: Math.min(POOL_SIZE * pools, counter.inFlight),
        waiting: Math.max(0, counter.inFlight - POOL_SIZE * pools),
      }),
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), replicaClient?.end({ timeout: 5 })]);
      },
    };
  }
  const dataDir = resolveDataDir(config.DATA_DIR);
  let unlock = () => {};
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: config.pgliteDataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  const gate = createGate(config.pgliteLimits ?? PGLITE_LIMITS);
  const db = drizzlePglite(gated(client, gate), { schema });
  return {
    db,
    replica: db,
    kind: "pglite",
    description: dataDir.startsWith("memory://") ? "embedded PGlite in memory" : `embedded PGlite at ${displayPath(dataDir)}`,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    stats: () => ({ max: 1, ...gate.stats() }),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** The PGlite instance with its statements (query, exec, transaction) passed through the gate. */
function gated(client: PGlite, gate: Gate): PGlite {
  const through = new Set<PropertyKey>(["query", "exec", "transaction"]);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      return through.has(property) ? (...args: unknown[]) => gate.run(async () => bound(...args)) : bound;
    },
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Embedded PGlite is single-process: a second server or `pnpm db:seed` on the same folder would corrupt it.
 * A pid file inside DATA_DIR refuses that clearly; a stale one (its process is gone) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "kicks-server.pid");
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8").trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseInUseError(
        `The embedded database at ${displayPath(dataDir)} is in use by process ${pid}. Stop that server first, or set DATA_DIR or DATABASE_URL. (If no server is running, delete ${lockFile}.)`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

export class DatabaseInUseError extends Error {}
