-- Prices that are true (issue 22, docs/decisions/0032-prices-from-amazon.md): a product's currency, its availability
-- and the time Amazon's Creators API last confirmed its price; every observed price change kept.
ALTER TABLE "products" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "availability" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_availability_check" CHECK ("availability" IN ('in_stock', 'out_of_stock', 'unknown'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_currency_check" CHECK ("currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
-- When the API last confirmed the price (null: typed by hand or read from a shop's page), and when it was last asked
-- about the product (whatever it answered): the refresh job takes the Amazon products asked about longest ago first
-- (the index's predicate is the service's isAmazonProduct word for word: with only the ASIN in it, the planner put
-- the store test's default selectivity on the index path and sorted a scan of the whole table instead).
ALTER TABLE "products" ADD COLUMN "price_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_attempted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_price_refresh_idx" ON "products" ("price_attempted_at" NULLS FIRST, "id")
  WHERE "amazon_asin" IS NOT NULL AND lower(trim("source_store")) = 'amazon';--> statement-breakpoint
-- The oldest API price still shown: part of the public pages' data version (a page kept in memory must drop its
-- number the moment that price turns 24 hours old, with no write to tell it).
CREATE INDEX "products_price_checked_idx" ON "products" ("price_checked_at") WHERE "price_checked_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "price_history" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "price" numeric(10, 2) NOT NULL,
  "currency" text NOT NULL,
  "observed_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" ("product_id", "observed_at");--> statement-breakpoint
CREATE INDEX "price_history_observed_idx" ON "price_history" ("observed_at");--> statement-breakpoint
-- Every write of a price is seen here, whoever makes it (the refresh job, the admin, a bulk import): a product's
-- first price, then each change of price or currency, at the time the API confirmed it (or the write's time).
CREATE OR REPLACE FUNCTION price_history_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_history (product_id, price, currency, observed_at)
    SELECT n.id, n.price, n.currency, coalesce(n.price_checked_at, n.updated_at) FROM new_rows n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION price_history_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_history (product_id, price, currency, observed_at)
    SELECT n.id, n.price, n.currency,
      CASE WHEN n.price_checked_at IS DISTINCT FROM o.price_checked_at AND n.price_checked_at IS NOT NULL THEN n.price_checked_at ELSE n.updated_at END
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.price <> o.price OR n.currency <> o.currency;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_price_history_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION price_history_insert();--> statement-breakpoint
CREATE TRIGGER "products_price_history_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION price_history_update();--> statement-breakpoint
-- The products there were before: their current price is their first observation.
INSERT INTO price_history (product_id, price, currency, observed_at) SELECT "id", "price", "currency", "updated_at" FROM "products";--> statement-breakpoint
-- How the refresh of Amazon prices last went (one row): shown to the admin.
CREATE TABLE "price_refresh_state" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "last_run_at" timestamp with time zone,
  "last_error" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "price_refresh_state" ("id") VALUES (1);
