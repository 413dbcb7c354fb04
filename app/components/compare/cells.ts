// Shared by the comparison's head and rows (docs/product.md §18).

/**
 * The first column (the parameters' names) stays in place while the machine columns scroll under
 * it inside the table's frame on a phone; the rule on its right edge moves with it. On paper the
 * table is whole, so nothing sticks.
 */
export const STICKY_CELL =
  'sticky left-0 z-10 after:absolute after:inset-y-0 after:right-0 after:w-px after:bg-neutral-200 print:static print:after:hidden';

/**
 * A differing row: an opaque tint of the accent (the sticky cell covers what scrolls under it, so
 * no transparency), kept when printed.
 */
export const DIFFERS_TINT = 'bg-[color-mix(in_srgb,var(--color-brand)_14%,white)] [print-color-adjust:exact]';
