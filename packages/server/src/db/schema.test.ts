import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines, createTestContext, type TestContext } from "../test/test-app";
import { migrationsFolder } from "./client";
import { rowsOf } from "./rows";

const serverRoot = path.resolve(import.meta.dirname, "../..");
const schemaFile = path.join(serverRoot, "src/db/schema.ts");

/** Postgres keeps the first 63 bytes of a longer name. */
const pgName = (name: string) => name.slice(0, 63);

describe("drizzle-kit and the migrations", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "kicks-db-generate-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("`pnpm db:generate` on the committed schema writes no migration (the snapshot in drizzle/meta is current)", async () => {
    await cp(migrationsFolder(), path.join(dir, "drizzle"), { recursive: true });
    await writeFile(
      path.join(dir, "drizzle.config.ts"),
      `export default ${JSON.stringify({ dialect: "postgresql", schema: schemaFile, out: "./drizzle" })};\n`,
    );
    const files = async () => (await readdir(path.join(dir, "drizzle"), { recursive: true })).sort();
    const before = await files();
    const bin = path.join(serverRoot, "node_modules/drizzle-kit/bin.cjs");
    const { stdout } = await promisify(execFile)(process.execPath, [bin, "generate", "--config", "drizzle.config.ts"], { cwd: dir });
    expect(
      await files(),
      `drizzle-kit generate wrote a migration (the newest snapshot in drizzle/meta is stale: docs/decisions/0059):\n${stdout}`,
    ).toEqual(before);
  }, 120_000);
});

describe.each(engines)("the migrated database and db/schema.ts (%s)", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(() => ctx.close());

  const rows = async <T>(query: string) => rowsOf(await ctx.db.execute(sql.raw(query))) as T[];

  it("names every trigger, function and generated column in schema.ts's list, and nothing else", async () => {
    const triggers = await rows<{ name: string }>("SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal");
    // The functions of the migrations, not those of an extension (pg_trgm).
    const functions = await rows<{ name: string }>(`
      SELECT p.proname || '()' AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`);
    const generated = await rows<{ name: string }>(`
      SELECT table_name || '.' || column_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND is_generated = 'ALWAYS'`);
    const inDatabase = [...triggers, ...functions, ...generated].map((r) => r.name).sort();

    // The list: the comment before the tables; each bullet's names come before its migrations' numbers in brackets.
    const comment = /\/\*\*\n \* What the migrations([\s\S]*?)\*\//.exec(await readFile(schemaFile, "utf8"))?.[1] ?? "";
    const names = comment
      .split("\n * - ")
      .slice(1)
      .map((bullet) => bullet.replace(/\n \*\s*/g, " ").split(" (0")[0] ?? "");
    const listed = names.flatMap((head) => [...head.matchAll(/`([a-z_.]+(?:\(\))?)`/g)].map((m) => m[1]));
    expect(listed.sort()).toEqual(inDatabase);
  });

  it("has drizzle's view of every table (meta's last snapshot): its columns, keys, checks and indexes, by drizzle's names", async () => {
    const meta = path.join(migrationsFolder(), "meta");
    const latest = (await readdir(meta))
      .filter((name) => name.endsWith("_snapshot.json"))
      .sort()
      .at(-1)!;
    const snapshot = JSON.parse(await readFile(path.join(meta, latest), "utf8")) as {
      tables: Record<string, { name: string; columns: Record<string, { notNull: boolean }> } & Record<string, object>>;
    };
    const columns = await rows<{ name: string; not_null: boolean }>(`
      SELECT table_name || '.' || column_name AS name, is_nullable = 'NO' AS not_null
      FROM information_schema.columns WHERE table_schema = 'public'`);
    const named = await rows<{ name: string }>(`
      SELECT conrelid::regclass || '.' || conname AS name FROM pg_constraint WHERE connamespace = 'public'::regnamespace
      UNION ALL SELECT tablename || '.' || indexname FROM pg_indexes WHERE schemaname = 'public'`);
    const notNull = new Map(columns.map((c) => [c.name, c.not_null]));
    const names = new Set(named.map((n) => n.name));
    for (const table of Object.values(snapshot.tables)) {
      for (const [column, { notNull: expected }] of Object.entries(table.columns)) {
        expect(notNull.get(`${table.name}.${column}`), `${table.name}.${column} NOT NULL`).toBe(expected);
      }
      const keys = ["indexes", "foreignKeys", "compositePrimaryKeys", "uniqueConstraints", "checkConstraints"];
      for (const name of keys.flatMap((key) => Object.keys(table[key] ?? {}))) {
        expect(names.has(`${table.name}.${pgName(name)}`), `${table.name}: ${name}`).toBe(true);
      }
    }
  });
});
