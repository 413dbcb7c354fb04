import { z } from 'zod';
import { descriptionField, nameField, optionalImageUrl } from './fields';
import { boolish } from './shared';

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
