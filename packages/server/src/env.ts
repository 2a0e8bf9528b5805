import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import {
  AMAZON_REGIONS,
  type AmazonRegion,
  amazonRegionOf,
  DEFAULT_RAKUTEN_PUBLISHER_ID,
  DEFAULT_TIME_ZONE,
  isAmazonMarketplace,
  isTimeZone,
  parseMarketplaceTags,
} from "@app/core";
import { CREATORS_CREDENTIAL_VERSIONS, type CreatorsCredentialVersion } from "./prices/creators-api";
import { z } from "zod";
import { workspaceRoot } from "./db/client";
import { LOG_FORMATS, LOG_LEVELS } from "./log/logger";

const bool = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : !["0", "false", "no", "off"].includes(v.toLowerCase())));

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);
const credentialVersion = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(z.enum(CREATORS_CREDENTIAL_VERSIONS, { error: `must be one of ${CREATORS_CREDENTIAL_VERSIONS.join(", ")}` }).optional());
const optionalUrl = optionalText.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional());

/** Every environment variable (README's configuration table), validated once. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    /** A streaming replica of DATABASE_URL's Postgres: visitors' reads (pages, lists, search) go there. */
    DATABASE_REPLICA_URL: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    DATA_DIR: z.string().default(".data"),
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    /** json (one JSON object a line) or pretty (readable lines); default pretty in development, json otherwise. */
    LOG_FORMAT: z.enum(LOG_FORMATS).optional(),
    /** A bearer token that lets a scraper read /metrics from another host (loopback needs none). */
    METRICS_TOKEN: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.string().min(16, "must be at least 16 characters").optional()),
    /** On SIGTERM: how long in-flight requests and jobs may take to finish before the server exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    SEED: bool.transform((v) => v ?? true),
    PUBLIC_SITE_URL: z
      .string()
      .optional()
      .transform((v) => (v ? v.replace(/\/+$/, "") : undefined)),
    CORS_ORIGINS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((s) => s.trim().replace(/\/+$/, ""))
          .filter(Boolean),
      ),
    OPENAI_API_KEY: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    OPENAI_BASE_URL: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    OPENAI_MODEL: z
      .string()
      .optional()
      .transform((v) => (v ? v : "gpt-4o-mini")),
    AMAZON_ASSOCIATE_TAG: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    /**
     * Amazon Creators API (OAuth 2.0 client credentials): prices, currencies and availability of Amazon products
     * are refreshed only when the id, the secret and the version are all set. The version (2.1, 2.2, 2.3, 3.1,
     * 3.2, 3.3) is Amazon's region version of the credential and picks the token endpoint.
     */
    AMAZON_CREATORS_CREDENTIAL_ID: optionalText,
    AMAZON_CREATORS_CREDENTIAL_SECRET: optionalText,
    AMAZON_CREATORS_CREDENTIAL_VERSION: credentialVersion,
    /**
     * Credentials of another Amazon region (NA, EU, FE), for the marketplaces of AMAZON_MARKETPLACES in that region
     * when they differ from the unsuffixed (home) ones (prices.service marketplaceCredentials).
     */
    AMAZON_CREATORS_CREDENTIAL_ID_NA: optionalText,
    AMAZON_CREATORS_CREDENTIAL_SECRET_NA: optionalText,
    AMAZON_CREATORS_CREDENTIAL_VERSION_NA: credentialVersion,
    AMAZON_CREATORS_CREDENTIAL_ID_EU: optionalText,
    AMAZON_CREATORS_CREDENTIAL_SECRET_EU: optionalText,
    AMAZON_CREATORS_CREDENTIAL_VERSION_EU: credentialVersion,
    AMAZON_CREATORS_CREDENTIAL_ID_FE: optionalText,
    AMAZON_CREATORS_CREDENTIAL_SECRET_FE: optionalText,
    AMAZON_CREATORS_CREDENTIAL_VERSION_FE: credentialVersion,
    AMAZON_MARKETPLACE: z
      .string()
      .optional()
      .transform((v) => v?.trim() || "www.amazon.com")
      .pipe(z.string().regex(/^www\.amazon\.[a-z.]+$/, "must be a marketplace host such as www.amazon.com")),
    /**
     * The Creators API requests a day of the account, shared by every instance (prices/amazon-budget.ts); when it
     * would not cover a full refresh, the products clicked or shown recently are refreshed first. Amazon's base
     * allowance for a new account is 8640 a day (one a second).
     */
    /** Marketplaces besides the home one (comma-separated hosts): availability and links kept per marketplace. */
    AMAZON_MARKETPLACES: z
      .string()
      .optional()
      .transform((v) => [
        ...new Set(
          (v ?? "")
            .split(",")
            .map((s) => s.trim().toLowerCase())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.string().refine(isAmazonMarketplace, "must list marketplace hosts such as www.amazon.co.uk,www.amazon.de"))),
    /** Each marketplace's tracking id where admin › Earnings sets none (`host=tag,host=tag`). */
    AMAZON_ASSOCIATE_TAGS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const parsed = parseMarketplaceTags(v ?? "");
        if ("tags" in parsed) return parsed.tags;
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }),
    /**
     * The request header in which the CDN in front names the visitor's country (CF-IPCountry,
     * CloudFront-Viewer-Country); unset, the country is the browser language's region. Read only at click time.
     */
    GEO_COUNTRY_HEADER: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9-]+$/, "must be a header name such as CF-IPCountry")
        .optional(),
    ),
    AMAZON_CREATORS_DAILY_REQUESTS: z.coerce.number().int().min(1).max(100_000_000).default(8640),
    /** Test-only overrides of Amazon's token endpoint and API base URL (a local fake speaking the real protocol). */
    AMAZON_CREATORS_TOKEN_URL: optionalUrl,
    AMAZON_CREATORS_API_URL: optionalUrl,
    RAKUTEN_PUBLISHER_ID: z
      .string()
      .optional()
      .transform((v) => v?.trim() || DEFAULT_RAKUTEN_PUBLISHER_ID),
    /** Rakuten Advertising's reporting API: with a token, a daily job imports the report found at the URL. */
    RAKUTEN_REPORTS_TOKEN: optionalText,
    RAKUTEN_REPORTS_URL: optionalUrl.transform(
      (v) => v ?? "https://ran-reporting.rakutenmarketing.com/en/reports/signature-orders-report/filters",
    ),
    /** The site's Google Analytics id (a build-time setting of the site); when set, the CSP allows GA's hosts. */
    VITE_GA_MEASUREMENT_ID: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined),
    /** X (Twitter) API v2, OAuth 1.0a user context: scheduled tweets are posted only when all four are set. */
    X_API_KEY: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    X_API_SECRET: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    X_ACCESS_TOKEN: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    X_ACCESS_SECRET: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    X_API_BASE_URL: z
      .string()
      .optional()
      .transform((v) => (v ? v.replace(/\/+$/, "") : "https://api.x.com"))
      .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
    /** The site's time zone (an IANA name): the admin schedules posts and tweets on its clocks. */
    SITE_TIMEZONE: z
      .string()
      .optional()
      .transform((v) => v?.trim() || DEFAULT_TIME_ZONE)
      .refine(isTimeZone, "must be an IANA time zone name such as America/Los_Angeles or UTC"),
    /** The largest picture an admin may upload, in megabytes (413 above it). */
    UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(10),
    /**
     * The event loop's delay (ms, p99 of a quarter second) above which requests are a quick 503 while others are being
     * answered; unset: the engine's default (http/load-shed.ts). A host whose CPU is shared with other work may
     * want it higher.
     */
    LOAD_SHED_LAG_MS: z.coerce.number().int().positive().max(600_000).optional(),
    /**
     * S3-compatible storage for uploaded pictures: used when S3_BUCKET is set, else they are kept on disk under
     * DATA_DIR/uploads. S3_PUBLIC_URL is where the bucket's objects are read from (a CDN or the bucket's own URL).
     */
    S3_ENDPOINT: z
      .string()
      .optional()
      .transform((v) => v?.trim().replace(/\/+$/, "") || undefined)
      .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
    S3_BUCKET: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined),
    S3_ACCESS_KEY_ID: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined),
    S3_SECRET_ACCESS_KEY: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    S3_REGION: z
      .string()
      .optional()
      .transform((v) => v?.trim() || "us-east-1"),
    S3_PUBLIC_URL: z
      .string()
      .optional()
      .transform((v) => v?.trim().replace(/\/+$/, "") || undefined)
      .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
    /**
     * Price-drop alert mail (alerts/mailer.ts): an smtp:// or smtps:// URL with the credentials in it. Without it the
     * mails go to the outbox table (shown in the admin) in development and tests; in production alerts are off.
     */
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
    /** The From of alert mails (default "Kicks Directory <alerts@{PUBLIC_SITE_URL's host}>"). */
    MAIL_FROM: optionalText,
    /**
     * Alert mails a second, for the whole site (0: as fast as the jobs run): a scan that finds many addresses due
     * spreads their mails over time, so a price drop watched by thousands neither crowds the pages nor trips the mail
     * provider's own rate.
     */
    ALERT_MAILS_PER_SECOND: z.coerce.number().min(0).max(1000).default(10),
    /** Directory of the built site to serve (default: packages/site/dist next to this package). */
    SITE_DIST: z.string().optional(),
    /**
     * How many reverse proxies in front of the server append to X-Forwarded-For (0: none, the default;
     * "true" means 1). Only then is the client address taken from that header (docs/decisions/0010-login-limit-keys.md).
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v) =>
        v === undefined || v === "" || ["0", "false", "no", "off"].includes(v.toLowerCase())
          ? "0"
          : ["true", "yes", "on"].includes(v.toLowerCase())
            ? "1"
            : v,
      )
      .pipe(z.string().regex(/^\d$/, "must be true, false or a number of proxies (0-9)").transform(Number)),
    /**
     * How long after a write that moves a product in the grid its numbered pages' boundaries are kept again (a job, one
     * for a stream of writes; decision 0029). 0 keeps them in the write itself, before it answers: for a small
     * catalogue, and for tests that count a page's cards right after adding products.
     */
    GRID_PAGES_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    /** Link health checks: pause between two requests to one host, and the deadline of one check. */
    LINK_CHECK_HOST_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    LINK_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
    /** Memory for rendered pages and public list answers kept for reuse (pages/page-cache.ts), in MiB; 0 keeps none. */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
    /**
     * Test-only: let the product extractor and the link checker fetch loopback addresses (127.0.0.1, ::1) on any
     * port, so tests can use a local fake shop. Refused with NODE_ENV=production (loadEnv): it opens the SSRF
     * guard to the server's own host.
     */
    EXTRACT_ALLOW_LOOPBACK: bool.transform((v) => v ?? false),
  })
  .transform((env) => {
    const PUBLIC_SITE_URL = env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`;
    const LOG_FORMAT = env.LOG_FORMAT ?? (env.NODE_ENV === "development" ? "pretty" : "json");
    const MAIL_FROM = env.MAIL_FROM ?? `Kicks Directory <alerts@${new URL(PUBLIC_SITE_URL).hostname}>`;
    // The home marketplace is not one "besides" it.
    const AMAZON_MARKETPLACES = env.AMAZON_MARKETPLACES.filter((m) => m !== env.AMAZON_MARKETPLACE);
    return {
      ...env,
      PUBLIC_SITE_URL,
      LOG_FORMAT,
      MAIL_FROM,
      AMAZON_MARKETPLACES,
      ALLOWED_ORIGINS: allowedOrigins(PUBLIC_SITE_URL, env.CORS_ORIGINS, env.NODE_ENV),
    };
  });

/** The Vite dev and preview servers, which proxy /api to this server in development (packages/site/vite.config.ts). */
const VITE_ORIGINS = ["http://localhost:5173", "http://localhost:4173"];

const originOf = (value: string): string | null => {
  try {
    const { origin } = new URL(value);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
};

/**
 * The origins whose pages may make cookie-authenticated writes: PUBLIC_SITE_URL's and CORS_ORIGINS (plus the
 * Vite servers in development). Never derived from the request's Host, which the sender chooses.
 */
function allowedOrigins(publicSiteUrl: string, corsOrigins: string[], nodeEnv: string): string[] {
  const list = [publicSiteUrl, ...corsOrigins, ...(nodeEnv === "development" ? VITE_ORIGINS : [])].map(originOf);
  return [...new Set(list.filter((o): o is string => o !== null))];
}

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/**
 * Fills `target` from the repository's `.env` (copied from .env.example), never overriding a variable that is
 * already set: the real environment always wins. Returns the file read, or null when there is none.
 */
export function loadDotEnvFile(
  file = path.join(workspaceRoot(), ".env"),
  target: Record<string, string | undefined> = process.env,
): string | null {
  if (!existsSync(file)) return null;
  for (const [key, value] of Object.entries(parseEnv(readFileSync(file, "utf8")))) {
    if (target[key] === undefined) target[key] = value;
  }
  return file;
}

/** Parse and check the environment. In production the admin password is mandatory. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env & { adminPassword: string; warnings: string[] } {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const env = parsed.data;
  if (env.EXTRACT_ALLOW_LOOPBACK && env.NODE_ENV === "production") {
    throw new ConfigError("EXTRACT_ALLOW_LOOPBACK is for tests only and is refused when NODE_ENV=production.");
  }
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    throw new ConfigError("DATABASE_REPLICA_URL needs DATABASE_URL: a replica follows a Postgres server, not the embedded database.");
  }
  if (env.S3_BUCKET) {
    const missing = (["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const).filter((name) => !env[name]);
    if (missing.length > 0) throw new ConfigError(`S3_BUCKET is set, so ${missing.join(", ")} must be set too.`);
  }
  for (const marketplace of env.AMAZON_MARKETPLACES) {
    if (env.AMAZON_CREATORS_CREDENTIAL_ID && !amazonCredential(env, marketplace)) {
      const region = amazonRegionOf(marketplace);
      throw new ConfigError(
        `AMAZON_MARKETPLACES names ${marketplace}, of Amazon's ${region} region: set AMAZON_CREATORS_CREDENTIAL_ID_${region}, AMAZON_CREATORS_CREDENTIAL_SECRET_${region} and AMAZON_CREATORS_CREDENTIAL_VERSION_${region}.`,
      );
    }
  }
  const warnings: string[] = [];
  let adminPassword = env.ADMIN_PASSWORD;
  if (!adminPassword) {
    if (env.NODE_ENV === "production") throw new ConfigError("ADMIN_PASSWORD must be set when NODE_ENV=production.");
    adminPassword = "admin";
    warnings.push("ADMIN_PASSWORD is not set: using the development password 'admin'. Set ADMIN_PASSWORD before deploying.");
  }
  return { ...env, adminPassword, warnings };
}

