import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { startFakeOpenAI } from "../../packages/server/src/test/fake-openai";

export const ADMIN_PASSWORD = "e2e-admin-password";
const root = resolve(import.meta.dirname, "../..");

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    adminPassword: string;
  }
}

function freePort(): Promise<number> {
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
  const deadline = Date.now() + 90_000;
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

/** Start the fake OpenAI-compatible server and the built production server on a fresh PGlite database. */
export default async function setup(project: TestProject) {
  const entry = join(root, "packages/server/dist/main.js");
  if (!existsSync(entry) || !existsSync(join(root, "packages/site/dist/index.html"))) {
    throw new Error("Build first: `pnpm build` (pnpm test does it for you).");
  }
  const fake = await startFakeOpenAI();
  const dataDir = mkdtempSync(join(tmpdir(), "kicks-e2e-"));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  let log = "";
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      SEED: "true",
      PUBLIC_SITE_URL: baseURL,
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "e2e-model",
      EXTRACT_ALLOW_LOOPBACK: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  await waitForHealth(baseURL, child, () => log);

  project.provide("baseURL", baseURL);
  project.provide("adminPassword", ADMIN_PASSWORD);

  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
