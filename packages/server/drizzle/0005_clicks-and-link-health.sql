CREATE TABLE "click_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_checks" (
	"url" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer,
	"label" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"not_found_streak" integer DEFAULT 0 NOT NULL,
	"last_code" integer,
	"last_error" text,
	"checked_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "link_checks_kind_check" CHECK ("link_checks"."kind" in ('product', 'store', 'brand', 'other')),
	CONSTRAINT "link_checks_status_check" CHECK ("link_checks"."status" in ('pending', 'ok', 'broken', 'unreachable'))
);
--> statement-breakpoint
CREATE TABLE "link_clicks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "link_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer,
	"label" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"visitor_hash" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "link_clicks_kind_check" CHECK ("link_clicks"."kind" in ('product', 'store', 'brand', 'other'))
);
--> statement-breakpoint
CREATE INDEX "link_clicks_time_idx" ON "link_clicks" USING btree ("clicked_at");--> statement-breakpoint
CREATE INDEX "link_clicks_visitor_idx" ON "link_clicks" USING btree ("visitor_hash","clicked_at");--> statement-breakpoint
CREATE INDEX "link_clicks_ref_idx" ON "link_clicks" USING btree ("kind","ref_id","clicked_at");