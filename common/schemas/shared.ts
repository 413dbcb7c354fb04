import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'The id must be a positive whole number.')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'The id must be a positive whole number.')),
});
/** Optional text input: trims, turns '' into null. */
export const optionalText = (max = 5000) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
export const boolish = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
  z.literal(1).transform(() => true),
  z.literal(0).transform(() => false),
]);
