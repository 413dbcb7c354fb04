import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { QuantityKind } from '#common/quantity-kinds';
import { variants } from './catalog';
import { serialId, stringList, timestamps } from './columns';

// The parameter dictionary and the parsed copy of every variant's specifications (docs/product.md §17,
// decision 020). variants.technical_parameters stays the published text; variant_specs is what the
// spec filters, facets and sorts read, written in the same transaction as the variant.

export const parameters = pgTable(
  'parameters',
  {
    id: serialId(),
    /** Stable machine name, e.g. operating_mass: the spec.<key> of addresses and the API. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** Other names the trade uses for it ("Operating Weight"); matched without regard to case. */
    aliases: stringList('aliases'),
    kind: text('kind').$type<QuantityKind>().notNull(),
    /** Display units in js-quantities notation (common/quantity-kinds.ts); null for count and text. */
    metricUnit: text('metric_unit'),
    imperialUnit: text('imperial_unit'),
    decimals: integer('decimals').notNull().default(0),
    /** For comparison: which way is better; null when neither. */
    better: text('better').$type<'higher' | 'lower'>(),
    /** Category names it belongs to (any brand's category of that name); empty: every category. */
    categories: stringList('categories'),
    /** Shown as a filter on the listing. */
    filterable: boolean('filterable').notNull().default(false),
    /** Order among the filters and in the admin list. */
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('parameters_key_unique').on(t.key),
    index('parameters_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export type SpecStatus = 'number' | 'text' | 'unparsed' | 'unit_mismatch' | 'unmatched';

export const variantSpecs = pgTable(
  'variant_specs',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    /** The row's place among the variant's specifications, in published order. */
    position: integer('position').notNull(),
    parameterId: integer('parameter_id').references(() => parameters.id, { onDelete: 'set null' }),
    groupName: text('group_name').notNull(),
    /** The name and value as published. */
    name: text('name').notNull(),
    value: text('value').notNull(),
    /** number: si_min/si_max hold it; text: text_value; unparsed / unit_mismatch: listed for review;
     * unmatched: no dictionary entry has this name. */
    status: text('status').$type<SpecStatus>().notNull(),
    siMin: doublePrecision('si_min'),
    siMax: doublePrecision('si_max'),
    textValue: text('text_value'),
    /** What the review list proposes for an unparsed or mismatched value. */
    suggestion: text('suggestion'),
    /** The top of the value's range, so a range filter's overlap test is read from one index. */
    siHi: doublePrecision('si_hi').generatedAlwaysAs(sql`coalesce(si_max, si_min)`),
    /** The variant's listing (visible, brand, category), copied by triggers from variant_listing
     * (migration 0007) so a spec filter or facet scoped to a category reads only this table. */
    listed: boolean('listed').notNull().default(false),
    brandId: integer('brand_id'),
    categoryId: integer('category_id'),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.position] }),
    // The spec filters and facets (decision 022): listed rows only, by parameter then range, or by
    // parameter, category then range; the trailing columns spare a visit to the table.
    index('variant_specs_number_idx')
      .on(t.parameterId, t.siMin, t.siHi, t.variantId, t.categoryId, t.brandId)
      .where(sql`${t.listed} and ${t.siMin} is not null`),
    index('variant_specs_category_number_idx')
      .on(t.parameterId, t.categoryId, t.siMin, t.siHi, t.variantId, t.brandId)
      .where(sql`${t.listed} and ${t.siMin} is not null`),
    index('variant_specs_category_text_idx')
      .on(t.parameterId, t.categoryId, sql`lower(${t.textValue})`, t.variantId, t.brandId)
      .where(sql`${t.listed} and ${t.textValue} is not null`),
    index('variant_specs_text_idx')
      .on(t.parameterId, sql`lower(${t.textValue})`, t.variantId, t.categoryId, t.brandId)
      .where(sql`${t.listed} and ${t.textValue} is not null`),
    index('variant_specs_variant_param_idx').on(t.variantId, t.parameterId),
    // The listed summary's recount of the groups a statement touched (migration 0013): without it
    // every save that writes a variant's rows scanned every listed row (docs/performance.md).
    index('variant_specs_summary_group_idx')
      .on(t.parameterId, t.brandId, t.categoryId)
      .where(sql`${t.listed}`),
    index('variant_specs_review_idx')
      .on(t.status, t.parameterId)
      .where(sql`${t.status} in ('unparsed', 'unit_mismatch')`),
  ],
);

/**
 * Listed spec rows summed per parameter, brand and category (decision 035), kept by statement
 * triggers on variant_specs (migration 0013): the facets without a spec, price, product or search
 * filter (the catalogue page's first request) sum these few rows instead of every listed value.
 * A variant has one brand and one category, so its counts add up across groups exactly.
 * level 0: the group's totals (rows; variants with a number; lowest si_min, highest si_hi);
 * level 1: rows per si_min (the histogram's steps); level 2: variants per lower(text_value).
 */
export const listedSpecSummary = pgTable(
  'listed_spec_summary',
  {
    parameterId: integer('parameter_id').notNull(),
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    level: smallint('level').notNull(),
    siMin: doublePrecision('si_min'),
    siHi: doublePrecision('si_hi'),
    /** lower(text_value) at level 2 */
    textKey: text('text_key'),
    /** min(text_value): the spelling a text facet shows */
    textValue: text('text_value'),
    rows: integer('rows').notNull(),
    variants: integer('variants').notNull(),
  },
  (t) => [index('listed_spec_summary_idx').on(t.parameterId, t.level, t.categoryId, t.brandId)],
);
