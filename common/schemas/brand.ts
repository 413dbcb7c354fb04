import { z } from 'zod';
import { boolish, optionalPlain, optionalText, requiredPlain } from './shared';

// Field helpers shared by the catalogue schemas (brand, category, product). Names and
// descriptions are plain text: markup is removed on the way in (shared.ts).

export const nameField = (max = 150) =>
  requiredPlain(max, 'Name is required', { tooLong: `Name may not be longer than ${max} characters.` });

/** A description or introduction: plain text over several lines. */
export const descriptionField = (max: number) => optionalPlain(max, { multiline: true });

const IMAGE_URL = /^(https?:\/\/|\/)[^\s]*$/i;
export const IMAGE_URL_MESSAGE = 'The image must be a web address (http or https) or a site path.';

/** Optional image address: http(s) URL or site path; never `javascript:` or `data:`. '' clears it. */
export const optionalImageUrl = () =>
  optionalText(2000).refine((v) => v === null || isImageUrl(v), IMAGE_URL_MESSAGE);
export const isImageUrl = (value: string) => IMAGE_URL.test(value);

/** A reference to another record: a positive integer, also accepted as digits in a string (form selects). */
export const refId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );

/** Optional text filter in a public query string (id or name); '' means no filter. */
export const optionalFilter = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

export const refSchema = z.object({ id: z.number(), name: z.string() });

const brandFields = {
  name: nameField(),
  description: descriptionField(5000),
  logo: optionalImageUrl(),
  is_active: boolish.default(true),
};

export const brandCreateSchema = z.object(brandFields);
/** PUT accepts any subset of the fields; absent fields keep their value. */
export const brandUpdateSchema = z.object({
  name: brandFields.name.optional(),
  description: brandFields.description.optional(),
  logo: brandFields.logo.optional(),
  is_active: boolish.optional(),
});

export const brandSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const adminBrandSchema = brandSchema.extend({
  categories_count: z.number(),
  products_count: z.number(),
});
export const publicBrandSchema = brandSchema.pick({ id: true, name: true, description: true, logo: true });

export type BrandCreateInput = z.infer<typeof brandCreateSchema>;
export type BrandUpdateInput = z.infer<typeof brandUpdateSchema>;
export type Brand = z.infer<typeof brandSchema>;
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export type PublicBrand = z.infer<typeof publicBrandSchema>;

/** `{success, message, data}` as the admin editors read after a save. */
export const savedEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });
export const deletedEnvelope = z.object({ success: z.literal(true), message: z.string() });
/** `{success, data}` as the public navigation reads. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item) });
