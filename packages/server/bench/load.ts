import { performance } from "node:perf_hooks";
import { Pool } from "undici";

/** Nearest-rank percentile of latency samples in milliseconds. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

/**
 * Time several ways of doing the same thing, one call at a time, interleaved: each round calls every
 * variant for every item in turn, so all variants see the same background load on a shared machine.
 * `warmup` untimed rounds come first. Returns samples[variant][item index].
 */
export async function interleavedLatency<T, K extends string>(
  items: readonly T[],
  variants: Record<K, (item: T) => Promise<void>>,
  rounds: number,
  warmup: number,
): Promise<Record<K, number[][]>> {
  const names = Object.keys(variants) as K[];
  const samples = Object.fromEntries(names.map((name) => [name, items.map(() => [] as number[])])) as Record<K, number[][]>;
  for (let round = 0; round < warmup + rounds; round++) {
    for (const [index, item] of items.entries()) {
      for (const name of names) {
        const start = performance.now();
        await variants[name](item);
        if (round >= warmup) samples[name][index]?.push(performance.now() - start);
      }
    }
  }
  return samples;
}

export function assertLoopback(origin: string): void {
  const host = new URL(origin).hostname;
  if (!(host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host))) {
    throw new Error(`Refusing to send load to ${origin}: the benchmark only targets loopback addresses.`);
  }
}

export interface LoadTarget {
  name: string;
  /** http://127.0.0.1:port: anything but loopback is refused. */
  origin: string;
  path: string;
  headers: Record<string, string>;
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
  /** Requests per second in each measured window, in order (the windows of all targets alternate). */
  windowRps: number[];
}

export interface LoadOptions {
  connections: number;
  /** Measured time per target, split into `slices` windows that alternate between the targets. */
  durationMs: number;
  slices: number;
  /** Untimed load per target before the first measured window. */
  warmupMs: number;
  /** A hard cap on requests per window, so every loop is bounded in count as well as in time. */
  maxRequestsPerWindow: number;
}

interface Window {
  latencies: number[];
  requests: number;
  errors: number;
  bytes: number;
  seconds: number;
}

/**
 * Closed loop: `connections` workers over a keep-alive pool, each sending its next request as soon as
 * the previous response body has been read, until the window's time or request cap runs out.
 */
async function runWindow(pool: Pool, target: LoadTarget, connections: number, durationMs: number, cap: number): Promise<Window> {
  const window: Window = { latencies: [], requests: 0, errors: 0, bytes: 0, seconds: 0 };
  const start = performance.now();
  const deadline = start + durationMs;
  const worker = async () => {
    while (performance.now() < deadline && window.requests < cap) {
      window.requests++;
      const t0 = performance.now();
      try {
        const res = await pool.request({ path: target.path, method: "GET", headers: target.headers });
        const body = await res.body.arrayBuffer();
        if (res.statusCode !== 200) window.errors++;
        window.latencies.push(performance.now() - t0);
        window.bytes += body.byteLength;
      } catch {
        window.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  window.seconds = (performance.now() - start) / 1000;
  return window;
}

/**
 * Load every target with the same closed loop. The measured time is cut into windows that rotate
 * through the targets, so a burst of unrelated work on a shared machine hits all of them alike.
 */
export async function closedLoop(targets: readonly LoadTarget[], options: LoadOptions): Promise<Map<string, LoadResult>> {
  for (const target of targets) assertLoopback(target.origin);
  const pools = targets.map((t) => new Pool(t.origin, { connections: options.connections, pipelining: 1, keepAliveTimeout: 30_000 }));
  try {
    const windows = targets.map(() => [] as Window[]);
    for (const [i, target] of targets.entries()) {
      await runWindow(pools[i] as Pool, target, options.connections, options.warmupMs, options.maxRequestsPerWindow);
    }
    const sliceMs = options.durationMs / options.slices;
    for (let slice = 0; slice < options.slices; slice++) {
      for (const [i, target] of targets.entries()) {
        windows[i]?.push(await runWindow(pools[i] as Pool, target, options.connections, sliceMs, options.maxRequestsPerWindow));
      }
    }
    return new Map(
      targets.map((target, i) => {
        const list = windows[i] ?? [];
        const latencies = list.flatMap((w) => w.latencies);
        const requests = list.reduce((sum, w) => sum + w.requests, 0);
        const seconds = list.reduce((sum, w) => sum + w.seconds, 0);
        const bytes = list.reduce((sum, w) => sum + w.bytes, 0);
        const result: LoadResult = {
          requests,
          errors: list.reduce((sum, w) => sum + w.errors, 0),
          seconds,
          rps: requests / seconds,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          bodyBytes: latencies.length > 0 ? bytes / latencies.length : 0,
          windowRps: list.map((w) => w.requests / w.seconds),
        };
        return [target.name, result];
      }),
    );
  } finally {
    await Promise.all(pools.map((pool) => pool.close()));
  }
}
