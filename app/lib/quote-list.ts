import { QUOTE_LIST_MAX_ITEMS, QUOTE_LIST_MAX_QUANTITY, QUOTE_LIST_NOTE_MAX } from '#common/site-constants';
import { announceListChange } from './local-lists';

// The visitor's quote list (docs/product.md §19), kept in this browser's localStorage until it is
// sent: machines by variant id, each once, with a quantity and a note. Storage is read as untrusted
// (another version of the site, an extension or a person may have written anything there): what
// cannot be read is dropped, never thrown. Kept free of Zod and the form's code: the product page's
// "Add to quote list" loads it on a press.

export interface QuoteItem {
  variant_id: number;
  quantity: number;
  note: string;
}

export const QUOTE_LIST_STORAGE_KEY = 'quote-list';
const MAX_ID = 2_147_483_647;

export const isVariantId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_ID;

/** A quantity held to 1–999: fractions round, anything that is no number is 1. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(QUOTE_LIST_MAX_QUANTITY, Math.max(1, Math.round(value)));
}

/** A note as it is kept: one line (the e-mail shows it as one row), at most 500 characters. */
const cleanNote = (value: string) => value.replace(/[\r\n\t]+/g, ' ').slice(0, QUOTE_LIST_NOTE_MAX);

/**
 * The list as stored → items: bad JSON or anything but an array is an empty list; an entry without
 * a usable variant id is dropped, a repeated id keeps its first entry, a quantity is clamped, a note
 * that is no string is empty, and at most 20 entries are kept.
 */
export function readItems(raw: string | null): QuoteItem[] {
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const items: QuoteItem[] = [];
  for (const entry of data) {
    if (items.length === QUOTE_LIST_MAX_ITEMS) break;
    if (typeof entry !== 'object' || entry === null) continue;
    const { variant_id, quantity, note } = entry as Record<string, unknown>;
    if (!isVariantId(variant_id) || items.some((i) => i.variant_id === variant_id)) continue;
    items.push({
      variant_id,
      quantity: typeof quantity === 'number' ? clampQuantity(quantity) : 1,
      note: typeof note === 'string' ? cleanNote(note) : '',
    });
  }
  return items;
}

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

const EMPTY: readonly QuoteItem[] = Object.freeze([]);

/**
 * A store over `storage` (localStorage in the browser). Where storage is missing or refuses
 * (private modes, a full quota) the list lives in memory for this page's life.
 */
export function createQuoteListStore(
  storage: () => Storage | null,
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  // Tells the header's count (local-lists.ts) in this tab; the storage event tells the others.
  announce: (key: string) => void = () => {},
): QuoteListStore {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  // Once storage has refused a write, the copy in memory is the list (storage holds an older one).
  let inMemory = false;
  let cached: { raw: string | null; items: readonly QuoteItem[] } = { raw: null, items: EMPTY };

  const readRaw = (): string | null => {
    if (inMemory) return memory;
    try {
      const s = storage();
      if (s) return s.getItem(QUOTE_LIST_STORAGE_KEY);
    } catch {
      // storage refused: the copy in memory stands
    }
    return memory;
  };
  const items = () => {
    const raw = readRaw();
    if (raw !== cached.raw) cached = { raw, items: raw === null ? EMPTY : readItems(raw) };
    return cached.items;
  };
  const write = (next: readonly QuoteItem[]) => {
    memory = JSON.stringify(next.slice(0, QUOTE_LIST_MAX_ITEMS));
    try {
      const s = storage();
      if (s) s.setItem(QUOTE_LIST_STORAGE_KEY, memory);
      else inMemory = true;
    } catch {
      inMemory = true; // full or refused
    }
    for (const listener of listeners) listener();
    announce(QUOTE_LIST_STORAGE_KEY);
  };
  const update = (variantId: number, change: Partial<QuoteItem>) =>
    write(items().map((i) => (i.variant_id === variantId ? { ...i, ...change } : i)));
  const incoming = (list: readonly Pick<QuoteItem, 'variant_id' | 'quantity'>[]) =>
    list
      .filter((i) => isVariantId(i.variant_id))
      .map((i) => ({ variant_id: i.variant_id, quantity: clampQuantity(i.quantity), note: '' }));
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === QUOTE_LIST_STORAGE_KEY || key === null) for (const listener of listeners) listener();
  };

  return {
    items,
    add(variantId) {
      if (!isVariantId(variantId)) return 'invalid';
      const list = items();
      const found = list.find((i) => i.variant_id === variantId);
      if (found) {
        update(variantId, { quantity: clampQuantity(found.quantity + 1) });
        return 'increased';
      }
      if (list.length >= QUOTE_LIST_MAX_ITEMS) return 'full';
      write([...list, { variant_id: variantId, quantity: 1, note: '' }]);
      return 'added';
    },
    setQuantity: (variantId, quantity) => update(variantId, { quantity: clampQuantity(quantity) }),
    setNote: (variantId, note) => update(variantId, { note: cleanNote(note) }),
    remove: (variantId) => write(items().filter((i) => i.variant_id !== variantId)),
    // Through readItems, so a repeated id or a 21st machine is dropped as from storage.
    replace: (list) => write(readItems(JSON.stringify(incoming(list)))),
    merge(list) {
      const next = [...items()];
      for (const item of incoming(list)) {
        const at = next.findIndex((i) => i.variant_id === item.variant_id);
        if (at >= 0) next[at] = { ...next[at]!, quantity: item.quantity };
        else if (next.length < QUOTE_LIST_MAX_ITEMS) next.push(item);
      }
      write(next);
    },
    clear: () => write([]),
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** This browser's list; on the server (no window) an empty one that nothing writes. */
export const quoteList: QuoteListStore = createQuoteListStore(
  () => (typeof window === 'undefined' ? null : window.localStorage),
  typeof window === 'undefined' ? undefined : window,
  typeof window === 'undefined' ? undefined : announceListChange,
);

/** The server's snapshot: the list is this browser's, so a page is rendered with none. */
export const serverItems = () => EMPTY;
