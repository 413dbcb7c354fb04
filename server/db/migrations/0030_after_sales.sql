CREATE TABLE "lead_after_sales" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"variant_id" integer,
	"machine_label" text NOT NULL,
	"serial_number" text,
	"machine_down" boolean NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hour_meter" double precision,
	"problem" text,
	"preferred_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "lead_after_sales_hour_meter_check" CHECK ("lead_after_sales"."hour_meter" is null or "lead_after_sales"."hour_meter" >= 0)
);
--> statement-breakpoint
CREATE TABLE "request_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" integer,
	"file" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_data_access" DROP CONSTRAINT "personal_data_access_action_check";--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_channel_check";--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "visit_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "lead_after_sales" ADD CONSTRAINT "lead_after_sales_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_after_sales" ADD CONSTRAINT "lead_after_sales_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_photos" ADD CONSTRAINT "request_photos_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_after_sales_variant_idx" ON "lead_after_sales" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "request_photos_lead_idx" ON "request_photos" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "request_photos_unattached_idx" ON "request_photos" USING btree ("created_at") WHERE "request_photos"."lead_id" is null;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_branch_idx" ON "leads" USING btree ("branch_id");--> statement-breakpoint
ALTER TABLE "personal_data_access" ADD CONSTRAINT "personal_data_access_action_check" CHECK ("personal_data_access"."action" in ('view', 'photo', 'export', 'privacy_search', 'privacy_export', 'privacy_erase'));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_visit_on_check" CHECK ("lead_events"."visit_on" is null or "lead_events"."channel" = 'visit');--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_channel_check" CHECK ("lead_events"."channel" is null or "lead_events"."channel" in ('email', 'phone', 'viber', 'messenger', 'whatsapp', 'visit', 'other'));