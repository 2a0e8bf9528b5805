-- Store pages (issue 36): every store gets a page at /stores/{slug} and may have coordinates (its map, "Near me").
-- The slug is made from the name when the store is added and kept when it is renamed; a clash takes the city as a
-- suffix ("kith-miami"), then a number. Coordinates are WGS 84 degrees, both or neither.
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "slug" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "latitude" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "longitude" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_latitude_check" CHECK ("latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_longitude_check" CHECK ("longitude" BETWEEN -180 AND 180);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_coordinates_check" CHECK (("latitude" IS NULL) = ("longitude" IS NULL));--> statement-breakpoint
-- A slug from text, as core's slugify makes it for the usual Latin letters (the server hands it core's own; this one
-- is for rows written without one, and for the rows already there).
CREATE OR REPLACE FUNCTION store_slug_base(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(trim(BOTH '-' FROM left(trim(BOTH '-' FROM regexp_replace(
    replace(replace(replace(translate(lower(name),
      'àáâãäåāçćčèéêëēęìíîïīñńòóôõöøōùúûüūýÿšśžźżł', 'aaaaaaaccceeeeeeiiiiinnoooooooouuuuuyyssszzzl'), 'ß', 'ss'), '''', ''), '&', ' and '),
    '[^a-z0-9]+', '-', 'g')), 120)), ''), 'store')
$$;--> statement-breakpoint
-- The first of `base`, `base-{city}`, `base-{city}-2`, ... that no store has.
CREATE OR REPLACE FUNCTION store_free_slug(base text, city text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  candidate text := base;
  n integer := 1;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM stores WHERE slug = candidate) THEN
    RETURN candidate;
  END IF;
  candidate := base || '-' || store_slug_base(city);
  WHILE EXISTS (SELECT 1 FROM stores WHERE slug = candidate) LOOP
    n := n + 1;
    candidate := base || '-' || store_slug_base(city) || '-' || n;
  END LOOP;
  RETURN candidate;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id, name, city FROM stores WHERE slug IS NULL ORDER BY id LOOP
    UPDATE stores SET slug = store_free_slug(store_slug_base(r.name), r.city) WHERE id = r.id;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "slug" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "stores_slug_idx" ON "stores" ("slug");--> statement-breakpoint
-- Every new store gets a free slug: the one it was given (core's slugify of its name), or one made from its name.
-- Inserts take turns here (an advisory lock until they commit; each statement after it sees what the one before
-- committed), so concurrent adds of one name get different slugs rather than a unique-index error.
CREATE OR REPLACE FUNCTION stores_assign_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('stores:slug'));
  NEW.slug := store_free_slug(coalesce(nullif(NEW.slug, ''), store_slug_base(NEW.name)), NEW.city);
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "stores_slug" ON "stores";--> statement-breakpoint
CREATE TRIGGER "stores_slug" BEFORE INSERT ON "stores" FOR EACH ROW EXECUTE FUNCTION stores_assign_slug();
