-- Variant writes that change neither name nor listing, made cheaper (a 5,000-row catalogue import
-- of price and text changes is 5,000 of them).
--
-- The listing trigger of 0029, its update branch given the old rows too: the natural sort key of
-- a name (ironsite_natural_key, 0006) is worked out only for a variant whose name changed, not for
-- every row of every statement (twice a row, as the comparison repeated it). A catalogue import
-- of 5,000 price and text changes spent a tenth of its variant writes on it.
CREATE OR REPLACE FUNCTION ironsite_variant_listing_from_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO variant_listing (variant_id, product_id, brand_id, category_id, listed, name, price, created_at, search_text)
      SELECT n.id, n.product_id, p.brand_id, p.category_id, b.is_active AND c.is_active AND n.status = 'published',
          ironsite_natural_key(n.name), n.price, n.created_at, n.search_text
        FROM new_rows n
        JOIN products p ON p.id = n.product_id
        JOIN brands b ON b.id = p.brand_id
        JOIN categories c ON c.id = p.category_id;
  ELSE
    -- Only rows whose listing changed are written (an edit of a description writes nothing).
    UPDATE variant_listing l
      SET product_id = x.product_id, brand_id = x.brand_id, category_id = x.category_id,
          listed = x.listed, name = coalesce(x.name_key, l.name), price = x.price, created_at = x.created_at,
          search_text = x.search_text
      FROM (
        SELECT n.id, n.product_id, p.brand_id, p.category_id,
            b.is_active AND c.is_active AND n.status = 'published' AS listed,
            -- The same name keeps its key (the stored one): NULL here.
            CASE WHEN o.name = n.name THEN NULL ELSE ironsite_natural_key(n.name) END AS name_key,
            n.price, n.created_at, n.search_text
          FROM new_rows n
          JOIN old_rows o ON o.id = n.id
          JOIN products p ON p.id = n.product_id
          JOIN brands b ON b.id = p.brand_id
          JOIN categories c ON c.id = p.category_id
      ) x
      WHERE l.variant_id = x.id
        AND (l.product_id, l.brand_id, l.category_id, l.listed, l.name, l.price, l.created_at, l.search_text)
          IS DISTINCT FROM (x.product_id, x.brand_id, x.category_id, x.listed, coalesce(x.name_key, l.name), x.price, x.created_at, x.search_text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER variants_listing_update ON variants;
--> statement-breakpoint
CREATE TRIGGER variants_listing_update AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_variant_listing_from_variants();
--> statement-breakpoint
-- The copy of a variant's listing onto its variant_specs rows (0007), given the old rows too: it
-- runs only when some variant's visibility, brand or category changed, not for every price or
-- text edit (where it looked at the specification rows of every variant written, to change none).
CREATE OR REPLACE FUNCTION ironsite_variant_specs_from_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.variant_id = n.variant_id
      WHERE (o.listed, o.brand_id, o.category_id) IS DISTINCT FROM (n.listed, n.brand_id, n.category_id)) THEN
    RETURN NULL;
  END IF;
  UPDATE variant_specs s SET listed = n.listed, brand_id = n.brand_id, category_id = n.category_id
    FROM new_rows n
    WHERE s.variant_id = n.variant_id
      AND (s.listed, s.brand_id, s.category_id) IS DISTINCT FROM (n.listed, n.brand_id, n.category_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER variant_listing_specs_update ON variant_listing;
--> statement-breakpoint
CREATE TRIGGER variant_listing_specs_update AFTER UPDATE ON variant_listing
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_variant_specs_from_listing();
