-- Price-drop alerts by email (issue 42, docs/decisions/0053-price-alerts-by-email.md). An address is kept once,
-- lower-cased; its watches are confirmed one by one (double opt-in); a deleted address survives only as a hash.
CREATE TABLE "alert_subscribers" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "email" text NOT NULL,
  "state" text DEFAULT 'pending' NOT NULL CHECK ("state" IN ('pending', 'confirmed', 'unsubscribed', 'bouncing')),
  -- The one-click unsubscribe link's token (every alert mail carries it).
  "unsubscribe_token" text NOT NULL,
  -- A permanent refusal (5xx) by the address's mail server: no mail goes to it any more.
  "bounce_reason" text,
  -- The last alert mail sent: at most one an hour.
  "last_alert_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscribers_email_idx" ON "alert_subscribers" ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscribers_unsubscribe_idx" ON "alert_subscribers" ("unsubscribe_token");--> statement-breakpoint
-- One watch per address and product. It fires when the price is at or below `threshold` (the target, or 95% of
-- `start_price`) and it is `armed`; firing disarms it until the price has been above the threshold again.
CREATE TABLE "price_watches" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "subscriber_id" integer NOT NULL REFERENCES "alert_subscribers"("id") ON DELETE CASCADE,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "start_price" numeric(10, 2) NOT NULL,
  "target_price" numeric(10, 2),
  "threshold" numeric(10, 2) NOT NULL,
  -- The confirmation link's token, hashed; null once confirmed. The link works for 48 hours.
  "confirm_token_hash" text,
  "confirm_expires_at" timestamp with time zone,
  "confirmed_at" timestamp with time zone,
  "armed" boolean DEFAULT true NOT NULL,
  "last_alert_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "price_watches_subscriber_product_idx" ON "price_watches" ("subscriber_id", "product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_watches_confirm_idx" ON "price_watches" ("confirm_token_hash") WHERE "confirm_token_hash" IS NOT NULL;--> statement-breakpoint
-- The alert job's scan: the armed, confirmed watches joined to their product's price.
CREATE INDEX "price_watches_armed_idx" ON "price_watches" ("product_id", "threshold") WHERE "armed" AND "confirmed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "price_watches_pending_idx" ON "price_watches" ("created_at") WHERE "confirmed_at" IS NULL;--> statement-breakpoint
-- Addresses deleted on request, as SHA-256 hashes of the lower-cased address: never mailed again.
CREATE TABLE "alert_suppressions" (
  "email_hash" text PRIMARY KEY,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Development without SMTP_URL: the mails the site would have sent, shown in the admin.
CREATE TABLE "mail_outbox" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "to_address" text NOT NULL,
  "subject" text NOT NULL,
  "text" text NOT NULL,
  "html" text NOT NULL,
  "headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
