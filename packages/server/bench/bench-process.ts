import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type { BenchServerReady } from "./bench-server";

/** The admin password of the benchmark's server processes (the price updates sign in with it). */
export const ADMIN_PASSWORD = randomBytes(16).toString("hex");

export interface StartedServer {
  child: ChildProcess;
  ready: BenchServerReady;
  /** From the fork until the server reported both ports (ms), as the parent saw it. */
  startMs: number;
}

/** Starts bench-server.ts in a child process (inheriting tsx's loader) and waits for its two ports. */
export function startServer(url: string, env: Record<string, string> = {}): Promise<StartedServer> {
  const start = performance.now();
  const child = fork(fileURLToPath(new URL("./bench-server.ts", import.meta.url)), [], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_ENV: "production",
      ADMIN_PASSWORD,
      SEED: "false",
      PORT: "0",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the benchmark server did not start within 60 s")), 60_000);
    child.once("message", (message) => {
      clearTimeout(timer);
      resolve({ child, ready: message as BenchServerReady, startMs: performance.now() - start });
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the benchmark server exited early (code ${code})`));
    });
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    if (child.connected) child.send("stop");
    else child.kill("SIGTERM");
  });
}
