import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { variants } from './catalog';
import { createdAt, moment, parentId, serialId, timestamps } from './columns';
import { leads } from './leads';

// Priced quotations sent back from a lead (docs/product.md §25, decision 048). Money is integer
// centavos (or cents) in bigint columns; a sent revision is never changed, a new one supersedes it.

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

export const quotations = pgTable(
  'quotations',
  {
    id: serialId(),
    leadId: parentId('lead_id', () => leads.id, 'cascade'),
    /** "Q-2026-0001": year and sequence from quotation_counters, shared by every revision. */
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** 0 for the original, 1 for R1 … */
    revision: integer('revision').notNull().default(0),
    /** draft → sent → viewed → accepted, or superseded by a newer sent revision. Expired is read. */
    status: text('status').notNull().default('draft'),
    /** The site's currency and VAT mode when it was made: a later change of Settings leaves it as sent. */
    currency: text('currency').notNull(),
    vatMode: text('vat_mode').notNull(),
    subtotalCents: cents('subtotal_cents'),
    discountCents: cents('discount_cents'),
    vatCents: cents('vat_cents'),
    totalCents: cents('total_cents'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    paymentTerms: text('payment_terms').notNull(),
    deliveryTime: text('delivery_time'),
    notes: text('notes'),
    /** The staff member who signs it, with the name and address at the time. */
    signatoryId: integer('signatory_id').references(() => users.id, { onDelete: 'set null' }),
    signatoryName: text('signatory_name').notNull(),
    signatoryEmail: text('signatory_email').notNull(),
    sentAt: moment('sent_at'),
    viewedAt: moment('viewed_at'),
    acceptedAt: moment('accepted_at'),
    acceptedName: text('accepted_name'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quotations_number_idx').on(t.year, t.sequence, t.revision),
    index('quotations_lead_idx').on(t.leadId),
    index('quotations_sent_idx').on(t.sentAt),
    check(
      'quotations_status_check',
      sql`${t.status} in ('draft', 'sent', 'viewed', 'accepted', 'superseded')`,
    ),
    check('quotations_currency_check', sql`${t.currency} in ('USD', 'PHP')`),
    check('quotations_vat_mode_check', sql`${t.vatMode} in ('none', 'inclusive', 'exclusive')`),
    check(
      'quotations_money_check',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.vatCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    check('quotations_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: serialId(),
    quotationId: parentId('quotation_id', () => quotations.id, 'cascade'),
    position: integer('position').notNull(),
    /** The machine it prices; null for a free line, or once the machine is deleted (text stays). */
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: cents('unit_cents'),
    /** An amount off the whole line. */
    discountCents: cents('discount_cents').default(0),
  },
  (t) => [
    uniqueIndex('quotation_lines_position_idx').on(t.quotationId, t.position),
    index('quotation_lines_variant_idx').on(t.variantId),
    check('quotation_lines_quantity_check', sql`${t.quantity} between 1 and 999`),
    check('quotation_lines_money_check', sql`${t.unitCents} >= 0 and ${t.discountCents} >= 0`),
  ],
);

/** The last sequence used per year: numbers come from one atomic upsert, never from max()+1. */
export const quotationCounters = pgTable('quotation_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
  createdAt: createdAt(),
});

/**
 * The buyer's private links (/quotation/<token>): SHA-256 (hex) of 32 random bytes, never the
 * token itself, so a copy of the database opens none. Sending mails one, minted as the mail is
 * handed to SMTP (a retry's replaces the one before: mail/link-token.ts); a superseded revision's
 * link mints one for the newest revision when its holder asks. Deleted on a privacy erasure; a
 * link ends 30 days after its quotation's validity date (decision 048).
 */
export const quotationLinks = pgTable(
  'quotation_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    quotationId: parentId('quotation_id', () => quotations.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [index('quotation_links_quotation_idx').on(t.quotationId)],
);
