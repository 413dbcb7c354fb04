CREATE TABLE "variant_interest_daily" (
	"day" date NOT NULL,
	"variant_id" integer NOT NULL,
	"event" text NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "variant_interest_daily_day_variant_id_event_channel_pk" PRIMARY KEY("day","variant_id","event","channel"),
	CONSTRAINT "variant_interest_daily_event_check" CHECK ("variant_interest_daily"."event" in ('page_view', 'compare_add', 'quote_list_add', 'chat_click', 'quote_request')),
	CONSTRAINT "variant_interest_daily_channel_check" CHECK (("variant_interest_daily"."event" = 'chat_click' and "variant_interest_daily"."channel" in ('messenger', 'viber', 'whatsapp'))
        or ("variant_interest_daily"."event" <> 'chat_click' and "variant_interest_daily"."channel" = '')),
	CONSTRAINT "variant_interest_daily_count_check" CHECK ("variant_interest_daily"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "variant_interest_daily" ADD CONSTRAINT "variant_interest_daily_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variant_interest_daily_variant_idx" ON "variant_interest_daily" USING btree ("variant_id");