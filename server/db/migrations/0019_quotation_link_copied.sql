-- A quotation's link copied by staff to share another way (decision 052) is a step of the lead's history.
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_quotation_action_check";--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_quotation_action_check" CHECK ("lead_events"."quotation_action" is null or "lead_events"."quotation_action" in ('created', 'sent', 'link_copied', 'viewed', 'accepted', 'question'));

