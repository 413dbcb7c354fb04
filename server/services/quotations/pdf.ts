import { eq } from 'drizzle-orm';
import { calendarDay, dayFormat } from '#common/date-format';
import { type Currency, formatCents, lineTotalCents, VAT_RATE_PERCENT, type VatMode } from '#common/money';
import { formatPhone } from '#common/phone';
import { oneLine } from '#common/schemas/shared';
import { formatTin } from '#common/tin';
import { publicReads } from '../../caching/cached-reads';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema';
import { drawPdf, type RunOptions } from '../documents/pdf-pool';
import type { QuotationSheetInput } from '../documents/quotation-sheet';
import { companyLine } from '../documents/quote-summary';
import { companyOf } from '../documents/sheet-frame';
import { businessDate } from '../leads/business-time';
import { type QuotationRow, quotationRowById, referenceOf } from './read';

// A quotation's PDF (docs/product.md §25, decision 048): drawn from the stored revision, which is
// never changed once sent, so the mail's attachment, a retry of it, the staff download and the
// buyer's download are the same document. Money is formatted from the centavos by the site's one formatter (common/money.ts), ₱ included.

/** "24 November 2026" of "2026-11-24". */
const LONG_DAY = dayFormat({ day: 'numeric', month: 'long', year: 'numeric' }, 'en-GB');
export const longDay = (day: string) => LONG_DAY.format(calendarDay(day));

const VAT_LABEL = `VAT (${VAT_RATE_PERCENT}%)`;

const ROUNDING_NOTE = 'VAT is computed once on the net total and rounded to the nearest centavo.';

function totalsRows(row: QuotationRow): QuotationSheetInput['totals'] {
  const money = (cents: number) => formatCents(cents, row.currency as Currency);
  const rows: QuotationSheetInput['totals'] = [{ label: 'Subtotal', value: money(row.subtotalCents) }];
  if (row.discountCents > 0) rows.push({ label: 'Discount', value: `−${money(row.discountCents)}` });
  const mode = row.vatMode as VatMode;
  if (mode === 'exclusive') rows.push({ label: VAT_LABEL, value: money(row.vatCents) });
  rows.push({ label: 'Total', value: money(row.totalCents), strong: true });
  if (mode === 'inclusive') rows.push({ label: `of which ${VAT_LABEL}`, value: money(row.vatCents) });
  return rows;
}

function roundingNote(row: QuotationRow): string {
  const currency = `Amounts in ${row.currency}.`;
  return row.vatMode === 'none' ? `${currency} No VAT is added.` : `${currency} ${ROUNDING_NOTE}`;
}

/**
 * The "Prepared for" block: who the buyer is, how to reach them (the phone grouped as people
 * write it), their TIN and where the machines go, as the quote list gave them (docs/product.md §25.3).
 */
function buyerLines(lead: {
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  tin: string | null;
  city: string | null;
  province: string | null;
  region: string | null;
}): string[] {
  const place = [lead.city, lead.province, lead.region].filter(Boolean).join(', ');
  return [
    oneLine(lead.name),
    lead.company ? companyLine(lead.company) : '',
    lead.email,
    lead.phone ? formatPhone(lead.phone) : '',
    lead.tin ? `TIN ${formatTin(lead.tin)}` : '',
    place ? `Deliver to: ${place}` : '',
  ].filter(Boolean);
}

export interface QuotationPdf {
  filename: string;
  pdf: Buffer;
}

/** Quotation `id`'s PDF (404 when there is none); `urgent` for the buyer's download by their link. */
export async function quotationPdf(db: Db, id: number, options: RunOptions = {}): Promise<QuotationPdf> {
  const { row, lines } = await quotationRowById(db, id);
  const [lead] = await db
    .select({
      name: leads.name,
      company: leads.company,
      email: leads.email,
      phone: leads.phone,
      tin: leads.tin,
      city: leads.cityName,
      province: leads.provinceName,
      region: leads.regionName,
    })
    .from(leads)
    .where(eq(leads.id, row.leadId));
  const currency = row.currency as Currency;
  const reference = referenceOf(row);
  const day = businessDate(row.sentAt ?? row.createdAt);
  const input: QuotationSheetInput = {
    company: companyOf(await publicReads.publicSettings(db)),
    reference,
    day,
    date: longDay(day),
    validUntil: longDay(row.validUntil),
    draft: row.status === 'draft',
    buyer: lead ? buyerLines(lead) : [],
    lines: lines.map((line) => ({
      position: String(line.position),
      description: line.description,
      quantity: String(line.quantity),
      unit: formatCents(line.unitCents, currency),
      discount: line.discountCents > 0 ? formatCents(line.discountCents, currency) : '—',
      amount: formatCents(lineTotalCents(line), currency),
    })),
    totals: totalsRows(row),
    paymentTerms: row.paymentTerms,
    deliveryTime: row.deliveryTime,
    notes: row.notes,
    signatory: { name: row.signatoryName, email: row.signatoryEmail },
    rounding: roundingNote(row),
  };
  const pdf = await drawPdf({ kind: 'quotation', input }, options);
  return { filename: `quotation-${reference}.pdf`, pdf };
}
