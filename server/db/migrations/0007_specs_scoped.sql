DROP INDEX "variant_specs_number_idx";--> statement-breakpoint
DROP INDEX "variant_specs_text_idx";--> statement-breakpoint
ALTER TABLE "variant_specs" ADD COLUMN "si_hi" double precision GENERATED ALWAYS AS (coalesce(si_max, si_min)) STORED;--> statement-breakpoint
ALTER TABLE "variant_specs" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_specs" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "variant_specs" ADD COLUMN "category_id" integer;--> statement-breakpoint
-- Decision 022: a spec filter or facet scoped to a category reads only variant_specs, so each row
-- carries its variant's listing (visible, brand, category). A new row copies it from variant_listing;
-- a change of the listing (a product moved to another category, a brand hidden) is copied to every
-- row of the variant. Every writer (API, seeds, psql) keeps it right, as with variant_listing.
CREATE OR REPLACE FUNCTION ironsite_variant_specs_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT l.listed, l.brand_id, l.category_id INTO NEW.listed, NEW.brand_id, NEW.category_id
    FROM variant_listing l WHERE l.variant_id = NEW.variant_id;
  NEW.listed := coalesce(NEW.listed, false);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER variant_specs_listing BEFORE INSERT ON variant_specs
  FOR EACH ROW EXECUTE FUNCTION ironsite_variant_specs_listing();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ironsite_variant_specs_from_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE variant_specs s SET listed = n.listed, brand_id = n.brand_id, category_id = n.category_id
    FROM new_rows n
    WHERE s.variant_id = n.variant_id
      AND (s.listed, s.brand_id, s.category_id) IS DISTINCT FROM (n.listed, n.brand_id, n.category_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variant_listing_specs_update AFTER UPDATE ON variant_listing REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_variant_specs_from_listing();
--> statement-breakpoint
UPDATE variant_specs s SET listed = l.listed, brand_id = l.brand_id, category_id = l.category_id
  FROM variant_listing l WHERE l.variant_id = s.variant_id;--> statement-breakpoint
CREATE INDEX "variant_specs_category_number_idx" ON "variant_specs" USING btree ("parameter_id","category_id","si_min","si_hi","variant_id","brand_id") WHERE "variant_specs"."listed" and "variant_specs"."si_min" is not null;--> statement-breakpoint
CREATE INDEX "variant_specs_category_text_idx" ON "variant_specs" USING btree ("parameter_id","category_id",lower("text_value"),"variant_id","brand_id") WHERE "variant_specs"."listed" and "variant_specs"."text_value" is not null;--> statement-breakpoint
CREATE INDEX "variant_specs_number_idx" ON "variant_specs" USING btree ("parameter_id","si_min","si_hi","variant_id","category_id","brand_id") WHERE "variant_specs"."listed" and "variant_specs"."si_min" is not null;--> statement-breakpoint
CREATE INDEX "variant_specs_text_idx" ON "variant_specs" USING btree ("parameter_id",lower("text_value"),"variant_id","category_id","brand_id") WHERE "variant_specs"."listed" and "variant_specs"."text_value" is not null;
