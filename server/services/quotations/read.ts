import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { dayNumber } from '#common/business-date';
import { type Currency, fromCents, lineTotalCents, type VatMode } from '#common/money';
import {
  QUOTATION_MESSAGES,
  type Quotation,
  type QuotationStatus,
  quotationNumber,
  quotationReference,
} from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import { quotationLines, quotations } from '../../db/schema';
import { NotFound } from '../../errors';
import { businessDate } from '../leads/business-time';

// A quotation as the API answers it (docs/product.md §25, decision 048): integer centavos from the
// database become the currency's main unit at this edge only, and `expired` is read, never stored,
// so a quotation expires at midnight in Manila without any job running.

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationLineRow = typeof quotationLines.$inferSelect;

/** The staff download of a quotation's PDF. */
const adminPdfUrl = (id: number) => `/api/admin/quotations/${id}/pdf`;

/** Sent or viewed, past its validity date in Manila: expired (accepted, draft or superseded never are). */
export function readStatus(
  row: Pick<QuotationRow, 'status' | 'validUntil'>,
  now = new Date(),
): QuotationStatus {
  const open = row.status === 'sent' || row.status === 'viewed';
  return open && dayNumber(row.validUntil) < dayNumber(businessDate(now))
    ? 'expired'
    : (row.status as QuotationStatus);
}

export const referenceOf = (row: Pick<QuotationRow, 'year' | 'sequence' | 'revision'>) =>
  quotationReference(quotationNumber(row.year, row.sequence), row.revision);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toQuotation(row: QuotationRow, lines: QuotationLineRow[], now = new Date()): Quotation {
  const number = quotationNumber(row.year, row.sequence);
  return {
    id: row.id,
    lead_id: row.leadId,
    number,
    revision: row.revision,
    reference: quotationReference(number, row.revision),
    status: readStatus(row, now),
    currency: row.currency as Currency,
    vat_mode: row.vatMode as VatMode,
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        position: line.position,
        variant_id: line.variantId,
        description: line.description,
        quantity: line.quantity,
        unit_price: fromCents(line.unitCents),
        discount: fromCents(line.discountCents),
        amount: fromCents(lineTotalCents(line)),
      })),
    totals: {
      subtotal: fromCents(row.subtotalCents),
      discount: fromCents(row.discountCents),
      vat: fromCents(row.vatCents),
      total: fromCents(row.totalCents),
    },
    valid_until: row.validUntil,
    payment_terms: row.paymentTerms,
    delivery_time: row.deliveryTime,
    notes: row.notes,
    signatory: { name: row.signatoryName, email: row.signatoryEmail },
    created_at: row.createdAt.toISOString(),
    sent_at: iso(row.sentAt),
    viewed_at: iso(row.viewedAt),
    accepted_at: iso(row.acceptedAt),
    accepted_name: row.acceptedName,
    pdf_url: adminPdfUrl(row.id),
  };
}

/** The lines of these quotations, by quotation id, in position order. */
export async function linesOf(db: Db, ids: number[]): Promise<Map<number, QuotationLineRow[]>> {
  const byQuotation = new Map<number, QuotationLineRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byQuotation;
  const rows = await db
    .select()
    .from(quotationLines)
    .where(inArray(quotationLines.quotationId, ids))
    .orderBy(asc(quotationLines.quotationId), asc(quotationLines.position));
  for (const row of rows) byQuotation.get(row.quotationId)?.push(row);
  return byQuotation;
}

/** The stored row and its lines; 404 when there is none. No scope: callers check the lead's. */
export async function quotationRowById(db: Db, id: number) {
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id));
  if (!row) throw new NotFound(QUOTATION_MESSAGES.notFound);
  const lines = (await linesOf(db, [id])).get(id) ?? [];
  return { row, lines };
}

/** Quotation `id` as the API shows it; 404 when there is none. */
export async function quotationById(db: Db, id: number, now = new Date()): Promise<Quotation> {
  const { row, lines } = await quotationRowById(db, id);
  return toQuotation(row, lines, now);
}

/** A lead's quotations: the newest number first, each number's revisions in order. */
export async function quotationsOfLead(db: Db, leadId: number, now = new Date()): Promise<Quotation[]> {
  const rows = await db
    .select()
    .from(quotations)
    .where(eq(quotations.leadId, leadId))
    .orderBy(desc(quotations.year), desc(quotations.sequence), asc(quotations.revision));
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toQuotation(row, lines.get(row.id) ?? [], now));
}

/** True when no later revision of the same number exists. */
export async function isNewestRevision(db: Db, row: Pick<QuotationRow, 'year' | 'sequence' | 'revision'>) {
  const [newest] = await db
    .select({ revision: quotations.revision })
    .from(quotations)
    .where(and(eq(quotations.year, row.year), eq(quotations.sequence, row.sequence)))
    .orderBy(desc(quotations.revision))
    .limit(1);
  return newest?.revision === row.revision;
}

/**
 * True when a revision of this number is accepted. One acceptance stands per number: an accepted
 * quotation is the deal, so it is neither revised nor joined by a second (docs/product.md §25.3).
 */
export async function numberAccepted(db: Db, row: Pick<QuotationRow, 'year' | 'sequence'>) {
  const [accepted] = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(
      and(
        eq(quotations.year, row.year),
        eq(quotations.sequence, row.sequence),
        eq(quotations.status, 'accepted'),
      ),
    )
    .limit(1);
  return accepted !== undefined;
}
