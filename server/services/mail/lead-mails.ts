import { adminPaths } from '#common/admin-paths';
import type { LeadKind } from '#common/constants';
import { fieldLabel, fieldWords } from '#common/lead-field-words';
import { isAfterSalesKind } from '#common/lead-kinds';
import { BUSINESS_UTC_OFFSET, leadKindLabel, quoteListReference } from '#common/schemas/leads';
import { oneLine, textLines } from '#common/schemas/shared';
import type { leads } from '../../db/schema';
import { businessTime } from '../leads/business-time';
import { leadMessage } from '../leads/message';
import { escapeHtml, htmlDocument, htmlParagraph, htmlRows, type Row, textRows } from './html';
import { itemsHtml, itemsText, type LeadItem, type QuoteListColumns, quoteListRows } from './quote-list-mail';

export type { LeadItem } from './quote-list-mail';

// The mails a new lead produces: the staff notification, the same details to the person it is
// assigned to (when routed, and when staff assign it later), and the visitor's acknowledgement.

/** The lead's own columns a mail shows, typed as the table writes them. */
type LeadColumns = Pick<
  typeof leads.$inferSelect,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'product'
  | 'subject'
  | 'message'
  | 'page'
  | 'payload'
  | 'createdAt'
>;

export interface MailLead extends LeadColumns, QuoteListColumns {
  kind: LeadKind;
  /** A quote list's machines (docs/product.md §19). */
  items?: LeadItem[];
  /** The hours the form promised (its kind's response target); the default when not given. */
  promisedHours?: number;
  /** The promise in the form's own words (a parts or service request's branch and deadline, §30). */
  promise?: string;
}

interface SiteContact {
  siteName: string;
  companyEmail: string;
  companyPhone: string;
}

interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** Form fields shown beyond the contact details, in words (common/lead-field-words.ts). */
const SHOWN = new Set([
  'name',
  'email',
  'phone',
  'company',
  'product',
  'subject',
  'message',
  'project_description',
  'page',
  // A quote list's: its machines and place have their own rows, the TIN is shown formatted.
  'items',
  'tin',
  'region',
  'province',
  'city',
  // A parts or service request's: the machine is the Product row, the lines or the problem the
  // message, the place its own row; photo ids mean nothing in a mail (staff open them on the lead).
  'machine',
  'problem',
  'image_ids',
]);

function detailRows(lead: MailLead): Row[] {
  const rows: Row[] = [
    { label: 'Name', value: lead.name },
    { label: 'Email', value: lead.email },
  ];
  const items = lead.items ?? [];
  const optional: [string, string | null][] = [
    ['Phone', lead.phone],
    ['Company', lead.company],
    ['Product', items.length > 0 ? null : lead.product],
    ['Subject', lead.subject],
  ];
  for (const [label, value] of optional) if (value) rows.push({ label, value });
  if (lead.kind === 'quote-list') rows.push(...quoteListRows(lead.id, lead));
  if (isAfterSalesKind(lead.kind)) {
    const place = [lead.cityName, lead.provinceName].filter(Boolean).join(', ');
    if (place) rows.push({ label: lead.kind === 'parts' ? 'Deliver to' : 'Machine is in', value: place });
  }
  for (const [key, value] of Object.entries(lead.payload)) {
    if (SHOWN.has(key) || value === null || value === undefined || value === '') continue;
    rows.push({ label: fieldLabel(key), value: fieldWords(key, value) });
  }
  if (lead.page) rows.push({ label: 'Sent from page', value: lead.page });
  return rows;
}

/**
 * The staff notification shows what the visitor typed (escaped, single-line fields on one line).
 * Its link to the lead is built only from PUBLIC_URL, never from the request: a forged Host would
 * otherwise make our own mail server send staff a genuine-looking link to another site. Without
 * PUBLIC_URL it names the admin path as text. `assigned` makes it the assignee's copy: "Assigned to
 * you: …" with who or what assigned it on top (docs/product.md §24).
 */
