import { and, asc, desc, sql } from 'drizzle-orm';
import type { AfterSalesKind } from '#common/lead-kinds';
import type { Db } from '../../db/client';
import { branches } from '../../db/schema';

// The branch that answers a parts or service request (docs/product.md §30, decision 071): one that
// offers the request's service (parts or service in its services) and serves the buyer's province
// (in its provinces served, or, failing any such, standing in it); among several the oldest
// (lowest id), an order that does not change when a branch is renamed.

export interface AnsweringBranch {
  id: number;
  name: string;
  /** Its first phone (11 digits), or null. */
  phone: string | null;
}

export async function branchFor(
  db: Db,
  kind: AfterSalesKind,
  provinceCode: string,
): Promise<AnsweringBranch | null> {
  const province = JSON.stringify([provinceCode]);
  const serves = sql<boolean>`${branches.servesProvinces} @> ${province}::jsonb`;
  const [row] = await db
    .select({ id: branches.id, name: branches.name, phones: branches.phones })
    .from(branches)
    .where(
      and(
        sql`${branches.services} @> ${JSON.stringify([kind])}::jsonb`,
        sql`(${serves} or ${branches.provinceCode} = ${provinceCode})`,
      ),
    )
    .orderBy(desc(serves), asc(branches.id))
    .limit(1);
  return row ? { id: row.id, name: row.name, phone: row.phones[0] ?? null } : null;
}
