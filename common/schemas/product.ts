import { z } from 'zod';
import { MAX_ALL_PER_PAGE } from '../constants';
import { FieldShapeError, toTextList } from '../variant-fields';
import {
  descriptionField,
  IMAGE_URL_MESSAGE,
  isImageUrl,
  nameField,
  optionalFilter,
  optionalImageUrl,
  refId,
  refSchema,
} from './fields';
import { adminListQuery } from './pagination';
import { boolish, plainText, recordTimes } from './shared';

export const MAX_PRODUCT_IMAGES = 4;
const MAX_LIST_ITEMS = 50;

/** Longest entry of a features, applications or images list. */
const MAX_ITEM_LENGTH = 2000;

/**
 * Features, applications and images arrive in the flexible shapes of docs/product.md §7: a list, JSON text
 * of a list, or comma/newline separated text. They are read into trimmed, non-empty string lists
 * with `toTextList` of common/variant-fields.ts, the same reader the variants use, here in the
 * schema as the variants' are; features and applications are plain text, images web addresses.
 */
const textList = (field: 'features' | 'applications' | 'images') =>
  z
    .union(
      [z.array(z.union([z.string().max(2000), z.number()])).max(200), z.string().max(20_000), z.null()],
      {
        error: 'Must be a list of texts.',
      },
    )
    .optional()
    .transform((input, ctx) => {
      if (input === undefined) return undefined;
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      let items: string[];
      try {
        items = toTextList(input);
      } catch (err) {
        if (!(err instanceof FieldShapeError)) throw err;
        return fail(err.message);
      }
      if (field !== 'images') items = items.map((item) => plainText(item)).filter(Boolean);
      const max = field === 'images' ? MAX_PRODUCT_IMAGES : MAX_LIST_ITEMS;
      if (items.length > max) return fail(`No more than ${max} ${field} are allowed.`);
      if (items.some((item) => item.length > MAX_ITEM_LENGTH)) {
        return fail(`Each of the ${field} may be at most ${MAX_ITEM_LENGTH} characters.`);
      }
      if (field === 'images' && !items.every(isImageUrl)) return fail(IMAGE_URL_MESSAGE);
      return items;
    });

const productFields = {
  brand_id: refId('Brand is required'),
  category_id: refId('Category is required'),
  name: nameField(),
  introduction: descriptionField(10_000),
  image: optionalImageUrl(),
  features: textList('features'),
  applications: textList('applications'),
  images: textList('images'),
};

export const productCreateSchema = z.object(productFields);
/** PUT accepts any subset of the fields; absent fields keep their value. */
export const productUpdateSchema = productCreateSchema.partial();

/** A features/applications row of the admin editor; empty rows are dropped on submit (docs/product.md §5). */
const formRows = z
  .array(z.object({ value: z.string().max(2000, 'May not be longer than 2000 characters.') }))
  .transform((rows) => rows.map((row) => row.value.trim()).filter(Boolean))
  .pipe(z.array(z.string()).max(MAX_LIST_ITEMS, `No more than ${MAX_LIST_ITEMS} entries are allowed.`));

/**
 * The admin editor's shape of a product (docs/product.md §4, the simple and rich forms in one): list rows as
 * objects for react-hook-form's field arrays and a fixed set of image slots. Its output is the
 * create/update body, so the fields' own rules and messages are the create schema's.
 */
export const productFormSchema = z.object({
  brand_id: productFields.brand_id,
  category_id: productFields.category_id,
  name: productFields.name,
  introduction: productFields.introduction,
  image: productFields.image,
  features: formRows,
  applications: formRows,
  images: z
    .array(z.string().nullable())
    .max(MAX_PRODUCT_IMAGES)
    .transform((slots) => slots.filter((url): url is string => Boolean(url))),
});

/** Like the other admin lists, plus `all=true` (without per_page) for the simple editor's whole list. */
export const adminProductListQuery = adminListQuery.extend({
  per_page: z.coerce.number().int().min(1).max(MAX_ALL_PER_PAGE).optional(),
  all: boolish.optional(),
});

export const productSchema = refSchema.extend({
  image: z.string().nullable(),
  introduction: z.string().nullable(),
  brand_id: z.number(),
  category_id: z.number(),
  brand: refSchema,
  category: refSchema,
  features: z.array(z.string()),
  applications: z.array(z.string()),
  images: z.array(z.string()),
  variants_count: z.number(),
  ...recordTimes,
});
export const productDetailSchema = productSchema.extend({ variants: z.array(refSchema) });
export const publicProductSchema = productSchema.pick({
  id: true,
  name: true,
  image: true,
  introduction: true,
  brand_id: true,
  category_id: true,
  brand: true,
  category: true,
  variants_count: true,
});

/** `brand` and `category` are ids or names, as the navigation sends either. */
export const publicProductQuery = z.object({ brand: optionalFilter, category: optionalFilter });

export type ProductCreateInput = z.infer<typeof productCreateSchema>;
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>;
export type Product = z.infer<typeof productSchema>;
export type ProductDetail = z.infer<typeof productDetailSchema>;
export type PublicProduct = z.infer<typeof publicProductSchema>;
