import { RESOURCES } from "@app/core/content";
import { createApp } from "./app";
import { deleteExpiredSessions } from "./auth/auth.service";
import { createDatabase, DatabaseInUseError } from "./db/client";
import { ConfigError, loadDotEnvFile, loadEnv } from "./env";
import { createServer } from "./http/server";
import { createJobRunner } from "./jobs/jobs.runner";
import { createLogger, instanceName } from "./log/logger";
import { createMetrics } from "./metrics/metrics";
import { seedResources } from "./resources/resources.service";
import { isEmpty, seedDatabase } from "./seed/seed";
import { siteDevUrlArg, startMessage } from "./start-message";

/** Asks the client to close its connection after this answer (a response whose headers are fixed is left as it is). */
function closeAfter(response: Response): void {
  try {
    response.headers.set("Connection", "close");
  } catch {
    // immutable headers: the idle sweep closes the connection once the answer is sent
  }
}

async function main() {
  const dotEnv = loadDotEnvFile();
  const env = loadEnv();
  const log = createLogger({ level: env.LOG_LEVEL, format: env.LOG_FORMAT, instance: instanceName() });
  if (dotEnv) log.info(`Read settings from ${dotEnv} (variables already set in the environment win).`);
  for (const warning of env.warnings) log.warn(`Warning: ${warning}`);

  const database = await createDatabase(env);
  await database.migrate();
  await seedResources(database.db, RESOURCES);
  await deleteExpiredSessions(database.db, new Date());
  if (env.SEED && (await isEmpty(database.db))) {
    const seeded = await seedDatabase(database.db, env.PUBLIC_SITE_URL);
    log.info(`Loaded demo data: ${seeded.products} products, ${seeded.stores} stores, ${seeded.posts} posts.`);
  }

  const metrics = createMetrics();
  metrics.collectProcessMetrics();
  const jobs = createJobRunner({ db: database.db, log, metrics });
  const app = createApp({
    db: database.db,
    replica: database.replica,
    dbKind: database.kind,
    env,
    log,
    jobs,
    metrics,
    pool: () => database.stats(),
  });
  let draining = false;
  // With deadlines on reading a request (http/server.ts): a client dripping bytes is cut off, not kept for minutes.
  const server = createServer(
    {
      // While shutting down, every answer closes its connection (a keep-alive client reconnects to another instance).
      fetch: async (request, bindings) => {
        const response = await app.fetch(request, bindings);
        if (draining) closeAfter(response);
        return response;
      },
      port: env.PORT,
      onClientError: (status, code) => {
        log.warn(`${status} answered by Node before the app (${code})`);
        metrics.request("-", "(before the app)", status, 0);
      },
    },
    (info) => {
      log.info(`Database: ${database.description}`);
      for (const line of startMessage(info.port, env.PUBLIC_SITE_URL, siteDevUrlArg(process.argv))) log.info(line);
    },
  );
  // Background jobs (scheduled tweets, link checks): polled every second until shutdown.
  jobs.start().catch((error: unknown) => log.error("The job runner failed to start", error));

  const exit = (code: number) => {
    log.flush();
    process.exit(code);
  };
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") log.error(`Port ${env.PORT} is already in use: stop the other server or set PORT.`);
    else log.error("The HTTP server failed", error);
    void database.close().finally(() => exit(1));
  });

  /**
   * SIGTERM (or SIGINT): stop accepting connections and polling for jobs, let the requests and jobs under way finish,
   * close the database, exit 0. Past SHUTDOWN_TIMEOUT_MS the connections still open are cut and the server exits 0
   * anyway (a write not yet answered was not acknowledged; its transaction is rolled back with the connection).
   */
  const shutdown = (signal: string) => {
    if (draining) return;
    draining = true;
    const started = performance.now();
    log.info(`${signal} received: finishing the requests and jobs under way (at most ${env.SHUTDOWN_TIMEOUT_MS} ms), then exiting.`);
    const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive connections would hold close() open: closed now, and as each answered one becomes idle.
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      log.warn(`Shutdown: still busy after ${env.SHUTDOWN_TIMEOUT_MS} ms; closing the remaining connections.`);
      server.closeAllConnections();
      setTimeout(() => exit(0), 1000).unref();
    }, env.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    Promise.all([serverClosed, jobs.stop()])
      .then(() => {
        clearInterval(idleSweep);
        return database.close();
      })
      .then(
        () => {
          log.info(`Shutdown complete in ${Math.round(performance.now() - started)} ms.`);
          exit(0);
        },
        (error: unknown) => {
          log.error("Closing the database failed", error);
          exit(1);
        },
      );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) console.error(error.message);
  else console.error("The server failed to start:", error);
  process.exit(1);
});
