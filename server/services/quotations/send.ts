import { and, eq, inArray, lt } from 'drizzle-orm';
import { QUOTATION_MESSAGES, type Quotation } from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import { quotations } from '../../db/schema';
import { Conflict, ValidationFailed } from '../../errors';
import type { AuthUser } from '../auth';
import type { MailContext } from '../leads/notify';
import { queueStaffMail, staffMailSender } from '../leads/respond';
import { LINK_TOKEN } from '../mail/link-token';
import { signalMailQueued } from '../mail/signal';
import { textSetting } from '../settings';
import { lockedQuotation } from './access';
import { quotationPagePath } from './link';
import { quotationMail } from './mail';
import { isNewestRevision, numberAccepted, type QuotationRow, quotationById } from './read';
import { validUntilProblem } from './save';

// Sending a quotation (docs/product.md §25, decision 048) is the lead's reply: in one transaction
// the draft becomes the sent revision (never changed again), older sent revisions of its number
// are superseded, the mail is queued in the outbox with the PDF to be drawn from this stored
// revision at sending and the buyer's link to be minted then (mail/link-token.ts: no row holds a
// live link), the history records it and the lead's clock stops if this is its first response.
// Nothing of it is stored unless all is.

/**
 * A draft becomes the sent revision: refused unless it is the newest draft of a number not
 * accepted and still valid; older sent revisions of its number are superseded. In the caller's
 * transaction, under the lead's lock (access.ts). Sending and copying a draft's link share it.
 */
export async function markSent(tx: Db, row: QuotationRow, now: Date): Promise<Quotation> {
  if (row.status !== 'draft') throw new Conflict(QUOTATION_MESSAGES.alreadySent);
  if (!(await isNewestRevision(tx, row))) throw new Conflict(QUOTATION_MESSAGES.notLatest);
  // The buyer may have accepted an earlier revision while this one was drafted: that is the deal.
  if (await numberAccepted(tx, row)) throw new Conflict(QUOTATION_MESSAGES.revisingAccepted);
  const dateProblem = validUntilProblem(row.validUntil, now);
  if (dateProblem) throw new ValidationFailed({ valid_until: [dateProblem] });

  await tx.update(quotations).set({ status: 'sent', sentAt: now }).where(eq(quotations.id, row.id));
  await tx
    .update(quotations)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(quotations.year, row.year),
        eq(quotations.sequence, row.sequence),
        lt(quotations.revision, row.revision),
        inArray(quotations.status, ['sent', 'viewed']),
      ),
    );
  return quotationById(tx, row.id, now);
}

export async function sendQuotation(
  db: Db,
  id: number,
  input: { message?: string | null },
  by: AuthUser,
  mail: MailContext | null,
  now = new Date(),
): Promise<Quotation> {
  const sent = await db.transaction(async (tx) => {
    const { row, lead } = await lockedQuotation(tx, id, by);
    const { from, publicUrl } = await staffMailSender(tx, mail);
    // Without PUBLIC_URL the mail could not hold the buyer's link it exists for (decision 052): the
    // address is never taken from the request's Host, so the mail is refused, not sent without it.
    if (!publicUrl) throw new Conflict(QUOTATION_MESSAGES.noPublicUrl);
    const quotation = await markSent(tx, row, now);

    const composed = quotationMail({
      quotation,
      buyerName: lead.name,
      siteName: (await textSetting(tx, 'site_name')).trim() || 'Ironsite',
      message: input.message ?? null,
      link: `${publicUrl}${quotationPagePath(LINK_TOKEN)}`,
    });
    await queueStaffMail(
      tx,
      lead,
      by,
      now,
      { kind: 'quotation', quotationId: id, from, ...composed },
      { quotationId: id, quotationAction: 'sent' },
    );
    return quotation;
  });
  signalMailQueued();
  return sent;
}
