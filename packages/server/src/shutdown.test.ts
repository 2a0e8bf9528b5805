import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase } from "./db/client";
import { rowsOf } from "./db/rows";
import { createPostgresDatabase, engines } from "./test/test-app";

const entry = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const PASSWORD = "shutdown test password";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built server (`node dist/main.js`, as `pnpm start` runs it) on a fresh database, SIGTERMed while writers keep
 * posting: every write it acknowledged (a 2xx) is in the database afterwards, requests under way at the signal are
 * answered, and it exits 0. Needs `pnpm build` (pnpm test builds first).
 */
describe.each(engines)("SIGTERM under load on %s", (engine) => {
  it.skipIf(!existsSync(entry))("finishes what it acknowledged, refuses new connections, and exits 0", { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "kicks-shutdown-"));
    const database = engine === "postgres" ? await createPostgresDatabase(process.env.DATABASE_URL as string) : null;
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let output = "";
    const child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATABASE_URL: database?.url ?? "",
        DATABASE_REPLICA_URL: "",
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: PASSWORD,
        SEED: "false",
        PUBLIC_SITE_URL: origin,
        LOG_FORMAT: "json",
        LOG_LEVEL: "info",
        SHUTDOWN_TIMEOUT_MS: "15000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      for (let i = 0; ; i++) {
        if (child.exitCode !== null || i > 240) throw new Error(`the server did not start:\n${output}`);
        const up = await fetch(`${origin}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        await sleep(250);
      }
      const login = await fetch(`${origin}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: PASSWORD, mode: "token" }),
      });
      const { token } = (await login.json()) as { token: string };

      const acknowledged: number[] = [];
      let answeredAfterSignal = 0;
      let signalled = false;
      let stop = false;
      const writer = async (w: number) => {
        for (let n = 0; !stop; n++) {
          const startedBeforeSignal = !signalled;
          try {
            const res = await fetch(`${origin}/api/programs`, {
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
              body: JSON.stringify({ name: `writer ${w} #${n}`, description: "written under load", category: "general" }),
            });
            const body = (await res.json()) as { id?: number };
            if (res.ok && typeof body.id === "number") {
              acknowledged.push(body.id);
              if (startedBeforeSignal && signalled) answeredAfterSignal++;
            }
          } catch {
            // refused or reset once the server stops: not acknowledged
            if (signalled) await sleep(20);
          }
        }
      };
      const writers = Array.from({ length: 6 }, (_, w) => writer(w));
      while (acknowledged.length < 30) await sleep(20);
      child.kill("SIGTERM");
      signalled = true;
      const code = await exited;
      stop = true;
      await Promise.all(writers);

      expect(code, output).toBe(0);
      expect(answeredAfterSignal, "requests under way at the signal were answered").toBeGreaterThan(0);
      const records = output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(records.some((r) => String(r.msg).startsWith("SIGTERM received"))).toBe(true);
      expect(records.some((r) => String(r.msg).startsWith("Shutdown complete"))).toBe(true);
      expect(records.filter((r) => r.route === "/api/programs" && r.status === 201).length).toBe(acknowledged.length);

      const handle = await createDatabase({ DATABASE_URL: database?.url, DATA_DIR: dataDir });
      try {
        const stored = new Set(rowsOf(await handle.db.execute(sql`select id from affiliate_programs`)).map((row) => Number(row.id)));
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        await handle.close();
      }
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  });
});
