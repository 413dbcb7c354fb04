import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { variants } from './catalog';

/**
 * Interest in each machine, counted per business day (docs/product.md §20): page views, compare and
 * quote-list adds, chat clicks by channel, quote requests. Only counts: no address, browser, visitor
 * or time of day, so nothing here is personal data. One row per day, variant, event and channel,
 * bumped with an upsert (services/interest/record.ts); a deleted variant takes its rows with it.
 */
export const variantInterestDaily = pgTable(
  'variant_interest_daily',
  {
    /** The date in business time (Philippines), as the inbox's filters count days. */
    day: date('day').notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The chat app of a chat click; '' for every other event (a key part cannot be null). */
    channel: text('channel').notNull().default(''),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.variantId, t.event, t.channel] }),
    // Deleting a variant finds its rows without a scan.
    index('variant_interest_daily_variant_idx').on(t.variantId),
    check(
      'variant_interest_daily_event_check',
      sql`${t.event} in ('page_view', 'compare_add', 'quote_list_add', 'chat_click', 'quote_request', 'sheet_download')`,
    ),
    check(
      'variant_interest_daily_channel_check',
      sql`(${t.event} = 'chat_click' and ${t.channel} in ('messenger', 'viber', 'whatsapp'))
        or (${t.event} <> 'chat_click' and ${t.channel} = '')`,
    ),
    check('variant_interest_daily_count_check', sql`${t.count} > 0`),
  ],
);
