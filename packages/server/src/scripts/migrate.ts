import { RESOURCES } from "@app/core/content";
import { createDatabase } from "../db/client";
import { loadDotEnvFile, loadEnv } from "../env";
import { seedResources } from "../resources/resources.service";

/** `pnpm db:migrate`: apply the migrations in drizzle/ and refresh the resource listings. */
loadDotEnvFile();
const env = loadEnv();
const database = await createDatabase(env);
try {
  await database.migrate();
  await seedResources(database.db, RESOURCES);
  console.log(`Migrations applied (${database.description}).`);
} finally {
  await database.close();
}
