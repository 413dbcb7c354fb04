ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('staff', 'ack', 'invite', 'reply', 'reminder', 'escalation', 'quotation', 'quotation_alert', 'assignment'));--> statement-breakpoint
-- The opening hours are the lead desk's business hours now (docs/product.md §2.9): the old text setting goes.
DELETE FROM "settings" WHERE "key" = 'business_hours';
