-- Quote lists (decision 021): the machines of a lead in lead_items, and a quote list's own
-- columns on leads. Everything added is nullable or a new table, so the version before this one
-- keeps working beside it during a rolling deploy.
CREATE TABLE "lead_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"position" integer NOT NULL,
	"variant_id" integer,
	"variant_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"note" text,
	CONSTRAINT "lead_items_quantity_check" CHECK ("lead_items"."quantity" between 1 and 999),
	CONSTRAINT "lead_items_position_check" CHECK ("lead_items"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "tin" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "buyer_type" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "intent" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "region_code" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "region_name" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "province_name" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "city_code" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "city_name" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "needed_by" date;--> statement-breakpoint
ALTER TABLE "lead_items" ADD CONSTRAINT "lead_items_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_items" ADD CONSTRAINT "lead_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_items_lead_position_idx" ON "lead_items" USING btree ("lead_id","position");--> statement-breakpoint
CREATE INDEX "lead_items_variant_idx" ON "lead_items" USING btree ("variant_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_buyer_type_check" CHECK ("leads"."buyer_type" is null or "leads"."buyer_type" in ('company', 'government', 'contractor', 'individual'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_intent_check" CHECK ("leads"."intent" is null or "leads"."intent" in ('buy', 'rent', 'finance'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_tin_check" CHECK ("leads"."tin" is null or "leads"."tin" ~ '^([0-9]{9}|[0-9]{12})$');