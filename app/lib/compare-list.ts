import { MAX_COMPARED } from '#common/site-constants';
import { sendInterest } from './interest-beacon';
import { announceListChange } from './local-lists';

// The visitor's compare list (docs/product.md §18): at most MAX_COMPARED machines, kept in this
// browser's localStorage across pages and visits, each with the name and picture the compare tray
// shows. Storage is read as untrusted, as the quote list's (quote-list.ts): what cannot be read is
// dropped, never thrown. Fetched only when the list is used (local-lists.ts): no first-load cost.

export interface ComparedEntry {
  id: number;
  name: string;
  image: string | null;
}

export const COMPARE_LIST_STORAGE_KEY = 'compare-list';
const MAX_ID = 2_147_483_647;
const NAME_MAX = 200;
const IMAGE_MAX = 500;

/** Why a fifth machine is refused, shown where it was asked for. */
export const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARED} machines. Remove one to add another.`;

const isId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_ID;

/**
 * The list as stored → entries: bad JSON or anything but an array is an empty list; an entry without
 * a usable id is dropped, a repeated id keeps its first entry, a name that is no string is empty,
 * an image address that is neither a site path (`/…`, never `//…`) nor https is none, and at most 4 are kept.
 */
export function readEntries(raw: string | null): ComparedEntry[] {
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const entries: ComparedEntry[] = [];
  for (const entry of data) {
    if (entries.length === MAX_COMPARED) break;
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, name, image } = entry as Record<string, unknown>;
    if (!isId(id) || entries.some((e) => e.id === id)) continue;
    entries.push({
      id,
      name: typeof name === 'string' ? name.slice(0, NAME_MAX) : '',
      image:
        typeof image === 'string' && /^(\/(?!\/)|https:\/\/)/.test(image) ? image.slice(0, IMAGE_MAX) : null,
    });
  }
  return entries;
}

export type CompareAddResult = 'added' | 'present' | 'full' | 'invalid';

export interface CompareListStore {
  /** The list now; the same array until it changes (a useSyncExternalStore snapshot). */
  items: () => readonly ComparedEntry[];
  /** 'full' at MAX_COMPARED machines: nothing is pushed out. */
  add: (entry: ComparedEntry) => CompareAddResult;
  remove: (id: number) => void;
  /** Keeps only these ids (machines the catalogue no longer shows are dropped). */
  keep: (ids: readonly number[]) => void;
  clear: () => void;
  /** Whether the last add was refused (a fifth machine): the tray says why, until the next change. */
  refused: () => boolean;
  /** Calls `listener` after every change, in this tab or another one (the storage event). */
  subscribe: (listener: () => void) => () => void;
}

const EMPTY: readonly ComparedEntry[] = Object.freeze([]);

/** A store over `storage`; where storage is missing or refuses, the list lives in memory. */
export function createCompareListStore(
  storage: () => Storage | null,
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  announce: (key: string) => void = () => {},
): CompareListStore {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let inMemory = false;
  let refused = false;
  let cached: { raw: string | null; items: readonly ComparedEntry[] } = { raw: null, items: EMPTY };

  const readRaw = (): string | null => {
    if (inMemory) return memory;
    try {
      const s = storage();
      if (s) return s.getItem(COMPARE_LIST_STORAGE_KEY);
    } catch {
      // storage refused: the copy in memory stands
    }
    return memory;
  };
  const items = () => {
    const raw = readRaw();
    if (raw !== cached.raw) cached = { raw, items: raw === null ? EMPTY : readEntries(raw) };
    return cached.items;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const write = (next: readonly ComparedEntry[]) => {
    refused = false;
    memory = JSON.stringify(next);
    try {
      const s = storage();
      if (s) s.setItem(COMPARE_LIST_STORAGE_KEY, memory);
      else inMemory = true;
    } catch {
      inMemory = true;
    }
    notify();
    announce(COMPARE_LIST_STORAGE_KEY);
  };
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === COMPARE_LIST_STORAGE_KEY || key === null) notify();
  };

  return {
    items,
    add(entry) {
      if (!isId(entry.id)) return 'invalid';
      const list = items();
      if (list.some((e) => e.id === entry.id)) return 'present';
      if (list.length >= MAX_COMPARED) {
        refused = true;
        notify();
        return 'full';
      }
      write(readEntries(JSON.stringify([...list, entry])));
      return 'added';
    },
    remove: (id) => write(items().filter((e) => e.id !== id)),
    keep: (ids) => write(items().filter((e) => ids.includes(e.id))),
    clear: () => write([]),
    refused: () => refused,
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

const inBrowser = typeof window !== 'undefined';

/** This browser's list; on the server (no window) an empty one that nothing writes. */
export const compareList: CompareListStore = createCompareListStore(
  () => (inBrowser ? window.localStorage : null),
  inBrowser ? window : undefined,
  inBrowser ? announceListChange : undefined,
);

/**
 * A Compare button's press: takes the machine out of this browser's list, or adds it and counts the
 * add for the staff (§20's beacon). A fifth is refused, and the tray says why.
 */
export function toggleCompare(entry: ComparedEntry): CompareAddResult | 'removed' {
  if (compareList.items().some((e) => e.id === entry.id)) {
    compareList.remove(entry.id);
    return 'removed';
  }
  const result = compareList.add(entry);
  if (result === 'added') sendInterest({ variant_id: entry.id, event: 'compare_add' });
  return result;
}
