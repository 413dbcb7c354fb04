import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { branches } from './branches';
import { variants } from './catalog';
import { createdAt, moment, parentId, serialId, timestamps } from './columns';
import { quotations } from './quotations';

// Inquiries from the site forms, their history, and the mails they queue.

export const leads = pgTable(
  'leads',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject'),
    product: text('product'),
    message: text('message'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    page: text('page'),
    /** new → contacted → closed; a closed lead has a reason (won, lost, spam). */
    status: text('status').notNull().default('new'),
    closeReason: text('close_reason'),
    /** Internal note, never shown to the visitor. */
    note: text('note'),
    /** Why the spam screen flagged it (honeypot, too_fast, links); empty for a clean lead. */
    spamFlags: text('spam_flags').array().notNull().default(sql`'{}'::text[]`),
    /** Milliseconds between the form opening and the submit; null when the form did not say. */
    fillMs: integer('fill_ms'),
    // A quote list's own fields (decision 021), null for every other form. Names of the places are
    // kept as they were when it was sent, beside their PSGC codes.
    /** Taxpayer Identification Number, 9 or 12 digits. */
    tin: text('tin'),
    buyerType: text('buyer_type'),
    intent: text('intent'),
    regionCode: text('region_code'),
    regionName: text('region_name'),
    provinceCode: text('province_code'),
    provinceName: text('province_name'),
    cityCode: text('city_code'),
    cityName: text('city_name'),
    /** The date in the Philippines the machines are needed by. */
    neededBy: date('needed_by', { mode: 'string' }),
    /** SHA-256 (hex) of a quote list's summary link token (32 random bytes, base64url; decision
     * 027): the link itself is never stored, so a copy of the database cannot open it. */
    summaryTokenHash: text('summary_token_hash'),
    // Consent under the Data Privacy Act (docs/product.md §21, decision 026): the version of the
    // privacy notice in force when the form was sent, and the visitor's own choice of marketing
    // mail with its time (null when not chosen).
    privacyNoticeVersion: text('privacy_notice_version'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    marketingOptInAt: moment('marketing_opt_in_at'),
    /** When a data-subject erasure anonymised this lead; its figures stay for the counts. */
    erasedAt: moment('erased_at'),
    /** The staff member who owns the lead (docs/product.md §23); null while unassigned. An account
     * with leads is deactivated, never deleted. */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'restrict' }),
    // The response clock (docs/product.md §24): set at creation from the kind's target counted in
    // business hours; the first reply or logged contact stops it.
    /** When half the target has passed: the assignee is reminded then, once (reminded_at). */
    remindAt: moment('remind_at'),
    dueAt: moment('due_at'),
    firstResponseAt: moment('first_response_at'),
    /** Business minutes from arrival to the first response, for the response-time figures. */
    responseMinutes: integer('response_minutes'),
    remindedAt: moment('reminded_at'),
    /** When the managers were told it is overdue (once). */
    escalatedAt: moment('escalated_at'),
    /** The branch that answers a parts or service request (docs/product.md §30); null otherwise. */
    branchId: integer('branch_id').references((): AnyPgColumn => branches.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    uniqueIndex('leads_summary_token_hash_idx').on(t.summaryTokenHash),
    index('leads_kind_idx').on(t.kind),
    index('leads_status_idx').on(t.status),
    index('leads_assignee_idx').on(t.assigneeId, t.createdAt),
    index('leads_branch_idx').on(t.branchId),
    // Unanswered open leads by due time: the inbox's Overdue and Due today, the overdue count and the
    // escalation run; and by reminder time for the reminder run. Answered or closed leads leave both.
    index('leads_unanswered_due_idx')
      .on(t.dueAt)
      .where(sql`${t.firstResponseAt} is null and ${t.status} <> 'closed'`),
    // The escalation run's: those not yet escalated, so an old unanswered lead is not walked past
    // every 30 seconds.
    index('leads_escalate_idx')
      .on(t.dueAt)
      .where(sql`${t.firstResponseAt} is null and ${t.escalatedAt} is null and ${t.status} <> 'closed'`),
    index('leads_remind_idx')
      .on(t.remindAt)
      .where(sql`${t.firstResponseAt} is null and ${t.remindedAt} is null and ${t.status} <> 'closed'`),
    check('leads_status_check', sql`${t.status} in ('new', 'contacted', 'closed')`),
    check(
      'leads_close_reason_check',
      sql`(${t.status} = 'closed') = (${t.closeReason} is not null) and (${t.closeReason} is null or ${t.closeReason} in ('won', 'lost', 'spam'))`,
    ),
    check(
      'leads_buyer_type_check',
      sql`${t.buyerType} is null or ${t.buyerType} in ('company', 'government', 'contractor', 'individual')`,
    ),
    check('leads_intent_check', sql`${t.intent} is null or ${t.intent} in ('buy', 'rent', 'finance')`),
    check('leads_tin_check', sql`${t.tin} is null or ${t.tin} ~ '^([0-9]{9}|[0-9]{12})$'`),
    check('leads_marketing_check', sql`${t.marketingOptIn} = (${t.marketingOptInAt} is not null)`),
    // The privacy tools find a person's leads by address, in any case (docs/product.md §21).
    index('leads_email_idx').on(sql`lower(${t.email})`),
    // Cmd+K finds a lead by part of its name, address, phone or TIN (docs/product.md §26, decision 068).
    index('leads_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('leads_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('leads_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('leads_tin_trgm_idx').using('gin', sql`${t.tin} gin_trgm_ops`),
  ],
);

/**
 * The machines of a quote list, in the order they were listed (position 1 first). Names are kept
 * as they were when it was sent; the variant may later be renamed or deleted (its id then null).
 */
export const leadItems = pgTable(
  'lead_items',
  {
    id: serialId(),
    leadId: parentId('lead_id', () => leads.id, 'cascade'),
    position: integer('position').notNull(),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    variantName: text('variant_name').notNull(),
    brandName: text('brand_name').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('lead_items_lead_position_idx').on(t.leadId, t.position),
    // Deleting a variant sets its references to null: found by this index, not a scan.
    index('lead_items_variant_idx').on(t.variantId),
    check('lead_items_quantity_check', sql`${t.quantity} between 1 and 999`),
    check('lead_items_position_check', sql`${t.position} >= 1`),
  ],
);

/** Every status change or note of a lead: who (null user = the spam screen), when, why. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: serialId(),
    leadId: parentId('lead_id', () => leads.id, 'cascade'),
    status: text('status').notNull(),
    closeReason: text('close_reason'),
    note: text('note'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time of the change, kept when the account is later deleted. */
    userName: text('user_name'),
    /** An assignment: the person the lead was given to, with their name at the time. */
    assignedToId: integer('assigned_to_id').references(() => users.id, { onDelete: 'set null' }),
    assignedToName: text('assigned_to_name'),
    /** The routing rule that made an assignment; null for a hand assignment or the fallback. */
    ruleName: text('rule_name'),
    /** A contact with the visitor: email (a reply from the inbox), phone, viber, messenger, whatsapp, visit, other. */
    channel: text('channel'),
    /** A logged visit's date (Manila), set with channel visit only (docs/product.md §30). */
    visitOn: date('visit_on', { mode: 'string' }),
    /** A reply's mail, for its delivery state. */
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    /** A quotation's step (docs/product.md §25): created, sent, link_copied, viewed, accepted or a buyer's question. */
    quotationId: integer('quotation_id').references((): AnyPgColumn => quotations.id, {
      onDelete: 'set null',
    }),
    quotationAction: text('quotation_action'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_events_lead_idx').on(t.leadId, t.createdAt),
    check(
      'lead_events_channel_check',
      sql`${t.channel} is null or ${t.channel} in ('email', 'phone', 'viber', 'messenger', 'whatsapp', 'visit', 'other')`,
    ),
    check('lead_events_visit_on_check', sql`${t.visitOn} is null or ${t.channel} = 'visit'`),
    check(
      'lead_events_quotation_action_check',
      sql`${t.quotationAction} is null or ${t.quotationAction} in ('created', 'sent', 'link_copied', 'viewed', 'accepted', 'question')`,
    ),
  ],
);

/**
 * Durable e-mail queue (decision 010): rows are written in the lead's transaction and sent by the
 * worker. A pending row whose locked_until has passed is due again (its worker died mid-send).
 * A mail with a private link (a quotation's, an invitation's) holds a marker where the link's token
 * goes: the worker mints the token as it hands the mail to SMTP and keeps only its hash (link_hash),
 * so no row, pending or sent, opens anything (mail/link-token.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    /** The lead the mail is about; null for a staff invitation. */
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    /** A staff invitation's account: deleting the account cancels its queued invitation. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** A quotation mail's quotation: its PDF is drawn from the stored (never changed) revision at sending. */
    quotationId: integer('quotation_id').references((): AnyPgColumn => quotations.id, {
      onDelete: 'set null',
    }),
    from: text('from_address').notNull(),
    to: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lockedUntil: moment('locked_until'),
    /** The claim holding the lease: a worker writes the outcome only while this is still its own. */
    leaseId: text('lease_id'),
    /** SHA-256 of the link token the last attempt minted: the next attempt revokes it. */
    linkHash: text('link_hash'),
    sentAt: moment('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('mail_outbox_lead_idx').on(t.leadId),
    index('mail_outbox_user_idx').on(t.userId),
    check(
      'mail_outbox_kind_check',
      sql`${t.kind} in ('staff', 'ack', 'invite', 'reply', 'reminder', 'escalation', 'quotation', 'quotation_alert', 'quotation_accepted', 'assignment')`,
    ),
    check('mail_outbox_lead_check', sql`(${t.leadId} is null) = (${t.kind} = 'invite')`),
    check('mail_outbox_state_check', sql`${t.state} in ('pending', 'sent', 'failed')`),
  ],
);
