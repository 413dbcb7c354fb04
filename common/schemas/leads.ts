import { z } from 'zod';
import { BUYER_TYPES, LEAD_KINDS, type LeadKind, QUOTE_INTENTS } from '../constants';
import { LEAD_KIND_DEFINITIONS } from '../lead-kinds';
import { STAFF_ROLES } from '../permissions';
import { afterSalesDetailsSchema } from './after-sales-details';
import { listEnvelope, savedEnvelope } from './envelopes';
import { adminListQuery, paginatedSchema } from './pagination';
import { plainText } from './shared';

// The admin inbox of stored contact-form submissions (docs/product.md §9). Spam is not a status of its own:
// a lead with a filled honeypot is stored closed with reason spam, so one workflow covers it and
// staff can reopen a false positive; the Spam filter shows exactly those. A lead flagged only for
// its fill time or links is a "possible spam": it stays new, in the inbox, with the reason shown.

const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
const CLOSE_REASONS = ['won', 'lost', 'spam'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
/** List filter: closed means closed as won or lost; spam means closed as spam; no filter = all but spam. */
export const LEAD_STATUS_FILTERS = ['new', 'contacted', 'closed', 'spam', 'all'] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];
export const SPAM_FLAGS = ['honeypot', 'too_fast', 'links'] as const;
export type SpamFlag = (typeof SPAM_FLAGS)[number];
const DELIVERY_STATES = ['none', 'pending', 'sent', 'failed'] as const;

export const CLOSE_REASON_REQUIRED = 'Choose a reason to close this inquiry: won, lost or spam.';
const NOTHING_TO_UPDATE = 'Change the status or the note.';
export const LEAD_UPDATED = 'Inquiry updated successfully.';
export const LEAD_ASSIGNED = 'Inquiry assigned.';
/** A sales rep may only take an unassigned inquiry, for themself, and only when Settings allow. */
export const ASSIGN_FORBIDDEN = 'You may only take an unassigned inquiry for yourself.';
export const ASSIGNEE_MESSAGES = {
  required: 'Choose a staff member.',
  unknown: 'That staff member does not exist.',
  deactivated: 'That account is deactivated.',
  cannotWork: "That staff member's role cannot work on inquiries.",
} as const;
const ASSIGNEE_FILTER_MESSAGE = 'Use me, unassigned or a staff member’s id.';

/** Date-only filters and the CSV's times are in the company's time zone (Philippines, no DST). */
export const BUSINESS_UTC_OFFSET = '+08:00';

/** How staff and the visitor name a quote list (docs/product.md §19): "QL-000042". */
export const quoteListReference = (id: number) => `QL-${String(id).padStart(6, '0')}`;

/** Human name of a lead's form; the product detail form posts an inquiry with source product-detail. */
export const leadKindLabel = (kind: string, source?: string | null) =>
  kind === 'inquiry' && source === 'product-detail'
    ? 'Product inquiry'
    : kind in LEAD_KIND_DEFINITIONS
      ? LEAD_KIND_DEFINITIONS[kind as LeadKind].label
      : kind;

const dateParam = z.union([
  z.iso.date({ error: 'Use a date like 2025-01-31.' }),
  z.iso.datetime({ offset: true, error: 'Use a date like 2025-01-31.' }),
]);

const filterFields = {
  search: adminListQuery.shape.search,
  kind: z.enum(LEAD_KINDS).optional(),
  status: z.enum(LEAD_STATUS_FILTERS).optional(),
  /** Received on or after (a date means that day's start in BUSINESS_UTC_OFFSET). */
  from: dateParam.optional(),
  /** Received on or before (a date means the whole of that day). */
  to: dateParam.optional(),
  /** Whose leads: `me`, `unassigned`, or a staff member's id. */
  assignee: z
    .string()
    .regex(/^(?:me|unassigned|[1-9]\d{0,9})$/, ASSIGNEE_FILTER_MESSAGE)
    .transform((v) => (v === 'me' || v === 'unassigned' ? v : Number(v)))
    .pipe(z.union([z.enum(['me', 'unassigned']), z.number().max(2_147_483_647, ASSIGNEE_FILTER_MESSAGE)]))
    .optional(),
  /** Unanswered open leads past their due time (docs/product.md §24). */
  overdue: z.enum(['true', 'false'], { error: 'Use overdue=true.' }).optional(),
  /** Unanswered open leads due before the end of today in business time. */
  due: z.enum(['today'], { error: 'Use due=today.' }).optional(),
};
const datesInOrder = {
  check: (q: { from?: string; to?: string }) => !q.from || !q.to || q.from.slice(0, 10) <= q.to.slice(0, 10),
  params: { message: 'The end date must not be before the start date.', path: ['to'] },
};

