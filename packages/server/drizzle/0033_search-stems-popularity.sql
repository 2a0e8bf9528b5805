-- Search on the words shoppers type (src/search/search.service.ts, docs/decisions/0061-search-stems-and-popularity.md):
-- among thousands of products that have every word, the most reviewed first, walked from the top of this index
-- when the words are common.
CREATE INDEX IF NOT EXISTS "products_popularity_idx" ON "products" ("review_count" DESC, "id");
