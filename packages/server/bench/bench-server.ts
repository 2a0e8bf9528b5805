import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createApp } from "../src/app";
import { createDatabase } from "../src/db/client";
import { loadEnv } from "../src/env";

/**
 * The benchmark's server process (forked by bench.ts, so the load generator and the server do not share
 * a core): the real app over the benchmark database, and a bare Hono app whose one route returns a
 * constant JSON, each on its own free loopback port. Sends `{ appPort, barePort }` to the parent when
 * both listen; stops on "stop" or when the parent goes away.
 */

export interface BenchServerReady {
  appPort: number;
  barePort: number;
}

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
  const app = createApp({
    db: handle.db,
    dbKind: handle.kind,
    env,
    notifications: handle.notifications,
    log: { info: () => {}, warn: () => {}, error: (message, error) => console.error(message, error) },
  });
  const bare = new Hono();
  bare.get("/bare", (c) => c.json({ status: "ok", service: "bare-hono", version: 1 }));

  const appServer = await listen(app.fetch);
  const bareServer = await listen(bare.fetch);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([appServer.close(), bareServer.close()]);
    await handle.close();
    process.exit(0);
  };
  process.on("message", (message) => {
    if (message === "stop") void stop();
  });
  process.on("disconnect", () => void stop());

  const ready: BenchServerReady = { appPort: appServer.port, barePort: bareServer.port };
  if (!process.send) throw new Error("bench-server must be started by bench.ts (it reports its ports over IPC)");
  process.send(ready);
}

main().catch((error: unknown) => {
  console.error("bench-server failed:", error);
  process.exit(1);
});
