-- A recurring job keeps its newest finished runs only (jobs.runner.ts deletes older ones as each run ends): this
-- index finds a job's finished runs newest first. Runs finished before it are pruned here once.
CREATE INDEX "jobs_finished_dedupe_idx" ON "jobs" ("dedupe_key", "id") WHERE "status" IN ('done', 'failed');--> statement-breakpoint
DELETE FROM "jobs" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "dedupe_key" ORDER BY "id" DESC) AS "newer"
    FROM "jobs" WHERE "repeat_ms" IS NOT NULL AND "dedupe_key" IS NOT NULL AND "status" IN ('done', 'failed')
  ) AS "runs" WHERE "newer" > 100
);--> statement-breakpoint
-- The alert scan re-arms the disarmed watches whose price rose above their threshold: few, found without
-- reading every watch.
CREATE INDEX "price_watches_disarmed_idx" ON "price_watches" ("product_id") WHERE NOT "armed";--> statement-breakpoint
-- Admin › Subscribers a page at a time, newest first.
CREATE INDEX "alert_subscribers_created_idx" ON "alert_subscribers" ("created_at" DESC, "id" DESC);
