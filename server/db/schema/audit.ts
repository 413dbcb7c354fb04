import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditChanges } from '#common/schemas/audit';
import { moment } from './columns';

/**
 * Who changed what (docs/product.md §26, decision 060): one row per record and transaction, written
 * by the triggers of migration 0024 in the same transaction as the change, never by a service.
 * `changes` holds the changed fields only, before and after; a secret is `{redacted: true}`.
 * `table_name` and `row_key` locate the row a revert writes back to.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: moment('at').notNull().defaultNow(),
    /** The acting account (app.user_id of the transaction); null for jobs, seeds and the site's visitors.
     * No foreign key: an account deleted in the same transaction must not refuse its own entry. */
    userId: integer('user_id'),
    /** Their name at the time (app.user_name), kept when the account is later deleted. */
    userName: text('user_name'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    /** One per transaction: the entries one save (or one bulk action) wrote together. */
    changeSetId: uuid('change_set_id').notNull(),
    tableName: text('table_name').notNull(),
    rowKey: jsonb('row_key').$type<Record<string, unknown>>().notNull(),
    /** For a revert: the entry it undid. */
    revertOf: bigint('revert_of', { mode: 'number' }),
  },
  (t) => [
    index('audit_entries_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_entries_at_idx').on(t.at),
    index('audit_entries_user_idx').on(t.userId, t.at),
    index('audit_entries_change_set_idx').on(t.changeSetId),
    check(
      'audit_entries_action_check',
      sql`${t.action} in ('create', 'update', 'delete', 'restore', 'revert', 'publish', 'unpublish', 'bulk')`,
    ),
  ],
);
