// The kinds of contact-form submission, each said once (docs/product.md §5, §6, §24; STYLE rule 25):
// the API's enum, the inbox's labels and filter, the routing rule editor's choices, the response
// targets' fields and defaults, the thank-you text and the contact page's inquiry types all come
// from these two lists, so adding a kind is one entry here, its schema and its endpoint
// (docs/guides/add-a-contact-form-kind.md). Shared with the public pages: no dependency but plain
// constants, so it weighs little on their first load.

const QUOTE_SENT = (hours: number) =>
  `Thank you for your quote request. We will send you a detailed quote within ${hours} hours.`;
const INQUIRY_SENT = (hours: number) =>
  `Thank you for your inquiry. We will get back to you within ${hours} hours.`;

/** What the visitor sent, as far as the thank-you text needs it. */
export interface SentFacts {
  source?: string | null;
  product?: string | null;
}

/** A business day of the desk's default opening hours (8:00–17:00), in business minutes. */
const ONE_BUSINESS_DAY = 540;

/**
 * A response target (business minutes) as the site promises it, in hours (docs/product.md §24):
 * under a business day, the business hours begun ("within 4 hours"); from a business day on,
 * 24 hours for each business day begun, since a business day's answer can take a calendar day.
 * The default targets give the promises the site always made: 24 hours, and 4 for support.
 */
export function promisedHours(targetMinutes: number): number {
  if (targetMinutes < ONE_BUSINESS_DAY) return Math.max(1, Math.ceil(targetMinutes / 60));
  return 24 * Math.ceil(targetMinutes / ONE_BUSINESS_DAY);
}

interface LeadKindDefinition {
  /** What staff call it: the inbox's column, the e-mails, the dashboard. */
  label: string;
  /** Where kinds are chosen from (inbox filter, routing rules, targets): tells alike labels apart. */
  choice?: string;
  /** Default response target in business minutes (docs/product.md §24); admins change it. */
  targetMinutes: number;
  /** The success dialog's text and the acknowledgement mail's (docs/product.md §6), promising `hours`. */
  sent: (facts: SentFacts, hours: number) => string;
  /** A priced quotation can answer it (docs/product.md §25). */
  quotable?: boolean;
}

export const LEAD_KIND_DEFINITIONS = {
  'quote-simple': {
    label: 'Quote request',
    choice: 'Quote request (short form)',
    targetMinutes: ONE_BUSINESS_DAY,
    sent: (_, hours) => QUOTE_SENT(hours),
    quotable: true,
  },
  quote: {
    label: 'Quote request',
    choice: 'Quote request (full form)',
    targetMinutes: ONE_BUSINESS_DAY,
    sent: (_, hours) => QUOTE_SENT(hours),
    quotable: true,
  },
  general: {
    label: 'General inquiry',
    targetMinutes: ONE_BUSINESS_DAY,
    sent: (_, hours) => INQUIRY_SENT(hours),
  },
  inquiry: {
    label: 'Inquiry',
    choice: 'Inquiry (e-mail or product page)',
    targetMinutes: ONE_BUSINESS_DAY,
    sent: ({ source, product }, hours) =>
      source === 'product-detail' && product
        ? `Thank you for your interest in ${product}. We will contact you within ${hours} hours.`
        : INQUIRY_SENT(hours),
    quotable: true,
  },
  support: {
    label: 'Support request',
    targetMinutes: 240,
    sent: (_, hours) => `Thank you for contacting support. We will respond within ${hours} hours.`,
  },
  'quote-list': {
    label: 'Quote list',
    targetMinutes: ONE_BUSINESS_DAY,
    sent: (_, hours) => QUOTE_SENT(hours),
    quotable: true,
  },
  // After-sales (docs/product.md §30): the 201 and the acknowledgement say who answers and by
  // when (common/answer-promise.ts); this text is what a request closed as spam is told.
  parts: {
    label: 'Parts request',
    targetMinutes: 240,
    sent: (_, hours) => `Thank you for your parts request. We will answer within ${hours} hours.`,
    quotable: true,
  },
  service: {
    label: 'Service request',
    targetMinutes: ONE_BUSINESS_DAY,
    sent: (_, hours) => `Thank you for your service request. We will answer within ${hours} hours.`,
  },
} satisfies Record<string, LeadKindDefinition>;

