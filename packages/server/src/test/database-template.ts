import { randomBytes } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { createDatabase, type DatabaseConfig, type DatabaseHandle, type DatabaseKind } from "../db/client";
import { createPostgresDatabase } from "./throwaway-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database's files (a tarball), copied for every suite. */
    pgliteTemplate?: string;
    /** A migrated database on the Postgres server in DATABASE_URL, the template of every suite's database. */
    postgresTemplate?: string;
  }
}

/**
 * The server suites' global setup: the migrations run once per test run on each engine, and every suite starts
 * from a copy (embedded: PGlite's files loaded from a tarball; Postgres: CREATE DATABASE … TEMPLATE) instead of
 * starting an empty engine and migrating it again, which cost seconds of a busy machine per suite.
 */
export default async function setup(project: TestProject) {
  const tarball = path.join(tmpdir(), `kicks-test-template-${randomBytes(6).toString("hex")}.tar`);
  const embedded = await createDatabase({ DATA_DIR: "memory://" });
  await embedded.migrate();
  const client = (embedded.db as unknown as { $client: PGlite }).$client;
  await writeFile(tarball, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await embedded.close();
  project.provide("pgliteTemplate", tarball);

  const baseUrl = process.env.DATABASE_URL;
  const template = baseUrl ? await createPostgresDatabase(baseUrl, undefined, `t_template_${randomBytes(6).toString("hex")}`) : null;
  if (template) {
    const server = await createDatabase({ DATABASE_URL: template.url, DATA_DIR: "memory://" });
    await server.migrate();
    await server.close();
    project.provide("postgresTemplate", new URL(template.url).pathname.slice(1));
  }
  return async () => {
    await rm(tarball, { force: true });
    await template?.drop();
  };
}

/**
 * A fresh, migrated database of the engine for one suite: a copy of the run's template where the global setup
 * made one, else created and migrated here. drop() removes a Postgres one (after the handle is closed).
 */
export async function createMigratedDatabase(
  engine: DatabaseKind,
  config: Pick<DatabaseConfig, "pgliteLimits"> = {},
): Promise<{ handle: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  if (engine === "pglite") {
    const tarball = inject("pgliteTemplate");
    const pgliteDataDir = tarball ? new Blob([await readFile(tarball)]) : undefined;
    const handle = await createDatabase({ DATA_DIR: "memory://", pgliteDataDir, ...config });
    if (!tarball) await handle.migrate();
    return { handle, drop: async () => {} };
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error("DATABASE_URL is not set");
  const template = inject("postgresTemplate");
  const { url, drop } = await createPostgresDatabase(baseUrl, template);
  // Patient limits, as PGlite's queue above: a statement slowed by a busy machine is no failure of the code under
  // test (db/outage.test.ts tests the production limits).
  const handle = await createDatabase({
    DATABASE_URL: url,
    DATA_DIR: "memory://",
    timeouts: { statementMs: 120_000, queryDeadlineMs: 150_000 },
  });
  if (!template) await handle.migrate();
  return { handle, url, drop };
}
