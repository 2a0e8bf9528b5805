import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  smallint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * What the migrations (drizzle/NNNN_*.sql) keep in the database beyond the tables below, out of drizzle-kit's sight.
 * Each bullet names triggers, functions or generated columns, then in brackets the migration that defines them (and
 * the one that last changed them); schema.test.ts holds these names to a migrated database's, both ways.
 *
 * Generated columns (stored; drizzle neither selects nor writes them):
 * - `products.search`, `blog_posts.search`, `blog_posts.search_full`, `resources.search`, `stores.search` (0010):
 *   the search documents, 'simple' tsvectors of the title or name (weight A), the excerpt, description or a store's
 *   place (B) and a post's body without its tags (D, search_full only), each with a GIN index.
 * - `products.grid_group`, `products.grid_special`, `blog_posts.blog_rank` (0011): the home grid's and the blog's
 *   order as sort keys.
 *
 * Triggers (statement-level unless "each row") → their function:
 * - `products_slug_assign` → `product_slug_assign()` (0019; before insert, each row): a product added with slug ''
 *   claims the first free one of its title in product_slugs.
 * - `stores_slug_assign` → `store_slug_assign()` (0020, 0032; before insert, each row): a store's slug, made free of
 *   clashes (its city, then a number).
 * - `products_grid_slot_insert`, `products_grid_slot_update`, `products_grid_slot_delete`
 *   → `products_grid_slot_assign()` (0011, 0032): keep `products.grid_slot` (a plain column) of the Casio and G-Shock
 *   items, which alternate.
 * - `products_price_set_at` → `products_price_set_at()` (0029; before insert or update of price or currency, each
 *   row): dates a price written by anyone but the price refresh (which sets price_checked_at instead).
 * - `products_price_history_insert` → `price_history_record_first()` (0013, 0032): a new product's first price.
 * - `products_price_history_update` → `price_history_record_changes()` (0013, 0032): each change of price or currency.
 * - `products_facet_counts_insert`, `products_facet_counts_update`, `products_facet_counts_delete`,
 *   `products_facet_counts_truncate` → `product_facet_counts_apply()` (0021, 0032, 0036): keep product_facet_counts, one
 *   upsert per statement in the writer's slot, deleting the rows it leaves at zero.
 * - `products_link_checks_delete`, `products_link_checks_update` → `link_checks_forget_product()` (0037; the update
 *   each row, when product_url changed): a deleted product's link check, or its old link's, is deleted at once, so
 *   Link Health and the broken badges do not list it until the next check.
 * - `products_search_words_insert`, `products_search_words_update`, `blog_posts_search_words_insert`,
 *   `blog_posts_search_words_update`, `resources_search_words_insert`, `resources_search_words_update`,
 *   `stores_search_words_insert`, `stores_search_words_update` → `search_words_add()` (0010): add the words of new or
 *   changed search documents to the table search_words (search's spelling suggestions; words are never removed).
 * - `products_content_version`, `blog_posts_content_version`, `resources_content_version`, `stores_content_version`,
 *   `amazon_tracking_ids_content_version`, `post_products_content_version`, `product_grid_pages_content_version`
 *   → `content_version_bump()` (0008, 0018, 0019, 0032, 0035): move the writing table's counter (post_products:
 *   blog_posts'; product_grid_pages: products') in the table
 *   content_version (0008, renamed 0011, slotted 0024), which tells the page cache a page is stale.
 *
 * Functions the triggers and indexes call:
 * - `product_slug_base()`, `product_slug_claim()` (0019): a title as a slug; the first free one claimed for a product.
 * - `store_slug_base()`, `store_free_slug()` (0020): a name as a slug; the first free one (city, then a number).
 * - `products_grid_slots()` (0011): recompute every grid slot.
 * - `product_price_bands()`, `product_price_band()` (0021, 0036): the facets' price bands; a price's band.
 * - `write_slot()` (0024): the slot of content_version and product_facet_counts a transaction writes (1 of 16).
 * - `link_key()`, `link_host()` (0011): an outbound URL's key and host, indexed to map clicks to their link.
 */

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
  /** The home marketplace's `detailPageURL` from the Creators API: outbound links are built from it (drizzle/0022). */
  amazonDetailUrl: text("amazon_detail_url"),
  /** The last refresh asked the Creators API about the ASIN and it was not returned: the link is broken (drizzle/0022). */
  amazonMissing: boolean("amazon_missing").notNull().default(false),
  category: text("category").notNull().default("sneaker-accessories"),
  /** in_stock, out_of_stock or unknown: what Amazon's offers last said (drizzle/0013). */
  availability: text("availability", { enum: ["in_stock", "out_of_stock", "unknown"] })
    .notNull()
    .default("unknown"),
  /** When Amazon's Creators API last confirmed the price; null for a price typed or read from a page. */
  priceCheckedAt: timestamp("price_checked_at", { withTimezone: true }),
  /**
   * When the price or currency was last written other than by the API (typed, imported, read from a page): set by a
   * trigger from the write's updated_at (drizzle/0029). The price's "as of" is priceCheckedAt when set, else this.
   */
  priceSetAt: timestamp("price_set_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the refresh job last asked the API about this product, whatever it answered. */
  priceAttemptedAt: timestamp("price_attempted_at", { withTimezone: true }),
  /**
   * Its page's address (/products/{slug}, drizzle/0019, C-collated): given by the database from the title when the
   * product is inserted with none (''), kept when the title changes.
   */
  slug: text("slug").notNull().default(""),
  /** A short description written in the admin ('' : none). */
  description: text("description").notNull().default(""),
  /** Its id in the supplier's or network's feed it was imported from (drizzle/0024, unique); null for one added by hand. */
  externalId: text("external_id"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * How many products share a category, a store, a stock state and a price band: the catalogue's facet counts
 * (products/catalogue.service.ts), kept by triggers on products (drizzle/0021).
 */
export const productFacetCounts = pgTable(
  "product_facet_counts",
  {
    category: text("category").notNull(),
    sourceStore: text("source_store").notNull(),
    availability: text("availability").notNull(),
    /** The lower bound of the products' price band (product_price_band, drizzle/0021). */
    priceBand: numeric("price_band").notNull(),
    /** The writers' slot (drizzle/0024): concurrent writers move different rows; the count is the slots' sum. */
    slot: smallint("slot").notNull().default(0),
    products: integer("products").notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.sourceStore, t.availability, t.priceBand, t.slot] })],
);

