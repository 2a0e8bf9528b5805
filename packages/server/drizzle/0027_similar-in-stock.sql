-- A product page's similar products are in stock (availability 'in_stock'; unknown is not in stock): the index their
-- two walks from the product's price take holds those products alone.
DROP INDEX IF EXISTS "products_similar_idx";--> statement-breakpoint
CREATE INDEX "products_similar_idx" ON "products" ("category", "price", "id") WHERE "availability" = 'in_stock';
