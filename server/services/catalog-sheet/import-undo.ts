import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '#common/permissions';
import { IMPORT_JOB_MESSAGES as J } from '#common/schemas/catalog-import';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { catalogImports } from '../../db/schema';
import { Conflict, HttpError } from '../../errors';
import { revertChangeSet } from '../bulk/change-set-revert';
import { findImport, undoOpen } from './import-jobs';

// An applied import's undo (docs/product.md §27.3, decision 072) is its change set's revert, the
// audit trail's own (decision 067), with the records it created sent to the trash: refused as a
// whole, naming every field, when a record changed since. The import is marked undone in the
// revert's transaction, so two undos cannot both pass.

export async function undoImport(db: Db, id: string, role: Role) {
  const row = await findImport(db, id);
  if (row.dryRun) throw new HttpError(422, J.undoDryRun);
  if (row.undoneAt) throw new Conflict(J.undoAgain);
  if (row.status !== 'done') throw new HttpError(422, J.undoNotApplied);
  if (!row.changeSetId) throw new HttpError(422, J.undoNothing);
  if (!undoOpen(row)) throw new Conflict(J.undoExpired);
  // The trail keeps a branch's stock as a field of its variant's entry, which no revert writes back.
  const stock = await db.execute(sql`
    select 1 from audit_entries
    where change_set_id = ${row.changeSetId}::uuid
      and exists (select 1 from jsonb_object_keys(changes) k where k like 'availability.%')
    limit 1`);
  if (rowsOf(stock).length > 0) throw new HttpError(422, J.undoStock);
  await revertChangeSet(db, row.changeSetId, role, {
    creates: true,
    within: async (tx, changeSetId) => {
      const [marked] = await tx
        .update(catalogImports)
        .set({ undoneAt: new Date(), undoChangeSetId: changeSetId })
        .where(and(eq(catalogImports.id, id), isNull(catalogImports.undoneAt)))
        .returning({ id: catalogImports.id });
      if (!marked) throw new Conflict(J.undoAgain);
    },
  });
  return findImport(db, id);
}
