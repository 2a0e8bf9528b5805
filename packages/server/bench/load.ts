import { performance } from "node:perf_hooks";
import { Pool } from "undici";

/** Latency samples in milliseconds → the percentiles the report prints. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

/** Time `fn` once per item, one at a time (no concurrency), after `warmup` untimed calls per item. */
export async function sequentialLatency<T>(items: readonly T[], rounds: number, warmup: number, fn: (item: T) => Promise<void>): Promise<number[]> {
  for (let w = 0; w < warmup; w++) for (const item of items) await fn(item);
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const item of items) {
      const start = performance.now();
      await fn(item);
      samples.push(performance.now() - start);
    }
  }
  return samples;
}

export interface LoadOptions {
  /** http://127.0.0.1:port: the load generator refuses anything but loopback. */
  origin: string;
  path: string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
  warmupMs: number;
  /** A hard cap on requests in the measured window, so the loop is bounded in count as well as time. */
  maxRequests: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Mean bytes received per response body. */
  bodyBytes: number;
}

export function assertLoopback(origin: string): void {
  const host = new URL(origin).hostname;
  if (!(host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host))) {
    throw new Error(`Refusing to send load to ${origin}: the benchmark only targets loopback addresses.`);
  }
}

/**
 * Closed loop: `connections` workers over a keep-alive pool, each sending its next request as soon as the
 * previous response body has been read, until the window or the request cap runs out.
 */
export async function closedLoop(options: LoadOptions): Promise<LoadResult> {
  assertLoopback(options.origin);
  const pool = new Pool(options.origin, { connections: options.connections, pipelining: 1, keepAliveTimeout: 30_000 });
  try {
    const run = async (durationMs: number, cap: number, record: boolean) => {
      const latencies: number[] = [];
      let requests = 0;
      let errors = 0;
      let bytes = 0;
      const start = performance.now();
      const deadline = start + durationMs;
      const worker = async () => {
        while (performance.now() < deadline && requests < cap) {
          requests++;
          const t0 = performance.now();
          try {
            const res = await pool.request({ path: options.path, method: "GET", headers: options.headers });
            const body = await res.body.arrayBuffer();
            if (res.statusCode !== 200) errors++;
            if (record) {
              latencies.push(performance.now() - t0);
              bytes += body.byteLength;
            }
          } catch {
            errors++;
          }
        }
      };
      await Promise.all(Array.from({ length: options.connections }, worker));
      const seconds = (performance.now() - start) / 1000;
      return { latencies, requests, errors, bytes, seconds };
    };
    await run(options.warmupMs, options.maxRequests, false);
    const measured = await run(options.durationMs, options.maxRequests, true);
    return {
      requests: measured.requests,
      errors: measured.errors,
      seconds: measured.seconds,
      rps: measured.requests / measured.seconds,
      p50: percentile(measured.latencies, 50),
      p99: percentile(measured.latencies, 99),
      bodyBytes: measured.latencies.length > 0 ? measured.bytes / measured.latencies.length : 0,
    };
  } finally {
    await pool.close();
  }
}
