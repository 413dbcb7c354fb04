CREATE TABLE "mfa_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "leads_summary_token_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "summary_token_hash" text;--> statement-breakpoint
ALTER TABLE "mfa_failures" ADD CONSTRAINT "mfa_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mfa_failures_user_created_idx" ON "mfa_failures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_summary_token_hash_idx" ON "leads" USING btree ("summary_token_hash");--> statement-breakpoint
-- Links already sent keep working: their tokens become the same SHA-256 (hex) the server computes.
UPDATE "leads" SET "summary_token_hash" = encode(sha256(convert_to("summary_token", 'UTF8')), 'hex') WHERE "summary_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN "summary_token";