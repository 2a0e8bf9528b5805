-- The admin's lists a page at a time (docs/decisions/0031-admin-lists-paged.md): every order an admin list offers
-- is an index, walked from the cursor's key (WHERE (key…) > (cursor…) ORDER BY key… LIMIT n + 1), never an OFFSET.
-- The expressions below are the services' own, word for word (a query uses an expression index only when its
-- expression is the indexed one).

-- Products: the table's other sortable columns (title, updated and price have theirs, 0011), ties by id.
CREATE INDEX "products_store_idx" ON "products" (lower("source_store"), "id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" ("rating", "id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" ("category", "id");--> statement-breakpoint
-- The table's search: each word a substring of the title (products_title_trgm_idx, 0001), the store or the ASIN,
-- or a category's name (products_category_idx).
CREATE INDEX "products_store_trgm_idx" ON "products" USING gin (lower("source_store") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_asin_trgm_idx" ON "products" USING gin (lower("amazon_asin") gin_trgm_ops);--> statement-breakpoint

-- Saved posts: most recently updated first, along blog_posts_updated_idx (0011): nothing to add.

-- Tweets, the scheduling queue: scheduled ones soonest first (ties by id), then failed and missed ones (they wait
-- for a retry), then drafts, then published ones, each newest first (id descending, hence -id).
CREATE INDEX "tweets_queue_idx" ON "tweets" (
  (CASE "status" WHEN 'scheduled' THEN 0 WHEN 'failed' THEN 1 WHEN 'missed' THEN 1 WHEN 'draft' THEN 2 ELSE 3 END),
  (CASE WHEN "status" = 'scheduled' AND "scheduled_for" IS NOT NULL THEN "scheduled_for" ELSE '1970-01-01 00:00:00+00'::timestamptz END),
  (CASE WHEN "status" = 'scheduled' THEN "id" ELSE -"id" END)
);--> statement-breakpoint

-- Link health: broken and unacknowledged first, then acknowledged broken, unreachable, not yet checked, ok; by kind
-- and label within. A link gets a short id as the order's tie-breaker (its URL, the key, can be 2,048 characters:
-- too long for a cursor).
ALTER TABLE "link_checks" ADD COLUMN "id" integer GENERATED ALWAYS AS IDENTITY;--> statement-breakpoint
CREATE UNIQUE INDEX "link_checks_id_idx" ON "link_checks" ("id");--> statement-breakpoint
CREATE INDEX "link_checks_health_idx" ON "link_checks" (
  (CASE WHEN "status" = 'broken' AND "acknowledged_at" IS NULL THEN 0 WHEN "status" = 'broken' THEN 1
        WHEN "status" = 'unreachable' THEN 2 WHEN "status" = 'pending' THEN 3 ELSE 4 END),
  "kind", "label", "id"
);--> statement-breakpoint
-- The products whose link is broken (Manage Products' badges), in product id order.
CREATE INDEX "link_checks_broken_products_idx" ON "link_checks" ("ref_id") WHERE "kind" = 'product' AND "status" = 'broken';
