import { type VariantAvailabilityInput, variantAvailabilityInput } from '#common/schemas/availability';
import { CLEAR } from './cells';

// The Catalogue sheet's `stock: <branch slug>` columns on import (docs/product.md §27.2): the cell
// the export writes for a variant's entry at a branch, read back into the entry the variant
// editor's availability save takes (`in_stock`, `in_stock 3`, `on_order 2027-03-01`; `(clear)` or
// `none`: not stocked), and saved through the same service, so its rules hold here too.

/** A `stock: <slug>` header's slug, or null when the header is not one. */
export function stockSlugOf(header: string): string | null {
  const match = /^\s*stock\s*:\s*(\S.*?)\s*$/i.exec(header);
  return match ? match[1].toLowerCase() : null;
}

export const STOCK_CELL_HELP =
  'Write in_stock, in_stock <quantity>, on_order <YYYY-MM-DD>, or (clear) when the branch does not stock it.';

type Entry = VariantAvailabilityInput[number];

/** A stock cell as the branch's entry, or a message saying why it cannot be read. */
export function stockEntryOf(branchId: number, wanted: typeof CLEAR | string | number): Entry | string {
  const text = wanted === CLEAR ? 'none' : String(wanted).trim().toLowerCase();
  let entry: Record<string, unknown> | null = null;
  if (text === 'none') entry = { branch_id: branchId, status: 'none' };
  const inStock = /^in[_ ]stock(?:\s+(\d{1,9}))?$/.exec(text);
  if (inStock)
    entry = {
      branch_id: branchId,
      status: 'in_stock',
      ...(inStock[1] ? { quantity: Number(inStock[1]) } : {}),
    };
  const onOrder = /^on[_ ]order\s+(\d{4}-\d{2}-\d{2})$/.exec(text);
  if (onOrder) entry = { branch_id: branchId, status: 'on_order', expected_at: onOrder[1] };
  if (!entry) return STOCK_CELL_HELP;
  const parsed = variantAvailabilityInput.safeParse([entry]);
  return parsed.success ? parsed.data[0] : (parsed.error.issues[0]?.message ?? STOCK_CELL_HELP);
}
