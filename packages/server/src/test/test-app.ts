import type { SiteRenderer } from "@app/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createApp, type CreateAppOptions } from "../app";
import type { Logger } from "../app-deps";
import { createDatabase, type Database, type DatabaseHandle, type DatabaseKind } from "../db/client";
import { loadEnv } from "../env";
import type { JobRunner } from "../jobs/jobs.runner";
import type { LoadLimits } from "../http/load-shed";
import type { ExtractDeps } from "../extract/extract.service";
import type { GenerateDeps } from "../generate/generate.service";
import { createMigratedDatabase } from "./database-template";
import { createPostgresDatabase } from "./throwaway-database";

export { createPostgresDatabase };

/** PGlite always; the Postgres server too when DATABASE_URL is set (each suite runs over both). */
export const engines: DatabaseKind[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export const ADMIN_PASSWORD = "correct horse battery staple";
const TEST_LOAD_LIMITS = { maxInFlight: 10_000, maxEventLoopDelayMs: 60_000, maxRenders: 10_000, renderWaitMs: 60_000 };
/** The test apps' PUBLIC_SITE_URL origin: pages there may make cookie-authenticated writes. */
export const ORIGIN = "https://kicks.example";
export const FOREIGN_ORIGIN = "https://evil.example";

export interface TestLog extends Logger {
  errors: unknown[];
}

export interface RequestOptions {
  body?: unknown;
  /** A raw string body sent as is (malformed JSON tests). */
  rawBody?: string;
  cookie?: string;
  token?: string;
  /** Origin header; defaults to ORIGIN. Pass null to send none. */
  origin?: string | null;
  headers?: Record<string, string>;
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  /** Another app over the same database with some env variables changed (e.g. NODE_ENV=production). */
  appWith(env: Record<string, string>, options?: InstanceOptions): ReturnType<typeof createApp>;
  /**
   * Another server instance over the same database: on Postgres with its own connection pool, as a second process
   * would have (PGlite is one process, so it shares the handle).
   */
  openInstance(options?: InstanceOptions): Promise<{ app: ReturnType<typeof createApp>; handle: DatabaseHandle; close(): Promise<void> }>;
  /** This context's database handle. */
  handle: DatabaseHandle;
  db: Database;
  engine: DatabaseKind;
  log: TestLog;
  /** The clock the app sees; tests move it to exercise windows and expiry. */
  clock: { now: Date; advance(ms: number): void };
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  /** Sign in and return the `sid=…` cookie. */
  login(): Promise<string>;
  /** Sign in for a bearer token (desktop mode). */
  loginToken(): Promise<string>;
  /** Empty every table (between tests that need a clean slate). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** What differs per app instance in a test: its job runner, made over the instance's own database handle. */
export interface InstanceOptions {
  /** Environment overrides (openInstance only; appWith takes them as its first argument). */
  env?: Record<string, string>;
  jobs?: (db: Database) => JobRunner;
  xPoster?: CreateAppOptions["xPoster"];
  /** The instance's clock (default the test clock). */
  now?: () => Date;
  sitemapMaxUrls?: number;
  /** The instance's log (default the context's TestLog). */
  log?: Logger;
  metrics?: CreateAppOptions["metrics"];
  replica?: Database;
  pool?: CreateAppOptions["pool"];
  creators?: CreateAppOptions["creators"];
  /** Overrides of the patient load limits (appWith only). */
  loadLimits?: Partial<LoadLimits>;
  /** Load the renderer built beside SITE_DIST, as the server does (default: the context's renderer, or none). */
  builtRenderer?: boolean;
}

export interface TestContextOptions {
  env?: Record<string, string>;
  extract?: ExtractDeps;
  generate?: Partial<GenerateDeps>;
  /** The site's page renderer (pages/render.test.ts loads the built one); none by default: prerendered pages. */
  renderer?: SiteRenderer | null;
  /** Pacing and retries of the Creators API client (tests against the fake need no real second between requests). */
  creators?: CreateAppOptions["creators"];
  /** Overrides of the patient load limits the test apps have (the render bound: pages/render-bound.test.ts). */
  loadLimits?: Partial<LoadLimits>;
}

/** A fresh, migrated database and an app over it. Call close() in afterAll. */
export async function createTestContext(engine: DatabaseKind, options: TestContextOptions = {}): Promise<TestContext> {
  // A patient queue: suites share two busy cores, and a 503 for a slow machine would be a flaky test (the
  // production limits are tested in db/gate.test.ts).
  const { handle, url, drop } = await createMigratedDatabase(engine, { pgliteLimits: { maxWaiting: 1000, maxWaitMs: 60_000 } });

  const envFor = (overrides: Record<string, string> = {}) =>
    loadEnv({
      NODE_ENV: "test",
      ADMIN_PASSWORD,
      PUBLIC_SITE_URL: "https://kicks.example",
      AMAZON_ASSOCIATE_TAG: "kicks-20",
      // Uploaded pictures go to a temporary folder of the test process (uploads/upload-store.ts), never the repo's .data.
      DATA_DIR: "memory://",
      ...options.env,
      ...overrides,
    });
  const errors: unknown[] = [];
  const log: TestLog = { errors, info: () => {}, warn: () => {}, error: (message, error) => errors.push(error ?? message) };
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const appWith = (overrides: Record<string, string> = {}, instance: InstanceOptions = {}) =>
    createApp({
      jobs: instance.jobs?.(handle.db),
      xPoster: instance.xPoster,
      ...(instance.sitemapMaxUrls ? { sitemapMaxUrls: instance.sitemapMaxUrls } : {}),
      db: handle.db,
      replica: instance.replica,
      dbKind: handle.kind,
      env: envFor(overrides),
      now: instance.now ?? (() => clock.now),
      log: instance.log ?? log,
      metrics: instance.metrics,
      pool: instance.pool,
      clientKey: (c) => c.req.header("x-test-client") ?? "test-client",
      extract: options.extract,
      generate: options.generate,
      renderer: instance.builtRenderer ? undefined : (options.renderer ?? null),
      creators: instance.creators ?? options.creators,
      // Tests drive PGlite's synchronous statements (bulk inserts) from the server's own thread, which would
      // trip the event-loop shedding for the next request; load-shed.test.ts tests the shedding itself.
      loadLimits: { ...TEST_LOAD_LIMITS, ...options.loadLimits, ...instance.loadLimits },
    });
  const app = appWith();

  const openInstance = async (options: InstanceOptions = {}) => {
    const own = url ? await createDatabase({ DATABASE_URL: url, DATA_DIR: "memory://" }) : handle;
    const instance = createApp({
      jobs: options.jobs?.(own.db),
      xPoster: options.xPoster,
      db: own.db,
      dbKind: own.kind,
      env: envFor(options.env),
      now: options.now ?? (() => clock.now),
      log,
      loadLimits: TEST_LOAD_LIMITS,
      creators: options.creators,
    });
    return { app: instance, handle: own, close: async () => (own === handle ? undefined : own.close()) };
  };

  const request = (method: string, path: string, opts: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined || opts.rawBody !== undefined) headers["content-type"] ??= "application/json";
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const origin = opts.origin === undefined ? ORIGIN : opts.origin;
    if (origin !== null) headers.origin = origin;
    const body = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    return Promise.resolve(app.request(path, { method, headers, body }));
  };

  const login = async () => {
    const res = await request("POST", "/api/admin/login", { body: { password: ADMIN_PASSWORD } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    const cookie = /sid=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
    if (!cookie) throw new Error("login set no sid cookie");
    return cookie;
  };

  const loginToken = async () => {
    const res = await request("POST", "/api/admin/login", { body: { password: ADMIN_PASSWORD, mode: "token" }, origin: null });
    const json = (await res.json()) as { token?: string };
    if (res.status !== 200 || !json.token) throw new Error(`token login failed: ${res.status}`);
    return json.token;
  };

  const reset = async () => {
    await handle.db.execute(
      sql`TRUNCATE jobs, price_refresh_state, link_clicks, click_salts, link_checks, tweets, products, stores, blog_posts, affiliate_programs, resources, sessions, login_attempts, earnings, amazon_tracking_ids, amazon_api_budget, alert_subscribers, alert_suppressions, mail_outbox RESTART IDENTITY CASCADE`,
    );
  };

  return {
    app,
    appWith,
    openInstance,
    handle,
    db: handle.db,
    engine,
    log,
    clock,
    request,
    login,
    loginToken,
    reset,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** A TestContext for the current suite, plus the admin session of the current test. */
export interface SignedInTestContext extends TestContext {
  /** The `sid=…` cookie of a fresh login made before each test. */
  readonly cookie: string;
}

/**
 * The usual suite setup, called inside a `describe.each(engines)` body: a fresh context for the suite
 * (closed after it), and before each test every table emptied and a new admin login. The returned
 * object reads the live context, so use it only inside tests and hooks (hooks registered after this
 * call run after the reset and login).
 */
export function useTestContext(engine: DatabaseKind, options: TestContextOptions = {}): SignedInTestContext {
  let current: TestContext | undefined;
  let cookie: string | undefined;
  const ctx = () => {
    if (!current) throw new Error("useTestContext: the context exists only inside tests and hooks");
    return current;
  };
  beforeAll(async () => {
    current = await createTestContext(engine, options);
  });
  afterAll(() => current?.close());
  beforeEach(async () => {
    await ctx().reset();
    cookie = await ctx().login();
  });
  return {
    get app() {
      return ctx().app;
    },
    get db() {
      return ctx().db;
    },
    get log() {
      return ctx().log;
    },
    get clock() {
      return ctx().clock;
    },
    engine,
    appWith: (env, instance) => ctx().appWith(env, instance),
    openInstance: (instance) => ctx().openInstance(instance),
    get handle() {
      return ctx().handle;
    },
    request: (method, path, requestOptions) => ctx().request(method, path, requestOptions),
    login: () => ctx().login(),
    loginToken: () => ctx().loginToken(),
    reset: () => ctx().reset(),
    close: () => ctx().close(),
    get cookie() {
      if (cookie === undefined) throw new Error("useTestContext: no session outside a test");
      return cookie;
    },
  };
}

/** A cookie-authenticated request to an app instance (JSON body when given), answered as its status and parsed body. */
export async function callApp(target: ReturnType<typeof createApp>, cookie: string, method: string, path: string, body?: unknown) {
  const res = await target.request(path, {
    method,
    headers: { cookie, origin: ORIGIN, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> };
}
