import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  IMPORT_UNDO_DAYS,
  type ImportHistoryItem,
  type ImportJob,
  type ImportResult,
  IMPORT_JOB_MESSAGES as J,
} from '#common/schemas/catalog-import';
import { paginate } from '#common/schemas/pagination';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { catalogImports } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';

// The rows of catalogue imports as jobs (docs/product.md §27.3, decision 072): how a row reads as
// the API's body, the history, a cancel, and marking a job failed whose instance stopped.

/** A catalogue import's row, as the jobs and the runner read it. */
export type ImportRow = typeof catalogImports.$inferSelect;
const DAY_MS = 86_400_000;

/** Progress this process knows better than the row (the job it is running), by import id. */
export type LiveProgress = (id: string) => number | undefined;

const undoUntil = (row: Pick<ImportRow, 'status' | 'dryRun' | 'changeSetId' | 'undoneAt' | 'finishedAt'>) =>
  row.status === 'done' && !row.dryRun && row.changeSetId && !row.undoneAt && row.finishedAt
    ? new Date(row.finishedAt.getTime() + IMPORT_UNDO_DAYS * DAY_MS)
    : null;

/** Whether the import may still be undone at `now`. */
export const undoOpen = (row: ImportRow, now = new Date()) => {
  const until = undoUntil(row);
  return until !== null && until > now;
};

function jobOf(row: Omit<ImportRow, 'report'>, live?: LiveProgress) {
  const until = undoUntil(row);
  return {
    import_id: row.id,
    status: row.status,
    dry_run: row.dryRun,
    progress: { rows_checked: live?.(row.id) ?? row.rowsChecked, rows_total: row.rowsTotal },
    file_name: row.fileName,
    user: { id: row.userId, name: row.userName },
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    change_set_id: row.changeSetId,
    error: row.error,
    undo_until: until && until > new Date() ? until.toISOString() : null,
    undone_at: row.undoneAt?.toISOString() ?? null,
  };
}

/** The import's body: the job, and its report once it has one. */
export const bodyOf = (row: ImportRow, live?: LiveProgress): ImportJob => ({
  ...jobOf(row, live),
  ...((row.report as ImportResult | null) ?? {}),
});

/**
 * Running imports whose lease ran out (their instance stopped or died) become failed with the
 * reason; `runningHere` are this process's own, never taken for dead. `anyLease`: every running
 * import, lease or not (the embedded database at start: no other instance can hold it). Answers
 * their files.
 */
export async function failStaleImports(
  db: Db,
  runningHere: string[],
  { anyLease = false } = {},
): Promise<string[]> {
  const mine = runningHere.length > 0 ? sql`and id <> all(${`{${runningHere.join(',')}}`}::uuid[])` : sql``;
  const res = await db.execute(sql`
    with stale as (
      select id, file_path from catalog_imports
      where status = 'running' and (${anyLease} or locked_until is null or locked_until < now()) ${mine}
      for update skip locked)
    update catalog_imports c set status = 'failed', error = ${J.crashed}, finished_at = now(),
      lease_id = null, locked_until = null, file_path = null
    from stale where c.id = stale.id
    returning stale.file_path as file`);
  return rowsOf<{ file: string | null }>(res).flatMap((r) => (r.file ? [r.file] : []));
}

export async function findImport(db: Db, id: string): Promise<ImportRow> {
  const [row] = await db.select().from(catalogImports).where(eq(catalogImports.id, id));
  if (!row) throw new NotFound(J.notFound);
  return row;
}

/** Recent imports, newest first, with their counts but not their lists. */
export async function listImports(db: Db, query: { page: number; per_page: number }, live?: LiveProgress) {
  const { report: _report, ...columns } = getTableColumns(catalogImports);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...columns,
        summary: sql<ImportResult['summary'] | null>`${catalogImports.report} -> 'summary'`,
      })
      .from(catalogImports)
      .orderBy(desc(catalogImports.createdAt), desc(catalogImports.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(catalogImports),
  ]);
  const items: ImportHistoryItem[] = rows.map(({ summary, ...row }) => ({
    ...jobOf(row, live),
    ...(summary ? { summary } : {}),
  }));
  return paginate(items, Number(total), query.page, query.per_page);
}

/**
 * Asks the import to stop: a queued one is cancelled at once, a running one at its next row or at
 * the latest just before its apply commits (the job locks its row then, so this waits and finds
 * it done). 409 once it is over. Answers the row and whether it was still queued.
 */
export async function requestCancel(db: Db, id: string) {
  const [asked] = await db
    .update(catalogImports)
    .set({ cancelRequested: true })
    .where(and(eq(catalogImports.id, id), inArray(catalogImports.status, ['queued', 'running'])))
    .returning();
  if (!asked) {
    await findImport(db, id);
    throw new Conflict(J.cancelTooLate);
  }
  const [queued] = await db
    .update(catalogImports)
    .set({ status: 'cancelled', error: J.cancelled, finishedAt: new Date(), filePath: null })
    .where(and(eq(catalogImports.id, id), eq(catalogImports.status, 'queued')))
    .returning();
  return { row: queued ?? asked, file: queued ? asked.filePath : null };
}
