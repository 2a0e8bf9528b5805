-- Search (DESIGN §6): trigram indexes so GET /api/search is served by Postgres, not a scan.
-- gin_trgm_ops supports both LIKE '%…%' (escaped user input) and the word-similarity operator <%.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_title_trgm_idx" ON "products" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_title_trgm_idx" ON "blog_posts" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_excerpt_trgm_idx" ON "blog_posts" USING gin (lower("excerpt") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resources_name_trgm_idx" ON "resources" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resources_description_trgm_idx" ON "resources" USING gin (lower("description") gin_trgm_ops);
