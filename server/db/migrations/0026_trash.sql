CREATE TABLE "trash_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"name" text NOT NULL,
	"row" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" integer,
	"deleted_by_name" text
);
--> statement-breakpoint
CREATE INDEX "trash_items_entity_idx" ON "trash_items" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "trash_items_deleted_idx" ON "trash_items" USING btree ("deleted_at");--> statement-breakpoint
-- A variant restored from the trash (decision 061) keeps its price's date: its price did not change.
CREATE OR REPLACE FUNCTION variants_price_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND current_setting('app.audit_action', true) = 'restore' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' OR NEW.price IS DISTINCT FROM OLD.price THEN
    NEW.price_updated_at := CASE WHEN NEW.price IS NULL AND TG_OP = 'INSERT' THEN NULL ELSE now() END;
  END IF;
  RETURN NEW;
END $$;
