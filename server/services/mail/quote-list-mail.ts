import { quoteListReference } from '#common/schemas/leads';
import { oneLine } from '#common/schemas/shared';
import { formatTin } from '#common/tin';
import { escapeHtml, type Row } from './html';

// What a quote list adds to its two mails (docs/product.md §19): its reference, the delivery place
// and TIN for staff, and the machines by the names the catalogue had when it was sent — never the
// names the browser may have shown. The visitor's acknowledgement lists the machines without the
// notes (it carries no text from the form, decision 010).

/** A machine of a quote list as stored (lead_items) and listed in its mails. */
export interface LeadItem {
  position: number;
  variantId: number | null;
  variantName: string;
  brandName: string;
  quantity: number;
  note: string | null;
}

/** The quote list's columns of the lead row, as MailLead carries them. */
export interface QuoteListColumns {
  tin?: string | null;
  regionName?: string | null;
  provinceName?: string | null;
  cityName?: string | null;
}

/** Reference, TIN and where to deliver, for the staff mail's table. */
export function quoteListRows(id: number, lead: QuoteListColumns): Row[] {
  const rows: Row[] = [{ label: 'Reference', value: quoteListReference(id) }];
  if (lead.tin) rows.push({ label: 'TIN', value: formatTin(lead.tin) });
  const place = [lead.cityName, lead.provinceName, lead.regionName].filter(Boolean).join(', ');
  if (place) rows.push({ label: 'Deliver to', value: place });
  return rows;
}

/** "2 × ZL50G Wheel Loader (XCMG)", and for staff " — note: with rock bucket". */
const itemLine = (item: LeadItem, withNote: boolean) =>
  oneLine(
    `${item.quantity} × ${item.variantName} (${item.brandName})` +
      (withNote && item.note ? ` — note: ${item.note}` : ''),
  );

export const itemsText = (items: LeadItem[], withNote: boolean) =>
  ['Machines:', ...items.map((item) => `${item.position}. ${itemLine(item, withNote)}`)].join('\n');

export const itemsHtml = (items: LeadItem[], withNote: boolean) =>
  `<h3 style="margin:16px 0 4px">Machines</h3><ol>${items
    .map((item) => `<li>${escapeHtml(itemLine(item, withNote))}</li>`)
    .join('')}</ol>`;
