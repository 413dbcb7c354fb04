import { RESPONSE_HOURS, SUPPORT_RESPONSE_HOURS } from './site-constants';

// The kinds of contact-form submission, each said once (docs/product.md §5, §6, §24; STYLE rule 25):
// the API's enum, the inbox's labels and filter, the routing rule editor's choices, the response
// targets' fields and defaults, the thank-you text and the contact page's inquiry types all come
// from these two lists, so adding a kind is one entry here, its schema and its endpoint
// (docs/guides/add-a-contact-form-kind.md). Shared with the public pages: no dependency but plain
// constants, so it weighs little on their first load.

const within = `within ${RESPONSE_HOURS} hours`;
const QUOTE_SENT = `Thank you for your quote request. We will send you a detailed quote ${within}.`;
const INQUIRY_SENT = `Thank you for your inquiry. We will get back to you ${within}.`;

/** What the visitor sent, as far as the thank-you text needs it. */
export interface SentFacts {
  source?: string | null;
  product?: string | null;
}

interface LeadKindDefinition {
  /** What staff call it: the inbox's column, the e-mails, the dashboard. */
  label: string;
  /** Where kinds are chosen from (inbox filter, routing rules, targets): tells alike labels apart. */
  choice?: string;
  /** Default response target in business minutes (docs/product.md §24); admins change it. */
  targetMinutes: number;
  /** The success dialog's text and the acknowledgement mail's (docs/product.md §6). */
  sent: (facts: SentFacts) => string;
  /** A priced quotation can answer it (docs/product.md §25). */
  quotable?: boolean;
}

const ONE_BUSINESS_DAY = 540;

export const LEAD_KIND_DEFINITIONS = {
  'quote-simple': {
    label: 'Quote request',
    choice: 'Quote request (short form)',
    targetMinutes: ONE_BUSINESS_DAY,
    sent: () => QUOTE_SENT,
    quotable: true,
  },
  quote: {
    label: 'Quote request',
    choice: 'Quote request (full form)',
    targetMinutes: ONE_BUSINESS_DAY,
    sent: () => QUOTE_SENT,
    quotable: true,
  },
  general: { label: 'General inquiry', targetMinutes: ONE_BUSINESS_DAY, sent: () => INQUIRY_SENT },
  inquiry: {
    label: 'Inquiry',
    choice: 'Inquiry (e-mail or product page)',
    targetMinutes: ONE_BUSINESS_DAY,
    sent: ({ source, product }) =>
      source === 'product-detail' && product
        ? `Thank you for your interest in ${product}. We will contact you ${within}.`
        : INQUIRY_SENT,
    quotable: true,
  },
  support: {
    label: 'Support request',
    targetMinutes: 240,
    sent: () => `Thank you for contacting support. We will respond within ${SUPPORT_RESPONSE_HOURS} hours.`,
  },
  'quote-list': {
    label: 'Quote list',
    targetMinutes: ONE_BUSINESS_DAY,
    sent: () => QUOTE_SENT,
    quotable: true,
  },
} satisfies Record<string, LeadKindDefinition>;

export type LeadKind = keyof typeof LEAD_KIND_DEFINITIONS;
export const LEAD_KINDS = Object.keys(LEAD_KIND_DEFINITIONS) as [LeadKind, ...LeadKind[]];
const definition = (kind: LeadKind): LeadKindDefinition => LEAD_KIND_DEFINITIONS[kind];

/** The kind's name where kinds are chosen from a list (filters, rules, targets). */
export const leadKindChoice = (kind: LeadKind) => definition(kind).choice ?? definition(kind).label;

/** Each kind's default response target (docs/product.md §24). */
export const defaultTargetMinutes = (kind: LeadKind) => definition(kind).targetMinutes;

/** The promise each form's success dialog repeats, and the acknowledgement mail. */
export const leadSentText = (kind: LeadKind, facts: SentFacts = {}) => definition(kind).sent(facts);

/** Leads a priced quotation answers. */
export const QUOTABLE_KINDS: readonly LeadKind[] = LEAD_KINDS.filter((k) => definition(k).quotable);

/**
 * The contact page's inquiry types (docs/product.md §13): its choice, the kind it is stored as, and
 * the subject it gets when the visitor wrote none. `sent` overrides the kind's thank-you text
 * (the page's own wording, docs/product.md §6).
 */
export const CONTACT_PAGE_TYPES = {
  general: {
    label: 'General Inquiry',
    kind: 'general',
    subject: 'General Inquiry',
    sent: `Thank you for your message. We will get back to you ${within}.`,
  },
  quote: { label: 'Request a Quote', kind: 'quote' },
  support: {
    label: 'Technical Support',
    kind: 'support',
    sent: `Thank you for contacting support. Our team will respond within ${SUPPORT_RESPONSE_HOURS} hours.`,
  },
  partnership: {
    label: 'Partnership',
    kind: 'general',
    subject: 'Partnership Inquiry',
    sent: `Thank you for your message. We will get back to you ${within}.`,
  },
} satisfies Record<string, { label: string; kind: LeadKind; subject?: string; sent?: string }>;

export type ContactPageType = keyof typeof CONTACT_PAGE_TYPES;
export const CONTACT_PAGE_TYPE_VALUES = Object.keys(CONTACT_PAGE_TYPES) as [
  ContactPageType,
  ...ContactPageType[],
];
