import { z } from 'zod';
import { businessDate } from '../business-date';

// Availability per variant and branch (docs/product.md §28 "Availability", decision 069). Staff
// write a variant's entries (PUT /api/admin/variants/{id}/availability) or a branch's stock list
// (PUT /api/admin/branches/{id}/stock); `none` removes the entry. Public variant reads carry the
// entries with `fresh` and `fresh_until`.

export const AVAILABILITY_STATUSES = ['in_stock', 'on_order', 'none'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
/** Most rows one branch stock save takes, in one transaction. */
const MAX_STOCK_ROWS = 10_000;
/** Largest count an entry may say (a dealer's yard, not a warehouse of bolts). */
const MAX_STOCK_QUANTITY = 99_999;

export const AVAILABILITY_MESSAGES = {
  status: 'Choose in stock, on order or not stocked.',
  quantity: `Use a whole number from 0 to ${MAX_STOCK_QUANTITY.toLocaleString('en-US')}.`,
  quantityOnOrder: 'Only a machine in stock has a quantity.',
  expectedRequired: 'Give the date it is expected.',
  expectedFormat: 'Use a date like 2027-03-01.',
  expectedPast: 'The expected date may not be in the past.',
  expectedInStock: 'Only a machine on order has an expected date.',
  branch: 'Branch not found.',
  variant: 'Variant not found.',
  duplicate: 'Each one may appear once.',
  tooMany: `Save at most ${MAX_STOCK_ROWS.toLocaleString('en-US')} rows at once.`,
} as const;

const entryFields = {
  status: z.enum(AVAILABILITY_STATUSES, { error: AVAILABILITY_MESSAGES.status }),
  quantity: z
    .number({ error: AVAILABILITY_MESSAGES.quantity })
    .int(AVAILABILITY_MESSAGES.quantity)
    .min(0, AVAILABILITY_MESSAGES.quantity)
    .max(MAX_STOCK_QUANTITY, AVAILABILITY_MESSAGES.quantity)
    .nullish(),
  /** YYYY-MM-DD, today or later in the Philippines. */
  expected_at: z
    .string({ error: AVAILABILITY_MESSAGES.expectedFormat })
    .max(10, AVAILABILITY_MESSAGES.expectedFormat)
    .pipe(z.iso.date(AVAILABILITY_MESSAGES.expectedFormat))
    .refine((v) => v >= businessDate(new Date()), AVAILABILITY_MESSAGES.expectedPast)
    .nullish(),
};

type EntryShape = { status: AvailabilityStatus; quantity?: number | null; expected_at?: string | null };

/** An entry's fields fit its status: a quantity only in stock, a date only (and always) on order. */
function checkShape(v: EntryShape, ctx: z.RefinementCtx) {
  const has = (x: unknown) => x !== undefined && x !== null;
  if (v.status === 'on_order' && !has(v.expected_at))
    ctx.addIssue({ code: 'custom', message: AVAILABILITY_MESSAGES.expectedRequired, path: ['expected_at'] });
  if (v.status !== 'on_order' && has(v.expected_at))
    ctx.addIssue({ code: 'custom', message: AVAILABILITY_MESSAGES.expectedInStock, path: ['expected_at'] });
  if (v.status !== 'in_stock' && has(v.quantity))
    ctx.addIssue({ code: 'custom', message: AVAILABILITY_MESSAGES.quantityOnOrder, path: ['quantity'] });
}

const id = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

const variantAvailabilityEntry = z
  .strictObject({ branch_id: id(AVAILABILITY_MESSAGES.branch), ...entryFields })
  .superRefine(checkShape);
const branchStockEntry = z
  .strictObject({ variant_id: id(AVAILABILITY_MESSAGES.variant), ...entryFields })
  .superRefine(checkShape);

/** No id twice in one save: which of two rows would win is not the buyer's to guess. */
const distinct =
  <K extends string>(key: K) =>
  (rows: Record<K, number>[], ctx: z.RefinementCtx) => {
    const seen = new Set<number>();
    rows.forEach((row, i) => {
      if (seen.has(row[key]))
        ctx.addIssue({ code: 'custom', message: AVAILABILITY_MESSAGES.duplicate, path: [i, key] });
      seen.add(row[key]);
    });
  };

/** PUT /api/admin/variants/{id}/availability: the entries to set; a branch left out is unchanged. */
export const variantAvailabilityInput = z
  .array(variantAvailabilityEntry)
  .max(1_000, AVAILABILITY_MESSAGES.tooMany)
  .superRefine(distinct('branch_id'));
/** PUT /api/admin/branches/{id}/stock: up to MAX_STOCK_ROWS rows, saved together or not at all. */
export const branchStockInput = z
  .array(branchStockEntry)
  .max(MAX_STOCK_ROWS, AVAILABILITY_MESSAGES.tooMany)
  .superRefine(distinct('variant_id'));

export type VariantAvailabilityInput = z.infer<typeof variantAvailabilityInput>;
export type BranchStockInput = z.infer<typeof branchStockInput>;

/** An entry as staff read it, in a variant's editor and in a branch's stock list alike. */
const staffEntryFields = {
  status: z.enum(AVAILABILITY_STATUSES),
  quantity: z.number().nullable(),
  expected_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  fresh: z.boolean(),
};

/** A variant's entries in its editor: every branch, stocked or not. */
export const adminVariantAvailabilitySchema = z.object({
  branch: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  ...staffEntryFields,
});
export type AdminVariantAvailability = z.infer<typeof adminVariantAvailabilitySchema>;

/** A branch's stock list: the catalogue's variants (a page of them), each with its entry there or `none`. */
export const branchStockRowSchema = z.object({
  variant: z.object({ id: z.number(), name: z.string(), product: z.string() }),
  ...staffEntryFields,
});
export type BranchStockRow = z.infer<typeof branchStockRowSchema>;
