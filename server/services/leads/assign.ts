import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { can, type Role, type StaffRole } from '#common/permissions';
import { ASSIGN_FORBIDDEN, ASSIGNEE_MESSAGES, type LeadDetail } from '#common/schemas/leads';
import type { Db } from '../../db/client';
import { leadEvents, leads, users } from '../../db/schema';
import { Forbidden, NotFound, ValidationFailed } from '../../errors';
import type { AuthUser } from '../auth';
import { signalMailQueued } from '../mail/signal';
import { LEAD_NOT_FOUND, showLead } from './inbox';
import { type MailContext, mailLeadOf, queueAssignmentMail } from './notify';
import { WORKING_ROLES } from './recipients';
import { leadScope, scopeWhere } from './scope';

// Who works a lead (docs/product.md §23). Admins and managers (`leads.assign`) give any lead to any
// active staff member whose role can work leads; a sales rep may only take an unassigned lead for
// themself, when Settings → Leads allows it. Each change is a history entry written with it.

async function assignable(db: Db, userId: number) {
  const [target] = await db
    .select({ id: users.id, name: users.name, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!target) throw new ValidationFailed({ user_id: [ASSIGNEE_MESSAGES.unknown] });
  if (target.deactivatedAt) throw new ValidationFailed({ user_id: [ASSIGNEE_MESSAGES.deactivated] });
  if (!can(target.role as Role, 'leads.work'))
    throw new ValidationFailed({ user_id: [ASSIGNEE_MESSAGES.cannotWork] });
  return target;
}

/**
 * Assigns lead `id` to `userId` and answers the lead as the caller now sees it. A lead outside the
 * caller's scope is not found; assigning it to whom it already belongs changes nothing. Someone
 * else's new lead comes with its details by e-mail, queued with the assignment (with `mail`, i.e.
 * SMTP_URL set); taking a lead oneself needs no mail.
 */
export async function assignLead(
  db: Db,
  id: number,
  userId: number,
  by: AuthUser,
  mail: MailContext | null = null,
): Promise<LeadDetail> {
  let queued = 0;
  const lead = await db.transaction(async (tx) => {
    // The person first, before the lead: a role change holds them FOR UPDATE while it hands their
    // open leads back (hand-back.ts), so an assignment to them waits, then sees the new role.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
    const scope = await leadScope(tx, by);
    const [current] = await tx
      .select({ status: leads.status, closeReason: leads.closeReason, assigneeId: leads.assigneeId })
      .from(leads)
      .where(and(eq(leads.id, id), scopeWhere(scope)))
      .for('update');
    if (!current) throw new NotFound(LEAD_NOT_FOUND);
    if (!can(by.role, 'leads.assign')) {
      const takesOwn = userId === by.id && current.assigneeId === by.id;
      const takesUnassigned = userId === by.id && current.assigneeId === null && scope.unassigned;
      if (!takesOwn && !takesUnassigned) throw new Forbidden(ASSIGN_FORBIDDEN);
    }
    const target = await assignable(tx, userId);
    if (current.assigneeId !== target.id) {
      await tx.update(leads).set({ assigneeId: target.id }).where(eq(leads.id, id));
      await tx.insert(leadEvents).values({
        leadId: id,
        status: current.status,
        closeReason: current.closeReason,
        userId: by.id,
        userName: by.name,
        assignedToId: target.id,
        assignedToName: target.name,
      });
      const mailLead = mail && target.id !== by.id ? await mailLeadOf(tx, id) : null;
      if (mail && mailLead) queued = await queueAssignmentMail(tx, mailLead, target.id, by.name, mail);
    }
    return showLead(tx, id, scope, by);
  });
  if (queued > 0) signalMailQueued();
  return lead;
}

/** The active staff a lead may be assigned to, by name. */
export async function assignees(db: Db): Promise<{ id: number; name: string; role: StaffRole }[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(inArray(users.role, WORKING_ROLES), isNull(users.deactivatedAt)))
    .orderBy(asc(users.name), asc(users.id));
  return rows as { id: number; name: string; role: StaffRole }[];
}
