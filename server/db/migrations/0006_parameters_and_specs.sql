CREATE TABLE "parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"metric_unit" text,
	"imperial_unit" text,
	"decimals" integer DEFAULT 0 NOT NULL,
	"better" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filterable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_specs" (
	"variant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"parameter_id" integer,
	"group_name" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"status" text NOT NULL,
	"si_min" double precision,
	"si_max" double precision,
	"text_value" text,
	"suggestion" text,
	CONSTRAINT "variant_specs_variant_id_position_pk" PRIMARY KEY("variant_id","position")
);
--> statement-breakpoint
ALTER TABLE "variant_specs" ADD CONSTRAINT "variant_specs_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_specs" ADD CONSTRAINT "variant_specs_parameter_id_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."parameters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parameters_key_unique" ON "parameters" USING btree ("key");--> statement-breakpoint
CREATE INDEX "parameters_name_lower_idx" ON "parameters" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "variant_specs_number_idx" ON "variant_specs" USING btree ("parameter_id","si_min","variant_id") WHERE "variant_specs"."si_min" is not null;--> statement-breakpoint
CREATE INDEX "variant_specs_text_idx" ON "variant_specs" USING btree ("parameter_id","text_value","variant_id") WHERE "variant_specs"."text_value" is not null;--> statement-breakpoint
CREATE INDEX "variant_specs_variant_param_idx" ON "variant_specs" USING btree ("variant_id","parameter_id");--> statement-breakpoint
CREATE INDEX "variant_specs_review_idx" ON "variant_specs" USING btree ("status","parameter_id") WHERE "variant_specs"."status" in ('unparsed', 'unit_mismatch');--> statement-breakpoint
-- Names sort naturally (BPG-250 before BPG-1000, docs/product.md §17): the listing's sort key is
-- the lower-cased name with every run of digits left-padded to 12 places.
CREATE OR REPLACE FUNCTION ironsite_natural_key(s text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(CASE WHEN m[1] ~ '^[0-9]' THEN lpad(m[1], 12, '0') ELSE m[1] END, '' ORDER BY o), '')
    FROM regexp_matches(lower(s), '([0-9]+|[^0-9]+)', 'g') WITH ORDINALITY AS t(m, o)
$$;
--> statement-breakpoint
-- The listing trigger of 0003, its sort key now ironsite_natural_key.
CREATE OR REPLACE FUNCTION ironsite_variant_listing_from_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO variant_listing (variant_id, product_id, brand_id, category_id, listed, name, price, created_at, search_text)
      SELECT n.id, n.product_id, p.brand_id, p.category_id, b.is_active AND c.is_active,
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
        SELECT n.id, n.product_id, p.brand_id, p.category_id, b.is_active AND c.is_active AS listed,
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
UPDATE variant_listing l SET name = ironsite_natural_key(v.name) FROM variants v WHERE v.id = l.variant_id;
