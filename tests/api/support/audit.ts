import { gt, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../../server/db/rows';
import { auditEntries } from '../../../server/db/schema';
import type { ApiContext } from '../../support/api';

// What the audit-trail tests share (docs/product.md §26): where the trail stood before a write,
// and the entries written since.

/** The last entry's id now (0 when none). */
export async function auditMark(ctx: ApiContext): Promise<number> {
  const res = await ctx.db.execute(sql`select coalesce(max(id), 0)::int as id from audit_entries`);
  return rowsOf<{ id: number }>(res)[0].id;
}

/** The entries written after `mark`, oldest first. */
export const auditSince = (ctx: ApiContext, mark: number) =>
  ctx.db.select().from(auditEntries).where(gt(auditEntries.id, mark)).orderBy(auditEntries.id);

/** Exactly one entry since `mark`, and it says this. */
export async function expectOneEntry(
  ctx: ApiContext,
  mark: number,
  expected: { entity: string; entityId: string; action: string; changes: unknown; userId?: number | null },
) {
  const entries = await auditSince(ctx, mark);
  expect(
    entries.map((e) => ({ entity: e.entity, entityId: e.entityId, action: e.action, changes: e.changes })),
  ).toEqual([
    {
      entity: expected.entity,
      entityId: expected.entityId,
      action: expected.action,
      changes: expected.changes,
    },
  ]);
  if (expected.userId !== undefined) expect(entries[0].userId).toBe(expected.userId);
  return entries[0];
}
