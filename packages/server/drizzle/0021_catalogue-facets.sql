-- The catalogue narrowed and ordered by a visitor (issue 36, src/products/catalogue.service.ts,
-- docs/decisions/0046-catalogue-facets.md): each sort of a category page walks an index that starts with the
-- category, ties by id in the direction the unfiltered sorts' indexes take (products_price_idx: price desc, id).
CREATE INDEX "products_category_grid_idx" ON "products" ("category", "grid_group", (coalesce("grid_slot", "id")), "id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" ("category", "price" DESC, "id");--> statement-breakpoint
-- Rating walks (category, rating, id) backward, as the whole catalogue walks products_rating_idx (drizzle/0012):
-- best first, ties by id descending. Newest in a category walks products_category_idx (category, id) backward.
CREATE INDEX "products_category_rating_idx" ON "products" ("category", "rating", "id");--> statement-breakpoint
-- The facet counts of the edges of a price range: the products in them, counted from this index alone.
CREATE INDEX "products_price_facets_idx" ON "products" ("price") INCLUDE ("category", "source_store", "availability");--> statement-breakpoint
-- The facet counts: how many products share a category, a store, a stock state and a price band, kept by the
-- statements that write products (some thousands of rows however large the catalogue; counting 100,000 products per
-- request took 100-300 ms on a loaded 2-core machine, past a page's 50 ms). A price range adds up the bands wholly
-- inside it and counts the products of the two bands it cuts from products_price_facets_idx.
CREATE OR REPLACE FUNCTION product_price_bands() RETURNS numeric[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[0, 10, 20, 30, 40, 50, 75, 100, 150, 200, 300, 500, 1000, 2000, 5000]::numeric[]
$$;--> statement-breakpoint
-- The lower bound of a price's band.
CREATE OR REPLACE FUNCTION product_price_band(price numeric) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(max(b), 0) FROM unnest(product_price_bands()) AS b WHERE b <= price
$$;--> statement-breakpoint
CREATE TABLE "product_facet_counts" (
  "category" text NOT NULL,
  "source_store" text NOT NULL,
  "availability" text NOT NULL,
  "price_band" numeric NOT NULL,
  "products" integer NOT NULL,
  PRIMARY KEY ("category", "source_store", "availability", "price_band")
);--> statement-breakpoint
INSERT INTO "product_facet_counts"
  SELECT "category", "source_store", "availability", product_price_band("price"), count(*) FROM "products" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Each writing statement adds its rows' changes once, in key order (two writers meet on a key in the same order);
-- an update that moves no product to another category, store, stock state or price band changes nothing.
CREATE OR REPLACE FUNCTION product_facet_counts_add(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_facet_counts AS f (category, source_store, availability, price_band, products)
    SELECT c.category, c.source_store, c.availability, c.price_band, c.delta
    FROM jsonb_to_recordset(changes) AS c(category text, source_store text, availability text, price_band numeric, delta integer)
    WHERE c.delta <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category, source_store, availability, price_band) DO UPDATE SET products = f.products + excluded.products;
  DELETE FROM product_facet_counts WHERE products <= 0;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facet_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_facet_counts;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(c) INTO changes FROM (
      SELECT category, source_store, availability, product_price_band(price) AS price_band, count(*) AS delta
      FROM new_rows GROUP BY 1, 2, 3, 4) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(c) INTO changes FROM (
      SELECT category, source_store, availability, product_price_band(price) AS price_band, -count(*) AS delta
      FROM old_rows GROUP BY 1, 2, 3, 4) c;
  ELSE
    SELECT jsonb_agg(c) INTO changes FROM (
      SELECT category, source_store, availability, price_band, sum(delta) AS delta FROM (
        SELECT o.category, o.source_store, o.availability, product_price_band(o.price) AS price_band, -1 AS delta
          FROM old_rows o JOIN new_rows n USING (id)
          WHERE (n.category, n.source_store, n.availability, product_price_band(n.price))
            IS DISTINCT FROM (o.category, o.source_store, o.availability, product_price_band(o.price))
        UNION ALL
        SELECT n.category, n.source_store, n.availability, product_price_band(n.price), 1
          FROM old_rows o JOIN new_rows n USING (id)
          WHERE (n.category, n.source_store, n.availability, product_price_band(n.price))
            IS DISTINCT FROM (o.category, o.source_store, o.availability, product_price_band(o.price))
      ) d GROUP BY 1, 2, 3, 4) c;
  END IF;
  IF changes IS NOT NULL THEN PERFORM product_facet_counts_add(changes); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_facet_counts_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_counts_changed();--> statement-breakpoint
CREATE TRIGGER "product_facet_counts_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_counts_changed();--> statement-breakpoint
CREATE TRIGGER "product_facet_counts_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_counts_changed();--> statement-breakpoint
CREATE TRIGGER "product_facet_counts_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_counts_changed();
