import type { Quotation } from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import type { AuthUser } from '../auth';
import { recordAccess } from '../privacy/access-log';
import { visibleLead, visibleQuotation } from './access';
import { type QuotationPdf, quotationPdf } from './pdf';
import { quotationsOfLead } from './read';

// What staff read of quotations, within their lead scope (a sales rep: their own leads' only;
// anything else 404, as the inbox answers).

export async function leadQuotations(db: Db, leadId: number, by: AuthUser): Promise<Quotation[]> {
  await visibleLead(db, leadId, by);
  return quotationsOfLead(db, leadId);
}

/**
 * The staff download. It waits in the drawing queue like the public sheets, never ahead of them,
 * and `admit` (the caller's per-person limit) is asked only once the quotation is known to be
 * theirs to read: one person's flood of downloads cannot hold the threads the site's visitors
 * share (decision 033). The PDF carries the buyer's name, e-mail and phone, so each one that
 * leaves the server is recorded as an export of the lead's data (docs/product.md §23).
 */
export async function staffQuotationPdf(
  db: Db,
  id: number,
  by: AuthUser,
  admit: () => void,
): Promise<QuotationPdf> {
  const { leadId } = await visibleQuotation(db, id, by);
  admit();
  const document = await quotationPdf(db, id);
  await recordAccess(db, by, { action: 'export', leadId, subject: document.filename });
  return document;
}
