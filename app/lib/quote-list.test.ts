import { describe, expect, it, vi } from 'vitest';
import { memoryStorage as baseStorage } from '../../tests/support/memory-storage';
import {
  clampQuantity,
  createQuoteListStore,
  QUOTE_LIST_STORAGE_KEY,
  type QuoteItem,
  readItems,
} from './quote-list';

const memoryStorage = (initial?: string, refuse?: 'read' | 'write' | 'none') =>
  baseStorage(QUOTE_LIST_STORAGE_KEY, initial, refuse);

const storeOver = (storage: Storage) => createQuoteListStore({ storage: () => storage });
const item = (variant_id: number, quantity = 1, note = ''): QuoteItem => ({ variant_id, quantity, note });

describe('readItems: the machines it keeps', () => {
  it('drops entries without a usable variant id', () => {
    const raw = JSON.stringify([
      null,
      7,
      'x',
      [],
      { variant_id: '12', quantity: 1 },
      { variant_id: 0 },
      { variant_id: -3 },
      { variant_id: 1.5 },
      { variant_id: 2_147_483_648 },
      { variant_id: Number.MAX_SAFE_INTEGER },
      { quantity: 4 },
      { variant_id: 12, quantity: 2, note: 'with rock bucket' },
    ]);
    expect(readItems(raw)).toEqual([item(12, 2, 'with rock bucket')]);
  });

  it('clamps quantities and cleans notes instead of refusing the entry', () => {
    const raw = JSON.stringify([
      { variant_id: 1, quantity: 0 },
      { variant_id: 2, quantity: 5000 },
      { variant_id: 3, quantity: 2.6 },
      { variant_id: 4, quantity: '3' },
      { variant_id: 5, quantity: null, note: 42 },
      { variant_id: 6, quantity: 1, note: `line one\r\nline two\t${'x'.repeat(600)}` },
    ]);
    const items = readItems(raw);
    expect(items.map((i) => i.quantity)).toEqual([1, 999, 3, 1, 1, 1]);
    expect(items[4]!.note).toBe('');
    expect(items[5]!.note).toMatch(/^line one line two x+$/);
    expect(items[5]!.note).toHaveLength(500);
  });

  it('keeps the first of a repeated machine and at most 20 machines', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ variant_id: i + 1, quantity: 1 }));
    expect(readItems(JSON.stringify([{ variant_id: 9, quantity: 4 }, ...many]))).toHaveLength(20);
    expect(readItems(JSON.stringify([item(9, 4), item(9, 8)]))).toEqual([item(9, 4)]);
  });

  it('survives a very large stored value', () => {
    const raw = JSON.stringify(
      Array.from({ length: 50_000 }, (_, i) => ({ variant_id: i + 1, quantity: 1 })),
    );
    expect(readItems(raw)).toHaveLength(20);
  });

  it('ignores extra keys and prototype tricks', () => {
    const raw = '[{"variant_id":3,"quantity":2,"__proto__":{"polluted":true},"constructor":1}]';
    expect(readItems(raw)).toEqual([item(3, 2)]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('clampQuantity', () => {
  it('holds a quantity to 1–999', () => {
    expect([0, -5, 1, 998.6, 999, 1000, Number.NaN, Number.POSITIVE_INFINITY].map(clampQuantity)).toEqual([
      1, 1, 1, 999, 999, 999, 1, 1,
    ]);
  });
});

describe('the store', () => {
  it('adds a machine once and raises its quantity when added again, up to 999', () => {
    const storage = memoryStorage();
    const store = storeOver(storage);
    expect(store.add(12)).toBe('added');
    expect(store.add(40)).toBe('added');
    expect(store.add(12)).toBe('increased');
    expect(store.items()).toEqual([item(12, 2), item(40, 1)]);
    store.setQuantity(12, 999);
    expect(store.add(12)).toBe('increased');
    expect(store.items()[0]!.quantity).toBe(999);
    expect(JSON.parse(storage.getItem(QUOTE_LIST_STORAGE_KEY)!)).toEqual([item(12, 999), item(40, 1)]);
  });

  it('holds at most 20 machines and refuses ids that are none', () => {
    const store = storeOver(memoryStorage());
    for (let id = 1; id <= 20; id++) expect(store.add(id)).toBe('added');
    expect(store.add(21)).toBe('full');
    expect(store.add(5)).toBe('increased');
    expect(store.items()).toHaveLength(20);
    for (const bad of [0, -1, 1.5, Number.NaN, 2_147_483_648]) expect(store.add(bad)).toBe('invalid');
  });

  it('adds to a corrupted list by starting it afresh', () => {
    const store = storeOver(memoryStorage('{not json'));
    expect(store.items()).toEqual([]);
    expect(store.add(3)).toBe('added');
    expect(store.items()).toEqual([item(3)]);
  });

  it('sets quantities and notes within their limits, and removes and clears', () => {
    const store = storeOver(memoryStorage(JSON.stringify([item(1), item(2)])));
    store.setQuantity(1, 0);
    store.setQuantity(2, 12_000);
    store.setNote(1, 'with rock bucket\nand forks');
    expect(store.items()).toEqual([item(1, 1, 'with rock bucket and forks'), item(2, 999)]);
    store.setQuantity(99, 5); // not in the list: nothing happens
    store.remove(1);
    expect(store.items()).toEqual([item(2, 999)]);
    store.clear();
    expect(store.items()).toEqual([]);
  });

  it('gives the same snapshot until the list changes', () => {
    const store = storeOver(memoryStorage(JSON.stringify([item(1)])));
    const first = store.items();
    expect(store.items()).toBe(first);
    store.add(2);
    expect(store.items()).not.toBe(first);
  });

  it('replaces the list with a shared one, and merges one into it', () => {
    const store = storeOver(memoryStorage(JSON.stringify([item(1, 3, 'keep me'), item(2)])));
    store.merge([
      { variant_id: 1, quantity: 5 },
      { variant_id: 7, quantity: 2 },
      { variant_id: -1, quantity: 2 },
    ]);
    expect(store.items()).toEqual([item(1, 5, 'keep me'), item(2), item(7, 2)]);
    store.replace([
      { variant_id: 9, quantity: 4000 },
      { variant_id: 9, quantity: 1 },
      { variant_id: 8, quantity: 1 },
    ]);
    expect(store.items()).toEqual([item(9, 999), item(8)]);
  });

  it('merges no further than 20 machines', () => {
    const store = storeOver(memoryStorage(JSON.stringify(Array.from({ length: 19 }, (_, i) => item(i + 1)))));
    store.merge([
      { variant_id: 50, quantity: 1 },
      { variant_id: 51, quantity: 1 },
    ]);
    expect(
      store
        .items()
        .map((i) => i.variant_id)
        .slice(-2),
    ).toEqual([19, 50]);
  });

  it('keeps the list in memory when storage refuses to write or read', () => {
    const full = storeOver(memoryStorage(undefined, 'write'));
    expect(full.add(4)).toBe('added');
    expect(full.items()).toEqual([item(4)]);
    const denied = storeOver(memoryStorage(undefined, 'read'));
    expect(denied.items()).toEqual([]);
    denied.add(5);
    expect(denied.items()).toEqual([item(5)]);
    const none = createQuoteListStore({ storage: () => null });
    none.add(6);
    expect(none.items()).toEqual([item(6)]);
  });
});

describe('subscribe', () => {
  it('tells listeners of changes here and of the storage event from another tab', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createQuoteListStore({ storage: () => storage, events });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.add(1);
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab writes: this one hears a storage event with the key (or null for clear()).
    storage.setItem(QUOTE_LIST_STORAGE_KEY, JSON.stringify([item(1, 4)]));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: QUOTE_LIST_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.items()).toEqual([item(1, 4)]);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'token' }));
    expect(listener).toHaveBeenCalledTimes(2);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(listener).toHaveBeenCalledTimes(3);

    // Another tab stores garbage: this one reads an empty list, no throw.
    storage.setItem(QUOTE_LIST_STORAGE_KEY, '][');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: QUOTE_LIST_STORAGE_KEY }));
    expect(store.items()).toEqual([]);

    stop();
    store.add(2);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: QUOTE_LIST_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
