import { RESOURCES } from "@app/core/content";
import { createDatabase } from "../db/client";
import { loadDotEnvFile, loadEnv } from "../env";
import { seedResources } from "../resources/resources.service";
import { isEmpty, seedDatabase } from "../seed/seed";

/** `pnpm db:seed`: migrate, then load the demo data into an empty database (never over existing data). */
loadDotEnvFile();
const env = loadEnv();
const database = await createDatabase(env);
try {
  await database.migrate();
  await seedResources(database.db, RESOURCES);
  if (await isEmpty(database.db)) {
    const seeded = await seedDatabase(database.db, env.PUBLIC_SITE_URL);
    console.log(`Seeded ${database.description}: ${seeded.products} products, ${seeded.stores} stores, ${seeded.posts} posts.`);
  } else {
    console.log(`${database.description} already has data; nothing seeded.`);
  }
} finally {
  await database.close();
}
