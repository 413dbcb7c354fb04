import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * Deleted records, kept for TRASH_DAYS before they are gone (docs/product.md §26, decision 061).
 * `row` is the record's row as it was (to_jsonb), written back with the same id on restore; the
 * record itself is deleted, so every public page and list treats it as gone at once.
 */
export const trashItems = pgTable(
  'trash_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** Its name or title, for the list. */
    name: text('name').notNull(),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    deletedAt: moment('deleted_at').notNull().defaultNow(),
    /** The acting account (no foreign key: it may be deleted since) and its name at the time. */
    deletedBy: integer('deleted_by'),
    deletedByName: text('deleted_by_name'),
  },
  // Purged TRASH_DAYS after deleted_at: the setting may change, so the date is not stored.
  (t) => [
    index('trash_items_entity_idx').on(t.entity, t.entityId),
    index('trash_items_deleted_idx').on(t.deletedAt),
  ],
);
