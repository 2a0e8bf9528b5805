-- Issue 27: the publish panel's preview links and the tweet queue's tabs and week (docs/decisions/0034-publish-panel-and-tweet-queue.md).

-- A post's preview, as the editor held it when Preview was pressed: the page at /preview/{token} renders it with the
-- site's own post page. The token is kept hashed (like sessions); a preview expires after an hour.
CREATE TABLE "post_previews" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "post" jsonb NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "post_previews_expires_idx" ON "post_previews" ("expires_at");--> statement-breakpoint

-- The queue's tabs (one status each) in the queue's order within the status: the expressions are tweets_queue_idx's
-- (0012) and the service's, word for word.
CREATE INDEX "tweets_status_queue_idx" ON "tweets" (
  "status",
  (CASE WHEN "status" = 'scheduled' AND "scheduled_for" IS NOT NULL THEN "scheduled_for" ELSE '1970-01-01 00:00:00+00'::timestamptz END),
  (CASE WHEN "status" = 'scheduled' THEN "id" ELSE -"id" END)
);--> statement-breakpoint
-- The week calendar: tweets by their time.
CREATE INDEX "tweets_scheduled_for_idx" ON "tweets" ("scheduled_for", "id") WHERE "scheduled_for" IS NOT NULL;--> statement-breakpoint

-- The demo tweets loaded as 'published' were never posted (no id on X): they are the missed tweets they really are.
UPDATE "tweets" SET "status" = 'missed'
WHERE "status" = 'published' AND "external_id" IS NULL AND "content" IN (
  'Stack, light and show off your grails: the SupBro LED stackable display box is back in stock. 👟✨',
  'The Casio vs. G-Shock debate, settled: why not both? New watch picks on the products page.'
);
