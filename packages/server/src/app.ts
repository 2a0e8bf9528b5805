import { endpointPath, healthSchema, isAdminPath, siteConfigSchema, type SiteRenderer } from "@app/core";
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { cors } from "hono/cors";
import { etag } from "hono/etag";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { type AppDeps, consoleLogger, type Logger } from "./app-deps";
import { requireAdmin, resolveAdmin, SAFE_METHODS } from "./auth/auth.middleware";
import { createAlertRoutes } from "./alerts/alerts.routes";
import { createMailer, type Mailer } from "./alerts/mailer";
import { createAuthRoutes } from "./auth/auth.routes";
import { createBlogRoutes } from "./blog/blog.routes";
import { createUploadApiRoutes, createUploadFileRoutes } from "./uploads/uploads.routes";
import { type UploadStore, uploadStoreFor } from "./uploads/upload-store";
import type { Database, DatabaseKind, PoolStats } from "./db/client";
import { asDatabaseUnavailable, pingDatabase } from "./db/unavailable";
import type { AppEnv } from "./env";
import { createExtractRoutes } from "./extract/extract.routes";
import type { ExtractDeps } from "./extract/extract.service";
import { createClickRoutes } from "./clicks/clicks.routes";
import { createEarningsRoutes } from "./earnings/earnings.routes";
import { trackingIdMap } from "./earnings/earnings.service";
import { createLinkRoutes } from "./links/links.routes";
import { createRssRoutes } from "./feed/rss.routes";
import { createSitemapRoutes } from "./feed/sitemap";
import { createGenerateRoutes } from "./generate/generate.routes";
import type { GenerateDeps } from "./generate/generate.service";
import { findCatalogueProducts } from "./generate/grounding";
import { clientAddress, limitKey } from "./http/client-address";
import { closeAfterUnreadBody } from "./http/close-unread-body";
import { endpointMounter } from "./http/endpoint";
import { createLoadShedder, IN_PROCESS_REQUEST, LOAD_LIMITS, type LoadLimits } from "./http/load-shed";
import { createJobRunner, type JobRunner } from "./jobs/jobs.runner";
import { createMetrics, mayReadMetrics, type Metrics, watchDatabase } from "./metrics/metrics";
import { REQUEST_ID_HEADER, requestLog } from "./http/request-log";
import { MAX_BODY_BYTES } from "./http/constants";
import { publicListCache } from "./http/public-cache";
import { isForeignKeyViolation } from "./db/rows";
import { ApiProblem, clipLine, describeError } from "./http/errors";
import { createOpenApiRoutes } from "./openapi/openapi.routes";
import type { CreatorsClient, CreatorsClientOptions } from "./prices/creators-api";
import { createPriceRoutes } from "./prices/prices.routes";
import { creatorsClientFromEnv, marketplaceClientsFromEnv } from "./prices/prices.service";
import { createProductRoutes } from "./products/products.routes";
import { createProgramRoutes } from "./programs/programs.routes";
import { createSearchRoutes } from "./search/search.routes";
import { createContentVersions } from "./pages/page-cache";
import { builtFilePaths, createPageRoutes, siteDistDir, themeScriptSource } from "./pages/pages.routes";
import { createStoreRoutes } from "./stores/stores.routes";
import { createResourceRoutes } from "./resources/resources.routes";
import { createTweetRoutes } from "./tweets/tweets.routes";
import { createXPoster, type XPoster } from "./tweets/x.client";

/**
 * The hosts Google Analytics 4 loads from and reports to (gtag.js, see site/src/features/analytics/analytics.ts),
 * allowed only when the site is built with VITE_GA_MEASUREMENT_ID.
 */
export const GOOGLE_ANALYTICS_CSP = {
  scriptSrc: ["https://www.googletagmanager.com"],
  connectSrc: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
} as const;

