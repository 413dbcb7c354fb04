import { QUOTE_LIST_MAX_ITEMS } from '#common/site-constants';
import { isListId } from './local-list-store';
import { paths } from './paths';
import { clampQuantity, type QuoteItem } from './quote-list';

// A quote list shared as a link (docs/product.md §19): `/quote?items=12x2,40x1`, machines and
// quantities only (notes are the sender's own). Whoever opens it may have been sent anything, so
// the reading is lenient and bounded: what reads as a machine is kept, the rest is counted and
// left out for the page to say so.

export type SharedItem = Pick<QuoteItem, 'variant_id' | 'quantity'>;

export interface SharedList {
  items: SharedItem[];
  /** Entries left out: unreadable, no machine id, a quantity of 0, or past the 20th machine. */
  ignored: number;
}

/** `12x2,40x1`. */
export const formatSharedItems = (items: readonly SharedItem[]) =>
  items.map((i) => `${i.variant_id}x${i.quantity}`).join(',');

/** The link's path for a list: `/quote?items=12x2,40x1`. */
export const sharePath = (items: readonly SharedItem[]) => paths.quote(formatSharedItems(items));

// An id, then optionally "x", "X", "×" or "*" and a quantity: "12x2", "12 x 2", "12" (one).
const ENTRY = /^(\d{1,10})(?: *[xX×*] *(\d{1,6}))?$/;
/** Longer than any entry this site writes (10 digits, x, 3 digits), so not worth matching. */
const ENTRY_MAX_LENGTH = 24;

/**
 * The `items` parameter → machines: entries separated by commas, each an id with an optional
 * quantity. A repeated machine adds up, a quantity over 999 is 999, and at most 20 machines are
 * read; everything else is counted in `ignored`. Empty entries (a trailing comma) are not counted.
 */
export function parseSharedItems(raw: string | null | undefined): SharedList {
  const items: SharedItem[] = [];
  let ignored = 0;
  if (!raw) return { items, ignored };
  for (const part of raw.split(',')) {
    const entry = part.trim();
    if (entry === '') continue;
    const match = entry.length <= ENTRY_MAX_LENGTH ? ENTRY.exec(entry) : null;
    const id = match ? Number(match[1]) : 0;
    const quantity = match?.[2] === undefined ? 1 : Number(match[2]);
    if (!isListId(id) || quantity < 1) {
      ignored++;
      continue;
    }
    const same = items.find((i) => i.variant_id === id);
    if (same) same.quantity = clampQuantity(same.quantity + quantity);
    else if (items.length < QUOTE_LIST_MAX_ITEMS)
      items.push({ variant_id: id, quantity: clampQuantity(quantity) });
    else ignored++;
  }
  return { items, ignored };
}
