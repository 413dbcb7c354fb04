import { and, eq, inArray, sql } from 'drizzle-orm';
import { dayNumber } from '#common/business-date';
import { type LineCents, quotationTotals, type TotalsCents, toCents } from '#common/money';
import { isUniqueViolation } from '#common/pg-errors';
import {
  QUOTATION_LIMITS,
  QUOTATION_MESSAGES,
  type Quotation,
  type QuotationInput,
} from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import { leadEvents, quotationCounters, quotationLines, quotations, users, variants } from '../../db/schema';
import { Conflict, ValidationFailed } from '../../errors';
import type { AuthUser } from '../auth';
import { publicVisible } from '../catalog/variant-mapper';
import { businessDate } from '../leads/business-time';
import { lockedQuotation, quotableLead } from './access';
import { isNewestRevision, numberAccepted, quotationById, quotationRowById } from './read';
import { defaultValidUntil, siteMoney } from './site-money';

// Making and changing quotations (docs/product.md §25, decision 048). A draft is edited in place;
// a sent one never is: revising copies the newest revision to the next as a draft. Numbers come
// from one atomic upsert of the year's counter in the creating transaction, so two people saving
// at once never share one and a failed save leaves no gap-making half behind.

/** Revising a draft makes no sense: it can be edited as it is. */
const IS_DRAFT = 'This quotation is still a draft: edit it instead of revising it.';

type LeadRow = Awaited<ReturnType<typeof quotableLead>>;

/** The caller as the quotation's signatory, with the address the buyer may answer. */
async function signatory(tx: Db, by: AuthUser) {
  const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, by.id));
  return { signatoryId: by.id, signatoryName: by.name, signatoryEmail: me?.email ?? '' };
}

/**
 * The lines as stored: a variant that is unknown, hidden from the public or deleted is dropped to
 * null and the line kept as the text and price given (a free line), never refused.
 */
async function storedLines(tx: Db, lines: QuotationInput['lines']) {
  const ids = [
    ...new Set(lines.map((l) => l.variant_id).filter((id): id is number => typeof id === 'number')),
  ];
  const known = new Set(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: variants.id })
            .from(variants)
            .where(and(inArray(variants.id, ids), publicVisible))
        ).map((v) => v.id),
  );
  return lines.map((line, i) => ({
    position: i + 1,
    variantId: line.variant_id && known.has(line.variant_id) ? line.variant_id : null,
    description: line.description,
    quantity: line.quantity,
    unitCents: toCents(line.unit_price),
    discountCents: toCents(line.discount),
  }));
}

/** The totals, or 422 when they pass the largest amount a quotation may hold. */
function totalsOf(lines: LineCents[], vatMode: Parameters<typeof quotationTotals>[1]): TotalsCents {
  const totals = quotationTotals(lines, vatMode);
  if (!totals) throw new ValidationFailed({ lines: [QUOTATION_MESSAGES.total] });
  return totals;
}

/** Why a validity date cannot be saved, or sent, today (Manila), or null when it can. */
export function validUntilProblem(validUntil: string, now: Date): string | null {
  const today = dayNumber(businessDate(now));
  const day = dayNumber(validUntil);
  if (day < today) return QUOTATION_MESSAGES.validUntilPast;
  // An offer's link works 30 days past its date (public.ts): a date years away is a link that never
  // ends, and a typo (2062 for 2026) a price held for decades.
  if (day > today + QUOTATION_LIMITS.maxValidDays) return QUOTATION_MESSAGES.validUntilTooFar;
  return null;
}

/** 422 for a validity date before today in Manila or more than a year after it. */
function checkValidUntil(validUntil: string, now: Date) {
  const problem = validUntilProblem(validUntil, now);
  if (problem) throw new ValidationFailed({ valid_until: [problem] });
}

/** A quotation's figures as its columns (also for the rows tests and benches write directly). */
export const totalColumns = (t: TotalsCents) => ({
  subtotalCents: t.subtotal,
  discountCents: t.discount,
  vatCents: t.vat,
  totalCents: t.total,
});

const textColumns = (input: QuotationInput) => ({
  validUntil: input.valid_until,
  paymentTerms: input.payment_terms,
  deliveryTime: input.delivery_time ?? null,
  notes: input.notes ?? null,
});

/** The history entry of a new quotation or revision, in its transaction. */
async function recordCreated(tx: Db, lead: LeadRow, quotationId: number, note: string, by: AuthUser) {
  await tx.insert(leadEvents).values({
    leadId: lead.id,
    status: lead.status,
    closeReason: lead.closeReason,
    note,
    quotationId,
    quotationAction: 'created',
    userId: by.id,
    userName: by.name,
  });
}

/** The next number of `year`: one statement, so concurrent transactions queue on the counter's row. */
async function nextSequence(tx: Db, year: number): Promise<number> {
  const [{ last }] = await tx
    .insert(quotationCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: quotationCounters.year, set: { last: sql`quotation_counters.last + 1` } })
    .returning({ last: quotationCounters.last });
  return last;
}

