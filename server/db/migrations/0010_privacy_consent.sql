CREATE TABLE "privacy_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"email_hash" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_audit_action_check" CHECK ("privacy_audit"."action" in ('search', 'export', 'erase'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "marketing_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "marketing_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_audit" ADD CONSTRAINT "privacy_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_audit_created_idx" ON "privacy_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "privacy_audit_email_idx" ON "privacy_audit" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_marketing_check" CHECK ("leads"."marketing_opt_in" = ("leads"."marketing_opt_in_at" is not null));