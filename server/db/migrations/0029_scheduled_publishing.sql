ALTER TABLE "variants" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "publish_error" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_error" text;--> statement-breakpoint
-- An unpublished article of the spec is a draft (docs/product.md §29): `published` stays the public filter.
UPDATE "news" SET "status" = 'draft' WHERE NOT "published";--> statement-breakpoint
CREATE INDEX "variants_publish_due_idx" ON "variants" USING btree ("publish_at") WHERE "variants"."status" = 'scheduled' and "variants"."publish_error" is null;--> statement-breakpoint
CREATE INDEX "variants_unpublish_due_idx" ON "variants" USING btree ("unpublish_at") WHERE "variants"."status" = 'published' and "variants"."unpublish_at" is not null and "variants"."publish_error" is null;--> statement-breakpoint
CREATE INDEX "news_publish_due_idx" ON "news" USING btree ("publish_at") WHERE "news"."status" = 'scheduled' and "news"."publish_error" is null;--> statement-breakpoint
CREATE INDEX "news_unpublish_due_idx" ON "news" USING btree ("unpublish_at") WHERE "news"."status" = 'published' and "news"."unpublish_at" is not null and "news"."publish_error" is null;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_status_check" CHECK ("variants"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_status_check" CHECK ("news"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_published_status" CHECK ("news"."published" = ("news"."status" = 'published'));--> statement-breakpoint
-- Decision 066: a variant is listed (variant_listing.listed, the one public filter every public
-- read of variants goes through: listing, page, compare, quote, sitemap, hero, facets) only when
-- it is published and its brand and category are active. The listing triggers of 0003/0006 with
-- the variant's status added.
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
          listed = x.listed, name = x.name, price = x.price, created_at = x.created_at,
          search_text = x.search_text
      FROM (
        SELECT n.id, n.product_id, p.brand_id, p.category_id,
            b.is_active AND c.is_active AND n.status = 'published' AS listed,
            ironsite_natural_key(n.name) AS name, n.price, n.created_at, n.search_text
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
CREATE OR REPLACE FUNCTION ironsite_variant_listing_from_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  products_of int[];
BEGIN
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
-- Variants and articles already in the trash are restored with a status (jsonb_populate_record
-- would give the new NOT NULL column a null).
UPDATE trash_items SET "row" = "row" || jsonb_build_object('status',
    CASE WHEN entity = 'news' AND NOT coalesce(("row" ->> 'published')::boolean, true) THEN 'draft' ELSE 'published' END)
  WHERE entity IN ('variant', 'news') AND NOT "row" ? 'status';
--> statement-breakpoint
-- News keeps the spec's `published` (docs/product.md §29): whoever writes only it (the spec's API, a
-- seed, psql) moves the status with it, and a status written moves it; the check above holds after.
CREATE OR REPLACE FUNCTION ironsite_news_published_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT NEW.published AND NEW.status = 'published' THEN
      NEW.status := 'draft';
    END IF;
  ELSIF NEW.published IS DISTINCT FROM OLD.published AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    NEW.status := CASE WHEN NEW.published THEN 'published' ELSE 'draft' END;
    IF NEW.published THEN NEW.publish_at := NULL; ELSE NEW.unpublish_at := NULL; END IF;
  END IF;
  NEW.published := NEW.status = 'published';
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER news_published_status BEFORE INSERT OR UPDATE ON news
  FOR EACH ROW EXECUTE FUNCTION ironsite_news_published_status();
