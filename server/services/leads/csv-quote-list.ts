import { asc, inArray } from 'drizzle-orm';
import type { BuyerType, QuoteIntent } from '#common/constants';
import { BUYER_TYPE_LABELS, QUOTE_INTENT_LABELS } from '#common/quote-list-labels';
import { quoteListReference } from '#common/schemas/leads';
import { oneLine } from '#common/schemas/shared';
import { formatTin } from '#common/tin';
import type { Db } from '../../db/client';
import { leadItems, leads } from '../../db/schema';

// The quote list's cells of the inquiry CSV (docs/product.md §19): what staff need to prepare a
// proposal — who buys, how, where and by when, and every machine with its quantity and note.

export const QUOTE_LIST_HEADER = [
  'Reference',
  'TIN',
  'Buyer type',
  'Intent',
  'Deliver to',
  'Needed by',
  'Machines',
];

/** The lead columns the cells are made from, beside the inbox row's. */
export const quoteListColumns = {
  tin: leads.tin,
  buyerType: leads.buyerType,
  intent: leads.intent,
  regionName: leads.regionName,
  provinceName: leads.provinceName,
  cityName: leads.cityName,
  neededBy: leads.neededBy,
};

interface QuoteListRow {
  id: number;
  kind: string;
  tin: string | null;
  buyerType: string | null;
  intent: string | null;
  regionName: string | null;
  provinceName: string | null;
  cityName: string | null;
  neededBy: string | null;
}

export interface CsvItem {
  leadId: number;
  variantName: string;
  brandName: string;
  quantity: number;
  note: string | null;
}

/** "2 × NX-210 Crawler Excavator, Norvane Machinery (with rock bucket); 1 × …", each on one line. */
function machinesCell(items: CsvItem[]): string {
  return items
    .map((i) => {
      const note = i.note ? oneLine(i.note) : '';
      return `${i.quantity} × ${oneLine(`${i.variantName}, ${i.brandName}`)}${note ? ` (${note})` : ''}`;
    })
    .join('; ');
}

/** The cells in QUOTE_LIST_HEADER's order; empty for every other form. */
export function quoteListCells(row: QuoteListRow, items: CsvItem[]): (string | null)[] {
  if (row.kind !== 'quote-list') return QUOTE_LIST_HEADER.map(() => null);
  const place = [row.cityName, row.provinceName, row.regionName].filter(Boolean).join(', ');
  return [
    quoteListReference(row.id),
    row.tin ? formatTin(row.tin) : null,
    BUYER_TYPE_LABELS[row.buyerType as BuyerType] ?? row.buyerType,
    QUOTE_INTENT_LABELS[row.intent as QuoteIntent] ?? row.intent,
    place || null,
    row.neededBy,
    machinesCell(items) || null,
  ];
}

/** The machines of a batch's quote lists, by lead id, in the order they were listed. */
export async function itemsOf(db: Db, rows: { id: number; kind: string }[]): Promise<Map<number, CsvItem[]>> {
  const ids = rows.filter((r) => r.kind === 'quote-list').map((r) => r.id);
  const byLead = new Map<number, CsvItem[]>();
  if (ids.length === 0) return byLead;
  const items = await db
    .select({
      leadId: leadItems.leadId,
      variantName: leadItems.variantName,
      brandName: leadItems.brandName,
      quantity: leadItems.quantity,
      note: leadItems.note,
    })
    .from(leadItems)
    .where(inArray(leadItems.leadId, ids))
    .orderBy(asc(leadItems.leadId), asc(leadItems.position));
  for (const item of items) {
    const list = byLead.get(item.leadId);
    if (list) list.push(item);
    else byLead.set(item.leadId, [item]);
  }
  return byLead;
}
