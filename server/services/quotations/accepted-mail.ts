import { oneLine } from '#common/schemas/shared';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { deskMailFrom, type MailContext } from '../leads/notify';
import { escapeHtml, htmlDocument, htmlRows, type Row, textRows } from '../mail/html';

// The buyer's confirmation that their acceptance was received (docs/product.md §25): kind
// 'quotation_accepted', queued in the acceptance's transaction, to the lead's address. The name is
// the one they typed on a public page: shown on one line and escaped, never markup. Replies go to
// the quotation's signatory, the person who made the offer.

interface AcceptedQuotation {
  leadId: number;
  quotationId: number;
  /** "Q-2026-0001-R1". */
  reference: string;
  /** The total as the buyer sees it ("₱1,234,567.00"). */
  total: string;
  /** The name typed to accept. */
  name: string;
  /** The lead's address. */
  to: string;
  signatoryName: string;
  signatoryEmail: string;
}

function acceptedMail(q: AcceptedQuotation) {
  const subject = oneLine(`We received your acceptance of quotation ${q.reference}`);
  const intro = `Thank you. We received your acceptance of quotation ${q.reference}. ${oneLine(q.signatoryName)} will contact you about the next steps.`;
  const rows: Row[] = [
    { label: 'Quotation', value: q.reference },
    { label: 'Total', value: q.total },
    { label: 'Accepted by', value: q.name },
  ];
  return {
    subject,
    text: [intro, '', textRows(rows), '', 'Reply to this e-mail with any question.'].join('\n'),
    html: htmlDocument(
      subject,
      `<p>${escapeHtml(intro)}</p>${htmlRows(rows)}<p>Reply to this e-mail with any question.</p>`,
    ),
  };
}

/**
 * Queues the buyer's confirmation in the caller's transaction; returns how many (0 or 1). Nothing
 * without SMTP (`mail` null) or without a From address, as for the staff's alert.
 */
export async function queueAcceptedMail(
  tx: Db,
  q: AcceptedQuotation,
  mail: MailContext | null,
): Promise<number> {
  const from = await deskMailFrom(tx, mail);
  if (!from) return 0;
  await tx.insert(mailOutbox).values({
    leadId: q.leadId,
    quotationId: q.quotationId,
    kind: 'quotation_accepted',
    from,
    to: q.to,
    replyTo: q.signatoryEmail,
    ...acceptedMail(q),
  });
  return 1;
}
