import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database, PoolStats } from "../db/client";
import { rowsOf } from "../db/rows";
import { bareAddress, ipv6Groups } from "../http/ip-address";

/** How a job run ended: done, failed and put back for a retry, or failed for good. */
export type JobOutcome = "done" | "retried" | "failed";

/**
 * The server's Prometheus metrics, on a registry of its own (no module singleton: tests build several apps).
 * Served at /metrics (metrics.routes.ts).
 */
export function createMetrics() {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request (until its response is ready), by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "job_runs_total",
    help: "Background job runs by kind and outcome (done, retried, failed).",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: "job_run_duration_seconds",
    help: "Time a background job run took, by kind.",
    labelNames: ["kind"] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  return {
    registry,
    /** One answered request (http/request-log.ts). */
    request(method: string, route: string, status: number, seconds: number) {
      requestDuration.observe({ method, route, status: String(status) }, seconds);
    },
    /** One job run (jobs/jobs.runner.ts). */
    jobRun(kind: string, outcome: JobOutcome, seconds: number) {
      jobRuns.inc({ kind, outcome });
      jobDuration.observe({ kind }, seconds);
    },
    /** Node's own process figures (memory, CPU, event loop): main.ts only, where there is one app per process. */
    collectProcessMetrics() {
      collectDefaultMetrics({ register: registry });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The gauges read when /metrics is scraped: the job queue (one grouped count) and the database pool. */
export function watchDatabase(metrics: Metrics, db: Database, pool: () => PoolStats, now: () => Date): void {
  const registers = [metrics.registry];
  new Gauge({
    name: "jobs_queue_depth",
    help: "Background jobs waiting: due (pending, their time has come), scheduled (pending, later) and running.",
    labelNames: ["state"] as const,
    registers,
    async collect() {
      const at = now().toISOString();
      const rows = await db.execute(sql`
        select case when status = 'running' then 'running' when run_at <= ${at}::timestamptz then 'due' else 'scheduled' end as state,
               count(*)::int as count
        from jobs where status in ('pending', 'running') group by 1`);
      const counts = new Map(rowsOf(rows).map((row) => [String(row.state), Number(row.count)]));
      for (const state of ["due", "scheduled", "running"]) this.set({ state }, counts.get(state) ?? 0);
    },
  });
  const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(pool()));
      },
    });
  poolGauge("db_pool_max_connections", "Connections the database pool may open (embedded PGlite: 1).", (s) => s.max);
  poolGauge("db_pool_active_queries", "Database statements running now.", (s) => s.active);
  poolGauge("db_pool_waiting_queries", "Database statements waiting for a connection.", (s) => s.waiting);
}

/** 127.0.0.0/8, ::1, and 127.x written as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopback(address: string): boolean {
  const bare = bareAddress(address);
  if (/^127\.\d+\.\d+\.\d+$/.test(bare)) return true;
  const groups = ipv6Groups(bare);
  if (!groups) return false;
  const zeros = groups.slice(0, 5).every((g) => g === 0);
  return (
    (zeros && groups[5] === 0 && groups[6] === 0 && groups[7] === 1) || (zeros && groups[5] === 0xffff && (groups[6] ?? 0) >> 8 === 127)
  );
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether a request may read /metrics: from a loopback address of the socket itself (a scraper on the same host;
 * X-Forwarded-For is not believed here), or with `Authorization: Bearer METRICS_TOKEN`.
 */
export function mayReadMetrics(c: Context, remoteAddress: string, token: string | undefined, clientAddress = remoteAddress): boolean {
  // Behind a proxy on this host the socket is always loopback: the client the proxy names must be too.
  if (isLoopback(remoteAddress) && isLoopback(clientAddress)) return true;
  const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
  return token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token));
}
