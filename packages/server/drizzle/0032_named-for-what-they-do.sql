-- Triggers and functions named for what they do (docs/decisions/0059-the-database-in-one-place.md): a trigger is
-- `<table>_<what it keeps>[_<event>]`, a function `<what it keeps>_<verb>`. src/db/schema.ts lists them all.
-- One function moves a counter of content_version: the writing table's, or the one its trigger names.
CREATE OR REPLACE FUNCTION content_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE content_version SET %1$I = %1$I + 1 WHERE id = 1 + write_slot()', coalesce(TG_ARGV[0], TG_TABLE_NAME));
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'blog_posts', 'resources', 'stores', 'amazon_tracking_ids'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_search_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION content_version_bump()',
      t || '_content_version', t);
  END LOOP;
END
$$;--> statement-breakpoint
DROP TRIGGER "post_products_content_version" ON "post_products";--> statement-breakpoint
CREATE TRIGGER "post_products_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "post_products"
  FOR EACH STATEMENT EXECUTE FUNCTION content_version_bump('blog_posts');--> statement-breakpoint
DROP FUNCTION search_version_bump();--> statement-breakpoint
DROP FUNCTION content_version_bump_as();--> statement-breakpoint
ALTER FUNCTION price_history_insert() RENAME TO price_history_record_first;--> statement-breakpoint
ALTER FUNCTION price_history_update() RENAME TO price_history_record_changes;--> statement-breakpoint
ALTER FUNCTION products_grid_changed() RENAME TO products_grid_slot_assign;--> statement-breakpoint
ALTER TRIGGER "products_grid_insert" ON "products" RENAME TO "products_grid_slot_insert";--> statement-breakpoint
ALTER TRIGGER "products_grid_update" ON "products" RENAME TO "products_grid_slot_update";--> statement-breakpoint
ALTER TRIGGER "products_grid_delete" ON "products" RENAME TO "products_grid_slot_delete";--> statement-breakpoint
ALTER FUNCTION product_facet_counts_changed() RENAME TO product_facet_counts_apply;--> statement-breakpoint
ALTER TRIGGER "product_facet_counts_insert" ON "products" RENAME TO "products_facet_counts_insert";--> statement-breakpoint
ALTER TRIGGER "product_facet_counts_update" ON "products" RENAME TO "products_facet_counts_update";--> statement-breakpoint
ALTER TRIGGER "product_facet_counts_delete" ON "products" RENAME TO "products_facet_counts_delete";--> statement-breakpoint
ALTER TRIGGER "product_facet_counts_truncate" ON "products" RENAME TO "products_facet_counts_truncate";--> statement-breakpoint
ALTER FUNCTION stores_assign_slug() RENAME TO store_slug_assign;--> statement-breakpoint
ALTER TRIGGER "stores_slug" ON "stores" RENAME TO "stores_slug_assign";
--> statement-breakpoint
-- The keys of the tables written by hand take the names drizzle gives them (meta/0032_snapshot.json), so a migration
-- that `pnpm db:generate` writes to change one names the database's own.
ALTER TABLE "amazon_marketplace_items" RENAME CONSTRAINT "amazon_marketplace_items_pkey" TO "amazon_marketplace_items_product_id_marketplace_pk";--> statement-breakpoint
ALTER TABLE "amazon_marketplace_items" RENAME CONSTRAINT "amazon_marketplace_items_product_id_fkey" TO "amazon_marketplace_items_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "amazon_tracking_ids" RENAME CONSTRAINT "amazon_tracking_ids_pkey" TO "amazon_tracking_ids_marketplace_placement_pk";--> statement-breakpoint
ALTER TABLE "post_products" RENAME CONSTRAINT "post_products_pkey" TO "post_products_post_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "post_products" RENAME CONSTRAINT "post_products_post_id_fkey" TO "post_products_post_id_blog_posts_id_fk";--> statement-breakpoint
ALTER TABLE "post_products" RENAME CONSTRAINT "post_products_product_id_fkey" TO "post_products_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "price_history" RENAME CONSTRAINT "price_history_product_id_fkey" TO "price_history_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "price_watches" RENAME CONSTRAINT "price_watches_subscriber_id_fkey" TO "price_watches_subscriber_id_alert_subscribers_id_fk";--> statement-breakpoint
ALTER TABLE "price_watches" RENAME CONSTRAINT "price_watches_product_id_fkey" TO "price_watches_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "product_facet_counts" RENAME CONSTRAINT "product_facet_counts_pkey" TO "product_facet_counts_category_source_store_availability_price_band_slot_pk";--> statement-breakpoint
ALTER TABLE "product_slugs" RENAME CONSTRAINT "product_slugs_product_id_fkey" TO "product_slugs_product_id_products_id_fk";
