import { z } from 'zod';
import { MAX_HERO_PRODUCTS } from '../constants';

export const HERO_MAX_MESSAGE = `Maximum Reached: You can select a maximum of ${MAX_HERO_PRODUCTS} featured products.`;
const HERO_DUPLICATE_MESSAGE = 'Each product can be selected only once.';

/** PUT /admin/hero-settings: variant ids in display order. */
export const heroSettingsUpdateSchema = z.object({
  featured_product_ids: z
    .array(z.coerce.number({ error: 'Each id must be a number' }).int().positive().max(2_147_483_647), {
      error: 'Featured products must be a list of ids',
    })
    .max(MAX_HERO_PRODUCTS, HERO_MAX_MESSAGE)
    .refine((ids) => new Set(ids).size === ids.length, HERO_DUPLICATE_MESSAGE),
});

export const adminHeroSettingsSchema = z.object({ featured_product_ids: z.array(z.number()) });

export const availableProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  brand: z.string(),
  category: z.string(),
});
export type AvailableProduct = z.infer<typeof availableProductSchema>;

export const availableProductsQuery = z.object({ search: z.string().trim().max(200).optional() });

export const CONTACT_FOR_PRICE = 'Contact for Price';

const heroSlideSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  background: z.string().nullable(),
  brand: z.string(),
  category: z.string(),
  description: z.string(),
  price: z.union([z.number(), z.literal(CONTACT_FOR_PRICE)]),
  features: z.array(z.string()),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const publicHeroSettingsSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  background_image: z.string().nullable(),
  primary_button_text: z.string(),
  primary_button_action: z.string(),
  secondary_button_text: z.string(),
  secondary_button_action: z.string(),
  show_product_slider: z.boolean(),
  show_features: z.boolean(),
  custom_features: z.array(z.string()),
  overlay_opacity: z.number(),
  text_alignment: z.string(),
  featured_products: z.array(heroSlideSchema),
});
export type PublicHeroSettings = z.infer<typeof publicHeroSettingsSchema>;
