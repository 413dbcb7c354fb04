-- A transaction that is always rolled back (a catalogue import's dry run, docs/product.md §27.2)
-- keeps no derived data current: it sets app.dry_run to 'on' (server/db/acting-user.ts), and the
-- triggers below leave a variant's search text, its listing and the listed specification summary
-- as they were, since the rollback would drop what they wrote. None of them refuses a row, so what
-- such a transaction accepts or refuses is what the same writes with them accept or refuse.
-- A 5,000-row dry run of price, text and specification changes spent a quarter of its time here
-- (docs/performance.md). New variants still get their listing (their specification rows copy it).
--
-- The search text of a changed name, introduction or product (0001); an inserted variant's is kept.
CREATE OR REPLACE FUNCTION ironsite_variants_search_text_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.dry_run', true) = 'on' THEN
    RETURN NEW;
  END IF;
  NEW.search_text := coalesce(ironsite_variant_search_text(NEW.name, NEW.introduction, NEW.product_id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Variants' search text after a product, brand or category is renamed or moved (0001).
CREATE OR REPLACE FUNCTION ironsite_refresh_variant_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.dry_run', true) = 'on' THEN
    RETURN NULL;
  ELSIF TG_TABLE_NAME = 'products' THEN
    UPDATE variants SET search_text = coalesce(ironsite_variant_search_text(name, introduction, product_id), '')
      WHERE product_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'brands' THEN
    UPDATE variants v SET search_text = coalesce(ironsite_variant_search_text(v.name, v.introduction, v.product_id), '')
      FROM products p WHERE p.id = v.product_id AND p.brand_id = NEW.id;
  ELSE
    UPDATE variants v SET search_text = coalesce(ironsite_variant_search_text(v.name, v.introduction, v.product_id), '')
      FROM products p WHERE p.id = v.product_id AND p.category_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The listing of updated variants (0033).
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
  ELSIF current_setting('app.dry_run', true) = 'on' THEN
    RETURN NULL;
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
-- The listing after a brand or category is switched on or off (0029).
CREATE OR REPLACE FUNCTION ironsite_variant_listing_from_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  products_of int[];
BEGIN
  IF current_setting('app.dry_run', true) = 'on' THEN
    RETURN NULL;
  END IF;
  products_of := CASE TG_TABLE_NAME
    WHEN 'brands' THEN ARRAY(SELECT id FROM products WHERE brand_id = NEW.id)
    ELSE ARRAY(SELECT id FROM products WHERE category_id = NEW.id) END;
  UPDATE variant_listing l
    SET brand_id = p.brand_id, category_id = p.category_id,
        listed = b.is_active AND c.is_active AND v.status = 'published'
    FROM variants v
    JOIN products p ON p.id = v.product_id
    JOIN brands b ON b.id = p.brand_id
    JOIN categories c ON c.id = p.category_id
    WHERE p.id = ANY (products_of) AND l.variant_id = v.id
      AND (l.brand_id, l.category_id, l.listed)
        IS DISTINCT FROM (p.brand_id, p.category_id, b.is_active AND c.is_active AND v.status = 'published');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The listed specification summary (0013).
CREATE OR REPLACE FUNCTION ironsite_spec_summary_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.dry_run', true) = 'on' THEN
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM ironsite_spec_summary_recount(array_agg(parameter_id), array_agg(brand_id), array_agg(category_id))
      FROM (SELECT DISTINCT parameter_id, brand_id, category_id FROM new_rows WHERE listed) k;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM ironsite_spec_summary_recount(array_agg(parameter_id), array_agg(brand_id), array_agg(category_id))
      FROM (SELECT parameter_id, brand_id, category_id FROM new_rows WHERE listed
        UNION SELECT parameter_id, brand_id, category_id FROM old_rows WHERE listed) k;
  ELSE
    PERFORM ironsite_spec_summary_recount(array_agg(parameter_id), array_agg(brand_id), array_agg(category_id))
      FROM (SELECT DISTINCT parameter_id, brand_id, category_id FROM old_rows WHERE listed) k;
  END IF;
  RETURN NULL;
END $$;
