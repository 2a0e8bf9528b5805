-- Product imports (issue 38, docs/decisions/0051-product-import-and-fast-writes.md): a product may carry the id its
-- supplier's or network's feed gives it; an import updates the product with the row's external id (else the one
-- with the row's product URL, found through products_link_key_idx) and adds the others, a batch per statement.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "products_external_id_idx" ON "products" ("external_id") WHERE "external_id" IS NOT NULL;
--> statement-breakpoint
-- Single writes at production pace (issue 38): every write of a product moved the one row of content_version and a
-- row of product_facet_counts, and held their row locks until it committed, so concurrent writers queued behind each
-- other's commits (16 clients: 159 creates/s with these, 393 without content_version, 621 without the facet counts
-- either, on the loaded bench machine). Each counter now has 16 slots: a transaction moves the slot its transaction
-- id picks (one slot for all its writes, so two writers never take two slots in opposite orders), and readers add
-- the slots up (static/page-cache.ts, products/catalogue.service.ts).
CREATE OR REPLACE FUNCTION write_slot() RETURNS smallint LANGUAGE sql VOLATILE AS $$
  SELECT (txid_current() % 16)::smallint
$$;--> statement-breakpoint
ALTER TABLE "content_version" DROP CONSTRAINT IF EXISTS "search_version_id_check";--> statement-breakpoint
ALTER TABLE "content_version" ADD CONSTRAINT "content_version_slot_check" CHECK ("id" BETWEEN 1 AND 16);--> statement-breakpoint
INSERT INTO "content_version" ("id") SELECT generate_series(2, 16) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE content_version SET %I = %I + 1 WHERE id = 1 + write_slot()', TG_TABLE_NAME, TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_version_bump_as() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE content_version SET %I = %I + 1 WHERE id = 1 + write_slot()', TG_ARGV[0], TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A slot's count may go below zero (a product added in one slot, deleted in another); the sum is the count.
ALTER TABLE "product_facet_counts" ADD COLUMN IF NOT EXISTS "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_facet_counts" DROP CONSTRAINT IF EXISTS "product_facet_counts_pkey";--> statement-breakpoint
ALTER TABLE "product_facet_counts" ADD PRIMARY KEY ("category", "source_store", "availability", "price_band", "slot");--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facet_counts_add(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_facet_counts AS f (category, source_store, availability, price_band, slot, products)
    SELECT c.category, c.source_store, c.availability, c.price_band, write_slot(), c.delta
    FROM jsonb_to_recordset(changes) AS c(category text, source_store text, availability text, price_band numeric, delta integer)
    WHERE c.delta <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category, source_store, availability, price_band, slot) DO UPDATE SET products = f.products + excluded.products;
  DELETE FROM product_facet_counts f
    USING jsonb_to_recordset(changes) AS c(category text, source_store text, availability text, price_band numeric, delta integer)
    WHERE (f.category, f.source_store, f.availability, f.price_band, f.slot) = (c.category, c.source_store, c.availability, c.price_band, write_slot())
      AND f.products = 0;
$$;
