import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, DatabaseInUseError, describePostgresUrl, resolveDataDir, workspaceRoot } from "./client";

describe("database client helpers", () => {
  it("resolves a relative DATA_DIR against the repo root and keeps absolute and memory ones", () => {
    expect(resolveDataDir(".data")).toBe(path.join(workspaceRoot(), ".data"));
    expect(resolveDataDir("/var/lib/kicks")).toBe("/var/lib/kicks");
    expect(resolveDataDir("memory://")).toBe("memory://");
  });

  it("describes a Postgres URL without the password", () => {
    expect(describePostgresUrl("postgres://app:s3cret@db.internal:5432/kicks")).toBe("db.internal:5432/kicks");
  });
});

describe("embedded PGlite data dir", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "kicks-pglite-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("refuses a folder that a live process holds, and frees it on close", async () => {
    // The parent of this test process is alive for the whole test.
    await writeFile(path.join(dir, "kicks-server.pid"), String(process.ppid));
    await expect(createDatabase({ DATA_DIR: dir })).rejects.toBeInstanceOf(DatabaseInUseError);
    // A stale pid file (no such process) is taken over.
    await writeFile(path.join(dir, "kicks-server.pid"), "2147483646");
    const handle = await createDatabase({ DATA_DIR: dir });
    expect(await readFile(path.join(dir, "kicks-server.pid"), "utf8")).toBe(String(process.pid));
    await handle.migrate();
    await handle.close();
    await expect(readFile(path.join(dir, "kicks-server.pid"), "utf8")).rejects.toThrow();
  });
});
