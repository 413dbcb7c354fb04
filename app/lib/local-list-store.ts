import { announceListChange } from './local-lists';

// The one store under this browser's lists, the quote list (docs/product.md §19) and the compare
// list (§18): a list kept in localStorage across pages and visits, followed in other tabs. Storage
// is read as untrusted (another version of the site, an extension or a person may have written
// anything there): what cannot be read is dropped, never thrown. Loaded only with a list's code
// (local-lists.ts), so a visit that never uses a list pays nothing for it.

const MAX_ID = 2_147_483_647;

/** A list with nothing in it: the one every empty store gives, and the server's snapshot. */
export const NO_ITEMS: readonly never[] = Object.freeze([]);

/** An id a list can hold: a positive integer that fits the database's integer. */
export const isListId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_ID;

/**
 * The list as stored → entries: bad JSON or anything but an array is an empty list; an entry that is
 * no object or has no usable id under `idKey` is dropped, a repeated id keeps its first entry, at
 * most `max` are kept, and `entry` makes each kept one from its id and its other fields.
 */
export function readList<T>(
  raw: string | null,
  max: number,
  idKey: string,
  entry: (id: number, fields: Record<string, unknown>) => T,
): T[] {
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const ids: number[] = [];
  const entries: T[] = [];
  for (const stored of data) {
    if (entries.length === max) break;
    if (typeof stored !== 'object' || stored === null) continue;
    const fields = stored as Record<string, unknown>;
    const id = fields[idKey];
    if (!isListId(id) || ids.includes(id)) continue;
    ids.push(id);
    entries.push(entry(id, fields));
  }
  return entries;
}

/** Where a list lives: in the browser, localStorage, the window's storage event and the page's announcement. */
export interface ListPlace {
  storage: () => Storage | null;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Tells the header's count and the tray (local-lists.ts) in this tab; the storage event tells the others. */
  announce?: (key: string) => void;
}

const inBrowser = typeof window !== 'undefined';

/** This browser; on the server (no window) no storage, so a list there is an empty one that nothing writes. */
export const thisBrowser: ListPlace = {
  storage: () => (inBrowser ? window.localStorage : null),
  events: inBrowser ? window : undefined,
  announce: inBrowser ? announceListChange : undefined,
};

export interface LocalList<T> {
  /** The list now; the same array until it changes (a useSyncExternalStore snapshot). */
  items: () => readonly T[];
  /** Stores the list (at most `max` entries) and tells the listeners. */
  write: (next: readonly T[]) => void;
  /** Tells the listeners of a change that stored nothing. */
  notify: () => void;
  /** Calls `listener` after every change, in this tab or another one (the storage event). */
  subscribe: (listener: () => void) => () => void;
}

/**
 * A list under `key`, read through `read`. Where storage is missing or refuses (private modes, a
 * full quota) the list lives in memory for this page's life.
 */
export function createLocalList<T>(
  key: string,
  max: number,
  read: (raw: string) => T[],
  { storage, events, announce = () => {} }: ListPlace,
): LocalList<T> {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  // Once storage has refused a write, the copy in memory is the list (storage holds an older one).
  let inMemory = false;
  let cached: { raw: string | null; items: readonly T[] } = { raw: null, items: NO_ITEMS };

  const readRaw = (): string | null => {
    if (inMemory) return memory;
    try {
      const s = storage();
      if (s) return s.getItem(key);
    } catch {
      // storage refused: the copy in memory stands
    }
    return memory;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: Event) => {
    const changed = (event as StorageEvent).key;
    // null: another tab cleared the whole storage.
    if (changed === key || changed === null) notify();
  };

  return {
    items() {
      const raw = readRaw();
      if (raw !== cached.raw) cached = { raw, items: raw === null ? NO_ITEMS : read(raw) };
      return cached.items;
    },
    write(next) {
      memory = JSON.stringify(next.slice(0, max));
      try {
        const s = storage();
        if (s) s.setItem(key, memory);
        else inMemory = true;
      } catch {
        inMemory = true; // full or refused
      }
      notify();
      announce(key);
    },
    notify,
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
