import type { LeadKind } from '../../../common/constants';
import { adminLeadPath, BUSINESS_UTC_OFFSET, leadKindLabel } from '../../../common/schemas/leads';
import { businessTime } from '../leads/business-time';
import { leadMessage } from '../leads/message';
import { escapeHtml, htmlDocument, htmlParagraph, htmlRows, oneLine, type Row, textRows } from './html';

// The two mails a new lead produces: the staff notification and the visitor's acknowledgement.

export interface MailLead {
  id: number;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  product: string | null;
  subject: string | null;
  message: string | null;
  page: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export interface SiteContact {
  siteName: string;
  companyEmail: string;
  companyPhone: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** Form fields worth showing beyond the contact details (labels for the ones the forms send). */
const EXTRA_LABELS: Record<string, string> = {
  quantity: 'Quantity',
  project_type: 'Project type',
  inquiry_type: 'Inquiry type',
  interest_area: 'Interest',
  product_type: 'Product type',
  issue_category: 'Issue category',
  urgency: 'Urgency',
  variant_id: 'Variant ID',
  source: 'Form',
};
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
]);
const humanize = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replaceAll('_', ' ');

function detailRows(lead: MailLead): Row[] {
  const rows: Row[] = [
    { label: 'Name', value: lead.name },
    { label: 'Email', value: lead.email },
  ];
  const optional: [string, string | null][] = [
    ['Phone', lead.phone],
    ['Company', lead.company],
    ['Product', lead.product],
    ['Subject', lead.subject],
  ];
  for (const [label, value] of optional) if (value) rows.push({ label, value });
  for (const [key, value] of Object.entries(lead.payload)) {
    if (SHOWN.has(key) || value === null || value === undefined || value === '') continue;
    rows.push({ label: EXTRA_LABELS[key] ?? humanize(key), value: String(value) });
  }
  if (lead.page) rows.push({ label: 'Sent from page', value: lead.page });
  return rows;
}

export function staffMail(lead: MailLead, baseUrl: string): ComposedMail {
  const label = leadKindLabel(lead.kind, lead.payload.source as string | null);
  const title = `${label} from ${lead.name}${lead.company ? ` (${lead.company})` : ''}`;
  const received = `Received ${businessTime(lead.createdAt)} (UTC${BUSINESS_UTC_OFFSET})`;
  const link = `${baseUrl}${adminLeadPath(lead.id)}`;
  const rows = detailRows(lead);
  const message = lead.message ?? '';
  return {
    subject: oneLine(`New ${title.charAt(0).toLowerCase()}${title.slice(1)}`),
    text: [
      title,
      received,
      '',
      textRows(rows),
      '',
      'Message:',
      message,
      '',
      `Open it in the admin: ${link}`,
    ].join('\n'),
    html: htmlDocument(
      title,
      `<h2 style="margin:0 0 4px">${escapeHtml(title)}</h2><p style="color:#555;margin:0 0 12px">${escapeHtml(received)}</p>` +
        htmlRows(rows) +
        `<h3 style="margin:16px 0 4px">Message</h3>${htmlParagraph(message)}` +
        `<p><a href="${escapeHtml(link)}">Open it in the admin</a></p>`,
    ),
  };
}

/**
 * The visitor's acknowledgement repeats the promise of the form's success dialog. It does not echo
 * the message: anyone can type someone else's address into a form, and an echo would let them
 * mail their own text through us.
 */
export function ackMail(lead: MailLead, site: SiteContact): ComposedMail {
  const label = leadKindLabel(lead.kind, lead.payload.source as string | null).toLowerCase();
  const promise = leadMessage(lead.kind, { ...lead.payload, name: lead.name, email: lead.email });
  const contact = [
    site.companyPhone && `Phone: ${site.companyPhone}`,
    site.companyEmail && `Email: ${site.companyEmail}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const subject = oneLine(`${site.siteName}: we received your ${label}`);
  const greeting = `Dear ${lead.name},`;
  return {
    subject,
    text: [greeting, '', promise, '', site.siteName, contact]
      .filter((l) => l !== undefined)
      .join('\n')
      .trimEnd(),
    html: htmlDocument(
      subject,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(promise)}</p>` +
        `<p>${escapeHtml(site.siteName)}${contact ? `<br>${escapeHtml(contact)}` : ''}</p>`,
    ),
  };
}
