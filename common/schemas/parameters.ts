import { z } from 'zod';
import { KIND_UNITS, QUANTITY_KINDS, type QuantityKind, UNIT_SYSTEMS } from '../quantity-kinds';
import { okEnvelope, savedEnvelope } from './envelopes';
import { adminListQuery } from './pagination';
import { requiredPlain } from './shared';

// The parameter dictionary (docs/product.md §17): its admin body, its JSON, and the public
// parameters and facets answers. Written once here for the API, the admin forms and the site.

/** A stable machine name: lower-case letters, digits and underscores, starting with a letter. */
export const PARAMETER_KEY = /^[a-z][a-z0-9_]{0,62}$/;
const KEY_MESSAGE = 'The key must be lower-case letters, digits and underscores, starting with a letter.';

const plainList = (max: number, each: number) =>
  z
    .array(requiredPlain(each, 'An entry may not be empty.'))
    .max(max, `At most ${max} entries.`)
    .default([])
    .transform((items) => [...new Set(items)]);

const unitOf = (kind: QuantityKind, system: 'metric' | 'imperial', unit: string | null | undefined) =>
  unit === null || unit === undefined || KIND_UNITS[kind][system].includes(unit);

const parameterFields = z.object({
  key: z.string().trim().regex(PARAMETER_KEY, KEY_MESSAGE),
  name: requiredPlain(120, 'Name is required', { tooLong: 'Name may not be longer than 120 characters.' }),
  aliases: plainList(30, 120),
  kind: z.enum(QUANTITY_KINDS, 'Choose a quantity kind.'),
  metric_unit: z.string().trim().max(20).nullish(),
  imperial_unit: z.string().trim().max(20).nullish(),
  decimals: z.coerce.number().int('Decimals must be a whole number.').min(0).max(6).default(0),
  better: z.enum(['higher', 'lower']).nullish(),
  categories: plainList(100, 150),
  filterable: z.boolean().default(false),
  position: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** Display units must be units of the parameter's kind (the first of each list when not sent). */
const withUnits = <T extends z.ZodType<z.output<typeof parameterFields>>>(schema: T) =>
  schema.superRefine((p, ctx) => {
    for (const system of UNIT_SYSTEMS) {
      if (!unitOf(p.kind, system, p[`${system}_unit`])) {
        ctx.addIssue({
          code: 'custom',
          path: [`${system}_unit`],
          message: `Choose one of: ${KIND_UNITS[p.kind][system].join(', ') || 'no unit'}.`,
        });
      }
    }
  });

/** POST and PUT alike: PUT sends the whole entry, as the admin form does. */
export const parameterCreateSchema = withUnits(parameterFields);
export const parameterMergeSchema = z.object({
  into: z.coerce.number().int().positive('Choose the parameter to merge into.').max(2_147_483_647),
});

export const parameterSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  kind: z.enum(QUANTITY_KINDS),
  si_unit: z.string().nullable(),
  metric_unit: z.string().nullable(),
  imperial_unit: z.string().nullable(),
  decimals: z.number(),
  better: z.enum(['higher', 'lower']).nullable(),
  categories: z.array(z.string()),
  filterable: z.boolean(),
  position: z.number(),
  /** Variants with a specification of this parameter (admin list only). */
  usage: z.number().optional(),
  /** Of those, values waiting in the review list (admin list only). */
  review: z.number().optional(),
});

export const parameterSavedEnvelope = savedEnvelope(parameterSchema);

export type ParameterInput = z.infer<typeof parameterCreateSchema>;
export type Parameter = z.infer<typeof parameterSchema>;

export const unitsSchema = z.enum(UNIT_SYSTEMS).catch('metric');

/** GET /api/public/facets: each filter's counts follow every other active filter but not itself. */
const countedName = z.object({ name: z.string(), count: z.number() });
const numericFacetSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** The unit min and max are given in (the chosen system's display unit). */
  unit: z.string().nullable(),
  kind: z.enum(QUANTITY_KINDS),
  min: z.number().nullable(),
  max: z.number().nullable(),
  count: z.number(),
  /** Counts in ten equal steps from min to max. */
  histogram: z.array(z.number()),
});
const textFacetSchema = z.object({
  key: z.string(),
  name: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number() })),
});
const facetsSchema = z.object({
  brands: z.array(countedName),
  categories: z.array(countedName),
  parameters: z.array(z.union([numericFacetSchema, textFacetSchema])),
});
export const facetsEnvelope = okEnvelope(facetsSchema);

