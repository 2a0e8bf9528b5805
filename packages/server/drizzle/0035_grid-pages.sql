-- The first key of every page of the public list in the grid order (30 a page), kept by the job products.grid-pages:
-- a numbered page reads its rows between two kept keys instead of skipping the rows before it along
-- products_grid_idx (page 3,000 of 100,000 products skipped 90,000 index entries).
CREATE TABLE "product_grid_pages" (
	"page" integer PRIMARY KEY NOT NULL,
	"grid_group" smallint NOT NULL,
	"slot" bigint NOT NULL,
	"id" integer NOT NULL
);--> statement-breakpoint
-- New page boundaries change what a kept page shows: they move the products' counter, as a product write does.
CREATE TRIGGER "product_grid_pages_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_grid_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION content_version_bump('products');
