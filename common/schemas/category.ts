import { z } from 'zod';
import { descriptionField, nameField, optionalFilter, optionalImageUrl, refId, refSchema } from './fields';
import { adminListQuery } from './pagination';
import { boolish, recordTimes } from './shared';

const categoryFields = {
  name: nameField(),
  brand_id: refId('Brand is required'),
  description: descriptionField(5000),
  image: optionalImageUrl(),
  is_active: boolish.default(true),
};

export const categoryCreateSchema = z.object(categoryFields);
/** PUT accepts any subset of the fields; absent fields keep their value. */
// `is_active` without the create default there: an absent one keeps its value too.
export const categoryUpdateSchema = categoryCreateSchema.partial().extend({ is_active: boolish.optional() });

export const categorySchema = refSchema.extend({
  brand_id: z.number(),
  brand: refSchema,
  description: z.string().nullable(),
  image: z.string().nullable(),
  is_active: z.boolean(),
  ...recordTimes,
});
export const adminCategorySchema = categorySchema.extend({ products_count: z.number() });
export const publicCategorySchema = categorySchema.pick({
  id: true,
  name: true,
  description: true,
  image: true,
  brand_id: true,
  brand: true,
});

export const adminCategoryListQuery = adminListQuery;
/** `brand` is a brand id or name, as the navigation sends either. */
export const publicCategoryQuery = z.object({ brand: optionalFilter });

export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;
export type Category = z.infer<typeof categorySchema>;
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export type PublicCategory = z.infer<typeof publicCategorySchema>;
