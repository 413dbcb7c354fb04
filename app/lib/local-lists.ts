import { useEffect, useState } from 'react';

// The first-load side of this browser's lists, the quote list (docs/product.md §19) and the compare
// list (§18): whether one holds anything, and a hook that fetches a list's code only then, or on its
// first change in this tab or another. A visit that never used them loads no list code at all.

const LIST_CHANGE_EVENT = 'local-list-change';

/** Told by a list's store after each write, so the header and the tray follow in this tab. */
export const announceListChange = (key: string) =>
  dispatchEvent(new CustomEvent(LIST_CHANGE_EVENT, { detail: key }));

/** Something (anything but the empty list the stores write) is stored under `key`; false where storage refuses. */
function holdsItems(key: string): boolean {
  try {
    return (localStorage.getItem(key) ?? '[]') !== '[]';
  } catch {
    return false;
  }
}

export interface ListStore<T> {
  items: () => T;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A list's items, undefined until its code is here: fetched (`load`) once the list holds something,
 * now or after a change here (LIST_CHANGE_EVENT) or in another tab (the storage event).
 */
export function useLocalList<T>(key: string, load: () => Promise<ListStore<T>>): T | undefined {
  const [items, setItems] = useState<T>();
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    const start = () => {
      stop();
      load().then((store) => {
        if (!live) return;
        const read = () => setItems(store.items());
        read();
        unsubscribe = store.subscribe(read);
      });
    };
    const onChange = (event: Event) => {
      if (((event as StorageEvent).key ?? (event as CustomEvent).detail) === key) start();
    };
    const stop = () => {
      removeEventListener('storage', onChange);
      removeEventListener(LIST_CHANGE_EVENT, onChange);
    };
    if (holdsItems(key)) start();
    else {
      addEventListener('storage', onChange);
      addEventListener(LIST_CHANGE_EVENT, onChange);
    }
    return () => {
      live = false;
      stop();
      unsubscribe();
    };
  }, [key, load]);
  return items;
}
