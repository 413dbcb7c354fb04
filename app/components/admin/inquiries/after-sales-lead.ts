import { type AfterSalesKind, isAfterSalesKind } from '#common/lead-kinds';
import type { AfterSalesDetails } from '#common/schemas/after-sales';
import type { LeadDetail } from '#common/schemas/leads';
import { QUOTATION_LIMITS } from '#common/schemas/quotations';
import type { LineValues } from './quotations/builder-values';

// A parts or service request's own fields on the lead (docs/product.md §30): the detail carries
// them under `after_sales`, with the branch that answers.

export interface AfterSalesRequest {
  kind: AfterSalesKind;
  details: AfterSalesDetails;
  branch: LeadDetail['branch'];
}

export function afterSalesOf(lead: LeadDetail): AfterSalesRequest | null {
  if (!isAfterSalesKind(lead.kind) || !lead.after_sales) return null;
  return { kind: lead.kind, details: lead.after_sales, branch: lead.branch };
}

/** A part line as the quotation's free line: "708-2L-00300 · Hydraulic pump", its quantity, unpriced. */
export const quotationLinesOf = (items: AfterSalesDetails['items']): LineValues[] =>
  items.slice(0, QUOTATION_LIMITS.lines).map((item) => ({
    variant_id: null,
    description: [item.part_number, item.description]
      .filter(Boolean)
      .join(' · ')
      .slice(0, QUOTATION_LIMITS.description),
    quantity: item.quantity,
    unit_price: undefined,
    discount: undefined,
  }));
