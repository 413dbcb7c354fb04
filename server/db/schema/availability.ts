import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { variants } from './catalog';
import { moment, parentId } from './columns';

// Where a machine is (docs/product.md §28 "Availability", decision 069): one row per variant and
// branch that stocks it, in stock (with an optional count) or on order (with the date it is
// expected); no row is "not stocked". confirmed_at is set by every write: an entry older than the
// freshness limit (Settings) is shown as "Ask for availability" and is not in stock in the filter.
// A branch with entries cannot be deleted (409); a variant's delete takes its entries with it.

export const variantAvailability = pgTable(
  'variant_availability',
  {
    variantId: parentId('variant_id', () => variants.id, 'cascade'),
    branchId: parentId('branch_id', () => branches.id, 'restrict'),
    status: text('status').$type<'in_stock' | 'on_order'>().notNull(),
    quantity: integer('quantity'),
    expectedAt: date('expected_at', { mode: 'string' }),
    confirmedAt: moment('confirmed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.branchId] }),
    index('variant_availability_branch_idx').on(t.branchId),
    check('variant_availability_status_check', sql`${t.status} in ('in_stock', 'on_order')`),
    check(
      'variant_availability_shape_check',
      sql`(${t.status} = 'in_stock' and ${t.expectedAt} is null) or (${t.status} = 'on_order' and ${t.expectedAt} is not null and ${t.quantity} is null)`,
    ),
    check('variant_availability_quantity_check', sql`${t.quantity} is null or ${t.quantity} >= 0`),
  ],
);
