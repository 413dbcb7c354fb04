import { z } from 'zod';

// What public variant reads carry about where a machine is (docs/product.md §28 "Availability",
// decision 069), apart from the back office's schemas so the site's pages load nothing more.

/** One entry as the public reads carry it. */
export const publicAvailabilitySchema = z.object({
  branch: z.object({ id: z.number(), name: z.string() }),
  status: z.enum(['in_stock', 'on_order']),
  quantity: z.number().nullable(),
  expected_at: z.string().nullable(),
  confirmed_at: z.string(),
  /** Still fresh by the Settings limit for longer than any kept copy of this answer lives. */
  fresh: z.boolean(),
  /** When the claim stops being fresh (confirmed_at plus the limit). */
  fresh_until: z.string(),
});
export type PublicAvailability = z.infer<typeof publicAvailabilitySchema>;
