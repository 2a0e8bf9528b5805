-- A deep page of the public list (/products?page=N) skips N×30 rows of products_grid_idx. With the slot's column in
-- the index too, those rows are skipped in the index alone (an index-only scan) and only the page's own rows are read
-- from the table (products.service.ts publicProductPage): 90,000 skipped rows took 150 ms as an index scan that
-- read every row, 35-50 ms index-only (docs/decisions/0029-paged-lists.md).
DROP INDEX IF EXISTS "products_grid_idx";--> statement-breakpoint
CREATE INDEX "products_grid_idx" ON "products" ("grid_group", (coalesce("grid_slot", "id")), "id") INCLUDE ("grid_slot");
