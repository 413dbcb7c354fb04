import { eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { can, type Role, seesOnlyOwnLeads } from '#common/permissions';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema';
import { booleanSetting } from '../settings';

// Record-level rules of the leads (docs/product.md §23, decision 046): the route's permission says
// whether a role may read leads at all; the scope says which ones. A sales rep sees the leads
// assigned to them, and the unassigned ones when Settings → Leads lets sales take them; a lead
// outside the scope is answered as not found, never as forbidden, so its existence is not revealed.

const SALES_TAKE_UNASSIGNED = 'sales_take_unassigned';

export interface LeadScope {
  /** The caller: `assignee=me` and taking a lead are about them. */
  userId: number;
  /** all: every lead; own: the caller's (plus unassigned when `unassigned`); none: no lead at all. */
  kind: 'all' | 'own' | 'none';
  unassigned: boolean;
}

export async function leadScope(db: Db, user: { id: number; role: Role }): Promise<LeadScope> {
  if (!can(user.role, 'leads.read')) return { userId: user.id, kind: 'none', unassigned: false };
  if (!seesOnlyOwnLeads(user.role)) return { userId: user.id, kind: 'all', unassigned: true };
  return { userId: user.id, kind: 'own', unassigned: await booleanSetting(db, SALES_TAKE_UNASSIGNED) };
}

/** The WHERE that keeps a query to the scope's leads; undefined when it may see all of them. */
export function scopeWhere(scope: LeadScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'own':
      return scope.unassigned
        ? or(eq(leads.assigneeId, scope.userId), isNull(leads.assigneeId))
        : eq(leads.assigneeId, scope.userId);
    default:
      return sql`false`;
  }
}
