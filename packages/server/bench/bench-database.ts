import { createDatabase, type DatabaseHandle } from "../src/db/client";
import { createPostgresDatabase } from "../src/test/throwaway-database";

/**
 * A throwaway database of the Postgres server in DATABASE_URL, migrated, opened without the 5 s statement limit (a
 * bulk insert of the catalogue runs every products trigger: grid, search, history). `drop` closes and removes it.
 */
export async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("pnpm bench needs DATABASE_URL (a Postgres server; the bench makes and drops its own database)");
  const database = await createPostgresDatabase(base);
  const handle = await createDatabase({
    DATABASE_URL: database.url,
    DATA_DIR: "memory://",
    timeouts: { statementMs: 0, queryDeadlineMs: 10 * 60_000 },
  });
  await handle.migrate();
  const drop = async () => {
    await handle.close();
    await database.drop();
  };
  return { handle, url: database.url, drop };
}
