import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PartLine } from '#common/schemas/after-sales';
import { variants } from './catalog';
import { createdAt, stringList } from './columns';
import { leads } from './leads';

// Parts and service requests (docs/product.md §30, decision 071): a lead of kind parts or service
// keeps its own fields here, one row beside the lead; its place is the lead's province and city
// columns, its branch the lead's branch_id.

export const leadAfterSales = pgTable(
  'lead_after_sales',
  {
    leadId: integer('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The catalogue's machine when picked; null when typed, or once the variant is deleted. */
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    /** "Brand Model" as typed, or the variant's brand and name when sent. */
    machineLabel: text('machine_label').notNull(),
    serialNumber: text('serial_number'),
    machineDown: boolean('machine_down').notNull(),
    /** A parts request's lines, in the order sent; empty for a service request. */
    items: jsonb('items').$type<PartLine[]>().notNull().default([]),
    hourMeter: doublePrecision('hour_meter'),
    problem: text('problem'),
    /** Dates (YYYY-MM-DD, Manila) a service visit suits the buyer. */
    preferredDates: stringList('preferred_dates'),
  },
  (t) => [
    index('lead_after_sales_variant_idx').on(t.variantId),
    check('lead_after_sales_hour_meter_check', sql`${t.hourMeter} is null or ${t.hourMeter} >= 0`),
  ],
);

/**
 * A request's photos: uploaded before the request is sent (lead_id null until it names them), kept
 * under DATA_DIR outside the public uploads, opened only through the back office. An unattached
 * photo older than a day is removed with its file by the hourly clean-up.
 */
export const requestPhotos = pgTable(
  'request_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    /** The file's name under DATA_DIR/request-photos, made by the server. */
    file: text('file').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('request_photos_lead_idx').on(t.leadId),
    index('request_photos_unattached_idx').on(t.createdAt).where(sql`${t.leadId} is null`),
  ],
);
