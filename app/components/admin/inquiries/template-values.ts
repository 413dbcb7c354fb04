import type { TemplateValues } from '#common/schemas/lead-desk';
import type { LeadDetail } from '#common/schemas/leads';

// What a reply template's placeholders stand for on one lead (docs/product.md §24): {name} the
// sender's name, {machines} what they asked about (a quote list's machines with their quantities,
// else the product they named), {signature} the staff member writing and the site's name.

/** "2 × Komatsu PC200-8, 1 × Volvo L120H"; the product named on the form; or '' for neither. */
export function machinesText(lead: Pick<LeadDetail, 'items' | 'product'>): string {
  if (lead.items.length > 0)
    return lead.items
      .map((item) => `${item.quantity} × ${[item.brand_name, item.variant_name].filter(Boolean).join(' ')}`)
      .join(', ');
  return lead.product ?? '';
}

export function templateValues(
  lead: Pick<LeadDetail, 'items' | 'product' | 'name'>,
  staffName: string,
  siteName: string,
): TemplateValues {
  return { name: lead.name, machines: machinesText(lead), signature: `${staffName}\n${siteName}` };
}
