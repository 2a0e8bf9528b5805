import { createReadStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import { createDatabase } from "../db/client";
import { invocationDir, loadDotEnvFile, loadEnv } from "../env";
import { ApiProblem } from "../http/errors";
import { decodeText, importFormatOfFile, importProducts, importRecords } from "../products/import.service";
import { refreshGridPages } from "../products/products.service";

/**
 * `pnpm products:import [--partial] FILE`: import a supplier's or network's product file (CSV, or JSON lines named
 * .jsonl/.ndjson) as admin › Manage Products' upload does (all rows or none; --partial: the good ones), for a
 * scheduled job. Exits 1 when the file is refused, listing its bad rows. Not for a running server's embedded
 * database (PGlite is one process's): use it with DATABASE_URL.
 */
loadDotEnvFile();
const { values, positionals } = parseArgs({ options: { partial: { type: "boolean", default: false } }, allowPositionals: true });
const file = positionals[0];
const format = file ? importFormatOfFile(file) : null;
if (!file || !format || positionals.length > 1) {
  console.error("Usage: pnpm products:import [--partial] FILE.csv|FILE.jsonl");
  process.exit(2);
}
const database = await createDatabase(loadEnv());
let failed = false;
try {
  await database.migrate();
  const started = performance.now();
  const body = Readable.toWeb(createReadStream(path.resolve(invocationDir(), file))) as ReadableStream<Uint8Array>;
  try {
    const result = await importProducts(database.db, importRecords(format, decodeText(body)), {
      partial: values.partial,
      now: new Date(),
      onProgress: (rows) => process.stderr.write(`\r${rows.toLocaleString("en-US")} rows read`),
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\n${file}: ${result.rows} rows, ${result.added} added, ${result.updated} updated, ${result.rejected} left out (${Math.round(result.rows / seconds)} rows/s)`,
    );
    for (const problem of result.problems) console.error(`  ${problem}`);
    // The public list's numbered pages follow the new rows at once (a running server would do it within seconds).
    if (result.added > 0) await refreshGridPages(database.db);
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    failed = true;
    console.error(`\n${file}: ${error.message}`);
    for (const issue of error.issues ?? []) console.error(`  ${issue.path}: ${issue.message}`);
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
