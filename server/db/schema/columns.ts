import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { integer, jsonb, numeric, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Column builders the tables share, so that one kind of column is declared one way in every table.

/** The serial primary key of most tables. */
export const serialId = () => serial('id').primaryKey();

/** A point in time; every timestamp of the schema keeps its zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => moment('created_at').notNull().defaultNow();

/** created_at / updated_at of most tables; updated_at follows every update Drizzle makes. */
export const timestamps = {
  createdAt: createdAt(),
  updatedAt: moment('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A required reference to another table's id; onDelete says what its deletion does to this row. */
export const parentId = (name: string, parent: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  integer(name).notNull().references(parent, { onDelete });

/** A JSON array of strings, empty by default (features, applications, images, tags). */
export const stringList = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

/** A price in the catalogue's currency: two decimals, read as a number. */
export const price = () => numeric('price', { precision: 14, scale: 2, mode: 'number' });

/**
 * Draft, scheduled or published (docs/product.md §29, decision 066) for variants and news: the
 * status, the times the scheduler acts at, and why its last attempt failed (shown on the dashboard).
 */
export const publication = {
  status: text('status', { enum: ['draft', 'scheduled', 'published'] })
    .notNull()
    .default('published'),
  publishAt: moment('publish_at'),
  unpublishAt: moment('unpublish_at'),
  publishError: text('publish_error'),
};
