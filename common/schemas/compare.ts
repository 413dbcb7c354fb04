import { z } from 'zod';
import { MAX_COMPARED } from '../constants';
import { UNIT_SYSTEMS } from '../quantity-kinds';
import { okEnvelope } from './envelopes';
import { variantSchema } from './variant';

// The comparison of up to MAX_COMPARED products side by side (docs/product.md §18): its query and
// its answer, written once for the API and the page.

/** Four ids of ten digits and their commas fit many times over; anything longer is not a list of ids. */
const COMPARE_IDS_MAX_LENGTH = 200;
const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

export const COMPARE_MESSAGES = {
  missing: 'Choose at least one product to compare.',
  tooLong: `The list of products is too long: compare at most ${MAX_COMPARED} products.`,
  format: 'Product ids must be positive whole numbers separated by commas, e.g. 12,40,41.',
  tooMany: `Compare at most ${MAX_COMPARED} products at a time.`,
  units: 'Units must be metric or imperial.',
} as const;

/**
 * `ids=12,40,41` (a repeated `ids=` is read as one list): distinct ids in the order given; repeats
 * are dropped before counting, so the limit is on different products. One message per failure, and
 * never the input echoed back.
 */
const compareIds = z.preprocess(
  (v) => (Array.isArray(v) ? v.join(',') : v),
  z
    .string({ error: COMPARE_MESSAGES.missing })
    .describe(`Up to ${MAX_COMPARED} variant ids separated by commas, e.g. 12,40,41.`)
    .transform((raw, ctx): number[] => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (raw === '') return fail(COMPARE_MESSAGES.missing);
      if (raw.length > COMPARE_IDS_MAX_LENGTH) return fail(COMPARE_MESSAGES.tooLong);
      const parts = raw.split(',');
      if (!parts.every((p) => ID.test(p) && Number(p) <= MAX_ID)) return fail(COMPARE_MESSAGES.format);
      const ids = [...new Set(parts.map(Number))];
      return ids.length > MAX_COMPARED ? fail(COMPARE_MESSAGES.tooMany) : ids;
    }),
);

/** GET /api/public/compare. Unlike the listing's `units`, an unknown system is refused, not read as metric. */
export const compareQuery = z.object({
  ids: compareIds,
  units: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(UNIT_SYSTEMS, COMPARE_MESSAGES.units).default('metric'),
  ),
});

/** One parameter across the compared products. */
const compareRowSchema = z.object({
  /** The specification group it was first published under. */
  group: z.string(),
  /** The dictionary key; null when no product's row matched a parameter (aligned by name). */
  key: z.string().nullable(),
  /** The dictionary's name, or the name as first published. */
  name: z.string(),
  /** The display unit of the chosen system, as the units library writes it ("m^3"); null for text
   * and rows without a parameter. */
  unit: z.string().nullable(),
  /** values[i] belongs to variants[i]: what the product page shows, or null when it lacks the row. */
  values: z.array(z.string().nullable()),
  /** Not all the same (numbers compared in SI, text without regard to case); a gap differs. */
  differs: z.boolean(),
  /** Indexes of the best values where the dictionary says which way is better: null when it does
   * not (or the row is text or unmatched); [] when nothing stands out (fewer than two numbers, or
   * all equal). Ties are all named. */
  best: z.array(z.number()).nullable(),
});
export type CompareRow = z.infer<typeof compareRowSchema>;

const comparisonSchema = z.object({
  /** The public variant JSON, in the order asked for, repeats removed. */
  variants: z.array(variantSchema),
  rows: z.array(compareRowSchema),
  /** Ids asked for that are unknown or not listed publicly, in the order asked for. */
  dropped: z.array(z.number()),
});
export type Comparison = z.infer<typeof comparisonSchema>;
export const comparisonEnvelope = okEnvelope(comparisonSchema);
