import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The repository's server package (the desktop talks to it over HTTP only, as in production). */
const SERVER_DIR = resolve(import.meta.dirname, "../../../server");

export const TEST_ADMIN_PASSWORD = "test-pass";

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((done) => child.once("exit", () => done()));
}

/**
 * Starts the real server (built dist/main.js if present, else its TypeScript source through tsx) on a free
 * loopback port with a fresh embedded database, and waits until /api/health answers.
 */
export async function startServer(options: { timeoutMs?: number } = {}): Promise<RunningServer> {
  const { timeoutMs = 300_000 } = options; // generous: CI shares 2 cores with every other suite
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "desktop-test-db-"));
  const built = join(SERVER_DIR, "dist", "main.js");
  const args = existsSync(built) ? [built] : ["--import", "tsx", join(SERVER_DIR, "src", "main.ts")];

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SEED: "false",
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL; // always the embedded database in a temp dir: nothing shared with other tests

  const child = spawn(process.execPath, args, { cwd: SERVER_DIR, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited(child);
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  await stop();
  throw new Error(`The server did not become healthy (exit code ${child.exitCode}). Its output:\n${output}`);
}
