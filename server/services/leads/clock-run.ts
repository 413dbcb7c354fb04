import { and, asc, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leads, mailOutbox } from '../../db/schema';
import { type ClockLead, escalationMail, reminderMail } from '../mail/clock-mails';
import { unanswered } from './filters';
import { deskMailFrom, type MailContext } from './notify';
import { activeStaff, managersOrAdmins } from './recipients';

// The response clock's run (docs/product.md §24, decision 047), every 30 s on every instance: the
// reminder at half a lead's target, and the escalation when it is overdue, each exactly once. A
// run marks the due leads (reminded_at, escalated_at) and queues their mails in one transaction,
// taking the leads with FOR UPDATE SKIP LOCKED: two instances never take the same lead, and a
// lead is marked if and only if its mails are queued. With nothing due a run is two queries on
// the partial indexes leads_remind_idx and leads_escalate_idx, and nothing else.

/** Leads taken per kind and run; more wait for the next run, 30 s on. */
const BATCH = 50;

export interface ClockRun {
  reminded: number;
  escalated: number;
  /** Mails queued in the outbox. */
  mails: number;
}

type OutboxRow = typeof mailOutbox.$inferInsert;

const taken = {
  id: leads.id,
  kind: leads.kind,
  name: leads.name,
  company: leads.company,
  source: sql<string | null>`${leads.payload}->>'source'`,
  createdAt: leads.createdAt,
  dueAt: leads.dueAt,
  assigneeId: leads.assigneeId,
};
/** A taken row: the mail's lead before the assignee's name is looked up. */
type Taken = Omit<ClockLead, 'dueAt' | 'assignee'> & { dueAt: Date | null; assigneeId: number | null };

function clockLead({ assigneeId, ...row }: Taken, staff: Map<number, { name: string }>): ClockLead {
  return {
    ...row,
    dueAt: row.dueAt ?? row.createdAt,
    assignee: assigneeId === null ? null : (staff.get(assigneeId)?.name ?? null),
  };
}

/**
 * Marks the leads whose reminder (or escalation) is due and answers them: at most BATCH, the
 * longest waiting first, skipping those another instance holds. The WHERE repeats the partial
 * index's predicate, so the index answers it.
 */
export function markDue(tx: Db, step: 'remind' | 'escalate', now: Date) {
  const [at, marked] =
    step === 'remind' ? [leads.remindAt, leads.remindedAt] : [leads.dueAt, leads.escalatedAt];
  const due = tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(lte(at, now), isNull(marked), unanswered))
    .orderBy(asc(at))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return (
    tx
      .update(leads)
      // The clock's marks are not edits of the lead: updated_at stays.
      .set({ [step === 'remind' ? 'remindedAt' : 'escalatedAt']: now, updatedAt: sql`${leads.updatedAt}` })
      .where(inArray(leads.id, due))
      .returning(taken)
  );
}

/** The reminders due: marked, and the assignee's mail queued, in the caller's transaction. */
async function remind(tx: Db, mail: MailContext | null, now: Date): Promise<[number, OutboxRow[]]> {
  const rows = await markDue(tx, 'remind', now);
  if (rows.length === 0 || !mail) return [rows.length, []];
  const staff = await activeStaff(tx, [
    ...new Set(rows.flatMap((r) => (r.assigneeId === null ? [] : [r.assigneeId]))),
  ]);
  const from = await deskMailFrom(tx, mail);
  if (!from) return [rows.length, []];
  const queued: OutboxRow[] = [];
  for (const row of rows) {
    const to = row.assigneeId === null ? undefined : staff.get(row.assigneeId);
    // Unassigned, or its owner deactivated or in a role that no longer works leads (their open
    // leads were handed back with the role change; this guards any left): the escalation still comes.
    if (!to?.worksLeads) continue;
    queued.push({
      leadId: row.id,
      kind: 'reminder',
      from,
      to: to.email,
      ...reminderMail(clockLead(row, staff), mail.publicUrl),
    });
  }
  return [rows.length, queued];
}

/** The escalations due: marked, and one mail per manager (or admin) queued, in the caller's transaction. */
async function escalate(tx: Db, mail: MailContext | null, now: Date): Promise<[number, OutboxRow[]]> {
  const rows = await markDue(tx, 'escalate', now);
  if (rows.length === 0 || !mail) return [rows.length, []];
  const recipients = await managersOrAdmins(tx);
  const from = await deskMailFrom(tx, mail);
  if (!from || recipients.length === 0) return [rows.length, []];
  const staff = await activeStaff(tx, [
    ...new Set(rows.flatMap((r) => (r.assigneeId === null ? [] : [r.assigneeId]))),
  ]);
  const queued: OutboxRow[] = [];
  for (const row of rows) {
    const composed = escalationMail(clockLead(row, staff), mail.publicUrl);
    for (const to of recipients) queued.push({ leadId: row.id, kind: 'escalation', from, to, ...composed });
  }
  return [rows.length, queued];
}

/**
 * One run: the reminders, then the escalations, each its own transaction (a lead past due at once
 * gets both, the reminder first). Without SMTP (`mail` null) the leads are still marked, so turning
 * mail on later does not send a backlog of stale reminders. `now` is injectable for the tests.
 */
export async function runLeadClockOnce(
  db: Db,
  mail: MailContext | null,
  now = new Date(),
): Promise<ClockRun> {
  const run: ClockRun = { reminded: 0, escalated: 0, mails: 0 };
  for (const [step, key] of [
    [remind, 'reminded'],
    [escalate, 'escalated'],
  ] as const) {
    await db.transaction(async (tx) => {
      const [marked, queued] = await step(tx, mail, now);
      if (queued.length > 0) await tx.insert(mailOutbox).values(queued);
      run[key] += marked;
      run.mails += queued.length;
    });
  }
  return run;
}
