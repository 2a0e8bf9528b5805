-- Search is answered from an index each server process keeps in memory (src/search/search-index.ts,
-- docs/decisions/0014-in-process-search-index.md). Each searchable table's committed changes move its counter
-- here, in the writing transaction, so every instance sees a change the moment it is committed and brings its
-- index up to date before answering. One row: concurrent writers of different tables take the same row lock, in
-- the same order, so they cannot deadlock.
CREATE TABLE IF NOT EXISTS "search_version" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "products" bigint NOT NULL DEFAULT 0,
  "blog_posts" bigint NOT NULL DEFAULT 0,
  "stores" bigint NOT NULL DEFAULT 0,
  "resources" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "search_version" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE search_version SET %I = %I + 1 WHERE id = 1', TG_TABLE_NAME, TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'blog_posts', 'resources', 'stores'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_search_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump()',
      t || '_search_version', t);
    -- The search documents and vocabulary of 0007 are no longer read; their triggers and GIN indexes only cost writes.
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_search_words_insert', t);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_search_words_update', t);
    EXECUTE format('ALTER TABLE %I DROP COLUMN IF EXISTS search', t);
  END LOOP;
END
$$;--> statement-breakpoint
DROP FUNCTION IF EXISTS search_words_add();--> statement-breakpoint
DROP TABLE IF EXISTS "search_words";
