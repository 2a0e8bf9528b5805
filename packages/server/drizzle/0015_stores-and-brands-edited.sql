-- Stores and brand listings are edited in the admin (issue 27, docs/decisions/0035-stores-and-brands-in-the-admin.md).
-- Brand listings (the resources table, until now a mirror of core's static list rewritten at every start) become
-- rows of their own: seeded once into an empty table, then kept as the admin leaves them. Every write moves the
-- table's content_version counter (the triggers of 0008), so rendered pages and kept answers refresh.
ALTER TABLE "resources" ADD COLUMN IF NOT EXISTS "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN IF NOT EXISTS "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_category_check" CHECK ("category" in ('Brands', 'Retailers', 'Marketplaces', 'Care & Cleaning', 'Apparel', 'Accessories', 'Home & Office'));--> statement-breakpoint
-- A name is listed once, whatever its case ("Nike" and "nike" are one brand); the admin's list walks it in name order.
CREATE UNIQUE INDEX IF NOT EXISTS "resources_name_lower_idx" ON "resources" (lower("name"));--> statement-breakpoint
-- The admin's store list: name order (ties by id), a page at a time.
CREATE INDEX IF NOT EXISTS "stores_name_idx" ON "stores" (lower("name"), "id");
