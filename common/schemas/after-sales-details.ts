import { z } from 'zod';

// The lead detail's view of a parts or service request (docs/product.md §30), apart from the
// request schemas so the inbox's schemas (leads.ts) import no date checks: common/business-date.ts
// reads leads.ts.

/** A parts or service lead's own fields, as the lead detail (admin) carries them under `after_sales`. */
export const afterSalesDetailsSchema = z.object({
  machine: z.object({
    variant_id: z.number().nullable(),
    /** "Brand Model" as typed, or the catalogue variant's name with its brand. */
    label: z.string(),
  }),
  serial_number: z.string().nullable(),
  machine_down: z.boolean(),
  province: z.object({ code: z.string(), name: z.string() }),
  /** Parts requests. */
  items: z.array(
    z.object({
      part_number: z.string().nullable(),
      description: z.string().nullable(),
      quantity: z.number(),
    }),
  ),
  /** Service requests. */
  hour_meter: z.number().nullable(),
  problem: z.string().nullable(),
  city: z.object({ code: z.string(), name: z.string() }).nullable(),
  preferred_dates: z.array(z.string()),
  /** Opening one is recorded as personal-data access (docs/product.md §23). */
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
});
export type AfterSalesDetails = z.infer<typeof afterSalesDetailsSchema>;
