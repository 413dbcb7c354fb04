import { z } from 'zod';
import { labelled } from '../labelled';
import { CURRENCIES, hasAtMostTwoDecimals, VAT_MODES } from '../money';
import { okEnvelope, savedEnvelope } from './envelopes';
import { optionalPlain, requiredPlain } from './shared';

// Priced quotations sent back from a lead (docs/product.md §25, decision 048). Money in the API is
// the currency's main unit with at most two decimals; the server counts it in integer centavos.
// Dates are YYYY-MM-DD in the Philippines.

/** Leads a quotation answers: quote requests, quote lists and inquiries (common/lead-kinds.ts). */
export { QUOTABLE_KINDS } from '../lead-kinds';

/** Stored states; `expired` is read, not stored: a sent or viewed one past its validity date. */
const { values: QUOTATION_STATUSES, labels: QUOTATION_STATUS_LABELS } = labelled({
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  expired: 'Expired',
  superseded: 'Superseded',
});
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export { QUOTATION_STATUS_LABELS };

export const QUOTATION_LIMITS = {
  lines: 50,
  quantity: 999,
  description: 300,
  paymentTerms: 1000,
  deliveryTime: 200,
  notes: 2000,
  message: 5000,
  question: 2000,
  name: 200,
  /** Days a new quotation is valid for, by default. */
  validDays: 30,
  /** The latest validity date: this many days after today (Manila). */
  maxValidDays: 365,
  /** Days the buyer's link works after the validity date. */
  linkDaysAfterValidity: 30,
  /** The largest unit price or discount: 999,999,999,999.99. */
  maxAmount: 999_999_999_999.99,
} as const;

export const DEFAULT_PAYMENT_TERMS =
  'Cash: 50% down payment with the purchase order, balance before delivery.\nBank financing or lease: subject to the bank’s or lessor’s approval.';

export const QUOTATION_MESSAGES = {
  lines: 'Add at least one line.',
  tooManyLines: `A quotation has at most ${QUOTATION_LIMITS.lines} lines.`,
  description: 'Describe the line.',
  quantity: `The quantity must be a whole number from 1 to ${QUOTATION_LIMITS.quantity}.`,
  amount: 'Enter an amount of 0 or more, with at most two decimals.',
  discountTooLarge: 'The discount cannot be more than the line’s amount.',
  total: 'The quotation’s total is too large.',
  validUntil: 'Use a date like 2026-12-31.',
  validUntilPast: 'The validity date cannot be in the past.',
  validUntilTooFar: `The validity date can be at most ${QUOTATION_LIMITS.maxValidDays} days ahead.`,
  paymentTerms: 'Write the payment terms.',
  notFound: 'Quotation not found.',
  notQuotable: 'Quotations answer quote requests, quote lists and product inquiries only.',
  notDraft: 'This quotation was sent and cannot be changed. Revise it to send a new revision.',
  notLatest: 'A newer revision of this quotation exists: revise that one.',
  revisingAccepted: 'This quotation was accepted; make a new quotation instead',
  otherRevisionAccepted:
    'Another revision of this quotation was already accepted. Please contact us if anything should change.',
  alreadySent: 'This quotation was already sent.',
  noPublicUrl:
    'This server has no public address (PUBLIC_URL), so the e-mail could not hold the link to view and accept the quotation. Set PUBLIC_URL, or copy the link and share it another way.',
  linkEnded: 'This quotation’s link period has ended: revise it to share a new one.',
  linkCopied: 'Link ready to share.',
  linkNotFound: 'This quotation does not exist or its link has expired.',
  expired: 'This quotation has expired. Ask us for a new one.',
  acceptName: 'Type your name to accept.',
  question: 'Write your question.',
  created: 'Quotation saved as a draft.',
  updated: 'Draft saved.',
  revised: 'New revision started as a draft.',
  sent: 'Quotation queued to be sent.',
  accepted: 'Thank you. We have recorded your acceptance and will contact you shortly.',
  questionSent: 'Thank you. Your question was sent to our sales team.',
} as const;

/** "Q-2026-0001", and "Q-2026-0001-R1" for its first revision. */
export const quotationNumber = (year: number, sequence: number) =>
  `Q-${year}-${String(sequence).padStart(4, '0')}`;
export const quotationReference = (number: string, revision: number) =>
  revision > 0 ? `${number}-R${revision}` : number;

const amount = z
  .number({ error: QUOTATION_MESSAGES.amount })
  .min(0, QUOTATION_MESSAGES.amount)
  .max(QUOTATION_LIMITS.maxAmount, QUOTATION_MESSAGES.amount)
  .refine(hasAtMostTwoDecimals, QUOTATION_MESSAGES.amount);

const isoDate = z.iso.date({ error: QUOTATION_MESSAGES.validUntil });

