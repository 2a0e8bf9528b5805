-- The catalogue at scale (docs/decisions/0029-paged-lists.md): every list is read a page at a time along an index,
-- in the order the rules of SPEC §9 give, computed by the database; clicks are mapped to their link by an index.

-- Products: the home grid's order (core orderProductGrid) as a stored sort key.
-- grid_group: 0 'supbro' titles that are LED stackable items, 1 the other 'supbro' titles, 2 the other LED stackable
-- items, 3 the other regular products, 4 Casio-store and G-Shock items. Each product's group depends on its own row.
-- grid_special: 3 Casio store, 4 G-Shock from another store: these alternate (slots 2i and 2i + 1, grid_slot).
ALTER TABLE "products" ADD COLUMN "grid_group" smallint GENERATED ALWAYS AS (
  CASE WHEN lower(btrim("source_store")) = 'casio' OR strpos(lower("title"), 'g-shock') > 0 THEN 4
       ELSE CASE WHEN strpos(lower("title"), 'supbro') > 0 THEN 0 ELSE 2 END
          + CASE WHEN strpos(lower("title"), 'led') > 0 AND strpos(lower("title"), 'stackable') > 0 THEN 0 ELSE 1 END
  END) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "grid_special" smallint GENERATED ALWAYS AS (
  CASE WHEN lower(btrim("source_store")) = 'casio' THEN 3
       WHEN strpos(lower("title"), 'g-shock') > 0 THEN 4 ELSE 0 END) STORED;--> statement-breakpoint
-- A Casio or G-Shock item's slot (null for the others, which sit at their id).
ALTER TABLE "products" ADD COLUMN "grid_slot" bigint;--> statement-breakpoint
CREATE INDEX "products_grid_idx" ON "products" ("grid_group", (coalesce("grid_slot", "id")), "id");--> statement-breakpoint
CREATE INDEX "products_grid_special_idx" ON "products" ("grid_special", "id") WHERE "grid_special" > 0;--> statement-breakpoint
CREATE INDEX "products_grid_slot_idx" ON "products" ("id") WHERE "grid_slot" IS NOT NULL;--> statement-breakpoint
-- The hero: the most expensive products (core pickHeroProducts), ties in id order.
CREATE INDEX "products_price_idx" ON "products" ("price" DESC, "id");--> statement-breakpoint
-- The admin's table, sorted by any of its columns.
CREATE INDEX "products_title_idx" ON "products" (lower("title"), "id");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" ("updated_at", "id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_grid_slots() RETURNS void LANGUAGE sql AS $$
  WITH target AS (
    SELECT id, 2 * (row_number() OVER (PARTITION BY grid_special ORDER BY id) - 1) + (grid_special - 3) AS slot
    FROM products WHERE grid_special > 0
  )
  UPDATE products p SET grid_slot = t.slot FROM target t WHERE p.id = t.id AND p.grid_slot IS DISTINCT FROM t.slot;
  UPDATE products SET grid_slot = NULL WHERE grid_slot IS NOT NULL AND grid_special = 0;
$$;--> statement-breakpoint
-- Slots change only when a statement adds, removes or reclassifies a Casio or G-Shock item (a price change does not).
-- The usual write, one new product (an id above every other), takes the next slot of its kind without touching any
-- other row; several at once, a delete or a rename that changes a kind recompute the slots (those items only).
-- Writers of these rows take turns (an advisory lock until they commit), so two imports never count the same slot.
CREATE OR REPLACE FUNCTION products_grid_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added products%ROWTYPE;
  specials integer;
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO specials FROM new_rows WHERE grid_special > 0;
    IF specials = 0 THEN RETURN NULL; END IF;
    PERFORM pg_advisory_xact_lock(hashtext('products_grid'));
    IF specials = 1 THEN
      SELECT * INTO added FROM new_rows WHERE grid_special > 0;
      UPDATE products SET grid_slot = 2 * (
        SELECT count(*) FROM products WHERE grid_special = added.grid_special AND id < added.id) + (added.grid_special - 3)
      WHERE id = added.id;
      RETURN NULL;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE grid_special > 0) THEN RETURN NULL; END IF;
    PERFORM pg_advisory_xact_lock(hashtext('products_grid'));
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o USING (id) WHERE n.grid_special IS DISTINCT FROM o.grid_special)
      THEN RETURN NULL; END IF;
    PERFORM pg_advisory_xact_lock(hashtext('products_grid'));
  END IF;
  PERFORM products_grid_slots();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_grid_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_grid_changed();--> statement-breakpoint
CREATE TRIGGER "products_grid_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_grid_changed();--> statement-breakpoint
CREATE TRIGGER "products_grid_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_grid_changed();--> statement-breakpoint
SELECT products_grid_slots();--> statement-breakpoint

-- Posts: the blog order (core orderBlogPosts: the two pinned slugs, featured posts, the rest; newest first within).
ALTER TABLE "blog_posts" ADD COLUMN "blog_rank" smallint GENERATED ALWAYS AS (
  CASE "slug" WHEN 'innovative-sneaker-boxes' THEN 0 WHEN 'costco-nike-sb-dunk-low-kirkland-signature-release' THEN 1
  ELSE CASE WHEN "featured" THEN 2 ELSE 3 END END) STORED;--> statement-breakpoint
CREATE INDEX "blog_posts_list_idx" ON "blog_posts" ("blog_rank", "published_at" DESC, "id" DESC) WHERE "published";--> statement-breakpoint
CREATE INDEX "blog_posts_updated_idx" ON "blog_posts" ("updated_at" DESC, "id" DESC);--> statement-breakpoint

-- Outbound links: a clicked URL is matched by the same key its product, store or brand link has (host without
-- www. and path, lower-cased, without query or trailing slash; a bare host is a site's home page).
CREATE OR REPLACE FUNCTION link_key(url text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT rtrim(regexp_replace(lower(regexp_replace(regexp_replace(btrim(url), '^([a-zA-Z][a-zA-Z0-9+.-]*:)?//', ''), '[?#].*$', '')),
    '^www\.', ''), '/')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION link_host(url text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT split_part(public.link_key(url), '/', 1)
$$;--> statement-breakpoint
CREATE INDEX "products_link_key_idx" ON "products" (link_key("product_url"));--> statement-breakpoint
CREATE INDEX "products_asin_idx" ON "products" (upper("amazon_asin")) WHERE "amazon_asin" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stores_link_key_idx" ON "stores" (link_key("website")) WHERE "website" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stores_link_host_idx" ON "stores" (link_host("website")) WHERE "website" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "resources_link_key_idx" ON "resources" (link_key("url"));--> statement-breakpoint
CREATE INDEX "resources_link_host_idx" ON "resources" (link_host("url"));--> statement-breakpoint

-- The content version (was search_version, 0008): a counter per table the public pages show, moved in the writing
-- transaction; a rendered page is reused while the counters it was rendered at still hold (src/static/page-cache.ts).
-- Search no longer reads it and nothing listens for its notification.
ALTER TABLE "search_version" RENAME TO "content_version";--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE content_version SET %I = %I + 1 WHERE id = 1', TG_TABLE_NAME, TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Each instance's public product list is no longer cached in memory: nothing listens for this.
DROP TRIGGER IF EXISTS products_changed_notify ON products;--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_products_changed();
