import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { can, type Role, STAFF_ROLES } from '#common/permissions';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

// Who may be sent a buyer's personal data by mail (docs/product.md §23): active people whose role
// can work leads, by the one permission table. An account's role is read here, at the time the
// mail is queued, so a person moved to a role without lead work stops getting it at once, as a
// deactivated one does.

/** Roles a lead may be assigned to and its mails sent to: those that can work leads. */
export const WORKING_ROLES = STAFF_ROLES.filter((r) => can(r, 'leads.work'));

export const worksLeads = (role: string) => can(role as Role, 'leads.work');

/** The active staff by id, with their names, addresses and whether their role works leads. */
export async function activeStaff(tx: Db, ids: number[]) {
  const found = new Map<number, { name: string; email: string; worksLeads: boolean }>();
  if (ids.length === 0) return found;
  const rows = await tx
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deactivatedAt)));
  for (const r of rows) found.set(r.id, { name: r.name, email: r.email, worksLeads: worksLeads(r.role) });
  return found;
}

/** Every active manager; with none, every active admin: someone who works leads hears of it. */
export async function managersOrAdmins(tx: Db): Promise<string[]> {
  for (const role of ['manager', 'admin'] as const) {
    const rows = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, role), isNull(users.deactivatedAt)))
      .orderBy(asc(users.id));
    if (rows.length > 0) return rows.map((r) => r.email);
  }
  return [];
}
