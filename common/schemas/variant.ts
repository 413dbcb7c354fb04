import { z } from 'zod';
import { DEFAULT_TECH_GROUP, MAX_VARIANT_IMAGES } from '../constants';
import { readSpecFilters, SPEC_PREFIX, type SpecFilter } from '../spec-filters';
import {
  FieldShapeError,
  featuredParameterErrors,
  IMAGES_LIMIT_MESSAGE,
  normalisePrice,
  normaliseTechnicalParameters,
  type TechGroup,
  toFeaturedEntries,
  toImageList,
  toTextList,
} from '../variant-fields';
import {
  ADMIN_ONLY_VARIANT_FIELDS,
  EDITOR_VARIANT_FIELDS,
  PUBLIC_VARIANT_FIELDS,
  VARIANT_FIELD_KEYS,
  VARIANT_FIELDS,
  type VariantField,
  type VariantFieldSpec,
} from '../variant-registry';
import { publicAvailabilitySchema } from './availability-public';
import { listEnvelope, okEnvelope, savedEnvelope } from './envelopes';
import { unitsSchema } from './parameters';
import {
  type PublicationInput,
  publicationFields,
  publicationIssues,
  publicationOutput,
} from './publication';
import { plainText, requiredPlain } from './shared';

/** Reads one of the flexible shapes of docs/product.md §7 with a normaliser; its complaint becomes the field's 422. */
const flexible = <T>(normalise: (input: unknown) => T, description: string) =>
  z
    .unknown()
    .describe(description)
    .transform((input, ctx) => {
      try {
        return normalise(input);
      } catch (err) {
        if (!(err instanceof FieldShapeError)) throw err;
        ctx.addIssue({ code: 'custom', message: err.message });
        return z.NEVER;
      }
    })
    .optional();

/**
 * Optional plain text (markup removed, shared.ts) that keeps "absent" (undefined: keep the stored
 * value) apart from "cleared" (null).
 */
