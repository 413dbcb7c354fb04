import { QUOTATION_MESSAGES } from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import { leadEvents, quotationLinks } from '../../db/schema';
import { Conflict } from '../../errors';
import type { AuthUser } from '../auth';
import { lockedQuotation } from './access';
import { linkTokenHash, newLinkToken, quotationPagePath } from './link';
import { linkEnded } from './public';
import { markSent } from './send';

// "Copy link" (docs/product.md §25.3, decision 052): the buyer's private link for staff to share
// another way (Viber, SMS), when the server sends no mail or the buyer asks for it there. A link
// is minted only on this request: its hash is stored (never the token, which is neither logged
// nor kept), the lead's history says who copied a link, and both are written in one transaction.
// Earlier links are left as they are, so each works until the link period after the validity
// date ends (public.ts). A draft becomes the sent revision, as a mail would make it; the response
// clock is left to the contact staff log when they share it (a copied link may never be pasted).

export interface CopiedLink {
  /** The link: absolute under PUBLIC_URL, else the page's path (the admin's own origin completes it). */
  link: string;
}

export async function copyQuotationLink(
  db: Db,
  id: number,
  by: AuthUser,
  publicUrl: string | null,
  now = new Date(),
): Promise<CopiedLink> {
  return db.transaction(async (tx) => {
    const { row, lead } = await lockedQuotation(tx, id, by);
    if (row.status === 'draft') await markSent(tx, row, now);
    else if (row.status === 'superseded') throw new Conflict(QUOTATION_MESSAGES.notLatest);
    else if (linkEnded(row.validUntil, now)) throw new Conflict(QUOTATION_MESSAGES.linkEnded);

    const token = newLinkToken();
    await tx.insert(quotationLinks).values({ tokenHash: linkTokenHash(token), quotationId: id });
    await tx.insert(leadEvents).values({
      leadId: lead.id,
      status: lead.status,
      closeReason: lead.closeReason,
      quotationId: id,
      quotationAction: 'link_copied',
      userId: by.id,
      userName: by.name,
      createdAt: now,
    });
    return { link: `${publicUrl ?? ''}${quotationPagePath(token)}` };
  });
}
