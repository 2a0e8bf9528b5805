/**
 * `pnpm faults`: acknowledged tweet writes from FAULT_WORKERS loops while the database goes away and comes back.
 * The database is a Postgres cluster of the script's own (src/test/private-cluster.ts: initdb in a temporary
 * folder, a free loopback port; the shared server is never touched), reached through a loopback TCP proxy:
 * (1) every backend terminated, (2) the server stopped cleanly for FAULT_SECONDS (3) and started again, (3) the
 * server crashed (immediate stop: WAL recovery) and started again, (4) connections refused for FAULT_SECONDS, (5) an
 * unreachable host for FAULT_SECONDS (connect timeouts). Then every acknowledged write is looked up. Goals: 0
 * acknowledged writes lost, no 5xx but 503, recovery within a couple of seconds, no answer over 10 s.
 */
import postgres from "postgres";
import { startTcpProxy } from "../src/test/tcp-proxy";
import { fmt, loop, newPool, percentile, send, startTarget, Tally } from "./harness";
import { createPrivateCluster } from "../src/test/private-cluster";

const WORKERS = Number(process.env.FAULT_WORKERS ?? 8);
/** How long each fault lasts (FAULT_SECONDS, default 3). */
const PHASE_MS = Number(process.env.FAULT_SECONDS ?? 3) * 1000;

const cluster = await createPrivateCluster();
process.env.DATABASE_URL = cluster.url; // the target's throwaway database is made on the private cluster
const base = new URL(cluster.url);
const proxy = await startTcpProxy(base.hostname, Number(base.port));
const target = await startTarget("postgres", {
  appDatabaseUrl: (url) => {
    const via = new URL(url);
    via.hostname = "127.0.0.1";
    via.port = String(proxy.port);
    return via.toString();
  },
});
const admin = postgres(target.url as string, { max: 1, onnotice: () => {} });
const pool = newPool(target.origin, WORKERS);
const headers = { authorization: `Bearer ${target.token}`, "content-type": "application/json" };

interface Phase {
  name: string;
  tally: Tally;
  latencies: number[];
  /** From the fault's end (the server accepting connections again) to the first acknowledged write. */
  recoveredAfterMs?: number;
  /** How long the fault lasted (stop, wait, start). */
  downMs?: number;
}
const acknowledged = new Map<number, string>();
let unacknowledged = 0;
let current: Phase | undefined;
let restoredAt: number | undefined;
let stop = false;

const writer = loop(
  WORKERS,
  () => stop,
  Number.POSITIVE_INFINITY,
  async (i) => {
    const content = `fault-${i}`;
    const outcome = await send(pool, { method: "POST", path: "/api/tweets", headers, body: JSON.stringify({ content }) });
    current?.tally.add(outcome.status);
    current?.latencies.push(outcome.ms);
    if (outcome.status === 201) {
      acknowledged.set((JSON.parse(outcome.body) as { id: number }).id, content);
      if (restoredAt !== undefined && current && current.recoveredAfterMs === undefined)
        current.recoveredAfterMs = performance.now() - restoredAt;
    } else unacknowledged++;
  },
);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const phases: Phase[] = [];
async function phase(name: string, fault?: () => Promise<void>, restore: () => Promise<void> = async () => {}) {
  current = { name, tally: new Tally(), latencies: [] };
  phases.push(current);
  restoredAt = undefined;
  await sleep(1000);
  const faultAt = performance.now();
  await fault?.();
  await sleep(PHASE_MS);
  await restore();
  restoredAt = performance.now();
  if (fault) current.downMs = restoredAt - faultAt;
  await sleep(3000);
}

const terminate = async () => {
  await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
};
await phase("steady (no fault)");
await phase("every backend terminated", terminate, async () => {});
await phase(
  `Postgres stopped (fast shutdown), started ${PHASE_MS / 1000} s later`,
  () => cluster.stop("fast"),
  () => cluster.start(),
);
await phase(
  `Postgres crashed (immediate stop), started ${PHASE_MS / 1000} s later (WAL recovery)`,
  () => cluster.stop("immediate"),
  () => cluster.start(),
);
await phase(
  `connections refused for ${PHASE_MS / 1000} s`,
  () => proxy.set("refuse"),
  () => proxy.set("up"),
);
await phase(
  `unreachable host for ${PHASE_MS / 1000} s`,
  () => proxy.set("blackhole"),
  () => proxy.set("up"),
);
stop = true;
await writer;

const rows = (await admin`select id, content from tweets`) as unknown as { id: number; content: string }[];
const stored = new Map(rows.map((r) => [r.id, r.content]));
const lost = [...acknowledged].filter(([id, content]) => stored.get(id) !== content).length;
const committedUnacknowledged = rows.length - (acknowledged.size - lost);

console.log(`\n### faults on a private Postgres cluster (${WORKERS} writers, ${PHASE_MS / 1000} s per fault)\n`);
console.log("| phase | writes | statuses | p99 | max | answered after 1 s / 5 s | fault lasted | first 201 after the server is back |");
console.log("|---|---|---|---|---|---|---|---|");
for (const p of phases) {
  const over = (ms: number) => p.latencies.filter((l) => l > ms).length;
  console.log(
    `| ${p.name} | ${p.tally.total} | ${p.tally} | ${fmt(percentile(p.latencies, 99))} | ${fmt(Math.max(...p.latencies))} | ${over(1000)} / ${over(5000)} | ${p.downMs === undefined ? "–" : fmt(p.downMs)} | ${p.recoveredAfterMs === undefined ? "–" : fmt(p.recoveredAfterMs)} |`,
  );
}
console.log(`\n- acknowledged writes: ${acknowledged.size}; lost: ${lost}`);
console.log(`- refused or failed writes: ${unacknowledged}; of those committed anyway: ${committedUnacknowledged}`);
const fiveHundreds = phases.reduce((sum, p) => sum + p.tally.fiveHundreds, 0);
console.log(`- 5xx other than 503: ${fiveHundreds}`);
await pool.destroy();
await admin.end();
await target.close();
await proxy.close();
await cluster.destroy();
process.exitCode = lost > 0 || fiveHundreds > 0 ? 1 : 0;
