import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const products = pgTable("products", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull(),
  price: numeric("price", { precision: 10, scale: 2 }).notNull(),
  /** ISO 4217 (drizzle/0013). */
  currency: text("currency").notNull().default("USD"),
  rating: numeric("rating", { precision: 2, scale: 1 }).notNull().default("4.5"),
  reviewCount: integer("review_count").notNull().default(0),
  imageUrl: text("image_url").notNull(),
  productUrl: text("product_url").notNull(),
  sourceStore: text("source_store").notNull().default("Amazon"),
  amazonAsin: text("amazon_asin"),
  category: text("category").notNull().default("sneaker-accessories"),
  /** in_stock, out_of_stock or unknown: what Amazon's offers last said (drizzle/0013). */
  availability: text("availability", { enum: ["in_stock", "out_of_stock", "unknown"] })
    .notNull()
    .default("unknown"),
  /** When Amazon's Creators API last confirmed the price; null for a price typed or read from a page. */
  priceCheckedAt: timestamp("price_checked_at", { withTimezone: true }),
  /** When the refresh job last asked the API about this product, whatever it answered. */
  priceAttemptedAt: timestamp("price_attempted_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every observed price of a product (written by triggers on products, drizzle/0013). */
export const priceHistory = pgTable("price_history", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  productId: integer("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  price: numeric("price", { precision: 10, scale: 2 }).notNull(),
  currency: text("currency").notNull(),
  observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
});

/** How the refresh of Amazon prices last went (one row, id 1). */
export const priceRefreshState = pgTable("price_refresh_state", {
  id: integer("id").primaryKey().default(1),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  lastError: text("last_error"),
  updatedAt: updatedAt(),
});

export const stores = pgTable(
  "stores",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    phone: text("phone"),
    website: text("website"),
    status: text("status").notNull().default("boutique"),
    rakutenMerchantId: text("rakuten_merchant_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("stores_location_idx").on(t.country, t.state, t.city, t.name)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    author: text("author").notNull(),
    category: text("category").notNull(),
    heroImage: text("hero_image").notNull(),
    heroImageAlt: text("hero_image_alt").notNull(),
    content: text("content").notNull(),
    featured: boolean("featured").notNull().default(false),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    keywords: text("keywords")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_posts_published_idx").on(t.published, t.publishedAt)],
);

/**
 * Slugs a post answered to before it was renamed, so old links keep working (a 301 to the post's current slug).
 * Each row points at the post, not at the next slug, so a chain of renames resolves in one step.
 */
export const blogSlugHistory = pgTable(
  "blog_slug_history",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("blog_slug_history_post_idx").on(t.postId)],
);

export const affiliatePrograms = pgTable("affiliate_programs", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  averageCommission: numeric("average_commission", { precision: 10, scale: 2 }).notNull().default("0"),
  price: numeric("price", { precision: 10, scale: 2 }).notNull().default("0"),
  commissionPercentage: integer("commission_percentage").notNull().default(30),
  affiliateLink: text("affiliate_link"),
  logoUrl: text("logo_url"),
  category: text("category").notNull().default("general"),
  notes: text("notes"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tweets = pgTable(
  "tweets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    content: text("content").notNull(),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    status: text("status").notNull().default("draft"),
    tweetType: text("tweet_type").notNull().default("product"),
    relatedProductId: integer("related_product_id").references(() => products.id, { onDelete: "set null" }),
    relatedProgramId: integer("related_program_id").references(() => affiliatePrograms.id, { onDelete: "set null" }),
    platform: text("platform").notNull().default("twitter"),
    /** Set by the posting job (src/tweets/tweets.jobs.ts). */
    postedAt: timestamp("posted_at", { withTimezone: true }),
    externalId: text("external_id"),
    externalUrl: text("external_url"),
    lastError: text("last_error"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("tweets_status_check", sql`${t.status} in ('draft', 'scheduled', 'published', 'failed', 'missed')`),
    check("tweets_type_check", sql`${t.tweetType} in ('product', 'affiliate', 'general')`),
    check("tweets_platform_check", sql`${t.platform} in ('twitter')`),
  ],
);

/** The brand listings of /resources: seeded from core's static list into an empty table, edited in the admin (0015). */
export const resources = pgTable("resources", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  url: text("url").notNull(),
  description: text("description").notNull(),
  logo: text("logo").notNull(),
  category: text("category").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull().unique(),
    kind: text("kind").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("sessions_kind_check", sql`${t.kind} in ('cookie', 'token')`), index("sessions_expires_idx").on(t.expiresAt)],
);

/** A post preview (drizzle/0014): the editor's fields at the time Preview was pressed, behind an unguessable link. */
export const postPreviews = pgTable(
  "post_previews",
  {
    tokenHash: text("token_hash").primaryKey(),
    post: jsonb("post").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("post_previews_expires_idx").on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    clientKey: text("client_key").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_client_idx").on(t.clientKey, t.attemptedAt)],
);

/**
 * Durable background work (src/jobs/jobs.runner.ts, docs/decisions/0009-durable-jobs-on-postgres.md). A row is
 * claimed with `FOR UPDATE SKIP LOCKED`, so with several server instances each due job runs once.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    status: text("status").notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lastError: text("last_error"),
    /** At most one pending job per key (a tweet's posting, a recurring check). */
    dedupeKey: text("dedupe_key"),
    /** Recurring jobs: the next run is scheduled this long after this one's due time. */
    repeatMs: integer("repeat_ms"),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The X-Request-Id of the request that scheduled the job, carried into its runs' log records. */
    requestId: text("request_id"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("jobs_status_check", sql`${t.status} in ('pending', 'running', 'done', 'failed', 'cancelled')`),
    index("jobs_due_idx").on(t.status, t.runAt),
    uniqueIndex("jobs_pending_dedupe_idx")
      .on(t.dedupeKey)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** What an outbound link leads to: a product, a store's website, a brand listing, or something else. */
const LINK_KINDS = sql`('product', 'store', 'brand', 'other')`;

/**
 * One click on an outbound link (POST /api/clicks). No address is kept: `visitor_hash` is a hash of the
 * address with that day's random salt (click_salts), only good for rate limiting within the day.
 */
export const linkClicks = pgTable(
  "link_clicks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    url: text("url").notNull(),
    kind: text("kind").notNull(),
    /** The product's or store's id (kind product/store). */
    refId: integer("ref_id"),
    label: text("label").notNull(),
    source: text("source").notNull().default(""),
    visitorHash: text("visitor_hash").notNull(),
    clickedAt: timestamp("clicked_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("link_clicks_kind_check", sql`${t.kind} in ${LINK_KINDS}`),
    index("link_clicks_time_idx").on(t.clickedAt),
    index("link_clicks_visitor_idx").on(t.visitorHash, t.clickedAt),
    index("link_clicks_ref_idx").on(t.kind, t.refId, t.clickedAt),
  ],
);

/** The day's random salt for visitor hashes (UTC date); old ones are deleted, so old hashes cannot be redone. */
export const clickSalts = pgTable("click_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/** The health of each outbound link (src/links/link-health.service.ts): checked daily and on demand. */
export const linkChecks = pgTable(
  "link_checks",
  {
    url: text("url").primaryKey(),
    /** A short key for the health list's order (drizzle/0012): the URL can be too long for a cursor. */
    id: integer("id").generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    refId: integer("ref_id"),
    label: text("label").notNull(),
    status: text("status").notNull().default("pending"),
    /** 404/410 answers in a row: two make the link broken. */
    notFoundStreak: integer("not_found_streak").notNull().default(0),
    lastCode: integer("last_code"),
    lastError: text("last_error"),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
  },
  (t) => [
    check("link_checks_kind_check", sql`${t.kind} in ${LINK_KINDS}`),
    check("link_checks_status_check", sql`${t.status} in ('pending', 'ok', 'broken', 'unreachable')`),
  ],
);

/** Placement → Amazon tracking id (drizzle/0018): links in that placement carry it as `tag=`. */
export const amazonTrackingIds = pgTable(
  "amazon_tracking_ids",
  {
    placement: text("placement").primaryKey(),
    trackingId: text("tracking_id").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("amazon_tracking_ids_tracking_id_idx").on(sql`lower(${t.trackingId})`)],
);

/** One row of an imported earnings report (drizzle/0018); amounts in the report's currency. */
export const earnings = pgTable(
  "earnings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    network: text("network").notNull(),
    /** The row's fingerprint and its occurrence in the file: the same row imported again is the same key. */
    rowKey: text("row_key").notNull(),
    /** The report's day of the sale (Amazon: shipped; Rakuten: transaction). */
    day: date("day", { mode: "string" }).notNull(),
    /** Rakuten: the link's u1. Amazon rows name a tracking id instead (amazon_tracking_ids gives its placement). */
    placement: text("placement"),
    trackingId: text("tracking_id"),
    asin: text("asin"),
    merchantId: text("merchant_id"),
    advertiser: text("advertiser"),
    orderId: text("order_id"),
    item: text("item").notNull().default(""),
    /** Amazon: items shipped net of returns; Rakuten: items of the order line. */
    items: integer("items").notNull().default(0),
    sales: numeric("sales", { precision: 14, scale: 2 }).notNull().default("0"),
    /** What the site earned: Amazon's ad fees, Rakuten's total commission. */
    commission: numeric("commission", { precision: 14, scale: 2 }).notNull(),
    currency: text("currency").notNull(),
    fileName: text("file_name").notNull().default(""),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("earnings_network_check", sql`${t.network} in ('amazon', 'rakuten')`),
    uniqueIndex("earnings_row_key_idx").on(t.network, t.rowKey),
    index("earnings_day_idx").on(t.day),
    index("earnings_asin_idx")
      .on(sql`upper(${t.asin})`, t.day)
      .where(sql`${t.asin} IS NOT NULL`),
  ],
);
