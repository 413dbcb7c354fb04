CREATE TABLE "listed_spec_summary" (
	"parameter_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"si_min" double precision,
	"si_hi" double precision,
	"text_key" text,
	"text_value" text,
	"rows" integer NOT NULL,
	"variants" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listed_spec_summary_idx" ON "listed_spec_summary" USING btree ("parameter_id","level","category_id","brand_id");--> statement-breakpoint
-- Decision 035: listed_spec_summary holds the listed spec rows summed per parameter, brand and
-- category. After every statement that writes variant_specs (the API, seeds, the listing's own
-- copy of listed/brand/category, psql) the groups it touched are counted again from variant_specs,
-- so the summary is exact whatever the writer, as variant_listing and listed_variant_counts are.
CREATE OR REPLACE FUNCTION ironsite_spec_summary_recount(p int[], b int[], c int[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listed_spec_summary s USING (SELECT DISTINCT u.parameter_id, u.brand_id, u.category_id
      FROM unnest(p, b, c) AS u(parameter_id, brand_id, category_id)) k
    WHERE s.parameter_id = k.parameter_id AND s.brand_id = k.brand_id AND s.category_id = k.category_id;
  INSERT INTO listed_spec_summary
      (parameter_id, brand_id, category_id, level, si_min, si_hi, text_key, text_value, rows, variants)
    SELECT v.parameter_id, v.brand_id, v.category_id,
        CASE WHEN grouping(v.si_min) = 0 THEN 1 WHEN grouping(lower(v.text_value)) = 0 THEN 2 ELSE 0 END,
        CASE WHEN grouping(v.si_min) = 0 THEN v.si_min ELSE min(v.si_min) END,
        max(v.si_hi),
        CASE WHEN grouping(lower(v.text_value)) = 0 THEN lower(v.text_value) END,
        min(v.text_value),
        count(*)::int,
        CASE WHEN grouping(lower(v.text_value)) = 0 THEN count(DISTINCT v.variant_id)
          ELSE count(DISTINCT v.variant_id) FILTER (WHERE v.si_min IS NOT NULL) END::int
      FROM variant_specs v
      JOIN (SELECT DISTINCT u.parameter_id, u.brand_id, u.category_id
        FROM unnest(p, b, c) AS u(parameter_id, brand_id, category_id)) k
        ON v.parameter_id = k.parameter_id AND v.brand_id = k.brand_id AND v.category_id = k.category_id
      WHERE v.listed
      GROUP BY GROUPING SETS ((v.parameter_id, v.brand_id, v.category_id),
        (v.parameter_id, v.brand_id, v.category_id, v.si_min),
        (v.parameter_id, v.brand_id, v.category_id, lower(v.text_value)));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ironsite_spec_summary_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
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
--> statement-breakpoint
CREATE TRIGGER variant_specs_summary_insert AFTER INSERT ON variant_specs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_spec_summary_touched();
--> statement-breakpoint
CREATE TRIGGER variant_specs_summary_update AFTER UPDATE ON variant_specs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_spec_summary_touched();
--> statement-breakpoint
CREATE TRIGGER variant_specs_summary_delete AFTER DELETE ON variant_specs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_spec_summary_touched();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ironsite_spec_summary_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listed_spec_summary;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variant_specs_summary_truncate AFTER TRUNCATE ON variant_specs
  FOR EACH STATEMENT EXECUTE FUNCTION ironsite_spec_summary_truncated();
--> statement-breakpoint
SELECT ironsite_spec_summary_recount(array_agg(parameter_id), array_agg(brand_id), array_agg(category_id))
  FROM (SELECT DISTINCT parameter_id, brand_id, category_id FROM variant_specs WHERE listed) k;
