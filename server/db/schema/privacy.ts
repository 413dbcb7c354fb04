import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, serialId } from './columns';

/**
 * What the data-subject tools did (docs/product.md §21, decision 026): who searched, exported or
 * erased whose data, and when. The person is named by the SHA-256 of their lower-cased address,
 * never the address itself, so the log does not keep what an erasure removed.
 */
export const privacyAudit = pgTable(
  'privacy_audit',
  {
    id: serialId(),
    action: text('action').notNull(),
    emailHash: text('email_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name at the time, kept when the account is later deleted. */
    userName: text('user_name').notNull(),
    /** What was found or changed: counts only, never the person's data. */
    detail: jsonb('detail').$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('privacy_audit_created_idx').on(t.createdAt),
    index('privacy_audit_email_idx').on(t.emailHash),
    check('privacy_audit_action_check', sql`${t.action} in ('search', 'export', 'erase')`),
  ],
);
