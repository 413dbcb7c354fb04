-- Private links leave the outbox (decision 010, 048): a mail holds the marker {{link-token}} where
-- its link's token goes, the worker mints the token at hand-off and keeps its hash in link_hash, and
-- an invitation's rows name its account. Everything added is nullable, so the version before this
-- one keeps working beside it during a rolling deploy.
ALTER TABLE "mail_outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lease_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "link_hash" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id");--> statement-breakpoint
-- Rows written before: the token leaves the body, its hash stays in link_hash (a pending row's next
-- attempt revokes it and mints a fresh one; a sent row's link keeps working for whoever received it).
UPDATE "mail_outbox" SET "link_hash" = encode(sha256(convert_to(
  (regexp_match("text_body", '/(?:invitation|quotation)/([A-Za-z0-9_-]{43})'))[1], 'UTF8')), 'hex')
WHERE "kind" IN ('invite', 'quotation') AND "text_body" ~ '/(invitation|quotation)/[A-Za-z0-9_-]{43}';--> statement-breakpoint
UPDATE "mail_outbox" SET
  "text_body" = regexp_replace("text_body", '/(invitation|quotation)/[A-Za-z0-9_-]{43}', '/\1/{{link-token}}', 'g'),
  "html_body" = regexp_replace("html_body", '/(invitation|quotation)/[A-Za-z0-9_-]{43}', '/\1/{{link-token}}', 'g')
WHERE "link_hash" IS NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" AS m SET "user_id" = i."user_id" FROM "user_invitations" AS i
WHERE m."kind" = 'invite' AND i."token_hash" = m."link_hash";--> statement-breakpoint
-- An invitation's rows end with it: used, expired, or its account deleted.
DELETE FROM "mail_outbox" AS m WHERE m."kind" = 'invite' AND (m."user_id" IS NULL OR NOT EXISTS (
  SELECT 1 FROM "user_invitations" AS i
  WHERE i."user_id" = m."user_id" AND i."used_at" IS NULL AND i."expires_at" > now()));
