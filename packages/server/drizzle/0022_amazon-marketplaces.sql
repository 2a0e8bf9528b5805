-- Every click earns, wherever the visitor is (issue 37, docs/decisions/0046-amazon-marketplaces.md).
-- The home marketplace's detailPageURL from the Creators API: outbound Amazon links are built from it (its parameters
-- kept, tag set per placement); null for a product the API has not answered about (the link is amazon.com/dp/{ASIN}).
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "amazon_detail_url" text;
--> statement-breakpoint
-- One Amazon budget for all instances (prices/amazon-budget.ts): per credential (key), the earliest time the next
-- request to the Creators API may go (the rate, on the database's clock, shared by every instance) and the requests
-- of the quota day (UTC) against AMAZON_CREATORS_DAILY_REQUESTS. One statement claims a request's slot and counts it.
CREATE TABLE IF NOT EXISTS "amazon_api_budget" (
  "key" text PRIMARY KEY NOT NULL,
  "next_at" timestamp with time zone NOT NULL,
  "day" date NOT NULL,
  "requests" integer DEFAULT 0 NOT NULL,
  "refused" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Link health through the API (links/link-health.service.ts): the last refresh that reached Amazon asked about this
-- ASIN and the API did not return it. With an out-of-stock answer, the product's Amazon link counts as broken;
-- Amazon's pages are never fetched.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "amazon_missing" boolean DEFAULT false NOT NULL;