export function staffMail(lead: MailLead, publicUrl: string | null, assigned?: string): ComposedMail {
  const label = leadKindLabel(lead.kind, lead.payload.source as string | null);
  const title = oneLine(`${label} from ${lead.name}${lead.company ? ` (${lead.company})` : ''}`);
  const intro = assigned ? oneLine(`Assigned to you by ${assigned}.`) : null;
  const received = `Received ${businessTime(lead.createdAt)} (UTC${BUSINESS_UTC_OFFSET})`;
  const path = adminPaths.inquiry(lead.id);
  const link = publicUrl ? `${publicUrl}${path}` : null;
  const rows = detailRows(lead);
  const items = lead.items ?? [];
  const message = textLines(lead.message ?? '');
  return {
    subject: oneLine(
      intro ? `Assigned to you: ${title}` : `New ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    ),
    text: [
      ...(intro ? [intro, ''] : []),
      title,
      received,
      '',
      textRows(rows),
      '',
      ...(items.length > 0 ? [itemsText(items, true), ''] : []),
      'Message:',
      message,
      '',
      link ? `Open it in the admin: ${link}` : `Open it in the admin: ${path} ${NO_LINK}`,
    ].join('\n'),
    html: htmlDocument(
      title,
      (intro ? `<p>${escapeHtml(intro)}</p>` : '') +
        `<h2 style="margin:0 0 4px">${escapeHtml(title)}</h2><p style="color:#555;margin:0 0 12px">${escapeHtml(received)}</p>` +
        htmlRows(rows) +
        (items.length > 0 ? itemsHtml(items, true) : '') +
        `<h3 style="margin:16px 0 4px">Message</h3>${htmlParagraph(message)}` +
        (link
          ? `<p><a href="${escapeHtml(link)}">Open it in the admin</a></p>`
          : `<p>Open it in the admin: ${escapeHtml(path)} ${escapeHtml(NO_LINK)}</p>`),
    ),
  };
}

const NO_LINK = '(set PUBLIC_URL to get a link)';

/** Longest name the acknowledgement greets: a person's name, not a sentence. */
const GREETING_MAX = 40;
/** Letters of any script with their combining marks, spaces and . ' ’ - : nothing else. */
const NAME_CHARS = /^[\p{L}\p{M} .'’-]+$/u;
/** Text a mail client could turn into a link: a scheme, www., or a dot then letters (evil.ph). */
const LINK_LIKE = /https?|www\.|\.\p{L}{2,}/iu;

/**
 * The name as the acknowledgement greets it, or '' when it does not look like a person's name.
 * Anyone can type someone else's address into a form, so the greeting must not be able to carry a
 * message of theirs ("Dear Your order is on hold call 0917…") sent from the company's address: only
 * letters (any script), spaces and . ' ’ -, at most GREETING_MAX characters, no digits, no @, no
 * link-like text. All or nothing: a name is never cut or cleaned into something else.
 */
export function greetingName(name: string): string {
  const trimmed = name.trim().replace(/ {2,}/g, ' ');
  if ([...trimmed].length > GREETING_MAX || !NAME_CHARS.test(trimmed)) return '';
  if (!/\p{L}/u.test(trimmed) || LINK_LIKE.test(trimmed)) return '';
  return trimmed;
}

/**
 * The visitor's acknowledgement repeats the promise of the form's success dialog. Anyone can type
 * someone else's address into a form, so it carries no free text from the request that could make
 * it a message of theirs sent through us: not the message, not the typed product (the product is
 * `product`, the name of the variant the inquiry is about, looked up by its id, or left out), and
 * the name only as greetingName leaves it.
 */
export function ackMail(lead: MailLead, site: SiteContact, product: string | null = null): ComposedMail {
  const source = typeof lead.payload.source === 'string' ? lead.payload.source : null;
  const label = leadKindLabel(lead.kind, source).toLowerCase();
  const promise =
    lead.promise ??
    leadMessage(
      lead.kind,
      { name: '', email: '', source, product: product && oneLine(product) },
      lead.promisedHours,
    );
  const contact = [
    site.companyPhone && `Phone: ${site.companyPhone}`,
    site.companyEmail && `Email: ${site.companyEmail}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const subject = oneLine(`${site.siteName}: we received your ${label}`);
  const name = greetingName(lead.name);
  const greeting = name ? `Dear ${name},` : 'Dear customer,';
  // A quote list: its reference and machines by the catalogue's names, without the visitor's notes.
  const items = lead.items ?? [];
  const reference = lead.kind === 'quote-list' ? `Your reference: ${quoteListReference(lead.id)}` : null;
  const list = items.length > 0 ? [reference, itemsText(items, false), ''] : [];
  return {
    subject,
    text: [greeting, '', promise, '', ...list, site.siteName, contact]
      .filter((l) => l !== undefined && l !== null)
      .join('\n')
      .trimEnd(),
    html: htmlDocument(
      subject,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(promise)}</p>` +
        (reference ? `<p>${escapeHtml(reference)}</p>` : '') +
        (items.length > 0 ? itemsHtml(items, false) : '') +
        `<p>${escapeHtml(site.siteName)}${contact ? `<br>${escapeHtml(contact)}` : ''}</p>`,
    ),
  };
}
