import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '#common/permissions';
import { IMPORT_JOB_MESSAGES as J } from '#common/schemas/catalog-import';
import type { Db } from '../../db/client';
import { catalogImports } from '../../db/schema';
import { Conflict, HttpError } from '../../errors';
import { revertChangeSet } from '../bulk/change-set-revert';
import { findImport, undoOpen } from './import-jobs';

// An applied import's undo (docs/product.md §27.3, decision 072) is its change set's revert, the
// audit trail's own (decision 067), with the records it created sent to the trash and the stock it
// set at branches put back (a variant's `availability.<branch id>`, services/audit/revert-children.ts):
// refused as a whole, naming every field, when a record or an entry changed since. The import is
// marked undone in the revert's transaction, so two undos cannot both pass.

export async function undoImport(db: Db, id: string, role: Role) {
  const row = await findImport(db, id);
  if (row.dryRun) throw new HttpError(422, J.undoDryRun);
  if (row.undoneAt) throw new Conflict(J.undoAgain);
  if (row.status !== 'done') throw new HttpError(422, J.undoNotApplied);
  if (!row.changeSetId) throw new HttpError(422, J.undoNothing);
  if (!undoOpen(row)) throw new Conflict(J.undoExpired);
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
