-- The facet counts written by one statement each (issue 38): the counts' trigger gathered a write's changes into JSON
-- and read them back twice (an upsert, then a delete of emptied rows), which was about 0.7 ms of the database's 2 ms
-- for a single-row insert. Now the upsert reads the transition table itself, and only a row it leaves at zero is
-- deleted, by its key. A price's band is looked up with width_bucket rather than by unnesting the bands.
CREATE OR REPLACE FUNCTION product_price_band(price numeric) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce((product_price_bands())[width_bucket(price, product_price_bands())], 0)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facet_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The keys of this writer's slot that the statement brought to zero products.
  categories text[];
  stores text[];
  states text[];
  bands numeric[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_facet_counts;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    WITH added AS (
      INSERT INTO product_facet_counts AS f (category, source_store, availability, price_band, slot, products)
        SELECT category, source_store, availability, product_price_band(price), write_slot(), count(*)
        FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (category, source_store, availability, price_band, slot) DO UPDATE SET products = f.products + excluded.products
      RETURNING f.*)
    SELECT array_agg(category), array_agg(source_store), array_agg(availability), array_agg(price_band)
      INTO categories, stores, states, bands FROM added WHERE products = 0;
  ELSIF TG_OP = 'DELETE' THEN
    WITH added AS (
      INSERT INTO product_facet_counts AS f (category, source_store, availability, price_band, slot, products)
        SELECT category, source_store, availability, product_price_band(price), write_slot(), -count(*)
        FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (category, source_store, availability, price_band, slot) DO UPDATE SET products = f.products + excluded.products
      RETURNING f.*)
    SELECT array_agg(category), array_agg(source_store), array_agg(availability), array_agg(price_band)
      INTO categories, stores, states, bands FROM added WHERE products = 0;
  ELSE
    -- A row counts against its old key and for its new one only when one of the four changed.
    WITH moved AS (
      SELECT o.category AS old_category, o.source_store AS old_store, o.availability AS old_state,
             product_price_band(o.price) AS old_band, n.category, n.source_store, n.availability,
             product_price_band(n.price) AS price_band
      FROM old_rows o JOIN new_rows n USING (id)
    ), added AS (
      INSERT INTO product_facet_counts AS f (category, source_store, availability, price_band, slot, products)
        SELECT category, source_store, availability, price_band, write_slot(), sum(delta) FROM (
          SELECT old_category, old_store, old_state, old_band, -1 FROM moved
            WHERE (old_category, old_store, old_state, old_band) IS DISTINCT FROM (category, source_store, availability, price_band)
          UNION ALL
          SELECT category, source_store, availability, price_band, 1 FROM moved
            WHERE (old_category, old_store, old_state, old_band) IS DISTINCT FROM (category, source_store, availability, price_band)
        ) d (category, source_store, availability, price_band, delta)
        GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (category, source_store, availability, price_band, slot) DO UPDATE SET products = f.products + excluded.products
      RETURNING f.*)
    SELECT array_agg(category), array_agg(source_store), array_agg(availability), array_agg(price_band)
      INTO categories, stores, states, bands FROM added WHERE products = 0;
  END IF;
  IF categories IS NOT NULL THEN
    DELETE FROM product_facet_counts f
      USING unnest(categories, stores, states, bands) AS z (category, source_store, availability, price_band)
      WHERE (f.category, f.source_store, f.availability, f.price_band, f.slot)
        = (z.category, z.source_store, z.availability, z.price_band, write_slot())
        AND f.products = 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP FUNCTION product_facet_counts_add(jsonb);