export type NumericFacet = z.infer<typeof numericFacetSchema>;
export type TextFacet = z.infer<typeof textFacetSchema>;
export type Facets = z.infer<typeof facetsSchema>;

/** `?units=` of the public reads that return display values (unknown: metric). */
export const publicUnitsQuery = z.object({ units: unitsSchema });

/** GET /api/public/parameters: the category by id or name (any brand's category of that name). */
export const publicParametersQuery = z.object({
  category: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(200).optional()),
});
export const publicParameterSchema = parameterSchema.omit({ usage: true, review: true });
// The admin API of the dictionary (docs/product.md §17): its list, review list and parse preview.

const emptyAsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/admin/parameters: the admin list query, plus all=true for the editor's suggestions. */
export const parameterListQuery = adminListQuery.extend({
  all: z
    .preprocess(emptyAsAbsent, z.enum(['true', 'false', '1', '0']).optional())
    .transform((v) => v === 'true' || v === '1'),
});
export type ParameterListQuery = z.infer<typeof parameterListQuery>;

export const REVIEW_STATUSES = ['unparsed', 'unit_mismatch'] as const;

/** GET /api/admin/parameters/review: values waiting, optionally of one parameter or one status. */
export const parameterReviewQuery = adminListQuery.omit({ search: true }).extend({
  parameter: z.preprocess(emptyAsAbsent, z.string().trim().regex(PARAMETER_KEY, KEY_MESSAGE).optional()),
  status: z.preprocess(
    emptyAsAbsent,
    z.enum(REVIEW_STATUSES, 'Choose unparsed or unit_mismatch.').optional(),
  ),
});
export type ParameterReviewQuery = z.infer<typeof parameterReviewQuery>;

const parameterBrief = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  kind: z.enum(QUANTITY_KINDS),
});

export const reviewRowSchema = z.object({
  variant_id: z.number(),
  variant_name: z.string(),
  product_id: z.number(),
  product_name: z.string(),
  /** The row's place among the variant's specifications. */
  position: z.number(),
  parameter: parameterBrief,
  group_name: z.string(),
  /** The name and value as published. */
  name: z.string(),
  value: z.string(),
  status: z.enum(REVIEW_STATUSES),
  suggestion: z.string().nullable(),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const PARSE_PREVIEW_MAX = 500;

/** POST /api/admin/parameters/parse: rows as the variant editor holds them, read without saving. */
export const parsePreviewSchema = z.object({
  rows: z
    .array(
      z.object({
        name: z.string().trim().max(200, 'Names may not be longer than 200 characters.').default(''),
        value: z.string().trim().max(2000, 'Values may not be longer than 2000 characters.'),
        parameter_key: z.preprocess(
          emptyAsAbsent,
          z.string().trim().regex(PARAMETER_KEY, KEY_MESSAGE).optional(),
        ),
        /** The variant's category name, which decides between parameters sharing a name. */
        category: z.string().trim().max(150).optional(),
      }),
    )
    .max(PARSE_PREVIEW_MAX, `At most ${PARSE_PREVIEW_MAX} rows.`),
});
export type ParsePreviewInput = z.infer<typeof parsePreviewSchema>;

const parsedRowSchema = z.object({
  parameter: z
    .object({
      key: z.string(),
      name: z.string(),
      kind: z.enum(QUANTITY_KINDS),
      metric_unit: z.string().nullable(),
      imperial_unit: z.string().nullable(),
    })
    .nullable(),
  status: z.enum(['number', 'text', 'unparsed', 'unit_mismatch', 'unmatched']),
  /** The value in the parameter's metric and imperial display units ("12,000 kg" / "26,455 lb"). */
  metric: z.string().nullable(),
  imperial: z.string().nullable(),
  suggestion: z.string().nullable(),
});
export type ParsedRow = z.infer<typeof parsedRowSchema>;
export const parsePreviewEnvelope = okEnvelope(z.array(parsedRowSchema));
