import { and, eq } from 'drizzle-orm';
import { QUOTABLE_KINDS, QUOTATION_MESSAGES } from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import { leads, quotations } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import type { AuthUser } from '../auth';
import { leadInScope } from '../leads/inbox';
import { lockLead } from '../leads/respond';
import { leadScope, scopeWhere } from '../leads/scope';

// Who may quote what (docs/product.md §25): a quotation belongs to its lead, so the lead's scope
// decides (a sales rep's own leads; outside it 404, never 403), and every write locks the lead's
// row first, so a save, a revision and a send of the same lead's quotations take turns.

/** A lead the caller may quote, locked for the transaction: 404 outside the scope, 409 erased or not quotable. */
export async function quotableLead(tx: Db, leadId: number, by: AuthUser) {
  const { lead } = await lockLead(tx, leadId, by);
  if (!(QUOTABLE_KINDS as readonly string[]).includes(lead.kind)) {
    throw new Conflict(QUOTATION_MESSAGES.notQuotable);
  }
  return lead;
}

/** Quotation `id` with its lead locked, then itself read again under the lock; 404 outside the scope. */
export async function lockedQuotation(tx: Db, id: number, by: AuthUser) {
  await visibleQuotation(tx, id, by);
  const [{ leadId }] = await tx
    .select({ leadId: quotations.leadId })
    .from(quotations)
    .where(eq(quotations.id, id));
  const lead = await quotableLead(tx, leadId, by);
  const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update');
  if (!row) throw new NotFound(QUOTATION_MESSAGES.notFound);
  return { row, lead };
}

/** Quotation `id`'s lead, or 404 unless it exists on a lead the caller sees. */
export async function visibleQuotation(db: Db, id: number, by: AuthUser): Promise<{ leadId: number }> {
  const scope = await leadScope(db, by);
  const [found] = await db
    .select({ leadId: quotations.leadId })
    .from(quotations)
    .innerJoin(leads, eq(leads.id, quotations.leadId))
    .where(and(eq(quotations.id, id), scopeWhere(scope)));
  if (!found) throw new NotFound(QUOTATION_MESSAGES.notFound);
  return found;
}

/** 404 unless lead `leadId` exists and the caller sees it (the list and the prefill). */
export async function visibleLead(db: Db, leadId: number, by: AuthUser) {
  return (await leadInScope(db, leadId, by)).lead;
}
