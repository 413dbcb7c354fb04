-- variants.search_text joins the names a visitor searches by (variant, product, brand, category,
-- introduction) into one lower-cased, trigram-indexed column, kept current by triggers so every
-- writer (API, seed, bulk seed, psql) gets it right.
CREATE OR REPLACE FUNCTION ironsite_variant_search_text(v_name text, v_intro text, v_product_id integer)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ', v_name, p.name, b.name, c.name, v_intro))
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id
  WHERE p.id = v_product_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ironsite_variants_search_text_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := coalesce(ironsite_variant_search_text(NEW.name, NEW.introduction, NEW.product_id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_search_text BEFORE INSERT OR UPDATE OF name, introduction, product_id ON variants
  FOR EACH ROW EXECUTE FUNCTION ironsite_variants_search_text_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ironsite_refresh_variant_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
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
CREATE TRIGGER products_refresh_search AFTER UPDATE OF name, brand_id, category_id ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.brand_id IS DISTINCT FROM NEW.brand_id
    OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION ironsite_refresh_variant_search_text();
--> statement-breakpoint
CREATE TRIGGER brands_refresh_search AFTER UPDATE OF name ON brands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION ironsite_refresh_variant_search_text();
--> statement-breakpoint
CREATE TRIGGER categories_refresh_search AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION ironsite_refresh_variant_search_text();
