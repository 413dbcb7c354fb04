-- Catalogue imports as jobs (docs/product.md §27.3, decision 072): one row per upload, claimed
-- with FOR UPDATE SKIP LOCKED under a lease; the partial unique index allows one queued or
-- running import at a time.
CREATE TABLE "catalog_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text,
	"mapping" jsonb,
	"dry_run" boolean NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_checked" integer DEFAULT 0 NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"change_set_id" uuid,
	"undo_change_set_id" uuid,
	"error" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"lease_id" uuid,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_imports_created_idx" ON "catalog_imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_imports_one_active_idx" ON "catalog_imports" USING btree ((true)) WHERE "catalog_imports"."status" in ('queued', 'running');