/**
 * The first key of every page of the public list in the grid order (PRODUCT_PAGE_SIZE a page), kept by the job
 * `products.grid-pages` (drizzle/0035): a numbered page reads its rows between two kept keys, at any depth, instead of
 * skipping the rows before it.
 */
export const productGridPages = pgTable("product_grid_pages", {
  page: integer("page").primaryKey(),
  gridGroup: smallint("grid_group").notNull(),
  slot: bigint("slot", { mode: "number" }).notNull(),
  id: integer("id").notNull(),
});

/**
 * Every slug a product ever answered to (drizzle/0019): its current one (products.slug) and older ones (a 301 to the
 * current); a deleted product's slugs keep their row with no product (a 410).
 */
export const productSlugs = pgTable(
  "product_slugs",
  {
    slug: text("slug").primaryKey(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("product_slugs_product_idx").on(t.productId)],
);

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

/**
 * One Amazon budget for every instance (prices/amazon-budget.ts, drizzle/0022): per credential, when the next request
 * may go (the shared rate) and the requests of the quota day (UTC); `refused`: requests the spent quota turned away.
 */
export const amazonApiBudget = pgTable("amazon_api_budget", {
  key: text("key").primaryKey(),
  nextAt: timestamp("next_at", { withTimezone: true }).notNull(),
  day: date("day", { mode: "string" }).notNull(),
  requests: integer("requests").notNull().default(0),
  refused: integer("refused").notNull().default(0),
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
    /** Its page, /stores/{slug}: given on insert (blank: made from the name), made free of clashes by a trigger (drizzle/0020). */
    slug: text("slug").notNull().default(""),
    /** WGS 84 degrees, both or neither (checked in drizzle/0020). */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("stores_location_idx").on(t.country, t.state, t.city, t.name), uniqueIndex("stores_slug_idx").on(t.slug)],
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

/** The products a post features (its product boxes and comparison tables), written when the post is saved (drizzle/0019). */
export const postProducts = pgTable(
  "post_products",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.productId] }), index("post_products_product_idx").on(t.productId, t.postId)],
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
    /** A recurring job's finished runs, newest first: all but the newest are deleted as each run ends. */
    index("jobs_finished_dedupe_idx")
      .on(t.dedupeKey, t.id)
      .where(sql`${t.status} in ('done', 'failed')`),
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
    /** The visitor's country (GEO_COUNTRY_HEADER or the browser language's region), when known (drizzle/0023). */
    country: text("country"),
    /** The Amazon marketplace the click went to (an Amazon product's click through /api/go). */
    marketplace: text("marketplace"),
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
    /**
     * The host whose job probes this link (drizzle/0034): its job reads its links from here a page at a time.
     * Null for a link checked otherwise (an Amazon product's, through the price refresh).
     */
    probeHost: text("probe_host"),
  },
  (t) => [
    index("link_checks_probe_host_idx").on(t.probeHost, t.url),
    check("link_checks_kind_check", sql`${t.kind} in ${LINK_KINDS}`),
    check("link_checks_status_check", sql`${t.status} in ('pending', 'ok', 'broken', 'unreachable')`),
  ],
);

