import { z } from 'zod';
import { LEAD_KINDS } from '../constants';
import { contactFields } from './contact';
import { leadSenderFields } from './leads';

// The data-subject tools of the admin (docs/product.md §21, decision 026): find, export and erase
// what the site holds about one e-mail address. The address travels in a POST body, never in a
// URL, so it stays out of access logs and browser history.

export const privacySubjectSchema = z.object({
  /** The contact forms' own rule: trimmed, at most 254 characters, one valid address. */
  email: contactFields.email,
});

const subjectLeadSchema = z.object({
  id: z.number(),
  kind: z.enum(LEAD_KINDS),
  received_at: z.string(),
  status: z.string(),
  ...leadSenderFields,
  tin: z.string().nullable(),
  subject: z.string().nullable(),
  product: z.string().nullable(),
  message: z.string().nullable(),
  page: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  note: z.string().nullable(),
  /** The version of the Privacy Policy in force when the lead was sent (null before §21). */
  privacy_notice_version: z.string().nullable(),
  marketing_opt_in: z.boolean(),
  marketing_opt_in_at: z.string().nullable(),
  /** Every validated field the form sent. */
  payload: z.record(z.string(), z.unknown()),
  items: z.array(
    z.object({
      variant_name: z.string(),
      brand_name: z.string(),
      quantity: z.number(),
      note: z.string().nullable(),
    }),
  ),
  /** The quotations sent in answer (docs/product.md §25): what the person was offered and accepted. */
  quotations: z.array(
    z.object({
      reference: z.string(),
      status: z.string(),
      currency: z.string(),
      total: z.number(),
      valid_until: z.string(),
      sent_at: z.string().nullable(),
      accepted_at: z.string().nullable(),
      accepted_name: z.string().nullable(),
    }),
  ),
  /**
   * The photos sent with a parts or service request (docs/product.md §30). The export carries each
   * photo itself as a `data:` URL, so the person receives it; the search shows only that it exists.
   */
  photos: z.array(
    z.object({
      id: z.string(),
      bytes: z.number(),
      received_at: z.string(),
      content: z.string().optional(),
    }),
  ),
  /** The e-mails sent about it (to the staff and to the person). */
  mails: z.array(
    z.object({
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      state: z.string(),
      created_at: z.string(),
    }),
  ),
});

const subjectAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  created_at: z.string(),
});

const subjectDataSchema = z.object({
  email: z.string(),
  leads: z.array(subjectLeadSchema),
  /** Sign-in accounts with this address; deleted in Users, not by an erasure. */
  accounts: z.array(subjectAccountSchema),
  /** Leads that asked for product news and offers (the site has no other mailing list). */
  marketing_opt_ins: z.number(),
});
export type SubjectData = z.infer<typeof subjectDataSchema>;

export const subjectFoundSchema = z.object({ success: z.literal(true), data: subjectDataSchema });

export const subjectErasedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ leads_erased: z.number() }),
});

const PRIVACY_ACTIONS = ['search', 'export', 'erase'] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];

export const privacyAuditSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      id: z.number(),
      action: z.enum(PRIVACY_ACTIONS),
      /** SHA-256 of the lower-cased address: the log never keeps the address itself. */
      email_hash: z.string(),
      by: z.string(),
      detail: z.record(z.string(), z.number()),
      at: z.string(),
    }),
  ),
});
export type PrivacyAuditEntry = z.infer<typeof privacyAuditSchema>['data'][number];

export const erasedMessage = (n: number) =>
  n === 0
    ? 'Nothing left to erase for this address.'
    : `Erased the personal data of ${n} ${n === 1 ? 'inquiry' : 'inquiries'}.`;
