-- A product's link check is forgotten as soon as the product is deleted or its link changes: Link Health and Manage
-- Products' "Broken link" badge went on showing them until the next daily check, so a link the operator had just
-- fixed still read as broken. The next check adds the new link as pending. A deletion is one statement over its
-- rows; an update runs per row, only when the link changed (a price refresh never calls it).
CREATE FUNCTION link_checks_forget_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM link_checks c USING old_rows o WHERE c.url = o.product_url AND c.kind = 'product' AND c.ref_id = o.id;
  ELSE
    DELETE FROM link_checks c WHERE c.url = OLD.product_url AND c.kind = 'product' AND c.ref_id = OLD.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_link_checks_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION link_checks_forget_product();--> statement-breakpoint
CREATE TRIGGER products_link_checks_update AFTER UPDATE OF product_url ON products
  FOR EACH ROW WHEN (OLD.product_url IS DISTINCT FROM NEW.product_url) EXECUTE FUNCTION link_checks_forget_product();