/** Placement → Amazon tracking id (drizzle/0018): links in that placement carry it as `tag=`. */
export const amazonTrackingIds = pgTable(
  "amazon_tracking_ids",
  {
    /** The marketplace host ('' for the home one, AMAZON_MARKETPLACE): drizzle/0023. */
    marketplace: text("marketplace").notNull().default(""),
    placement: text("placement").notNull(),
    trackingId: text("tracking_id").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.marketplace, t.placement] }),
    uniqueIndex("amazon_tracking_ids_tracking_id_idx").on(sql`lower(${t.trackingId})`),
  ],
);

/** What the Creators API last said of an Amazon product in a marketplace of AMAZON_MARKETPLACES (drizzle/0023). */
export const amazonMarketplaceItems = pgTable(
  "amazon_marketplace_items",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    marketplace: text("marketplace").notNull(),
    /** null: the API did not return the item in this marketplace. */
    availability: text("availability"),
    detailUrl: text("detail_url"),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.marketplace] })],
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

/** An address that asked for price-drop alerts (drizzle/0026, docs/decisions/0053): lower-cased, one row each. */
export const alertSubscribers = pgTable(
  "alert_subscribers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    state: text("state", { enum: ["pending", "confirmed", "unsubscribed", "bouncing"] })
      .notNull()
      .default("pending"),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    bounceReason: text("bounce_reason"),
    lastAlertAt: timestamp("last_alert_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("alert_subscribers_email_idx").on(t.email), uniqueIndex("alert_subscribers_unsubscribe_idx").on(t.unsubscribeToken)],
);

/** One address watching one product's price (drizzle/0026): fires at or below `threshold` while `armed`. */
export const priceWatches = pgTable(
  "price_watches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => alertSubscribers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    startPrice: numeric("start_price", { precision: 10, scale: 2 }).notNull(),
    targetPrice: numeric("target_price", { precision: 10, scale: 2 }),
    threshold: numeric("threshold", { precision: 10, scale: 2 }).notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    armed: boolean("armed").notNull().default(true),
    lastAlertAt: timestamp("last_alert_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("price_watches_subscriber_product_idx").on(t.subscriberId, t.productId)],
);

/** Addresses deleted on request, kept only as SHA-256 hashes so they are never mailed again (drizzle/0026). */
export const alertSuppressions = pgTable("alert_suppressions", {
  emailHash: text("email_hash").primaryKey(),
  createdAt: createdAt(),
});

/** Development without SMTP_URL: the mails that would have been sent (drizzle/0026), shown in the admin. */
export const mailOutbox = pgTable("mail_outbox", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});
