-- Search at scale (docs/decisions/0004-search-with-pg-trgm.md): each searchable table keeps its search
-- document as a generated tsvector ('simple': lower-cased words, no stemming or stop words, so a brand called
-- "On" stays findable) with a GIN index; title-like fields weigh A, the rest B.
ALTER TABLE "products" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', "title"), 'A')) STORED;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', "excerpt"), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "name"), 'A') || setweight(to_tsvector('simple', "description"), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "name"), 'A') || setweight(to_tsvector('simple', "city" || ' ' || "state" || ' ' || "country"), 'B')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_search_idx" ON "blog_posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resources_search_idx" ON "resources" USING gin ("search");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stores_search_idx" ON "stores" USING gin ("search");--> statement-breakpoint
-- The vocabulary: every word of every search document, once. A misspelt query word is corrected against
-- this small table (trigram similarity, GIN index) instead of comparing it with every row of every table.
-- Words are only added (a word left by a deleted row only widens a correction to a word that matches nothing).
CREATE TABLE IF NOT EXISTS "search_words" ("word" text COLLATE "C" PRIMARY KEY);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w.lexeme FROM new_rows, unnest(new_rows.search) AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- One trigger per event: a trigger with transition tables fires for a single event.
DO $$
DECLARE
  t text;
  e text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'blog_posts', 'resources', 'stores'] LOOP
    FOREACH e IN ARRAY ARRAY['insert', 'update'] LOOP
      EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add()',
        t || '_search_words_' || e, e, t);
    END LOOP;
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme FROM (
    SELECT search FROM products UNION ALL SELECT search FROM blog_posts
    UNION ALL SELECT search FROM resources UNION ALL SELECT search FROM stores) AS docs, unnest(docs.search) AS w
  ON CONFLICT DO NOTHING;