export interface CreateAppOptions {
  db: Database;
  /** A streaming replica for visitors' reads (DatabaseHandle.replica); by default `db`. */
  replica?: Database;
  dbKind: DatabaseKind;
  /** The /metrics registry (main.ts shares it with the job runner); by default a new one. */
  metrics?: Metrics;
  /** The database pool's figures for /metrics (DatabaseHandle.stats); by default none reported. */
  pool?: () => PoolStats;
  /** Bench only (bench/observability.ts): false leaves out the request log and metrics, to measure what they cost. */
  observe?: boolean;
  env: AppEnv;
  now?: () => Date;
  log?: Logger;
  /** The background job runner (main.ts starts it); by default one that is never started (tests drive it). */
  jobs?: JobRunner;
  /** Posts tweets to X; by default the client for the X_ env variables (null without credentials). */
  xPoster?: XPoster | null;
  /** The key failed logins are counted by; defaults to the socket's remote address. */
  clientKey?: (c: Context) => string;
  extract?: ExtractDeps;
  /** Overrides of the OpenAI settings taken from env (tests point them at a local fake server). */
  generate?: Partial<GenerateDeps>;
  /** The site's page renderer; by default the one the site build wrote (null: serve the prerendered pages). */
  renderer?: SiteRenderer | null;
  /** The most addresses one sitemap file lists (tests make it small to see the sitemap index). */
  sitemapMaxUrls?: number;
  /** When to answer a quick 503 instead of taking a request on; by default LOAD_LIMITS of the engine. */
  loadLimits?: Pick<LoadLimits, "maxInFlight" | "maxEventLoopDelayMs"> & Partial<LoadLimits>;
  /** Amazon's Creators API client; by default the one for the AMAZON_CREATORS_ variables (null without them). */
  amazon?: CreatorsClient | null;
  /** Overrides of the default clients' (home and AMAZON_MARKETPLACES) pacing and retries (tests and the bench against the local fake). */
  creators?: Partial<CreatorsClientOptions>;
  /** Where uploaded pictures go; by default the one the S3_ settings or DATA_DIR name (uploads/upload-store.ts). */
  uploadStore?: UploadStore;
  /** How alert mail leaves; by default over SMTP_URL, else the outbox (development) or none (production). */
  mailer?: Mailer;
}

export const REFERS_TO_DELETED = "This refers to something that was deleted meanwhile: reload and try again";

export const METRICS_REFUSED = "Metrics are served to this host, or with the bearer token METRICS_TOKEN";

