/**
 * `pnpm faults` (needs DATABASE_URL; uses a throwaway database there, never stops the server): acknowledged
 * tweet writes from FAULT_WORKERS loops while the database goes away and comes back, through a loopback TCP
 * proxy: (1) every backend terminated (a crash-restart), (2) connections refused for 3 s (stopped, then
 * started again), (3) an unreachable host for 3 s (connect timeouts). Then every acknowledged write is looked
 * up. Goals: 0 acknowledged writes lost, no 5xx but 503, recovery within a second, no answer over 10 s.
 */
import postgres from "postgres";
import { startTcpProxy } from "../src/test/tcp-proxy";
import { fmt, loop, newPool, percentile, send, startTarget, Tally } from "./harness";

const WORKERS = Number(process.env.FAULT_WORKERS ?? 8);
const PHASE_MS = 3000;

if (!process.env.DATABASE_URL) {
  console.error("pnpm faults needs DATABASE_URL (a Postgres server where it may create a throwaway database).");
  process.exit(1);
}

const base = new URL(process.env.DATABASE_URL);
const proxy = await startTcpProxy(base.hostname, Number(base.port || 5432));
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
  recoveredAfterMs?: number;
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
async function phase(name: string, fault: () => Promise<void>, restore: () => Promise<void>) {
  current = { name, tally: new Tally(), latencies: [] };
  phases.push(current);
  restoredAt = undefined;
  await sleep(1000);
  await fault();
  await sleep(PHASE_MS);
  await restore();
  restoredAt = performance.now();
  await sleep(2000);
}

const terminate = async () => {
  await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
};
await phase(
  "steady (no fault)",
  async () => {},
  async () => {},
);
await phase("every backend terminated", terminate, async () => {});
await phase(
  "connections refused for 3 s",
  () => proxy.set("refuse"),
  () => proxy.set("up"),
);
await phase(
  "unreachable host for 3 s",
  () => proxy.set("blackhole"),
  () => proxy.set("up"),
);
stop = true;
await writer;

const rows = (await admin`select id, content from tweets`) as unknown as { id: number; content: string }[];
const stored = new Map(rows.map((r) => [r.id, r.content]));
const lost = [...acknowledged].filter(([id, content]) => stored.get(id) !== content).length;
const committedUnacknowledged = rows.length - (acknowledged.size - lost);

console.log(`\n### faults on postgres (${WORKERS} writers, ${PHASE_MS / 1000} s per fault)\n`);
console.log("| phase | writes | statuses | p99 | max | first 201 after restore |");
console.log("|---|---|---|---|---|---|");
for (const p of phases) {
  console.log(
    `| ${p.name} | ${p.tally.total} | ${p.tally} | ${fmt(percentile(p.latencies, 99))} | ${fmt(Math.max(...p.latencies))} | ${p.recoveredAfterMs === undefined ? "–" : fmt(p.recoveredAfterMs)} |`,
  );
}
console.log(`\n- acknowledged writes: ${acknowledged.size}; lost: ${lost}`);
console.log(`- refused or failed writes: ${unacknowledged}; of those committed anyway: ${committedUnacknowledged}`);
const fiveHundreds = phases.reduce((sum, p) => sum + p.tally.fiveHundreds, 0);
console.log(`- 5xx other than 503: ${fiveHundreds}`);
await pool.close();
await admin.end();
await target.close();
await proxy.close();
process.exitCode = lost > 0 || fiveHundreds > 0 ? 1 : 0;
