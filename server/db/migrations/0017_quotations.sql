CREATE TABLE "quotation_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"variant_id" integer,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "quotation_lines_quantity_check" CHECK ("quotation_lines"."quantity" between 1 and 999),
	CONSTRAINT "quotation_lines_money_check" CHECK ("quotation_lines"."unit_cents" >= 0 and "quotation_lines"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotation_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text NOT NULL,
	"vat_mode" text NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"payment_terms" text NOT NULL,
	"delivery_time" text,
	"notes" text,
	"signatory_id" integer,
	"signatory_name" text NOT NULL,
	"signatory_email" text NOT NULL,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_status_check" CHECK ("quotations"."status" in ('draft', 'sent', 'viewed', 'accepted', 'superseded')),
	CONSTRAINT "quotations_currency_check" CHECK ("quotations"."currency" in ('USD', 'PHP')),
	CONSTRAINT "quotations_vat_mode_check" CHECK ("quotations"."vat_mode" in ('none', 'inclusive', 'exclusive')),
	CONSTRAINT "quotations_money_check" CHECK ("quotations"."subtotal_cents" >= 0 and "quotations"."discount_cents" >= 0 and "quotations"."vat_cents" >= 0 and "quotations"."total_cents" >= 0),
	CONSTRAINT "quotations_revision_check" CHECK ("quotations"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "price_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "quotation_id" integer;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "quotation_action" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "quotation_id" integer;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_links" ADD CONSTRAINT "quotation_links_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_signatory_id_users_id_fk" FOREIGN KEY ("signatory_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_lines_position_idx" ON "quotation_lines" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE INDEX "quotation_lines_variant_idx" ON "quotation_lines" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "quotation_links_quotation_idx" ON "quotation_links" USING btree ("quotation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_number_idx" ON "quotations" USING btree ("year","sequence","revision");--> statement-breakpoint
CREATE INDEX "quotations_lead_idx" ON "quotations" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "quotations_sent_idx" ON "quotations" USING btree ("sent_at");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_quotation_action_check" CHECK ("lead_events"."quotation_action" is null or "lead_events"."quotation_action" in ('created', 'sent', 'viewed', 'accepted', 'question'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('staff', 'ack', 'invite', 'reply', 'reminder', 'escalation', 'quotation', 'quotation_alert'));--> statement-breakpoint
-- When a variant's price last changed, whoever changed it (the editor, the API, an import): the
-- editor shows it beside the price (docs/product.md §25). Prices set before this keep their row's
-- last update as the best known time.
-- Catalogue prices are whole units (decision 048): a price typed with cents is rounded to the unit.
UPDATE "variants" SET "price" = round("price") WHERE "price" <> round("price");--> statement-breakpoint
UPDATE "variants" SET "price_updated_at" = "updated_at" WHERE "price" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION variants_price_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.price IS DISTINCT FROM OLD.price THEN
    NEW.price_updated_at := CASE WHEN NEW.price IS NULL AND TG_OP = 'INSERT' THEN NULL ELSE now() END;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER variants_price_stamp BEFORE INSERT OR UPDATE OF price ON "variants"
  FOR EACH ROW EXECUTE FUNCTION variants_price_stamp();
