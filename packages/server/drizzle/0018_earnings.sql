-- Which page earns (issue 23, docs/decisions/0037-placements-and-earnings.md).
-- Placement → Amazon tracking id, edited in the admin. The public pages show links tagged with these, so every write
-- moves its own content_version counter (the triggers of 0008) and rendered pages refresh.
CREATE TABLE IF NOT EXISTS "amazon_tracking_ids" (
  "placement" text PRIMARY KEY NOT NULL,
  "tracking_id" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A report row says a tracking id; it must name one placement.
CREATE UNIQUE INDEX IF NOT EXISTS "amazon_tracking_ids_tracking_id_idx" ON "amazon_tracking_ids" (lower("tracking_id"));--> statement-breakpoint
ALTER TABLE "content_version" ADD COLUMN IF NOT EXISTS "amazon_tracking_ids" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
DROP TRIGGER IF EXISTS "amazon_tracking_ids_search_version" ON "amazon_tracking_ids";--> statement-breakpoint
CREATE TRIGGER "amazon_tracking_ids_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "amazon_tracking_ids"
  FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();--> statement-breakpoint
-- One row of an imported earnings report (Amazon's earnings report, Rakuten's Signature Orders report). row_key is the
-- row's fingerprint and its occurrence in the file: re-importing a file (or an overlapping one) adds nothing.
-- Amounts stay in the report's currency, never converted.
CREATE TABLE IF NOT EXISTS "earnings" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "network" text NOT NULL,
  "row_key" text NOT NULL,
  "day" date NOT NULL,
  "placement" text,
  "tracking_id" text,
  "asin" text,
  "merchant_id" text,
  "advertiser" text,
  "order_id" text,
  "item" text NOT NULL DEFAULT '',
  "items" integer NOT NULL DEFAULT 0,
  "sales" numeric(14, 2) NOT NULL DEFAULT 0,
  "commission" numeric(14, 2) NOT NULL,
  "currency" text NOT NULL,
  "file_name" text NOT NULL DEFAULT '',
  "imported_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "earnings_network_check" CHECK ("network" in ('amazon', 'rakuten'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "earnings_row_key_idx" ON "earnings" ("network", "row_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "earnings_day_idx" ON "earnings" ("day");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "earnings_asin_idx" ON "earnings" (upper("asin"), "day") WHERE "asin" IS NOT NULL;
