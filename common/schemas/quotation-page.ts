import { z } from 'zod';
import { savedEnvelope } from './envelopes';
import { quotationSchema } from './quotations';

// The buyer's side of a quotation, by its private link /quotation/<token> (docs/product.md §25).

/**
 * The quotation as its buyer sees it: the staff's shape without what only staff use (the record
 * and lead ids, the admin download), with the link's own PDF address and whom it is made out to.
 */
const buyerQuotationSchema = quotationSchema.omit({ id: true, lead_id: true, pdf_url: true }).extend({
  /** /quotation/<token>.pdf */
  pdf_url: z.string(),
  buyer: z.object({ name: z.string(), company: z.string().nullable() }),
});
export type BuyerQuotation = z.infer<typeof buyerQuotationSchema>;

/** POST /public/quotations/{token}/accept: the quotation, accepted (now or before). */
export const quotationAcceptedSchema = savedEnvelope(buyerQuotationSchema);

/**
 * A link's token in an address, any text: a malformed one is a 404 like an unknown
 * one (server/services/quotations/link.ts), never a 422 that would tell the two apart.
 */
export const quotationTokenParams = z.object({ token: z.string() });

/** What the page at /quotation/<token> shows. */
export type QuotationPageData =
  | { state: 'open'; quotation: BuyerQuotation; token: string }
  /** Replaced by a newer revision: a 404 that offers it (`newest` mints a link to it). */
  | { state: 'superseded'; reference: string; newest: string }
  | { state: 'not-found' };
