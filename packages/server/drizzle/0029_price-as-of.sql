-- Every price has a date: `price_set_at` is when the price (or its currency) was last written by anyone but the
-- Creators API (typed in the admin, imported, read from a page). A price's "as of" is the API's confirmation when
-- there is one (price_checked_at), else this; an Amazon price more than 24 hours old is not shown, however it was set.
ALTER TABLE "products" ADD COLUMN "price_set_at" timestamp with time zone;--> statement-breakpoint
UPDATE "products" p SET "price_set_at" = coalesce((SELECT max(h."observed_at") FROM "price_history" h WHERE h."product_id" = p."id"), p."updated_at");--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_set_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_set_at" SET NOT NULL;--> statement-breakpoint
-- Whoever writes a new price or currency dates it with the write's time (the refresh job dates its own in
-- price_checked_at, which takes precedence).
CREATE OR REPLACE FUNCTION products_price_set_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.price <> OLD.price OR NEW.currency <> OLD.currency THEN
    NEW.price_set_at := NEW.updated_at;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_price_set_at" BEFORE INSERT OR UPDATE OF "price", "currency" ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_price_set_at();--> statement-breakpoint
-- The oldest Amazon price still shown, whether the API confirmed it or it was typed: part of the public pages' data
-- version (the predicate is the page cache's word for word).
DROP INDEX "products_price_checked_idx";--> statement-breakpoint
CREATE INDEX "products_amazon_price_as_of_idx" ON "products" ((coalesce("price_checked_at", "price_set_at")))
  WHERE lower(trim("source_store")) = 'amazon';
