import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { earningsImportSchema } from "@app/core";
import { createDatabase } from "../db/client";
import { importEarnings } from "../earnings/earnings.service";
import { invocationDir, loadDotEnvFile, loadEnv } from "../env";
import { ApiProblem } from "../http/errors";

/**
 * `pnpm earnings:import --network amazon|rakuten [--currency EUR] FILE…`: import report files as the admin's upload
 * does (all rows of a file or none, each row once), for a scheduled job (cron, a CI schedule) that fetches the
 * networks' reports. Exits 1 when a file is refused, listing its bad rows. Not for a running server's embedded
 * database (PGlite is one process's): use it with DATABASE_URL.
 */
loadDotEnvFile();
const { values, positionals } = parseArgs({
  options: { network: { type: "string" }, currency: { type: "string" } },
  allowPositionals: true,
});
if (positionals.length === 0) {
  console.error("Usage: pnpm earnings:import --network amazon|rakuten [--currency USD] FILE...");
  process.exit(2);
}
const env = loadEnv();
const database = await createDatabase(env);
let failed = false;
try {
  await database.migrate();
  for (const file of positionals) {
    const text = await readFile(path.resolve(invocationDir(), file), "utf8");
    // The same checks as the upload, but no size limit: a script may import a year's report.
    const input = earningsImportSchema
      .omit({ text: true })
      .parse({ network: values.network, fileName: path.basename(file), currency: values.currency });
    try {
      const result = await importEarnings(database.db, { ...input, text }, new Date());
      console.log(`${file}: ${result.rows} rows, ${result.added} new, ${result.unchanged} already imported`);
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      failed = true;
      console.error(`${file}: ${error.message}`);
      for (const issue of error.issues ?? []) console.error(`  ${issue.path}: ${issue.message}`);
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
