CREATE TABLE "holiday_seeded_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_source_check" CHECK ("holidays"."source" in ('seeded', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "lead_desk" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"business_hours" jsonb NOT NULL,
	"response_targets" jsonb NOT NULL,
	"fallback_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_desk_single_row" CHECK ("lead_desk"."id")
);
--> statement-breakpoint
CREATE TABLE "lead_rule_assignees" (
	"rule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "lead_rule_assignees_rule_id_user_id_pk" PRIMARY KEY("rule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lead_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"match" jsonb NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "away" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "rule_name" text;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "mail_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "response_minutes" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_desk" ADD CONSTRAINT "lead_desk_fallback_user_id_users_id_fk" FOREIGN KEY ("fallback_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_rule_assignees" ADD CONSTRAINT "lead_rule_assignees_rule_id_lead_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."lead_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_rule_assignees" ADD CONSTRAINT "lead_rule_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_idx" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE INDEX "lead_rule_assignees_user_idx" ON "lead_rule_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lead_rules_position_idx" ON "lead_rules" USING btree ("position");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_unanswered_due_idx" ON "leads" USING btree ("due_at") WHERE "leads"."first_response_at" is null and "leads"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "leads_escalate_idx" ON "leads" USING btree ("due_at") WHERE "leads"."first_response_at" is null and "leads"."escalated_at" is null and "leads"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "leads_remind_idx" ON "leads" USING btree ("remind_at") WHERE "leads"."first_response_at" is null and "leads"."reminded_at" is null and "leads"."status" <> 'closed';--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_channel_check" CHECK ("lead_events"."channel" is null or "lead_events"."channel" in ('email', 'phone', 'viber', 'messenger', 'whatsapp', 'other'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('staff', 'ack', 'invite', 'reply', 'reminder', 'escalation'));--> statement-breakpoint
-- The desk's one row with the spec's office hours (Mon–Fri 8:00–17:00) and the default targets
-- (common/schemas/lead-desk.ts); leads stored before this migration keep no due time.
INSERT INTO "lead_desk" ("id", "business_hours", "response_targets") VALUES (true,
  '{"timezone":"Asia/Manila","days":{"mon":[{"open":"08:00","close":"17:00"}],"tue":[{"open":"08:00","close":"17:00"}],"wed":[{"open":"08:00","close":"17:00"}],"thu":[{"open":"08:00","close":"17:00"}],"fri":[{"open":"08:00","close":"17:00"}],"sat":[],"sun":[]}}',
  '{"quote-simple":540,"quote":540,"quote-list":540,"inquiry":540,"general":540,"support":240}')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- One reply template to start from (docs/product.md §24); {name}, {machines} and {signature} are
-- filled in on the lead when a reply is written from it.
INSERT INTO "reply_templates" ("name", "subject", "body") VALUES ('First reply', 'Re: your inquiry',
  E'Dear {name},\n\nThank you for your inquiry about {machines}. We are preparing the details you asked for (availability, price and delivery to your site) and will call you within the next business day to go through them with you. If a different time or number suits you better, just reply to this e-mail.\n\n{signature}');
