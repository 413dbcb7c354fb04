CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"change_set_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"row_key" jsonb NOT NULL,
	"revert_of" bigint,
	CONSTRAINT "audit_entries_action_check" CHECK ("audit_entries"."action" in ('create', 'update', 'delete', 'restore', 'revert', 'publish', 'unpublish', 'bulk'))
);
--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entries_user_idx" ON "audit_entries" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_change_set_idx" ON "audit_entries" USING btree ("change_set_id");