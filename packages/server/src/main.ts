import { RESOURCES } from "@app/core/content";
import { createApp } from "./app";
import { consoleLogger } from "./app-deps";
import { deleteExpiredSessions } from "./auth/auth.service";
import { createDatabase, DatabaseInUseError } from "./db/client";
import { ConfigError, loadDotEnvFile, loadEnv } from "./env";
import { createServer } from "./http/server";
import { createJobRunner } from "./jobs/jobs.runner";
import { seedResources } from "./resources/resources.service";
import { isEmpty, seedDatabase } from "./seed/seed";
import { siteDevUrlArg, startMessage } from "./start-message";

async function main() {
  const log = consoleLogger;
  const dotEnv = loadDotEnvFile();
  const env = loadEnv();
  if (dotEnv) log.info(`Read settings from ${dotEnv} (variables already set in the environment win).`);
  for (const warning of env.warnings) log.warn(`Warning: ${warning}`);

  const database = await createDatabase(env);
  await database.migrate();
  await seedResources(database.db, RESOURCES);
  await deleteExpiredSessions(database.db, new Date());
  if (env.SEED && (await isEmpty(database.db))) {
    const seeded = await seedDatabase(database.db);
    log.info(`Loaded demo data: ${seeded.products} products, ${seeded.stores} stores, ${seeded.posts} posts.`);
  }

  const jobs = createJobRunner({ db: database.db, log });
  const app = createApp({ db: database.db, dbKind: database.kind, env, log, jobs });
  // With deadlines on reading a request (http/server.ts): a client dripping bytes is cut off, not kept for minutes.
  const server = createServer({ fetch: app.fetch, port: env.PORT }, (info) => {
    log.info(`Database: ${database.description}`);
    for (const line of startMessage(info.port, env.PUBLIC_SITE_URL, siteDevUrlArg(process.argv))) log.info(line);
  });
  // Background jobs (scheduled tweets, link checks): polled every second until shutdown.
  jobs.start().catch((error: unknown) => log.error("The job runner failed to start", error));

  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") log.error(`Port ${env.PORT} is already in use: stop the other server or set PORT.`);
    else log.error("The HTTP server failed", error);
    void database.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down.`);
    // No new jobs from now on; the ones running finish before the database closes.
    const jobsStopped = jobs.stop();
    server.close(() => {
      jobsStopped
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            log.error("Closing the database failed", error);
            process.exit(1);
          },
        );
    });
    // Idle keep-alive connections would hold close() open; don't wait forever.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) console.error(error.message);
  else console.error("The server failed to start:", error);
  process.exit(1);
});
