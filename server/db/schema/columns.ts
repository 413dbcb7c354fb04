import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at of most tables; updated_at follows every update Drizzle makes. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
