import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createPostgresDatabase } from "../../packages/server/src/test/throwaway-database";

export const root = resolve(import.meta.dirname, "../..");
const entry = join(root, "packages/server/dist/main.js");

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 300_000; // a busy machine starts PGlite slowly; a server that exits fails at once
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** How long a "busy" answer (a 503 with Retry-After: the server's load shedding, http/load-shed.ts) asks to wait, in ms; null for any other. */
export function busyWaitMs(status: number | undefined, retryAfter: string | null | undefined): number | null {
  const seconds = Number(retryAfter);
  return status === 503 && seconds > 0 ? seconds * 1000 : null;
}

/**
 * A request asked again after a busy answer's Retry-After, as a well-behaved crawler does and as the busy page itself
 * does (it refreshes), at most `tries` times: a test's verdict does not depend on the machine's load.
 */
export async function askWhileBusy<T>(ask: () => Promise<T>, waitMs: (answer: T) => number | null, tries = 20): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = await ask();
    const wait = waitMs(answer);
    if (wait === null || attempt >= tries) return answer;
    await new Promise((r) => setTimeout(r, wait));
  }
}

/** fetch, asked again while the server is busy. */
export const fetchPolitely = (input: string | URL, init?: RequestInit) =>
  askWhileBusy(
    () => fetch(input, init),
    (response) => {
      const wait = busyWaitMs(response.status, response.headers.get("retry-after"));
      if (wait !== null) void response.body?.cancel(); // the busy page is not read: its connection is let go
      return wait;
    },
  );

export interface BuiltServer {
  baseURL: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Run the built server as `pnpm start` would (`node packages/server/dist/main.js`) with exactly this environment. */
export function spawnBuiltServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  if (!existsSync(entry) || !existsSync(join(root, "packages/site/dist/index.html"))) {
    throw new Error("Build first: `pnpm build` (pnpm test does it for you).");
  }
  let log = "";
  const child = spawn(process.execPath, [entry], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  return { child, output: () => log };
}

/**
 * The built server on a free port and a fresh database, healthy: a throwaway database on the Postgres server in
 * E2E_DATABASE_URL or else DATABASE_URL (as the server suites use it), or without either the embedded one in its own
 * temporary directory.
 * `env` is laid over the defaults (NODE_ENV=production, the given admin password, no X credentials).
 */
export async function startBuiltServer(adminPassword: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "kicks-e2e-"));
  const serverUrl = process.env.E2E_DATABASE_URL || process.env.DATABASE_URL;
  const postgres = serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const { child, output } = spawnBuiltServer({
    DATABASE_URL: postgres?.url ?? "",
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: adminPassword,
    SEED: "true",
    PUBLIC_SITE_URL: baseURL,
    EXTRACT_ALLOW_LOOPBACK: "false",
    // The tests share the machine with other suites: a lagging loop is their doing, not the visitors' (the shedding
    // itself is tested in load-shed.test.ts); the in-flight limit stays the engine's.
    LOAD_SHED_LAG_MS: "60000",
    // The catalogue's pages re-cut in each product write: a test counts a page's cards right after adding products.
    GRID_PAGES_DELAY_MS: "0",
    // A link check (one at start, and operator.e2e's) probes the demo's outside hosts, which resolve nowhere here:
    // glibc's resolver waits 5 s a try by default, and one that drops bursts of queries held each lookup for 10 s and a
    // check's job slots for tens of seconds. One short try (the tests' own servers are IP addresses, never looked up).
    RES_OPTIONS: "timeout:1 attempts:1",
    // Unless a test sets them, the server has no X credentials (whatever the developer's shell holds).
    X_API_KEY: "",
    X_API_SECRET: "",
    X_ACCESS_TOKEN: "",
    X_ACCESS_SECRET: "",
    ...env,
  });
  try {
    await waitForHealth(baseURL, child, output);
  } catch (error) {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
    throw error;
  }
  return {
    baseURL,
    output,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}