const quotationLineInput = z
  .object({
    /** The catalogue machine it prices; a hidden or deleted one is kept as text with the price given. */
    variant_id: z.number().int().positive().max(2_147_483_647).nullish(),
    description: requiredPlain(QUOTATION_LIMITS.description, QUOTATION_MESSAGES.description),
    quantity: z
      .number({ error: QUOTATION_MESSAGES.quantity })
      .int(QUOTATION_MESSAGES.quantity)
      .min(1, QUOTATION_MESSAGES.quantity)
      .max(QUOTATION_LIMITS.quantity, QUOTATION_MESSAGES.quantity),
    unit_price: amount,
    discount: amount.optional().default(0),
  })
  .refine((l) => Math.round(l.discount * 100) <= l.quantity * Math.round(l.unit_price * 100), {
    message: QUOTATION_MESSAGES.discountTooLarge,
    path: ['discount'],
  });

/** POST /admin/leads/{id}/quotations, and PATCH /admin/quotations/{id} of a draft. */
export const quotationInputSchema = z.object({
  lines: z
    .array(quotationLineInput, { error: QUOTATION_MESSAGES.lines })
    .min(1, QUOTATION_MESSAGES.lines)
    .max(QUOTATION_LIMITS.lines, QUOTATION_MESSAGES.tooManyLines),
  valid_until: isoDate,
  payment_terms: requiredPlain(QUOTATION_LIMITS.paymentTerms, QUOTATION_MESSAGES.paymentTerms, {
    multiline: true,
  }),
  delivery_time: optionalPlain(QUOTATION_LIMITS.deliveryTime),
  notes: optionalPlain(QUOTATION_LIMITS.notes, { multiline: true }),
});
export type QuotationInput = z.infer<typeof quotationInputSchema>;

/** POST /admin/quotations/{id}/send: an optional message above the link in the buyer's mail. */
export const quotationSendSchema = z.object({
  message: optionalPlain(QUOTATION_LIMITS.message, { multiline: true }),
});

const money = z.number();
const quotationTotalsSchema = z.object({
  subtotal: money,
  discount: money,
  vat: money,
  total: money,
});

const quotationLineSchema = z.object({
  position: z.number().int(),
  variant_id: z.number().int().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: money,
  discount: money,
  /** quantity × unit price − discount. */
  amount: money,
});

export const quotationSchema = z.object({
  id: z.number().int(),
  lead_id: z.number().int(),
  /** "Q-2026-0001": the same for every revision. */
  number: z.string(),
  /** 0 for the original, 1 for R1 … */
  revision: z.number().int(),
  /** number with its revision: "Q-2026-0001-R1". */
  reference: z.string(),
  status: z.enum(QUOTATION_STATUSES),
  currency: z.enum(CURRENCIES),
  vat_mode: z.enum(VAT_MODES),
  lines: z.array(quotationLineSchema),
  totals: quotationTotalsSchema,
  valid_until: z.string(),
  payment_terms: z.string(),
  delivery_time: z.string().nullable(),
  notes: z.string().nullable(),
  signatory: z.object({ name: z.string(), email: z.string() }),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  viewed_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  accepted_name: z.string().nullable(),
  /** The staff download: GET /api/admin/quotations/{id}/pdf. */
  pdf_url: z.string(),
});
export type Quotation = z.infer<typeof quotationSchema>;

export const quotationSavedSchema = savedEnvelope(quotationSchema);
export const quotationListSchema = okEnvelope(z.array(quotationSchema));

/**
 * POST /admin/quotations/{id}/link: a new private link for staff to share another way (decision
 * 052); absolute under PUBLIC_URL, else the page's path for the admin's own origin to complete.
 */
export const quotationLinkSchema = savedEnvelope(z.object({ link: z.string() }));
export type QuotationLink = z.infer<typeof quotationLinkSchema>;

/** GET /admin/leads/{id}/quotations/prefill: what a new quotation starts with. */
export const quotationPrefillSchema = okEnvelope(
  z.object({
    currency: z.enum(CURRENCIES),
    vat_mode: z.enum(VAT_MODES),
    lines: z.array(
      z.object({
        variant_id: z.number().int().nullable(),
        description: z.string(),
        quantity: z.number().int(),
        unit_price: money.nullable(),
      }),
    ),
    valid_until: z.string(),
    payment_terms: z.string(),
  }),
);

// The buyer's side: /quotation/<token>.

export const quotationAcceptSchema = z.object({
  name: requiredPlain(QUOTATION_LIMITS.name, QUOTATION_MESSAGES.acceptName),
});
export const quotationQuestionSchema = z.object({
  message: requiredPlain(QUOTATION_LIMITS.question, QUOTATION_MESSAGES.question, { multiline: true }),
});

/** The dashboard's quotation figures for 7, 30 or 90 days, per currency. */
export const quotationFiguresSchema = okEnvelope(
  z.object({
    days: z.number().int(),
    currencies: z.array(
      z.object({
        currency: z.enum(CURRENCIES),
        sent: z.number().int(),
        sent_value: money,
        /** Of those sent, how many have been accepted since: the acceptance rate's numerator. */
        sent_accepted: z.number().int(),
        accepted: z.number().int(),
        accepted_value: money,
      }),
    ),
  }),
);
export type QuotationFigures = z.infer<typeof quotationFiguresSchema>['data'];
