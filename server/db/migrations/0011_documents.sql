ALTER TABLE "variant_interest_daily" DROP CONSTRAINT "variant_interest_daily_event_check";--> statement-breakpoint
ALTER TABLE "variant_interest_daily" ADD CONSTRAINT "variant_interest_daily_event_check" CHECK ("variant_interest_daily"."event" in ('page_view', 'compare_add', 'quote_list_add', 'chat_click', 'quote_request', 'sheet_download'));--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "summary_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_summary_token_idx" ON "leads" USING btree ("summary_token");