export type LeadKind = keyof typeof LEAD_KIND_DEFINITIONS;
export const LEAD_KINDS = Object.keys(LEAD_KIND_DEFINITIONS) as [LeadKind, ...LeadKind[]];
const definition = (kind: LeadKind): LeadKindDefinition => LEAD_KIND_DEFINITIONS[kind];

/** The kind's name where kinds are chosen from a list (filters, rules, targets). */
export const leadKindChoice = (kind: LeadKind) => definition(kind).choice ?? definition(kind).label;

/** Each kind's default response target (docs/product.md §24). */
export const defaultTargetMinutes = (kind: LeadKind) => definition(kind).targetMinutes;

/** Each kind's default promise in hours (before an admin changes its target). */
export const defaultPromisedHours = (kind: LeadKind) => promisedHours(defaultTargetMinutes(kind));

/**
 * The public settings carry each kind's promise under `response_hours:<kind>` (the desk's targets
 * as they are saved), so every page and form promises what the lead desk's clock counts.
 */
export const RESPONSE_HOURS_KEY = 'response_hours:';

/** The hours promised for `kind` in the public settings `raw`, or its default. */
export function responseHoursIn(raw: Record<string, unknown> | undefined, kind: LeadKind): number {
  const hours = raw?.[`${RESPONSE_HOURS_KEY}${kind}`];
  return typeof hours === 'number' && hours > 0 ? hours : defaultPromisedHours(kind);
}

/**
 * The promise each form's success dialog repeats, and the acknowledgement mail: `hours` from the
 * kind's response target as saved (the site's data carries them), the default otherwise.
 */
export const leadSentText = (kind: LeadKind, facts: SentFacts = {}, hours = defaultPromisedHours(kind)) =>
  definition(kind).sent(facts, hours);

/** The after-sales kinds (docs/product.md §30): routed to a branch, timed shorter when the machine is down. */
const AFTER_SALES_KINDS = ['parts', 'service'] as const satisfies readonly LeadKind[];
export type AfterSalesKind = (typeof AFTER_SALES_KINDS)[number];
export const isAfterSalesKind = (kind: string): kind is AfterSalesKind =>
  (AFTER_SALES_KINDS as readonly string[]).includes(kind);

/**
 * A parts or service request whose machine is down is due sooner than its kind's target: its own
 * target (docs/product.md §30), saved with the kinds' as `machine_down`, an hour by default.
 */
export const MACHINE_DOWN_TARGET = 'machine_down';
export const MACHINE_DOWN_DEFAULT_MINUTES = 60;

/** A response target's name in the desk's list: a kind's choice, or the machine-down target's. */
export const responseTargetLabel = (key: LeadKind | typeof MACHINE_DOWN_TARGET) =>
  key === MACHINE_DOWN_TARGET ? 'Machine down (parts or service)' : leadKindChoice(key);

/** Every kind but support and after-sales: what "every quote request and inquiry" promises covers. */
export const SALES_KINDS: readonly LeadKind[] = LEAD_KINDS.filter(
  (k) => k !== 'support' && !isAfterSalesKind(k),
);

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
    sent: (hours: number) => `Thank you for your message. We will get back to you within ${hours} hours.`,
  },
  quote: { label: 'Request a Quote', kind: 'quote' },
  support: {
    label: 'Technical Support',
    kind: 'support',
    sent: (hours: number) => `Thank you for contacting support. Our team will respond within ${hours} hours.`,
  },
  partnership: {
    label: 'Partnership',
    kind: 'general',
    subject: 'Partnership Inquiry',
    sent: (hours: number) => `Thank you for your message. We will get back to you within ${hours} hours.`,
  },
} satisfies Record<
  string,
  { label: string; kind: LeadKind; subject?: string; sent?: (hours: number) => string }
>;

export type ContactPageType = keyof typeof CONTACT_PAGE_TYPES;
export const CONTACT_PAGE_TYPE_VALUES = Object.keys(CONTACT_PAGE_TYPES) as [
  ContactPageType,
  ...ContactPageType[],
];
