import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { IMPORT_STATUSES } from '#common/schemas/catalog-import';
import { users } from './accounts';
import { createdAt, moment } from './columns';

/**
 * Catalogue imports as jobs (docs/product.md §27.3, decision 072): one row per upload, its file kept
 * under DATA_DIR until the job is over, claimed by one instance with FOR UPDATE SKIP LOCKED under a
 * lease it renews while it runs; a lease that runs out means the instance died and the row is
 * marked failed. At most one import is queued or running at a time (the partial unique index).
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who uploaded it (null once the account is deleted), and their name then. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    fileName: text('file_name').notNull(),
    /** Where the upload waits under DATA_DIR; null once the job is over and the file removed. */
    filePath: text('file_path'),
    mapping: jsonb('mapping').$type<Record<string, string | null>>(),
    dryRun: boolean('dry_run').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('queued'),
    rowsChecked: integer('rows_checked').notNull().default(0),
    rowsTotal: integer('rows_total').notNull().default(0),
    /** The finished report: summary, columns, errors, changes. */
    report: jsonb('report').$type<Record<string, unknown>>(),
    /** The audit trail's change set of an applied import, and of its undo. */
    changeSetId: uuid('change_set_id'),
    undoChangeSetId: uuid('undo_change_set_id'),
    /** Why it failed or was cancelled, in words for the admin. */
    error: text('error'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** The claim: its id and until when it holds unless renewed. */
    leaseId: uuid('lease_id'),
    lockedUntil: moment('locked_until'),
    createdAt: createdAt(),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    undoneAt: moment('undone_at'),
  },
  (t) => [
    index('catalog_imports_created_idx').on(t.createdAt),
    // One expression for every row: a second queued or running import is a duplicate (409).
    uniqueIndex('catalog_imports_one_active_idx')
      .on(sql`(true)`)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
