CREATE TABLE "listed_variant_counts" (
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"variants" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listed_variant_counts_brand_id_category_id_pk" PRIMARY KEY("brand_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "variant_listing" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"listed" boolean NOT NULL,
	"name" text NOT NULL,
	"price" numeric(14, 2),
	"created_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
-- Decision 013: what the public listing needs of a variant is kept in variant_listing by the
-- triggers below, so every writer (API, seeds, psql) keeps it right. Variants' own triggers run
-- once per statement over its transition tables: a bulk insert of 1,000 rows is one insert here.
CREATE OR REPLACE FUNCTION ironsite_variant_listing_from_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO variant_listing (variant_id, product_id, brand_id, category_id, listed, name, price, created_at, search_text)
      SELECT n.id, n.product_id, p.brand_id, p.category_id, b.is_active AND c.is_active,
          lower(n.name), n.price, n.created_at, n.search_text
        FROM new_rows n
        JOIN products p ON p.id = n.product_id
        JOIN brands b ON b.id = p.brand_id
        JOIN categories c ON c.id = p.category_id;
  ELSE
    -- Only rows whose listing changed are written (an edit of a description writes nothing).
    UPDATE variant_listing l
      SET product_id = x.product_id, brand_id = x.brand_id, category_id = x.category_id,
          listed = x.listed, name = x.name, price = x.price, created_at = x.created_at,
          search_text = x.search_text
      FROM (
        SELECT n.id, n.product_id, p.brand_id, p.category_id, b.is_active AND c.is_active AS listed,
            lower(n.name) AS name, n.price, n.created_at, n.search_text
          FROM new_rows n
          JOIN products p ON p.id = n.product_id
          JOIN brands b ON b.id = p.brand_id
          JOIN categories c ON c.id = p.category_id
      ) x
      WHERE l.variant_id = x.id
        AND (l.product_id, l.brand_id, l.category_id, l.listed, l.name, l.price, l.created_at, l.search_text)
          IS DISTINCT FROM (x.product_id, x.brand_id, x.category_id, x.listed, x.name, x.price, x.created_at, x.search_text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_listing_insert AFTER INSERT ON variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_variant_listing_from_variants();
--> statement-breakpoint
CREATE TRIGGER variants_listing_update AFTER UPDATE ON variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_variant_listing_from_variants();
--> statement-breakpoint
-- Deletes too, per statement; a foreign key with ON DELETE CASCADE would do it, but its per-row
-- check on every insert doubled the bulk seed's time on PGlite.
CREATE OR REPLACE FUNCTION ironsite_variant_listing_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM variant_listing WHERE variant_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_listing_delete AFTER DELETE ON variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_variant_listing_delete();
--> statement-breakpoint
-- A product moved
-- to another brand or category (moving a category moves its products) reaches it through 0001's
-- search-text refresh, which rewrites that product's variants (so the update trigger above runs).
-- A brand or category switched on or off updates its variants' rows here directly.
CREATE OR REPLACE FUNCTION ironsite_variant_listing_from_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  products_of int[];
BEGIN
  products_of := CASE TG_TABLE_NAME
    WHEN 'brands' THEN ARRAY(SELECT id FROM products WHERE brand_id = NEW.id)
    ELSE ARRAY(SELECT id FROM products WHERE category_id = NEW.id) END;
  UPDATE variant_listing l
    SET brand_id = p.brand_id, category_id = p.category_id, listed = b.is_active AND c.is_active
    FROM products p
    JOIN brands b ON b.id = p.brand_id
    JOIN categories c ON c.id = p.category_id
    WHERE p.id = ANY (products_of) AND l.product_id = p.id
      AND (l.brand_id, l.category_id, l.listed) IS DISTINCT FROM (p.brand_id, p.category_id, b.is_active AND c.is_active);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brands_variant_listing AFTER UPDATE OF is_active ON brands
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION ironsite_variant_listing_from_catalogue();
--> statement-breakpoint
CREATE TRIGGER categories_variant_listing AFTER UPDATE OF is_active ON categories
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION ironsite_variant_listing_from_catalogue();
--> statement-breakpoint
-- listed_variant_counts follows every statement on variant_listing: one grouped upsert per
-- statement, and a statement that changes no listing writes nothing (so takes no count lock).
CREATE OR REPLACE FUNCTION ironsite_listed_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger declares.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listed_variant_counts AS t (brand_id, category_id, variants)
      SELECT brand_id, category_id, count(*) FROM new_rows WHERE listed
      GROUP BY brand_id, category_id ORDER BY brand_id, category_id
      ON CONFLICT (brand_id, category_id) DO UPDATE SET variants = t.variants + excluded.variants;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listed_variant_counts AS t (brand_id, category_id, variants)
      SELECT brand_id, category_id, -count(*) FROM old_rows WHERE listed
      GROUP BY brand_id, category_id ORDER BY brand_id, category_id
      ON CONFLICT (brand_id, category_id) DO UPDATE SET variants = t.variants + excluded.variants;
  ELSE
    INSERT INTO listed_variant_counts AS t (brand_id, category_id, variants)
      SELECT brand_id, category_id, sum(d) FROM (
          SELECT brand_id, category_id, 1 AS d FROM new_rows WHERE listed
          UNION ALL
          SELECT brand_id, category_id, -1 FROM old_rows WHERE listed
        ) changes
      GROUP BY brand_id, category_id HAVING sum(d) <> 0 ORDER BY brand_id, category_id
      ON CONFLICT (brand_id, category_id) DO UPDATE SET variants = t.variants + excluded.variants;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variant_listing_counts_insert AFTER INSERT ON variant_listing REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_listed_counts();
--> statement-breakpoint
CREATE TRIGGER variant_listing_counts_update AFTER UPDATE ON variant_listing
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_listed_counts();
--> statement-breakpoint
CREATE TRIGGER variant_listing_counts_delete AFTER DELETE ON variant_listing REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_listed_counts();
--> statement-breakpoint
-- Existing catalogues: the rows (and through them the counts) for every variant there is.
INSERT INTO variant_listing (variant_id, product_id, brand_id, category_id, listed, name, price, created_at, search_text)
  SELECT v.id, v.product_id, p.brand_id, p.category_id, b.is_active AND c.is_active,
      lower(v.name), v.price, v.created_at, v.search_text
    FROM variants v
    JOIN products p ON p.id = v.product_id
    JOIN brands b ON b.id = p.brand_id
    JOIN categories c ON c.id = p.category_id;
--> statement-breakpoint
-- Indexes last: built once over the backfilled rows.
CREATE INDEX "variant_listing_product_idx" ON "variant_listing" USING btree ("product_id");
--> statement-breakpoint
CREATE INDEX "variant_listing_name_idx" ON "variant_listing" USING btree ("name","variant_id") WHERE "variant_listing"."listed";
--> statement-breakpoint
CREATE INDEX "variant_listing_brand_name_idx" ON "variant_listing" USING btree ("brand_id","name","variant_id") WHERE "variant_listing"."listed";
--> statement-breakpoint
CREATE INDEX "variant_listing_category_name_idx" ON "variant_listing" USING btree ("category_id","name","variant_id") WHERE "variant_listing"."listed";
--> statement-breakpoint
CREATE INDEX "variant_listing_price_idx" ON "variant_listing" USING btree ("price") WHERE "variant_listing"."listed";
--> statement-breakpoint
CREATE INDEX "variant_listing_price_desc_idx" ON "variant_listing" USING btree ("price" DESC NULLS LAST) WHERE "variant_listing"."listed";
--> statement-breakpoint
CREATE INDEX "variant_listing_created_idx" ON "variant_listing" USING btree ("created_at","variant_id") WHERE "variant_listing"."listed";
--> statement-breakpoint
CREATE INDEX "variant_listing_search_trgm_idx" ON "variant_listing" USING gin ("search_text" gin_trgm_ops) WHERE "variant_listing"."listed";
