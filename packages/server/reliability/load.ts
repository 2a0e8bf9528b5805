/**
 * `pnpm load`: LOAD_CONNECTIONS (default 200) keep-alive connections reading a mix of API routes for
 * LOAD_SECONDS (default 10, at most LOAD_REQUESTS = 100,000) on each engine, loopback only. Reports status
 * counts and latency; the goal is no 5xx but 503 (the embedded engine's quick "busy"), and nothing near 10 s.
 */
import { enginesToRun, fmt, loop, newPool, percentile, send, startTarget, Tally } from "./harness";

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 100_000);
const PATHS = ["/api/products", "/api/blog", "/api/stores", "/api/search?q=nike", "/api/search?q=cleaning%20kit", "/api/health"];

let failures = 0;
for (const engine of enginesToRun()) {
  const target = await startTarget(engine);
  const pool = newPool(target.origin, CONNECTIONS);
  const tally = new Tally();
  const latencies: number[] = [];
  try {
    const started = performance.now();
    const sent = await loop(CONNECTIONS, started + SECONDS * 1000, REQUESTS, async (i) => {
      const outcome = await send(pool, { method: "GET", path: PATHS[i % PATHS.length] as string });
      tally.add(outcome.status);
      latencies.push(outcome.ms);
    });
    const seconds = (performance.now() - started) / 1000;
    const ok = tally.count((s) => s === "200");
    console.log(`\n### load on ${engine}: ${CONNECTIONS} connections, ${seconds.toFixed(1)} s\n`);
    console.log(`- requests: ${sent} (${Math.round(sent / seconds)}/s; 200s: ${Math.round(ok / seconds)}/s)`);
    console.log(`- statuses: ${tally}`);
    console.log(
      `- latency: p50 ${fmt(percentile(latencies, 50))}, p99 ${fmt(percentile(latencies, 99))}, max ${fmt(Math.max(...latencies))}; over 10 s: ${latencies.filter((ms) => ms > 10_000).length}`,
    );
    failures += tally.fiveHundreds + tally.count((s) => s === "network error");
  } finally {
    await pool.destroy();
    await target.close();
  }
}
process.exitCode = failures > 0 ? 1 : 0;