export const leadFilterQuery = z.object(filterFields).refine(datesInOrder.check, datesInOrder.params);
export type LeadFilter = z.infer<typeof leadFilterQuery>;
/** The list's order: newest first (default), or soonest due first (unanswered leads first). */
const LEAD_SORTS = ['received', 'due_at'] as const;
export const leadListQuery = z
  .object({
    ...filterFields,
    sort: z.enum(LEAD_SORTS, { error: 'Use sort=received or sort=due_at.' }).default('received'),
    page: adminListQuery.shape.page,
    per_page: adminListQuery.shape.per_page,
  })
  .refine(datesInOrder.check, datesInOrder.params);
export type LeadListQuery = z.infer<typeof leadListQuery>;

/** The staff member a lead is assigned to (docs/product.md §23); null while unassigned. */
const assigneeSchema = z.object({ id: z.number(), name: z.string() }).nullable();

/** Who sent a lead, as every read of it answers them. */
export const leadSenderFields = {
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
};

const leadRowSchema = z.object({
  id: z.number(),
  kind: z.enum(LEAD_KINDS),
  /** product-detail, contact or modal when the inquiry form said so. */
  source: z.string().nullable(),
  ...leadSenderFields,
  product: z.string().nullable(),
  subject: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  close_reason: z.enum(CLOSE_REASONS).nullable(),
  spam: z.boolean(),
  /** Why it may be spam ("sent 1.2 s after the form opened; 5 links"); null when nothing says so. */
  possible_spam: z.string().nullable(),
  received_at: z.string(),
  /** Summary of its e-mails: none queued, any pending, any failed (after all retries), or all sent. */
  delivery: z.enum(DELIVERY_STATES),
  assignee: assigneeSchema,
  /** The response clock (docs/product.md §24): when an answer is due, in business hours. */
  due_at: z.string().nullable(),
  /** The first reply or logged contact; null while unanswered. */
  first_response_at: z.string().nullable(),
  /**
   * Business minutes from arrival to the first response (open hours only, as due_at is counted):
   * what the lead page's "Answered in" says and the dashboard's median and percentile are made of.
   */
  response_minutes: z.number().nullable(),
  /** Unanswered, open and past due_at. */
  overdue: z.boolean(),
  /** The branch that answers a parts or service request (docs/product.md §30); null otherwise. */
  branch: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type LeadRow = z.infer<typeof leadRowSchema>;
export const leadListSchema = paginatedSchema(leadRowSchema);

/** The quotation steps a lead's history records (lead_events.quotation_action). */
const QUOTATION_EVENT_ACTIONS = ['created', 'sent', 'link_copied', 'viewed', 'accepted', 'question'] as const;
export type QuotationEventAction = (typeof QUOTATION_EVENT_ACTIONS)[number];

const leadEventSchema = z.object({
  id: z.number(),
  status: z.enum(LEAD_STATUSES),
  close_reason: z.enum(CLOSE_REASONS).nullable(),
  note: z.string().nullable(),
  /** null: the site, when the lead arrived (the spam screen, or an acknowledgement held back). */
  changed_by: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  /** An assignment: to whom (the id is null once that account is deleted); null for other entries. */
  assigned_to: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  /** The routing rule that made an assignment (null: by hand, or the fallback). */
  rule_name: z.string().nullable(),
  /** A contact with the visitor: email for a reply sent from the inbox, else what was logged. */
  channel: z.enum(['email', 'phone', 'viber', 'messenger', 'whatsapp', 'visit', 'other']).nullable(),
  /** A logged visit's date (YYYY-MM-DD, Manila); left out of every other entry. */
  visit_on: z.string().nullable().optional(),
  /** A reply's mail id (its delivery state is in `deliveries`). */
  mail_id: z.number().nullable(),
  /**
   * A quotation's step (docs/product.md §25): "Q-2026-0001 viewed", "accepted by …" (the name in
   * `note`), or a buyer's question (`note` the question, `changed_by` the buyer). Left out of
   * every other entry, and once the quotation is gone.
   */
  quotation: z
    .object({
      id: z.number(),
      reference: z.string(),
      action: z.enum(QUOTATION_EVENT_ACTIONS),
    })
    .nullable()
    .optional(),
  changed_at: z.string(),
});

const LEAD_MAIL_KINDS = [
  'staff',
  'ack',
  'reply',
  'reminder',
  'escalation',
  'quotation',
  'quotation_alert',
  'quotation_accepted',
  'assignment',
] as const;
const leadDeliverySchema = z.object({
  id: z.number(),
  kind: z.enum(LEAD_MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  state: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  last_error: z.string().nullable(),
  /** When a pending mail is tried next; null once sent or failed. */
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});

/** A machine of a quote list, named as it was when the list was sent (the variant may since be gone). */
const leadItemSchema = z.object({
  position: z.number(),
  variant_id: z.number().nullable(),
  variant_name: z.string(),
  brand_name: z.string(),
  quantity: z.number(),
  note: z.string().nullable(),
});

const placeSchema = z.object({ code: z.string(), name: z.string() }).nullable();

/** A quote list's own fields (decision 021); the TIN as its digits, the places as code and name. */
const quoteListDetailSchema = z.object({
  reference: z.string(),
  tin: z.string().nullable(),
  buyer_type: z.enum(BUYER_TYPES).nullable(),
  intent: z.enum(QUOTE_INTENTS).nullable(),
  region: placeSchema,
  province: placeSchema,
  city: placeSchema,
  /** YYYY-MM-DD, a date in the Philippines. */
  needed_by: z.string().nullable(),
});

export const leadDetailSchema = leadRowSchema.extend({
  message: z.string().nullable(),
  /** Every validated field the form sent (without the spam-check fields). */
  payload: z.record(z.string(), z.unknown()),
  page: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  note: z.string().nullable(),
  spam_flags: z.array(z.enum(SPAM_FLAGS)),
  /** Time from opening the form to sending it; null when the form did not send form_started_at. */
  fill_ms: z.number().nullable(),
  updated_at: z.string(),
  history: z.array(leadEventSchema),
  deliveries: z.array(leadDeliverySchema),
  /** A quote list's machines in their order; empty for the other forms. */
  items: z.array(leadItemSchema),
  /** null unless the lead is a quote list. */
  quote_list: quoteListDetailSchema.nullable(),
  /** A parts or service request's own fields (docs/product.md §30); null for the other kinds. */
  after_sales: afterSalesDetailsSchema.nullable(),
  /** docs/product.md §21: the notice in force when it was sent and the marketing choice. */
  consent: z.object({
    /** null for a lead stored before the site recorded it. */
    privacy_notice_version: z.string().nullable(),
    /** When that version was first recorded on a lead: the date the inbox shows it by. */
    privacy_notice_recorded_at: z.string().nullable(),
    marketing_opt_in: z.boolean(),
    marketing_opt_in_at: z.string().nullable(),
    /** When a data-subject erasure anonymised it. */
    erased_at: z.string().nullable(),
  }),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** PATCH body; the inbox's status form uses it too. Closing needs a reason. */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    close_reason: z.enum(CLOSE_REASONS).nullish(),
    /** Plain text like every other lead field (shared.ts): markup is removed. */
    note: z
      .string()
      .trim()
      .max(5000, 'Must be at most 5000 characters')
      .transform((v) => plainText(v, { multiline: true }))
      .nullish(),
  })
  .refine((v) => v.status !== 'closed' || !!v.close_reason, {
    message: CLOSE_REASON_REQUIRED,
    path: ['close_reason'],
  })
  .refine((v) => v.status !== undefined || v.note !== undefined || v.close_reason !== undefined, {
    message: NOTHING_TO_UPDATE,
  });
export type LeadUpdateInput = z.infer<typeof leadUpdateSchema>;

export const leadUpdatedSchema = savedEnvelope(leadDetailSchema);

export const leadCountsSchema = z.object({
  new: z.number(),
  contacted: z.number(),
  closed: z.number(),
  spam: z.number(),
  total: z.number(),
});
export type LeadCounts = z.infer<typeof leadCountsSchema>;

/** POST /admin/leads/:id/assign. */
export const leadAssignSchema = z.object({
  user_id: z
    .number({ error: ASSIGNEE_MESSAGES.required })
    .int(ASSIGNEE_MESSAGES.required)
    .min(1, ASSIGNEE_MESSAGES.unknown)
    .max(2_147_483_647, ASSIGNEE_MESSAGES.unknown),
});
export type LeadAssignInput = z.infer<typeof leadAssignSchema>;

/** GET /admin/leads/assignees: the active staff a lead may be assigned to, by name. */
export const leadAssigneesSchema = listEnvelope(
  z.object({ id: z.number(), name: z.string(), role: z.enum(STAFF_ROLES) }),
);
