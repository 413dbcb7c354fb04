import { type Currency, formatCents, VAT_NOTES, type VatMode } from '#common/money';
import type { Quotation } from '#common/schemas/quotations';
import { escapeHtml, htmlDocument } from '../mail/html';
import { greetingName } from '../mail/lead-mails';
import { longDay } from './pdf';

// The buyer's mail of a sent quotation (docs/product.md §25): the staff member's optional message,
// the figures that matter (total, VAT, validity) and the private link to view, download and accept
// it; the PDF travels as its attachment (mail/outbox.ts). Written by staff to a buyer who asked,
// so the message is theirs; every value is escaped in the HTML part.

export interface QuotationMailInput {
  quotation: Quotation;
  buyerName: string;
  siteName: string;
  message: string | null;
  /** The buyer's link, absolute (PUBLIC_URL's): without it no quotation is e-mailed (decision 052). */
  link: string;
}

const quotationSubject = (reference: string, siteName: string) => `Quotation ${reference} from ${siteName}`;

export function quotationMail({ quotation: q, buyerName, siteName, message, link }: QuotationMailInput) {
  const subject = quotationSubject(q.reference, siteName);
  const money = (amount: number) => formatCents(Math.round(amount * 100), q.currency as Currency);
  const name = greetingName(buyerName);
  const vatNote = VAT_NOTES[q.vat_mode as VatMode];
  const figures: [string, string][] = [
    ['Quotation', q.reference],
    ['Total', vatNote ? `${money(q.totals.total)} (${vatNote})` : money(q.totals.total)],
  ];
  if (q.vat_mode !== 'none') figures.push(['of which VAT', money(q.totals.vat)]);
  figures.push(['Valid until', longDay(q.valid_until)]);
  const intro = `Please find our quotation ${q.reference} attached as a PDF.`;
  const action = 'View, download or accept it online:';
  const sign = [q.signatory.name, q.signatory.email, siteName];

  const text = [
    name ? `Dear ${name},` : 'Hello,',
    '',
    ...(message ? [message, ''] : []),
    intro,
    '',
    ...figures.map(([label, value]) => `${label}: ${value}`),
    '',
    action,
    link,
    '',
    'Reply to this e-mail with any question.',
    '',
    ...sign,
  ].join('\n');

  const paragraphs = (s: string) =>
    s
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
      .join('');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(name ? `Dear ${name},` : 'Hello,')}</p>`,
      message ? paragraphs(message) : '',
      `<p>${escapeHtml(intro)}</p>`,
      `<table cellpadding="6" style="border-collapse:collapse">${figures
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="color:#555">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
      `<p>${escapeHtml(action)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      '<p>Reply to this e-mail with any question.</p>',
      `<p>${sign.map(escapeHtml).join('<br>')}</p>`,
    ].join(''),
  );
  return { subject, text, html };
}
