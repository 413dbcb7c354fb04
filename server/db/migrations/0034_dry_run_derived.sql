-- A transaction that is always rolled back (a catalogue import's dry run, docs/product.md §27.2)
-- keeps no derived data current: it sets app.dry_run to 'on' (asDryRun, server/db/acting-user.ts),
-- and the triggers below then do not fire, leaving the variants' search text, their listing (and
-- what follows from it: its counts, the specification rows' copy) and the listed specification
-- summary as they were, since the rollback would drop what they wrote. None of them refuses a row,
-- so what such a transaction accepts or refuses is what the same writes with them accept or
-- refuse. A 5,000-row dry run of price, text and specification changes spent a quarter of its time
-- in them (docs/performance.md). A new variant still gets its listing (its specification rows copy
-- it). Each trigger is as its migration made it, with the condition added.
CREATE FUNCTION ironsite_keeps_derived() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT current_setting('app.dry_run', true) IS DISTINCT FROM 'on'
$$;
--> statement-breakpoint
-- The search text (0001): of a variant, of a renamed or moved product's, brand's, category's variants.
CREATE OR REPLACE TRIGGER variants_search_text BEFORE INSERT OR UPDATE OF name, introduction, product_id ON variants
  FOR EACH ROW WHEN (ironsite_keeps_derived()) EXECUTE FUNCTION ironsite_variants_search_text_trg();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_refresh_search AFTER UPDATE OF name, brand_id, category_id ON products
  FOR EACH ROW WHEN (ironsite_keeps_derived() AND (OLD.name IS DISTINCT FROM NEW.name
    OR OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.category_id IS DISTINCT FROM NEW.category_id))
  EXECUTE FUNCTION ironsite_refresh_variant_search_text();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER brands_refresh_search AFTER UPDATE OF name ON brands FOR EACH ROW
  WHEN (ironsite_keeps_derived() AND OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION ironsite_refresh_variant_search_text();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER categories_refresh_search AFTER UPDATE OF name ON categories FOR EACH ROW
  WHEN (ironsite_keeps_derived() AND OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION ironsite_refresh_variant_search_text();
--> statement-breakpoint
-- The listing: of updated variants (0033; inserted ones keep theirs), of a brand's or category's
-- variants when it is switched on or off (0003).
CREATE OR REPLACE TRIGGER variants_listing_update AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (ironsite_keeps_derived()) EXECUTE FUNCTION ironsite_variant_listing_from_variants();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER brands_variant_listing AFTER UPDATE OF is_active ON brands
  FOR EACH ROW WHEN (ironsite_keeps_derived() AND OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION ironsite_variant_listing_from_catalogue();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER categories_variant_listing AFTER UPDATE OF is_active ON categories
  FOR EACH ROW WHEN (ironsite_keeps_derived() AND OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION ironsite_variant_listing_from_catalogue();
--> statement-breakpoint
-- The listed specification summary (0013).
CREATE OR REPLACE TRIGGER variant_specs_summary_insert AFTER INSERT ON variant_specs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (ironsite_keeps_derived()) EXECUTE FUNCTION ironsite_spec_summary_touched();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER variant_specs_summary_update AFTER UPDATE ON variant_specs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (ironsite_keeps_derived()) EXECUTE FUNCTION ironsite_spec_summary_touched();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER variant_specs_summary_delete AFTER DELETE ON variant_specs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (ironsite_keeps_derived()) EXECUTE FUNCTION ironsite_spec_summary_touched();