/** POST /admin/leads/{id}/quotations: a new quotation, numbered, as a draft. */
export async function createQuotation(
  db: Db,
  leadId: number,
  input: QuotationInput,
  by: AuthUser,
  now = new Date(),
): Promise<Quotation> {
  return db.transaction(async (tx) => {
    const lead = await quotableLead(tx, leadId, by);
    checkValidUntil(input.valid_until, now);
    const { currency, vatMode } = await siteMoney(tx);
    const lines = await storedLines(tx, input.lines);
    const totals = totalsOf(lines, vatMode);
    const year = Number(businessDate(now).slice(0, 4));
    const sequence = await nextSequence(tx, year);
    const [row] = await tx
      .insert(quotations)
      .values({
        leadId: lead.id,
        year,
        sequence,
        revision: 0,
        status: 'draft',
        currency,
        vatMode,
        ...totalColumns(totals),
        ...textColumns(input),
        ...(await signatory(tx, by)),
      })
      .returning({ id: quotations.id });
    await tx.insert(quotationLines).values(lines.map((l) => ({ ...l, quotationId: row.id })));
    const saved = await quotationById(tx, row.id, now);
    await recordCreated(tx, lead, row.id, saved.reference, by);
    return saved;
  });
}

/**
 * PATCH /admin/quotations/{id}: a draft's new content, its lines replaced and its totals worked out
 * again under the site's current currency and VAT mode (a draft has promised nothing yet).
 */
export async function updateQuotation(
  db: Db,
  id: number,
  input: QuotationInput,
  by: AuthUser,
  now = new Date(),
): Promise<Quotation> {
  return db.transaction(async (tx) => {
    const { row } = await lockedQuotation(tx, id, by);
    if (row.status !== 'draft') throw new Conflict(QUOTATION_MESSAGES.notDraft);
    checkValidUntil(input.valid_until, now);
    const { currency, vatMode } = await siteMoney(tx);
    const lines = await storedLines(tx, input.lines);
    const totals = totalsOf(lines, vatMode);
    await tx
      .update(quotations)
      .set({
        currency,
        vatMode,
        ...totalColumns(totals),
        ...textColumns(input),
        ...(await signatory(tx, by)),
      })
      .where(eq(quotations.id, id));
    await tx.delete(quotationLines).where(eq(quotationLines.quotationId, id));
    await tx.insert(quotationLines).values(lines.map((l) => ({ ...l, quotationId: id })));
    return quotationById(tx, id, now);
  });
}

/** POST /admin/quotations/{id}/revise: the newest sent revision copied to the next, as a draft. */
export async function reviseQuotation(
  db: Db,
  id: number,
  by: AuthUser,
  now = new Date(),
): Promise<Quotation> {
  try {
    return await db.transaction(async (tx) => {
      const { lead } = await lockedQuotation(tx, id, by);
      const { row, lines } = await quotationRowById(tx, id);
      // An accepted quotation is the deal: a revision would be a second offer the buyer could
      // accept too, two sales of one number (docs/product.md §25.3).
      if (await numberAccepted(tx, row)) throw new Conflict(QUOTATION_MESSAGES.revisingAccepted);
      if (!(await isNewestRevision(tx, row))) throw new Conflict(QUOTATION_MESSAGES.notLatest);
      if (row.status === 'draft') throw new Conflict(IS_DRAFT);
      const [copy] = await tx
        .insert(quotations)
        .values({
          leadId: row.leadId,
          year: row.year,
          sequence: row.sequence,
          revision: row.revision + 1,
          status: 'draft',
          currency: row.currency,
          vatMode: row.vatMode,
          subtotalCents: row.subtotalCents,
          discountCents: row.discountCents,
          vatCents: row.vatCents,
          totalCents: row.totalCents,
          // A lapsed (or too distant) date is not carried into a draft that could not be saved with it.
          validUntil: validUntilProblem(row.validUntil, now) ? defaultValidUntil(now) : row.validUntil,
          paymentTerms: row.paymentTerms,
          deliveryTime: row.deliveryTime,
          notes: row.notes,
          ...(await signatory(tx, by)),
        })
        .returning({ id: quotations.id });
      await tx.insert(quotationLines).values(
        lines.map((l) => ({
          quotationId: copy.id,
          position: l.position,
          variantId: l.variantId,
          description: l.description,
          quantity: l.quantity,
          unitCents: l.unitCents,
          discountCents: l.discountCents,
        })),
      );
      const saved = await quotationById(tx, copy.id, now);
      await recordCreated(tx, lead, copy.id, saved.reference, by);
      return saved;
    });
  } catch (err) {
    // Two revisions of one number at once on different leads' locks cannot happen (one lead per
    // number); this is the index's last word should it ever.
    if (isUniqueViolation(err)) throw new Conflict(QUOTATION_MESSAGES.notLatest);
    throw err;
  }
}