export type AppEnv = ReturnType<typeof loadEnv>;

/** A Creators API credential; `key` names whose rate and quota its requests count against (prices/amazon-budget.ts). */
export interface AmazonCredential {
  key: "home" | AmazonRegion;
  id: string;
  secret: string;
  version: CreatorsCredentialVersion;
}

/**
 * The credential that serves a marketplace: its region's (`AMAZON_CREATORS_CREDENTIAL_*_{NA,EU,FE}`) when set, else
 * the home one when it is of that region (versions x.1 NA, x.2 EU, x.3 FE) or the marketplace is the home one; null
 * when none does.
 */
export function amazonCredential(env: Env, marketplace: string): AmazonCredential | null {
  const region = amazonRegionOf(marketplace);
  if (region) {
    const [id, secret, version] = (["ID", "SECRET", "VERSION"] as const).map((part) => env[`AMAZON_CREATORS_CREDENTIAL_${part}_${region}`]);
    if (id && secret && version) return { key: region, id, secret, version: version as CreatorsCredentialVersion };
  }
  const { AMAZON_CREATORS_CREDENTIAL_ID: id, AMAZON_CREATORS_CREDENTIAL_SECRET: secret, AMAZON_CREATORS_CREDENTIAL_VERSION: version } = env;
  if (!id || !secret || !version) return null;
  const homeRegion = AMAZON_REGIONS[Number(version.slice(-1)) - 1];
  return marketplace === env.AMAZON_MARKETPLACE || homeRegion === region ? { key: "home", id, secret, version } : null;
}

/** The directory a `pnpm` script was started from (pnpm runs a package's script in the package's directory). */
export function invocationDir(): string {
  return process.env.INIT_CWD ?? process.cwd();
}
