import { MAX_COMPARED } from '#common/site-constants';
import { sendInterest } from './interest-beacon';
import { createLocalList, isListId, type ListPlace, readList, thisBrowser } from './local-list-store';

// The visitor's compare list (docs/product.md §18): at most MAX_COMPARED machines, kept in this
// browser's localStorage across pages and visits (local-list-store.ts), each with the name and
// picture the compare tray shows. Fetched only when the list is used (local-lists.ts): no first-load cost.

export interface ComparedEntry {
  id: number;
  name: string;
  image: string | null;
}

export const COMPARE_LIST_STORAGE_KEY = 'compare-list';
const NAME_MAX = 200;
const IMAGE_MAX = 500;
/** A site path (`/…`, never the protocol-relative `//…`) or an https address. */
const SAFE_IMAGE = /^(\/(?!\/)|https:\/\/)/;

/** Why a fifth machine is refused, shown where it was asked for. */
export const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARED} machines. Remove one to add another.`;

/**
 * The list as stored → entries (readList, which drops what has no usable id): a name that is no
 * string is empty, an image address that is not SAFE_IMAGE is none, and at most 4 are kept.
 */
export const readEntries = (raw: string | null): ComparedEntry[] =>
  readList(raw, MAX_COMPARED, 'id', (id, { name, image }) => ({
    id,
    name: typeof name === 'string' ? name.slice(0, NAME_MAX) : '',
    image: typeof image === 'string' && SAFE_IMAGE.test(image) ? image.slice(0, IMAGE_MAX) : null,
  }));

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

/** A store in `place`; where storage is missing or refuses, the list lives in memory. */
export function createCompareListStore(place: ListPlace): CompareListStore {
  const list = createLocalList(COMPARE_LIST_STORAGE_KEY, MAX_COMPARED, readEntries, place);
  let refused = false;
  const write = (next: readonly ComparedEntry[]) => {
    refused = false;
    list.write(next);
  };

  return {
    items: list.items,
    add(entry) {
      if (!isListId(entry.id)) return 'invalid';
      const now = list.items();
      if (now.some((e) => e.id === entry.id)) return 'present';
      if (now.length >= MAX_COMPARED) {
        refused = true;
        list.notify();
        return 'full';
      }
      write(readEntries(JSON.stringify([...now, entry])));
      return 'added';
    },
    remove: (id) => write(list.items().filter((e) => e.id !== id)),
    keep: (ids) => write(list.items().filter((e) => ids.includes(e.id))),
    clear: () => write([]),
    refused: () => refused,
    subscribe: list.subscribe,
  };
}

/** This browser's list; on the server (no window) an empty one that nothing writes. */
export const compareList: CompareListStore = createCompareListStore(thisBrowser);

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
