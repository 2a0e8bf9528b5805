-- Amazon's marketplaces abroad and the visitor's marketplace at click time (issue 37, docs/decisions/0048-amazon-marketplaces.md).
-- What the Creators API last said of an Amazon product in each marketplace of AMAZON_MARKETPLACES (the home one's is
-- on products): availability null when the API did not return the item there, and the link Amazon gave for it.
CREATE TABLE IF NOT EXISTS "amazon_marketplace_items" (
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "marketplace" text NOT NULL,
  "availability" text,
  "detail_url" text,
  "checked_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("product_id", "marketplace")
);
--> statement-breakpoint
-- A tracking id per marketplace and placement ('' is the home marketplace): a report's tracking id still names one
-- placement, and now its marketplace too.
ALTER TABLE "amazon_tracking_ids" ADD COLUMN IF NOT EXISTS "marketplace" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "amazon_tracking_ids" DROP CONSTRAINT IF EXISTS "amazon_tracking_ids_pkey";
--> statement-breakpoint
ALTER TABLE "amazon_tracking_ids" ADD PRIMARY KEY ("marketplace", "placement");
--> statement-breakpoint
-- The click's country (CDN header or the browser language's region) and, for an Amazon product, the marketplace the
-- visitor was sent to.
ALTER TABLE "link_clicks" ADD COLUMN IF NOT EXISTS "country" text;
--> statement-breakpoint
ALTER TABLE "link_clicks" ADD COLUMN IF NOT EXISTS "marketplace" text;
