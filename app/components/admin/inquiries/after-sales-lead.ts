import type { AfterSalesDetails } from '#common/schemas/after-sales';
import type { LeadDetail } from '#common/schemas/leads';
import { QUOTATION_LIMITS } from '#common/schemas/quotations';
import type { LineValues } from './quotations/builder-values';

// A parts or service request's own fields on the lead (docs/product.md §30): the detail carries
// them under `after_sales`, with the branch that answers. Read through this narrow type until the
// lead kinds list them (common/lead-kinds.ts).

export interface AfterSalesRequest {
  kind: 'parts' | 'service';
  details: AfterSalesDetails;
  branch: { id: number; name: string } | null;
}

type WithAfterSales = {
  kind: string;
  branch?: { id: number; name: string } | null;
  after_sales?: AfterSalesDetails | null;
};

export function afterSalesOf(lead: LeadDetail): AfterSalesRequest | null {
  const { kind, after_sales, branch } = lead as unknown as WithAfterSales;
  if ((kind !== 'parts' && kind !== 'service') || !after_sales) return null;
  return { kind, details: after_sales, branch: branch ?? null };
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
