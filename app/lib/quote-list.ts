import { QUOTE_LIST_MAX_ITEMS, QUOTE_LIST_MAX_QUANTITY, QUOTE_LIST_NOTE_MAX } from '#common/site-constants';
import {
  createLocalList,
  isListId,
  type ListPlace,
  NO_ITEMS,
  readList,
  thisBrowser,
} from './local-list-store';

// The visitor's quote list (docs/product.md §19), kept in this browser's localStorage until it is
// sent (local-list-store.ts): machines by variant id, each once, with a quantity and a note. Kept
// free of Zod and the form's code: the product page's "Add to quote list" loads it on a press.

export interface QuoteItem {
  variant_id: number;
  quantity: number;
  note: string;
}

export const QUOTE_LIST_STORAGE_KEY = 'quote-list';

/** A quantity held to 1–999: fractions round, anything that is no number is 1. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(QUOTE_LIST_MAX_QUANTITY, Math.max(1, Math.round(value)));
}

/** A note as it is kept: one line (the e-mail shows it as one row), at most 500 characters. */
const cleanNote = (value: string) => value.replace(/[\r\n\t]+/g, ' ').slice(0, QUOTE_LIST_NOTE_MAX);

/**
 * The list as stored → items (readList, which drops what has no usable variant id): a quantity is
 * clamped, a note that is no string is empty, and at most 20 entries are kept.
 */
export const readItems = (raw: string | null): QuoteItem[] =>
  readList(raw, QUOTE_LIST_MAX_ITEMS, 'variant_id', (variant_id, { quantity, note }) => ({
    variant_id,
    quantity: typeof quantity === 'number' ? clampQuantity(quantity) : 1,
    note: typeof note === 'string' ? cleanNote(note) : '',
  }));

/** 'invalid': not a variant id, nothing added. */
export type AddResult = 'added' | 'increased' | 'full' | 'invalid';

export interface QuoteListStore {
  /** The list now; the same array until it changes (a useSyncExternalStore snapshot). */
  items: () => readonly QuoteItem[];
  /** Adds a machine, or raises its quantity by 1 (at most 999); 'full' at 20 machines. */
  add: (variantId: number) => AddResult;
  setQuantity: (variantId: number, quantity: number) => void;
  setNote: (variantId: number, note: string) => void;
  remove: (variantId: number) => void;
  /** The list becomes these machines (a shared list loaded over it). */
  replace: (items: readonly Pick<QuoteItem, 'variant_id' | 'quantity'>[]) => void;
  /** These machines join the list: one already there takes the new quantity and keeps its note. */
  merge: (items: readonly Pick<QuoteItem, 'variant_id' | 'quantity'>[]) => void;
  clear: () => void;
  /** Calls `listener` after every change, in this tab or another one (the storage event). */
  subscribe: (listener: () => void) => () => void;
}

/** A store in `place` (localStorage in the browser); where storage is missing or refuses, the list lives in memory. */
export function createQuoteListStore(place: ListPlace): QuoteListStore {
  const { items, write, subscribe } = createLocalList(
    QUOTE_LIST_STORAGE_KEY,
    QUOTE_LIST_MAX_ITEMS,
    readItems,
    place,
  );
  const update = (variantId: number, change: Partial<QuoteItem>) =>
    write(items().map((i) => (i.variant_id === variantId ? { ...i, ...change } : i)));
  const incoming = (shared: readonly Pick<QuoteItem, 'variant_id' | 'quantity'>[]) =>
    shared
      .filter((i) => isListId(i.variant_id))
      .map((i) => ({ variant_id: i.variant_id, quantity: clampQuantity(i.quantity), note: '' }));

  return {
    items,
    add(variantId) {
      if (!isListId(variantId)) return 'invalid';
      const now = items();
      const found = now.find((i) => i.variant_id === variantId);
      if (found) {
        update(variantId, { quantity: clampQuantity(found.quantity + 1) });
        return 'increased';
      }
      if (now.length >= QUOTE_LIST_MAX_ITEMS) return 'full';
      write([...now, { variant_id: variantId, quantity: 1, note: '' }]);
      return 'added';
    },
    setQuantity: (variantId, quantity) => update(variantId, { quantity: clampQuantity(quantity) }),
    setNote: (variantId, note) => update(variantId, { note: cleanNote(note) }),
    remove: (variantId) => write(items().filter((i) => i.variant_id !== variantId)),
    // Through readItems, so a repeated id or a 21st machine is dropped as from storage.
    replace: (shared) => write(readItems(JSON.stringify(incoming(shared)))),
    merge(shared) {
      const next = [...items()];
      for (const item of incoming(shared)) {
        const at = next.findIndex((i) => i.variant_id === item.variant_id);
        if (at >= 0) next[at] = { ...next[at]!, quantity: item.quantity };
        else if (next.length < QUOTE_LIST_MAX_ITEMS) next.push(item);
      }
      write(next);
    },
    clear: () => write([]),
    subscribe,
  };
}

/** This browser's list; on the server (no window) an empty one that nothing writes. */
export const quoteList: QuoteListStore = createQuoteListStore(thisBrowser);

/** The server's snapshot: the list is this browser's, so a page is rendered with none. */
export const serverItems = () => NO_ITEMS;
