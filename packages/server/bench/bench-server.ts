import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pino from "pino";
import { createApp } from "../src/app";
import { createDatabase } from "../src/db/client";
import { loadEnv } from "../src/env";
import { createLogger } from "../src/log/logger";
import { createMetrics } from "../src/metrics/metrics";

/**
 * The benchmark's server process (forked by bench.ts, so the load generator and the server do not share
 * a core): the real app over the benchmark database (its request log, JSON lines, written to BENCH_LOG_FILE as
 * production writes them to a file or pipe, and its metrics), the same app without request log and metrics
 * (bench/observability.ts measures their cost against it), and a bare Hono app, each on its own free loopback
 * port. The bare app has a route returning a constant JSON and one replaying the very response GET /api/products
 * gave when the parent sent "capture" (the same body bytes and the same headers, security headers included;
 * the gzip one when gzip is accepted): the floor the app's cached list is measured against. Sends BenchServerReady
 * to the parent when both listen, "captured" after a capture and BenchServerMemory after "memory"; stops on "stop"
 * or when the parent goes away.
 */

/** The server process's memory (MB): resident set and JS heap. */
export interface BenchServerMemory {
  rssMB: number;
  heapMB: number;
}

export interface BenchServerReady extends BenchServerMemory {
  appPort: number;
  /** The app without request log and metrics. */
  quietPort: number;
  barePort: number;
  /** From the process's start (Node's time origin) until both servers listened (ms). */
  listeningMs: number;
}

const memory = (): BenchServerMemory => {
  const { rss, heapUsed } = process.memoryUsage();
  return { rssMB: rss / 1e6, heapMB: heapUsed / 1e6 };
};

const listen = (fetch: (request: Request) => Response | Promise<Response>) =>
  new Promise<{ port: number; close: () => Promise<void> }>((resolve) => {
    const server = serve({ fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
      resolve({ port: info.port, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });

async function main() {
  const env = loadEnv(process.env);
  if (!env.DATABASE_URL) throw new Error("bench-server needs DATABASE_URL (the benchmark database)");
  const handle = await createDatabase(env);
  const logFile = process.env.BENCH_LOG_FILE ?? "/dev/null";
  const destination = pino.destination({ dest: logFile, sync: false });
  const log = createLogger({ level: "info", format: "json", destination });
  const app = createApp({ db: handle.db, dbKind: handle.kind, env, log, metrics: createMetrics(), pool: () => handle.stats() });
  const quiet = createApp({
    db: handle.db,
    dbKind: handle.kind,
    env,
    observe: false,
    log: { info: () => {}, warn: () => {}, error: (message, error) => console.error(message, error) },
  });
  const bare = new Hono();
  bare.get("/bare", (c) => c.json({ status: "ok", service: "bare-hono", version: 1 }));
  interface Captured {
    body: Uint8Array<ArrayBuffer>;
    headers: Record<string, string>;
  }
  let captured: { json: Captured; gzip: Captured } | undefined;
  bare.get("/bare/products", (c) => {
    if (!captured) return c.json({ message: "not captured yet" }, 503);
    const { body, headers } = /\bgzip\b/i.test(c.req.header("Accept-Encoding") ?? "") ? captured.gzip : captured.json;
    return c.body(body, 200, headers);
  });
  const capture = async () => {
    const response = async (headers: Record<string, string>): Promise<Captured> => {
      const res = await app.request("/api/products", { headers });
      if (res.status !== 200) throw new Error(`GET /api/products answered ${res.status}`);
      const replayed: Record<string, string> = {};
      res.headers.forEach((value, name) => (replayed[name] = value));
      return { body: new Uint8Array(await res.arrayBuffer()), headers: replayed };
    };
    captured = { gzip: await response({ "accept-encoding": "gzip" }), json: await response({}) };
  };

  const appServer = await listen(app.fetch);
  const quietServer = await listen(quiet.fetch);
  const bareServer = await listen(bare.fetch);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([appServer.close(), quietServer.close(), bareServer.close()]);
    destination.flushSync();
    await handle.close();
    process.exit(0);
  };
  process.on("message", (message) => {
    if (message === "stop") void stop();
    if (message === "memory") process.send?.(memory());
    if (message === "capture") {
      capture().then(
        () => process.send?.("captured"),
        (error: unknown) => console.error("bench-server: capture failed", error),
      );
    }
  });
  process.on("disconnect", () => void stop());

  const ready: BenchServerReady = {
    appPort: appServer.port,
    quietPort: quietServer.port,
    barePort: bareServer.port,
    listeningMs: performance.now(),
    ...memory(),
  };
  if (!process.send) throw new Error("bench-server must be started by bench.ts (it reports its ports over IPC)");
  process.send(ready);
}

main().catch((error: unknown) => {
  console.error("bench-server failed:", error);
  process.exit(1);
});
