-- Every committed change to products (from any app instance, or by hand) sends NOTIFY products_changed, so
-- each instance's cached public list (src/products/public-products.cache.ts) knows to re-read it.
-- One notification per statement; Postgres folds identical notifications of a transaction into one.
CREATE OR REPLACE FUNCTION notify_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('products_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_changed_notify ON products;--> statement-breakpoint
CREATE TRIGGER products_changed_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
