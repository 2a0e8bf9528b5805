-- A page for every product (issue 36, docs/decisions/0046-product-pages.md): each product gets a slug made from its
-- title when it is created, unique and kept when the title changes; every slug a product ever answered to stays in
-- product_slugs, so an old one redirects (301) to the product's current slug and a deleted product's is a 410.
-- The slugs are C-collated: a range of the primary key finds a base's numbered siblings ("laces-2", "laces-3").
CREATE TABLE "product_slugs" (
  "slug" text COLLATE "C" PRIMARY KEY,
  -- Null once the product is deleted (a 410). Checked at commit: the insert trigger claims the slug before its row exists.
  "product_id" integer REFERENCES "products"("id") ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "product_slugs_product_idx" ON "product_slugs" ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
-- A short description, written in the admin (optional: the page reads well without it).
ALTER TABLE "products" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A title as a slug: ASCII letters and digits (common Latin accents folded), the rest one hyphen, at most 80 characters.
CREATE OR REPLACE FUNCTION product_slug_base(title text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(trim(BOTH '-' FROM left(trim(BOTH '-' FROM regexp_replace(
    translate(lower(title), 'àáâãäåāçćčďđèéêëēėęěìíîïīįñńňòóôõöøōùúûüūůýÿžźżšśłřťß', 'aaaaaaacccddeeeeeeeeiiiiiinnnooooooouuuuuuyyzzzsslrts'),
    '[^a-z0-9]+', '-', 'g')), 80)), ''), 'product')
$$;--> statement-breakpoint
-- Claims the first free slug of a title for a product: the base itself, else the base numbered past its highest
-- sibling. Concurrent claims of one slug meet at the primary key (the loser waits for the winner's commit, then
-- takes the next number), so twenty products created at once with one title get twenty slugs. Slugs the API's
-- own paths use (/api/products/hero, facets, category, import) are never given.
CREATE OR REPLACE FUNCTION product_slug_claim(title text, product integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text := product_slug_base(title);
  candidate text := base;
  claimed text;
  n bigint;
BEGIN
  LOOP
    IF candidate NOT IN ('hero', 'facets', 'category', 'import') THEN
      INSERT INTO product_slugs (slug, product_id) VALUES (candidate, product) ON CONFLICT DO NOTHING RETURNING slug INTO claimed;
      IF claimed IS NOT NULL THEN
        RETURN claimed;
      END IF;
    END IF;
    SELECT coalesce(max(substr(s.slug, length(base) + 2)::bigint), 1) + 1 INTO n
      FROM product_slugs s
      WHERE s.slug > (base || '-') COLLATE "C" AND s.slug < (base || '.') COLLATE "C" AND substr(s.slug, length(base) + 2) ~ '^[0-9]{1,15}$';
    candidate := base || '-' || n;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_slug_assign() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slug = '' THEN
    NEW.slug := product_slug_claim(NEW.title, NEW.id);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- The products there were: a slug each, oldest first.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT "id", "title" FROM "products" ORDER BY "id" LOOP
    UPDATE "products" SET "slug" = product_slug_claim(r."title", r."id") WHERE "id" = r."id";
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_slug_assign" BEFORE INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION product_slug_assign();--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" ("slug");--> statement-breakpoint
-- Similar products: same category, not out of stock, nearest in price (two walks of this index from the price).
CREATE INDEX "products_similar_idx" ON "products" ("category", "price", "id") WHERE "availability" <> 'out_of_stock';--> statement-breakpoint
-- The products a post features (its product boxes and comparison tables), written when the post is saved.
CREATE TABLE "post_products" (
  "post_id" integer NOT NULL REFERENCES "blog_posts"("id") ON DELETE CASCADE,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  PRIMARY KEY ("post_id", "product_id")
);--> statement-breakpoint
CREATE INDEX "post_products_product_idx" ON "post_products" ("product_id", "post_id");--> statement-breakpoint
-- The posts there were: their blocks as the sanitizer stores them (core PRODUCT_BLOCK_PATTERN), for the last time read from bodies.
INSERT INTO "post_products" ("post_id", "product_id")
  SELECT DISTINCT p."id", ids.id::integer
  FROM "blog_posts" p
  CROSS JOIN LATERAL regexp_matches(p."content", '<div data-product-(?:box="" data-product-id="(\d{1,9})"|table="" data-product-ids="([\d,]{1,60})" data-rows="[a-z,]+")></div>', 'g') AS m
  CROSS JOIN LATERAL unnest(string_to_array(coalesce(m[1], m[2]), ',')) AS ids(id)
  WHERE ids.id ~ '^[1-9][0-9]{0,8}$' AND EXISTS (SELECT 1 FROM "products" pr WHERE pr."id" = ids.id::integer);--> statement-breakpoint
-- post_products is shown on product pages: a write moves the posts' counter (saving a post does too, but a relation
-- may be written alone). product_slugs changes only with a write of products, which moves theirs (a trigger here
-- would cost a write of content_version per product inserted).
CREATE OR REPLACE FUNCTION content_version_bump_as() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE content_version SET %I = %I + 1 WHERE id = 1', TG_ARGV[0], TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "post_products_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "post_products"
  FOR EACH STATEMENT EXECUTE FUNCTION content_version_bump_as('blog_posts');
