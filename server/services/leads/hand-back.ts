import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leadEvents, leads } from '../../db/schema';
import { readDeskRow } from './calendar';
import { availableFallback } from './routing';

// A person whose role stops working leads (docs/product.md §23) may no longer open them nor be
// mailed about them (recipients.ts), so their open leads go back to the desk: to its fallback
// person when available as routing reckons it, else unassigned, where managers and admins see them
// and the clock's escalation still comes. Closed leads keep their owner: that is their history.

const handedBack = (name: string, toFallback: boolean) =>
  `${name}'s role no longer works inquiries: handed back ${toFallback ? 'to the fallback person' : 'unassigned'}.`;

/**
 * Hands the open leads of `person` back, in the caller's transaction (the role change's, after the
 * new role is written), with one history entry per lead by `by`. Returns how many.
 */
export async function handBackLeads(
  tx: Db,
  person: { id: number; name: string },
  by: { id: number; name: string },
): Promise<number> {
  const fallback = await availableFallback(tx, (await readDeskRow(tx)).fallbackUserId);
  const moved = await tx
    .update(leads)
    .set({ assigneeId: fallback?.id ?? null })
    .where(and(eq(leads.assigneeId, person.id), ne(leads.status, 'closed')))
    .returning({ id: leads.id, status: leads.status, closeReason: leads.closeReason });
  if (moved.length === 0) return 0;
  await tx.insert(leadEvents).values(
    moved.map((lead) => ({
      leadId: lead.id,
      status: lead.status,
      closeReason: lead.closeReason,
      note: handedBack(person.name, fallback !== null),
      userId: by.id,
      userName: by.name,
      assignedToId: fallback?.id ?? null,
      assignedToName: fallback?.name ?? null,
    })),
  );
  return moved.length;
}
