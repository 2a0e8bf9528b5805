ALTER TABLE "tweets" DROP CONSTRAINT "tweets_status_check";--> statement-breakpoint
ALTER TABLE "tweets" ADD COLUMN "posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tweets" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "tweets" ADD COLUMN "external_url" text;--> statement-breakpoint
ALTER TABLE "tweets" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "tweets" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tweets" ADD CONSTRAINT "tweets_status_check" CHECK ("tweets"."status" in ('draft', 'scheduled', 'published', 'failed', 'missed'));