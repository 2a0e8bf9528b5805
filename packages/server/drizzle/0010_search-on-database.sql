-- Search on the database's own engine (src/search/search.service.ts, docs/decisions/0028-search-on-the-database.md),
-- as 0007 had it, with post bodies: each searchable table keeps its search document as a generated tsvector
-- ('simple': lower-cased words, no stemming or stop words, so a brand called "On" stays findable) with a GIN
-- index. Titles and names weigh A; excerpts, descriptions and a store's place B; a post's body, its sanitized HTML
-- with the tags and character references taken out, D. The change counters of 0008/0009 (search_version) are not
-- search's any more and stay as they are; so do the trigram indexes of 0001 (the admin's product table searches
-- titles through products_title_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', "title"), 'A')) STORED;--> statement-breakpoint
-- A post has two: `search` of its title and excerpt, what every public post is first matched on, and `search_full`,
-- the same with its body, matched when the title and excerpt are not enough.
ALTER TABLE "blog_posts" ADD COLUMN IF NOT EXISTS "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', "excerpt"), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN IF NOT EXISTS "search_full" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', "excerpt"), 'B')
  || setweight(to_tsvector('simple', regexp_replace(regexp_replace("content", '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN IF NOT EXISTS "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "name"), 'A') || setweight(to_tsvector('simple', "description"), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "name"), 'A') || setweight(to_tsvector('simple', "city" || ' ' || "state" || ' ' || "country"), 'B')) STORED;--> statement-breakpoint
-- fastupdate off: a write goes into the index itself, not into the pending list every search must then read through
-- (measured on the bench data: ~1,800 pending entries after 5,000 price updates made a search ~25% costlier, and the
-- list grows to 4 MB before it is merged). Bulk inserts pay for it: 20,000 products 0.65 → 1.5 s.
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("search") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_search_idx" ON "blog_posts" USING gin ("search") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_search_full_idx" ON "blog_posts" USING gin ("search_full") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resources_search_idx" ON "resources" USING gin ("search") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stores_search_idx" ON "stores" USING gin ("search") WITH (fastupdate = off);--> statement-breakpoint
-- Titles in byte order: those that start with the query (the one that is the query first), whatever the GIN index
-- yields first.
CREATE INDEX IF NOT EXISTS "products_title_lower_idx" ON "products" ((lower("title") COLLATE "C"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "blog_posts_title_lower_idx" ON "blog_posts" ((lower("title") COLLATE "C"));--> statement-breakpoint
-- The vocabulary: every word of every search document, once. A misspelt query word is corrected against this
-- small table (trigram similarity, GIN index) before the text query is built, instead of being compared with
-- every row. Words are only added: one left by a deleted or renamed row can still be offered as a correction, and
-- then matches nothing.
CREATE TABLE IF NOT EXISTS "search_words" ("word" text COLLATE "C" PRIMARY KEY);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The trigger's argument names the column holding the whole document (a post's `search_full`). An update adds only
-- the words of documents it changed: a price change reads no words. (Static statements: PL/pgSQL keeps their plans,
-- one copy of the function per table.)
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND TG_ARGV[0] = 'search_full' THEN
    INSERT INTO search_words (word) SELECT DISTINCT w.lexeme FROM new_rows, unnest(new_rows.search_full) AS w ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word) SELECT DISTINCT w.lexeme FROM new_rows, unnest(new_rows.search) AS w ON CONFLICT DO NOTHING;
  ELSIF TG_ARGV[0] = 'search_full' THEN
    INSERT INTO search_words (word) SELECT DISTINCT w.lexeme
      FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id, unnest(new_rows.search_full) AS w
      WHERE old_rows.search_full IS DISTINCT FROM new_rows.search_full ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word) SELECT DISTINCT w.lexeme
      FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id, unnest(new_rows.search) AS w
      WHERE old_rows.search IS DISTINCT FROM new_rows.search ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- One trigger per event: a trigger with transition tables fires for a single event.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'blog_posts', 'resources', 'stores'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_search_words_insert', t);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_search_words_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_words_add(%L)', t || '_search_words_insert', t, CASE t WHEN 'blog_posts' THEN 'search_full' ELSE 'search' END);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_words_add(%L)', t || '_search_words_update', t, CASE t WHEN 'blog_posts' THEN 'search_full' ELSE 'search' END);
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme FROM (
    SELECT search FROM products UNION ALL SELECT search_full FROM blog_posts
    UNION ALL SELECT search FROM resources UNION ALL SELECT search FROM stores) AS docs (search), unnest(docs.search) AS w
  ON CONFLICT DO NOTHING;
