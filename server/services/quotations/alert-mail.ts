import { adminPaths } from '#common/admin-paths';
import { oneLine } from '#common/schemas/shared';
import { escapeHtml, htmlDocument, htmlParagraph, htmlRows, type Row, textRows } from '../mail/html';

// The staff's mail when a buyer accepts a quotation or asks about it from its link (docs/product.md
// §25): kind 'quotation_alert'. The buyer's name and question are theirs, typed on a public page:
// the name is shown on one line and every value is escaped, never markup; the admin link comes
// from PUBLIC_URL only.

interface AlertQuotation {
  leadId: number;
  reference: string;
  /** The total as the buyer sees it ("₱1,234,567.00"). */
  total: string;
  buyer: string;
  company: string | null;
}

export type Alert = { kind: 'accepted'; name: string } | { kind: 'question'; message: string };

const NO_LINK = '(set PUBLIC_URL to get a link)';

export function alertMail(q: AlertQuotation, alert: Alert, publicUrl: string | null) {
  const path = adminPaths.inquiry(q.leadId);
  const link = publicUrl ? `${publicUrl}${path}` : null;
  const buyer = q.company ? `${q.buyer} (${q.company})` : q.buyer;
  const subject =
    alert.kind === 'accepted'
      ? `Quotation ${q.reference} accepted by ${alert.name}`
      : `Question about quotation ${q.reference} from ${q.buyer}`;
  const intro =
    alert.kind === 'accepted'
      ? 'The buyer accepted this quotation on its page. Confirm the sale and close the inquiry as won when it is settled.'
      : 'The buyer asked a question on the quotation’s page. Reply to this mail to answer them.';
  const rows: Row[] = [
    { label: 'Quotation', value: q.reference },
    { label: 'Buyer', value: buyer },
    { label: 'Total', value: q.total },
    ...(alert.kind === 'accepted' ? [{ label: 'Accepted by', value: alert.name }] : []),
  ];
  const question = alert.kind === 'question' ? alert.message : null;
  return {
    subject: oneLine(subject),
    text: [
      intro,
      '',
      textRows(rows),
      ...(question === null ? [] : ['', 'Question:', question]),
      '',
      link ? `Open the inquiry in the admin: ${link}` : `Open the inquiry in the admin: ${path} ${NO_LINK}`,
    ].join('\n'),
    html: htmlDocument(
      oneLine(subject),
      `<p>${escapeHtml(intro)}</p>${htmlRows(rows)}` +
        (question === null ? '' : `<p><strong>Question:</strong></p>${htmlParagraph(question)}`) +
        (link
          ? `<p><a href="${escapeHtml(link)}">Open the inquiry in the admin</a></p>`
          : `<p>Open the inquiry in the admin: ${escapeHtml(path)} ${escapeHtml(NO_LINK)}</p>`),
    ),
  };
}