const text = (max: number, multiline = false) =>
  z
    .string()
    .trim()
    .max(max, `May not be longer than ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : (v && plainText(v, { multiline })) || null));

// The list and parameter shapes are read first, then each text in them is made plain; an entry
// left empty by that is dropped like an empty one sent.
const plainList = (items: string[]) => items.map((item) => plainText(item)).filter(Boolean);
function plainGroups(groups: TechGroup[]): TechGroup[] {
  const merged = new Map<string, TechGroup['specifications']>();
  for (const group of groups) {
    const category = plainText(group.category) || DEFAULT_TECH_GROUP;
    const specs = group.specifications
      .map((s) => ({ ...s, key: plainText(s.key), value: plainText(s.value) }))
      .filter((s) => (s.key || s.parameter_key) && s.value);
    if (specs.length > 0) merged.set(category, [...(merged.get(category) ?? []), ...specs]);
  }
  return [...merged].map(([category, specifications]) => ({ category, specifications }));
}

const WHOLE_MESSAGE = 'Must be a whole number.';
/** A whole number, also as digits in text; '' (or blank text) and null clear it. */
export const wholeNumber = (min: number, max: number) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim();
    return s === '' ? null : /^-?\d+$/.test(s) ? Number(s) : s;
  }, z
    .number(WHOLE_MESSAGE)
    .int(WHOLE_MESSAGE)
    .min(min, `Must be at least ${min}.`)
    .max(max, `May not be more than ${max}.`)
    .nullable());

type TextSpec = Extract<VariantFieldSpec, { kind: 'text' }>;
type WholeSpec = Extract<VariantFieldSpec, { kind: 'whole' }>;
type ByKind<K extends VariantField, T, W> = {
  [P in K]: (typeof VARIANT_FIELDS)[P] extends { kind: 'whole' } ? W : T;
};

/** One schema for each of the registry's `keys` (common/variant-registry.ts), made by its kind. */
function byKind<K extends VariantField, T extends z.ZodType, W extends z.ZodType>(
  keys: readonly K[],
  text: (field: TextSpec) => T,
  whole: (field: WholeSpec) => W,
): ByKind<K, T, W> {
  return Object.fromEntries(
    keys.map((key) => {
      const field = VARIANT_FIELDS[key] as VariantFieldSpec;
      return [key, field.kind === 'whole' ? whole(field) : text(field)];
    }),
  ) as ByKind<K, T, W>;
}

/** The registry's fields as the API reads them back: null when not given. */
const fieldReads = <K extends VariantField>(keys: readonly K[]) =>
  byKind(
    keys,
    () => z.string().nullable(),
    () => z.number().int().nullable(),
  );

const variantFields = {
  product_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'Product is required' })
      .int('Product is required')
      .positive('Product is required')
      .max(2_147_483_647, 'The selected product does not exist.'),
  ),
  name: requiredPlain(255, 'Variant name is required', {
    tooLong: 'Variant name may not be longer than 255 characters.',
  }),
  ...byKind(
    VARIANT_FIELD_KEYS,
    (f) => text(f.max, f.multiline),
    (f) => wholeNumber(f.min, f.max).optional(),
  ),
  price: flexible(
    normalisePrice,
    'Whole units of the site currency: a whole number or numeric text ≥ 0, no decimals; null or empty clears it.',
  ),
  features: flexible(
    (input) => plainList(toTextList(input)),
    'A list, JSON text of a list, or comma/newline separated text.',
  ),
  applications: flexible(
    (input) => plainList(toTextList(input)),
    'A list, JSON text of a list, or comma/newline separated text.',
  ),
  images: flexible(toImageList, 'Up to 4 image URLs: a list, JSON text of a list, or comma separated text.'),
  technical_parameters: flexible(
    (input) => plainGroups(normaliseTechnicalParameters(input)),
    'Groups {category, specifications:[{key, value}]}, a list of {parameter|key, value}, an object name → value, or "name: value" lines.',
  ),
  featured_parameters: flexible(
    (input) =>
      toFeaturedEntries(input).map(({ key, value }) =>
        value === undefined ? { key: plainText(key) } : { key: plainText(key), value: plainText(value) },
      ),
    'Up to 3 technical parameter names: an object key → value, a list of keys or of {key, value}, or JSON text.',
  ),
};

/**
 * Featured keys must name specifications with a value (docs/product.md §5). The schema checks them
 * against the parameters sent with them; on create, absent parameters mean none. Only an update
 * that sends featured keys without parameters is left to the service, which has the stored ones.
 */
const checkFeatured = <T extends z.ZodObject>(schema: T, absentGroups: 'none' | 'stored') =>
  schema.superRefine((v: Record<string, unknown>, ctx) => {
    const entries = v.featured_parameters as ReturnType<typeof toFeaturedEntries> | undefined;
    const sent = v.technical_parameters as ReturnType<typeof normaliseTechnicalParameters> | undefined;
    const groups = sent ?? (absentGroups === 'none' ? [] : undefined);
    if (!entries || !groups) return;
    for (const message of featuredParameterErrors(entries, groups)) {
      ctx.addIssue({ code: 'custom', message, path: ['featured_parameters'] });
    }
  });

const checkPublication = (v: PublicationInput, ctx: z.RefinementCtx) => {
  for (const { path, message } of publicationIssues(v))
    ctx.addIssue({ code: 'custom', path: [path], message });
};

// Draft, scheduled or published (docs/product.md §29): not sent, a new variant is published.
const variantInput = z.object({ ...variantFields, ...publicationFields });
export const variantCreateSchema = checkFeatured(variantInput, 'none').superRefine(checkPublication);
/** PUT accepts any subset of the fields (the admin form sends them all); absent fields keep their value. */
export const variantUpdateSchema = checkFeatured(variantInput.partial(), 'stored').superRefine(
  checkPublication,
);

const SPEC_INCOMPLETE_MESSAGE = 'A specification needs a name and a value.';

/**
 * A specification row of the admin form: both halves or neither (an empty row is simply dropped).
 * `saved_parameter`: the dictionary key a loaded row was saved with, and its name then
 * (docs/product.md §17); the form sends the key back while the name stays (variant-form-values.ts).
 */
const formSpecification = z
  .object({
    key: z.string(),
    value: z.string(),
    saved_parameter: z.object({ key: z.string(), name: z.string() }).optional(),
  })
  .superRefine(({ key, value }, ctx) => {
    const hasKey = key.trim() !== '';
    const hasValue = value.trim() !== '';
    if (hasKey === hasValue) return;
    ctx.addIssue({ code: 'custom', message: SPEC_INCOMPLETE_MESSAGE, path: [hasKey ? 'value' : 'key'] });
  });

/**
 * The admin editor's shape of a variant (docs/product.md §4 "Variant Management"): list rows as objects for
 * react-hook-form's field arrays, four image slots, and featured parameters as the chosen keys.
 * Product and name use the create schema's own rules and messages; the form maps to that body.
 */
export const variantFormSchema = variantInput
  .pick({ product_id: true, name: true })
  .extend({
    // As typed: a number is read by the API's own rule, so the editor refuses what the server would.
    ...byKind(
      EDITOR_VARIANT_FIELDS.map((f) => f.key),
      (f) => z.string().max(f.max, `May not be longer than ${f.max} characters.`),
      (f) => {
        const whole = wholeNumber(f.min, f.max);
        return z.string().transform((typed, ctx) => {
          const read = whole.safeParse(typed);
          if (read.success) return read.data;
          for (const { message } of read.error.issues) ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        });
      },
    ),
    features: z.array(z.object({ value: z.string() })),
    applications: z.array(z.object({ value: z.string() })),
    images: z.array(z.string().nullable()).max(MAX_VARIANT_IMAGES, IMAGES_LIMIT_MESSAGE),
    technical_parameters: z.array(
      z.object({ category: z.string(), specifications: z.array(formSpecification) }),
    ),
    featured: z.array(z.string()),
    /** As typed; read by the API's own rule, so the editor refuses what the server would (docs/product.md §25). */
    price: z.string().transform((input, ctx) => {
      try {
        return normalisePrice(input);
      } catch (err) {
        if (!(err instanceof FieldShapeError)) throw err;
        ctx.addIssue({ code: 'custom', message: err.message });
        return z.NEVER;
      }
    }),
    // Draft, scheduled or published (docs/product.md §29).
    ...publicationFields,
  })
  .superRefine(checkPublication);

export type VariantFormInput = z.input<typeof variantFormSchema>;
export type VariantFormValues = z.output<typeof variantFormSchema>;

const sortBy = ['name', 'brand', 'price', 'created_at'] as const;
/** `sort_by=spec.<key>`: by a parameter's value (docs/product.md §17). */
const SPEC_SORT = /^spec\.[a-z][a-z0-9_]{0,62}$/;
type SortBy = (typeof sortBy)[number] | `spec.${string}`;
const emptyAsAbsent = (v: unknown) => (v === '' ? undefined : v);
const filter = z.preprocess(emptyAsAbsent, z.string().trim().max(200).optional());
const price = z.preprocess(
  emptyAsAbsent,
  z.coerce.number('Must be a number.').min(0, 'Must be at least 0.').optional(),
);

/** The `spec.<key>` entries of a query, gathered under `spec` for readSpecFilters (an object
 * schema would drop names it does not list). */
function gatherSpecEntries(input: unknown) {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const entries = Object.entries(input);
  const spec = Object.fromEntries(entries.filter(([name]) => name.startsWith(SPEC_PREFIX)));
  return { ...Object.fromEntries(entries.filter(([name]) => !name.startsWith(SPEC_PREFIX))), spec };
}

/**
 * Public listing query; unknown sort keys fall back to the default order (a `spec.` key is refused
 * instead, docs/product.md §17), oversized pages are clamped. Spec filters (`spec.<key>=min..max` or `=a,b`) are read here for their shape; whether
 * the dictionary knows them is the service's 422.
 */
export const publicVariantQuery = z.preprocess(
  gatherSpecEntries,
  z
    .object({
      page: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(1_000_000).default(1)),
      per_page: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).optional()),
      all: z
        .preprocess(emptyAsAbsent, z.enum(['true', 'false', '1', '0']).optional())
        .transform((v) => v === 'true' || v === '1'),
      search: filter,
      brand: filter,
      category: filter,
      product: filter,
      sort_by: z
        .string()
        .optional()
        .transform((v, ctx): SortBy | undefined => {
          if (v === undefined || !v.startsWith('spec.')) return sortBy.find((s) => s === v);
          if (SPEC_SORT.test(v)) return v as SortBy;
          // A spec key the dictionary could never hold; a well-formed unknown one is the service's 422.
          ctx.addIssue({ code: 'custom', message: 'Unknown specification.' });
          return z.NEVER;
        }),
      sort_order: z
        .string()
        .optional()
        .transform((v) => (v?.toLowerCase() === 'desc' ? 'desc' : 'asc')),
      min_price: price,
      max_price: price,
      price_min: price,
      price_max: price,
      /** The unit system of display values (unknown: metric). */
      units: unitsSchema,
      spec: z.record(z.string(), z.unknown()).optional(),
      /** `true`: only machines with a fresh in-stock entry (docs/product.md §28 "Availability"). */
      in_stock: z
        .preprocess(emptyAsAbsent, z.enum(['true', 'false', '1', '0'], 'Use true or false.').optional())
        .transform((v): boolean | undefined => (v === 'true' || v === '1' ? true : undefined)),
      /** A branch id: only machines with a fresh entry there. */
      branch: z.preprocess(
        emptyAsAbsent,
        z.coerce
          .number('Choose a branch from the list.')
          .int('Choose a branch from the list.')
          .min(1, 'Choose a branch from the list.')
          .max(2_147_483_647, 'Choose a branch from the list.')
          .optional(),
      ),
    })
    .transform(({ price_min, price_max, spec, ...q }, ctx) => {
      const read = readSpecFilters(spec ?? {});
      for (const [field, messages] of Object.entries(read.errors)) {
        for (const message of messages) ctx.addIssue({ code: 'custom', message, path: [field] });
      }
      return {
        ...q,
        min_price: q.min_price ?? price_min,
        max_price: q.max_price ?? price_max,
        spec: read.filters as SpecFilter[],
      };
    })
    .superRefine((q, ctx) => {
      if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
        ctx.addIssue({
          code: 'custom',
          message: 'The minimum price may not be greater than the maximum price.',
          path: ['min_price'],
        });
      }
    }),
);

const ref = z.object({ id: z.number(), name: z.string() });

export const variantSchema = z.object({
  id: z.number(),
  name: z.string(),
  product_id: z.number(),
  product: z.object({
    id: z.number(),
    name: z.string(),
    image: z.string().nullable(),
    introduction: z.string().nullable(),
    brand: ref,
    category: ref,
  }),
  ...fieldReads(PUBLIC_VARIANT_FIELDS),
  price: z.number().nullable(),
  images: z.array(z.string()),
  image: z.string().nullable(),
  features: z.array(z.string()),
  applications: z.array(z.string()),
  technical_parameters: z.array(
    z.object({
      category: z.string(),
      specifications: z.array(
        z.object({
          key: z.string(),
          /** As published. */
          value: z.string(),
          /** The dictionary key the row was saved with, if any (admin reads; docs/product.md §17). */
          parameter_key: z.string().optional(),
          /** The dictionary key it matched (docs/product.md §17). */
          parameter: z.string().optional(),
          /** The dictionary's name of that parameter: what public pages print instead of `key`. */
          name: z.string().optional(),
          /** The value in the requested unit system, when it was read as a number. */
          display: z.string().optional(),
        }),
      ),
    }),
  ),
  featured_parameters: z.record(z.string(), z.string()),
  /** featured_parameters' values in the requested unit system, where they were read as numbers. */
  featured_display: z.record(z.string(), z.string()).optional(),
  /** featured_parameters' dictionary names, where they matched a parameter (docs/product.md §17). */
  featured_names: z.record(z.string(), z.string()).optional(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Where it is (docs/product.md §28 "Availability"): on the detail and listing reads. */
  availability: z.array(publicAvailabilitySchema).optional(),
});

export const variantEnvelope = okEnvelope(variantSchema);
export const variantListEnvelope = listEnvelope(variantSchema);

/** The back office's read of a variant: the public one plus when its price last changed (docs/product.md §25). */
export const adminVariantSchema = variantSchema.extend({
  /** Set by the database whenever the price changes (migration 0017); null: never set. */
  price_updated_at: z.string().nullable(),
  ...publicationOutput,
  ...fieldReads(ADMIN_ONLY_VARIANT_FIELDS),
});
export const adminVariantEnvelope = okEnvelope(adminVariantSchema);
export const adminVariantSavedEnvelope = savedEnvelope(adminVariantSchema);

export type VariantCreateInput = z.infer<typeof variantCreateSchema>;
export type VariantUpdateInput = z.infer<typeof variantUpdateSchema>;
export type PublicVariantQuery = z.infer<typeof publicVariantQuery>;
export type Variant = z.infer<typeof variantSchema>;
export type AdminVariant = z.infer<typeof adminVariantSchema>;
