import type { Quotation } from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import type { AuthUser } from '../auth';
import { visibleLead, visibleQuotation } from './access';
import { type QuotationPdf, quotationPdf } from './pdf';
import { quotationsOfLead } from './read';

// What staff read of quotations, within their lead scope (a sales rep: their own leads' only;
// anything else 404, as the inbox answers).

export async function leadQuotations(db: Db, leadId: number, by: AuthUser): Promise<Quotation[]> {
  await visibleLead(db, leadId, by);
  return quotationsOfLead(db, leadId);
}

/** The staff download: someone waits on it, so it goes ahead of queued sheets. */
export async function staffQuotationPdf(db: Db, id: number, by: AuthUser): Promise<QuotationPdf> {
  await visibleQuotation(db, id, by);
  return quotationPdf(db, id, { urgent: true });
}
