import { z } from 'zod';
import { descriptionField, nameField, optionalImageUrl, refSchema } from './fields';
import { boolish, recordTimes } from './shared';

const brandFields = {
  name: nameField(),
  description: descriptionField(5000),
  logo: optionalImageUrl(),
  is_active: boolish.default(true),
};

export const brandCreateSchema = z.object(brandFields);
/** PUT accepts any subset of the fields; absent fields keep their value. */
// `is_active` without the create default there: an absent one keeps its value too.
export const brandUpdateSchema = brandCreateSchema.partial().extend({ is_active: boolish.optional() });

export const brandSchema = refSchema.extend({
  description: z.string().nullable(),
  logo: z.string().nullable(),
  is_active: z.boolean(),
  ...recordTimes,
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
