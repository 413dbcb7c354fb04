import { z } from 'zod';
import { okEnvelope, savedEnvelope } from './envelopes';
import { plainText, requiredPlain } from './shared';

// The specification grid of one product (docs/product.md §17): its variants against the union of
// their technical parameters. `cells[variantId][i]` is that variant's value of `parameters[i]`
// ('' when it has none), so a grid is rectangular and carries no keys of its own to get wrong.
// A parameter named twice in one group of a variant takes two entries, so nothing is lost.

const SPEC_GRID_MAX_VARIANTS = 200;
const SPEC_GRID_MAX_PARAMETERS = 100;
/** The same limits as a variant's own technical parameters (common/variant-fields.ts). */
const SPEC_GRID_MAX_NAME = 200;
const SPEC_GRID_MAX_VALUE = 2000;

const VARIANT_ID = /^[1-9]\d{0,9}$/;

const parameterInput = z.object({
  /** Empty: the default group, as for a variant saved on its own. */
  group: z
    .string('The group must be text.')
    .trim()
    .max(SPEC_GRID_MAX_NAME, `Group names may not be longer than ${SPEC_GRID_MAX_NAME} characters.`)
    .nullish()
    .transform((v) => (v ? plainText(v) : '')),
  name: requiredPlain(SPEC_GRID_MAX_NAME, 'A parameter needs a name.', {
    tooLong: `Parameter names may not be longer than ${SPEC_GRID_MAX_NAME} characters.`,
  }),
});

/** One cell: text (markup removed, on one line), or null / '' for no value. */
const cellInput = z
  .string('A value must be text.')
  .max(SPEC_GRID_MAX_VALUE, `Values may not be longer than ${SPEC_GRID_MAX_VALUE} characters.`)
  .nullable()
  .transform((v) => (v ? plainText(v) : ''));

/** PUT body: the grid as GET answers it (`variants` and `product` are read-only and ignored). */
export const specGridInputSchema = z
  .object({
    parameters: z
      .array(parameterInput, 'Parameters must be a list.')
      .max(SPEC_GRID_MAX_PARAMETERS, `At most ${SPEC_GRID_MAX_PARAMETERS} parameters are allowed.`),
    cells: z
      .record(
        z.string().regex(VARIANT_ID, 'Variant ids must be positive whole numbers.'),
        z.array(cellInput, 'A variant’s values must be a list.'),
        'Cells must be an object of variant id → values.',
      )
      .refine((cells) => Object.keys(cells).length <= SPEC_GRID_MAX_VARIANTS, {
        message: `At most ${SPEC_GRID_MAX_VARIANTS} variants can be saved at once.`,
      }),
  })
  .superRefine(({ parameters, cells }, ctx) => {
    for (const [id, values] of Object.entries(cells)) {
      if (values.length > parameters.length) {
        ctx.addIssue({
          code: 'custom',
          message: `There are ${values.length} values but only ${parameters.length} parameters.`,
          path: ['cells', id],
        });
      }
    }
  });

const specGridSchema = z.object({
  product: z.object({ id: z.number(), name: z.string() }),
  /** In the listing's natural name order. */
  variants: z.array(z.object({ id: z.number(), name: z.string() })),
  parameters: z.array(z.object({ group: z.string(), name: z.string() })),
  cells: z.record(z.string(), z.array(z.string())),
});

export const specGridEnvelope = okEnvelope(specGridSchema);
export const specGridSavedEnvelope = savedEnvelope(specGridSchema);

export type SpecGrid = z.infer<typeof specGridSchema>;
export type SpecGridInput = z.infer<typeof specGridInputSchema>;
