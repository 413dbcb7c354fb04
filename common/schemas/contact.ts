import { z } from 'zod';
import { MARKETING_OPT_IN_FIELD } from '../consent-fields';
import { CONTACT_PAGE_TYPE_VALUES } from '../lead-kinds';
import { normalizePhone, PHONE_MAX_LENGTH, PHONE_MESSAGE, phoneRefusal } from '../phone';
import { sitePath } from '../site-path';
import { FORM_STARTED_AT_FIELD, HONEYPOT_FIELD } from '../spam-fields';
import { optionalPlain, plainText, requiredPlain } from './shared';

// Contact forms (docs/product.md §5: payloads and rules). The browser forms import these same schemas.
// Every text is plain: markup is removed, and single-line fields (all but the message) are kept on
// one line, so no value can add rows to the staff e-mail or tags to an API consumer's page.

export const contactFields = {
  name: requiredPlain(120, 'Name is required'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  /**
   * Optional; taken as written ("+63 917 123 4567", "(0917) 123-4567") and stored as its 11 digits
   * (or null), by the one rule in common/phone.ts. A landline is refused with a hint to write it in
   * the message instead.
   */
  phone: z
    .string({ error: PHONE_MESSAGE })
    .max(PHONE_MAX_LENGTH, PHONE_MESSAGE)
    .nullish()
    .transform((v, ctx) => {
      const digits = normalizePhone(v ?? '');
      if (digits === null) {
        ctx.addIssue({ code: 'custom', message: phoneRefusal(v ?? ''), input: v });
        return z.NEVER;
      }
      return digits || null;
    }),
  message: requiredPlain(5000, 'Message is required', { multiline: true }),
  optionalMessage: optionalPlain(5000, { multiline: true, tooLong: 'Must be at most 5000 characters' }),
  subject: requiredPlain(200, 'Subject is required'),
  optionalSubject: optionalPlain(200),
  company: optionalPlain(200),
  product: optionalPlain(200),
  /** Forms send a number or text ("2 units"). */
  quantity: z
    .union([z.string().trim().max(50), z.number().int().min(0).max(1_000_000_000)])
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : plainText(String(v)) || null)),
  interest_area: z
    .enum(['products', 'services', 'partnership', 'careers', 'other', 'general'])
    .default('products'),
  inquiry_type: z.enum(CONTACT_PAGE_TYPE_VALUES).default('general'),
  /**
   * Path of the page the form was sent from (location.pathname): kept as the parsed path when it
   * is one on this site, otherwise as plain text that the inbox never links (common/site-path.ts).
   */
  page: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? (sitePath(v) ?? (plainText(v) || null)) : null)),
};

/**
 * Spam checks every public form takes part in (decision 010). The form renders a field named
 * HONEYPOT_FIELD that people never see (visually hidden, aria-hidden, tabIndex -1,
 * autoComplete off) and sends it as typed — empty; and sends FORM_STARTED_AT_FIELD, Date.now() when
 * the form was opened. Both are optional so older clients still work; a filled honeypot stores the
 * lead as spam while the visitor gets the usual answer; a submit less than MIN_FORM_FILL_MS after
 * opening or more than MAX_MESSAGE_LINKS links only mark it "Possible spam" (kept in the inbox).
 */
export { FORM_STARTED_AT_FIELD, HONEYPOT_FIELD };
export const MIN_FORM_FILL_MS = 3000;
export const MAX_MESSAGE_LINKS = 3;

export const spamCheckFields = {
  [HONEYPOT_FIELD]: z
    .unknown()
    .optional()
    .describe('Honeypot: a hidden field people leave empty. Anything in it marks the lead as spam.'),
  [FORM_STARTED_AT_FIELD]: z
    .union([z.number(), z.string().max(40)])
    .nullish()
    .describe('Date.now() in the browser when the form was opened (epoch milliseconds).'),
};
/**
 * The visitor's own choice of product news and offers (docs/product.md §21): an unticked box on
 * every form, so anything but a real `true` is no consent. Sent as a boolean; a missing value is
 * false. Which privacy notice was in force is recorded by the server, not sent (decision 026).
 */
const MARKETING_OPT_IN_MESSAGE = 'Must be true or false';
export const consentFields = {
  [MARKETING_OPT_IN_FIELD]: z
    .boolean({ error: MARKETING_OPT_IN_MESSAGE })
    .optional()
    .default(false)
    .describe('The visitor ticked "Send me product news and offers".'),
};

const f = contactFields;
/** Fields of the contact page form (docs/product.md §5.4), shared by the endpoints it chooses between. */
const contactPageFields = {
  name: f.name,
  email: f.email,
  phone: f.phone,
  company: f.company,
  subject: f.optionalSubject,
  inquiry_type: f.inquiry_type,
  page: f.page,
  ...spamCheckFields,
  ...consentFields,
};

/** Home quote form (no subject) and the quote modal (subject required in the browser). */
export const quoteSimpleSchema = z.object({
  name: f.name,
  email: f.email,
  phone: f.phone,
  company: f.company,
  subject: f.optionalSubject,
  product: f.product,
  quantity: f.quantity,
  message: f.message,
  page: f.page,
  ...spamCheckFields,
  ...consentFields,
});

/** General Inquiry modal and the home inquiry form (interest_area general, no company). */
export const generalInquirySchema = z.object({
  name: f.name,
  email: f.email,
  phone: f.phone,
  company: f.company,
  subject: f.subject,
  interest_area: f.interest_area,
  message: f.message,
  page: f.page,
  ...spamCheckFields,
  ...consentFields,
});

/**
 * Contact page (default route), product detail form and the inquiry modal. The subject is
 * required only when the inquiry modal sends it: the other two forms have no required subject.
 */
export const inquirySchema = z
  .object({
    ...contactPageFields,
    product: f.product,
    message: f.message,
    variant_id: z.coerce.number().int().positive().max(2_147_483_647).nullish(),
    source: z.enum(['product-detail', 'contact', 'modal']).nullish(),
  })
  .refine((v) => v.source !== 'modal' || !!v.subject, {
    message: 'Subject is required',
    path: ['subject'],
    // Run even when other fields failed, so the form shows every missing field at once.
    when: (p) => typeof p.value === 'object' && p.value !== null,
  });

/** Contact page with inquiry type quote: the message travels as project_description. */
export const quoteSchema = z.object({
  ...contactPageFields,
  product: f.product,
  quantity: f.quantity,
  project_type: optionalPlain(100),
  project_description: f.message,
});

/** Contact page with inquiry type support. */
export const supportSchema = z.object({
  ...contactPageFields,
  product: f.product,
  message: f.message,
  product_type: optionalPlain(100),
  issue_category: optionalPlain(100),
  urgency: z.enum(['low', 'medium', 'high', 'urgent']).default('medium'),
});

export const contactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.number(),
});