/** The socket's remote address; 'unknown' where there is no socket (app.request in tests). */
function remoteAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The whole HTTP surface: /api/* and, outside /api, the built site. */
export function createApp(options: CreateAppOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? consoleLogger;
  const metrics = options.metrics ?? createMetrics();
  const replica = options.replica ?? options.db;
  const deps: AppDeps = {
    db: options.db,
    reader: async (c) => (replica !== options.db && !(await resolveAdmin(c, deps)) ? replica : options.db),
    dbKind: options.dbKind,
    env: options.env,
    now,
    log,
    jobs: options.jobs ?? createJobRunner({ db: options.db, now, log, metrics }),
    amazon: options.amazon !== undefined ? options.amazon : creatorsClientFromEnv(options.env, options.creators, { db: options.db, now }),
    amazonAbroad: options.amazon !== undefined ? [] : marketplaceClientsFromEnv(options.env, options.creators, { db: options.db, now }),
    clientKey:
      options.clientKey ?? ((c) => limitKey(clientAddress(c.req.header("x-forwarded-for"), remoteAddress(c), options.env.TRUST_PROXY))),
  };
  const { env } = deps;
  const production = env.NODE_ENV === "production";
  const app = new Hono();
  watchDatabase(metrics, deps.db, options.pool ?? (() => ({ max: 0, active: 0, waiting: 0 })), now);

  // First of all: the request's id, its log line and its duration in the metrics (http/request-log.ts).
  if (options.observe !== false) app.use(requestLog(log, metrics));
  app.use(closeAfterUnreadBody);
  // Before anything else is done for a request: refused at once when the server is overloaded (load-shed.ts).
  const builtFiles = builtFilePaths(siteDistDir(env.SITE_DIST));
  const lag = options.env.LOAD_SHED_LAG_MS;
  const loadLimits = { ...LOAD_LIMITS[options.dbKind], ...(lag ? { maxEventLoopDelayMs: lag } : {}), ...options.loadLimits };
  app.use(createLoadShedder(loadLimits, (path) => builtFiles.has(path)).middleware);
  const securityHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Files from this origin, and the theme script rendered pages carry inline (by its hash); nothing else inline.
      scriptSrc: [
        "'self'",
        ...[themeScriptSource(env.SITE_DIST)].filter((source) => source !== null),
        ...(env.VITE_GA_MEASUREMENT_ID ? GOOGLE_ANALYTICS_CSP.scriptSrc : []),
      ],
      connectSrc: ["'self'", ...(env.VITE_GA_MEASUREMENT_ID ? GOOGLE_ANALYTICS_CSP.connectSrc : [])],
      // Radix dialogs (react-remove-scroll) insert <style> elements at run time; scripts stay 'self' only.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "https:"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: production ? "max-age=31536000; includeSubDomains" : false,
    crossOriginResourcePolicy: false,
    // Only the admin's documents get a Cross-Origin-Opener-Policy (below): a public page holds nothing a window
    // that opened it could read, and the policy costs every visitor's first page a fresh browser process, about
    // 0.3 s before the first paint on a throttled phone (docs/decisions/0043).
    crossOriginOpenerPolicy: false,
    // A route's own header stands (a post preview's Referrer-Policy: no-referrer); these are the default.
    overwrite: false,
  });

  app.use(securityHeaders);
  app.use(async (c, next) => {
    await next();
    if (isAdminPath(c.req.path)) c.res.headers.set("Cross-Origin-Opener-Policy", "same-origin");
  });
  if (env.CORS_ORIGINS.length > 0)
    app.use("/api/*", cors({ origin: env.CORS_ORIGINS, credentials: true, maxAge: 600, exposeHeaders: ["Link", REQUEST_ID_HEADER] })); // paged lists
  app.use(compress());
  app.use(etag({ weak: true }));
  // API data changes with every admin write: browsers must revalidate (cheap, thanks to the ETag) rather
  // than answer from their own cache, or an unpublished post would still show.
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-cache");
  });
  // Every JSON body is small but an uploaded picture's, which has its own limit (uploads.routes.ts), and a product
  // import's, read as it arrives and limited in rows (products/import.service.ts).
  const jsonBodyLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ message: "Request body is too large" }, 413) });
  const ownLimits = new Set<string>([endpointPath("uploads.image"), endpointPath("products.import")]);
  app.use("/api/*", (c, next) => (ownLimits.has(c.req.path) ? next() : jsonBodyLimit(c, next)));
  // The public lists' answers are kept per data version (http/public-cache.ts); search is not.
  // Read where visitors' pages read their data (the replica, when there is one): a version and the data it stands for
  // then come from the same place, so a page is never kept under a version newer than the rows it was rendered from.
  const versions = createContentVersions(replica, deps.now);
  // A write through this instance is seen by its next request at once (other instances: within a second).
  app.use("/api/*", async (c, next) => {
    await next();
    if (!SAFE_METHODS.has(c.req.method)) versions.forget();
  });
  const publicLists = publicListCache(deps, versions);
  for (const path of [
    "/api/products",
    "/api/products/facets",
    "/api/products/hero",
    "/api/blog",
    "/api/stores",
    "/api/resources",
    "/api/config",
  ])
    app.use(path, publicLists);

  app.onError((error, c) => {
    if (error instanceof ApiProblem) return c.json(error.body(), error.status, error.headers);
    const unavailable = asDatabaseUnavailable(error);
    const requestId = c.get("requestId");
    if (unavailable) {
      log.warn(`${c.req.method} ${clipLine(c.req.path)}: 503, ${describeError(error)}`, { requestId });
      return c.json({ message: unavailable.message }, 503, { "Retry-After": String(unavailable.retryAfterSeconds) });
    }
    if (error instanceof HTTPException && error.status < 500) return c.json({ message: error.message || "Bad request" }, error.status);
    // Each route checks what a write refers to first; one deleted in between is the caller's race, not a fault.
    if (isForeignKeyViolation(error)) {
      log.warn(`${c.req.method} ${clipLine(c.req.path)}: 409, ${describeError(error)}`, { requestId });
      return c.json({ message: REFERS_TO_DELETED }, 409);
    }
    log.error(`${c.req.method} ${clipLine(c.req.path)} failed`, error, { requestId });
    return c.json({ message: "Internal server error" }, 500);
  });

  const uploadStore = options.uploadStore ?? uploadStoreFor(env);
  const mailer = options.mailer ?? createMailer(env, deps.db);
  const api = new Hono();
  const onApi = endpointMounter(api, requireAdmin(deps));
  onApi("health", async (c) => {
    c.header("Cache-Control", "no-store");
    await pingDatabase(deps.db);
    return c.json(healthSchema.parse({ status: "ok", database: deps.dbKind }));
  });
  // The placement → tracking id map is in the database (admin › Earnings); the answer is kept per data version.
  onApi("config", async (c) =>
    c.json(
      siteConfigSchema.parse({
        rakutenPublisherId: env.RAKUTEN_PUBLISHER_ID,
        amazonAssociateTag: env.AMAZON_ASSOCIATE_TAG ?? null,
        amazonTrackingIds: await trackingIdMap(await deps.reader(c)),
        timeZone: env.SITE_TIMEZONE,
        priceAlerts: mailer.mode !== "off",
      }),
    ),
  );
  // The API described (core's endpoint table): OpenAPI 3.1 at /api/openapi.json, readable at /api/docs.
  api.route("/", createOpenApiRoutes(deps));
  api.route("/", createAuthRoutes(deps));
  api.route("/", createProductRoutes(deps));
  api.route("/", createPriceRoutes(deps));
  api.route("/", createStoreRoutes(deps));
  api.route("/", createResourceRoutes(deps));
  api.route("/", createBlogRoutes(deps, uploadStore.imagePrefixes));
  api.route("/", createUploadApiRoutes(deps, uploadStore));
  api.route("/", createProgramRoutes(deps));
  api.route("/", createTweetRoutes(deps, options.xPoster !== undefined ? options.xPoster : createXPoster(env, now)));
  api.route("/", createSearchRoutes(deps));
  api.route("/", createClickRoutes(deps));
  api.route("/", createEarningsRoutes(deps));
  api.route("/", createLinkRoutes(deps));
  api.route("/", createAlertRoutes(deps, mailer));

  const admin = requireAdmin(deps);
  api.route("/", createExtractRoutes({ allowLoopback: env.EXTRACT_ALLOW_LOOPBACK, amazon: deps.amazon, ...options.extract }, admin));
  api.route(
    "/",
    createGenerateRoutes(
      {
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        model: env.OPENAI_MODEL,
        catalogue: (input) => findCatalogueProducts(deps.db, input, deps.now()),
        ...options.generate,
      },
      admin,
    ),
  );

  api.all("*", (c) => c.json({ message: "Not found" }, 404));
  app.route("/api", api);
  // Prometheus figures: to a scraper on this host, or to one holding METRICS_TOKEN (metrics/metrics.ts).
  const onRoot = endpointMounter(app, admin, "");
  onRoot("metrics", async (c) => {
    const remote = remoteAddress(c);
    const client = clientAddress(c.req.header("x-forwarded-for"), remote, env.TRUST_PROXY);
    if (!mayReadMetrics(c, remote, env.METRICS_TOKEN, client)) return c.json({ message: METRICS_REFUSED }, 403);
    c.header("Cache-Control", "no-store");
    return c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType });
  });
  app.route("/", createRssRoutes(deps));
  app.route("/", createSitemapRoutes(deps, options.sitemapMaxUrls ? { maxUrls: options.sitemapMaxUrls } : {}));
  app.route("/", createUploadFileRoutes(uploadStore));
  // Pages are rendered with the data of this app's own API routes, called in process.
  app.route(
    "/",
    createPageRoutes(deps, {
      fetchApi: (path, init) => app.request(path, init, IN_PROCESS_REQUEST),
      versions,
      renderer: options.renderer,
      renderLimits: loadLimits,
    }),
  );
  return app;
}

export type App = ReturnType<typeof createApp>;
