import { describe, expect, it, vi } from 'vitest';
import { memoryStorage as baseStorage } from '../../tests/support/memory-storage';
import {
  COMPARE_LIST_STORAGE_KEY,
  type ComparedEntry,
  createCompareListStore,
  readEntries,
} from './compare-list';

const memoryStorage = (initial?: string, refuse?: 'read' | 'write' | 'none') =>
  baseStorage(COMPARE_LIST_STORAGE_KEY, initial, refuse);

const storeOver = (storage: Storage) => createCompareListStore({ storage: () => storage });
const entry = (id: number, name = `Machine ${id}`, image: string | null = null): ComparedEntry => ({
  id,
  name,
  image,
});

describe('readEntries: the machines it keeps', () => {
  it('drops entries without a usable id, repeats, and anything past four', () => {
    const raw = JSON.stringify([
      { id: 0, name: 'zero' },
      { id: -1 },
      { id: 1.5 },
      { id: '7' },
      { id: 2_147_483_648 },
      null,
      'text',
      { id: 1, name: 'first' },
      { id: 1, name: 'again' },
      { id: 2 },
      { id: 3 },
      { id: 4 },
      { id: 5 },
    ]);
    expect(readEntries(raw).map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(readEntries(raw)[0]?.name).toBe('first');
  });

  it('keeps a name as text, cut to 200 characters, and only a site or https image address', () => {
    const [a, b, c, d] = readEntries(
      JSON.stringify([
        { id: 1, name: 'x'.repeat(500), image: '/uploads/products/ab-800x600.webp' },
        { id: 2, name: 42, image: '//evil.example/x.webp' },
        { id: 3, name: '<b>EX-200</b>', image: 'javascript:alert(1)' },
        { id: 4, name: 'EX', image: 'https://res.cloudinary.com/demo/image/upload/x.jpg' },
      ]),
    );
    expect(a).toEqual({ id: 1, name: 'x'.repeat(200), image: '/uploads/products/ab-800x600.webp' });
    expect(b).toEqual({ id: 2, name: '', image: null });
    // Markup stays text: React writes it as such.
    expect(c).toEqual({ id: 3, name: '<b>EX-200</b>', image: null });
    expect(d?.image).toBe('https://res.cloudinary.com/demo/image/upload/x.jpg');
  });
});

describe('the compare list store', () => {
  it('adds up to four machines and refuses a fifth, pushing none out', () => {
    const storage = memoryStorage();
    const list = createCompareListStore({ storage: () => storage });
    for (const id of [1, 2, 3, 4]) expect(list.add(entry(id))).toBe('added');
    expect(list.refused()).toBe(false);
    expect(list.add(entry(5))).toBe('full');
    expect(list.refused()).toBe(true);
    expect(list.items().map((e) => e.id)).toEqual([1, 2, 3, 4]);
    // The next change ends the refusal.
    list.remove(2);
    expect(list.refused()).toBe(false);
    expect(list.add(entry(5))).toBe('added');
    expect(JSON.parse(storage.getItem(COMPARE_LIST_STORAGE_KEY)!).map((e: ComparedEntry) => e.id)).toEqual([
      1, 3, 4, 5,
    ]);
  });

  it('holds each machine once and refuses what is no id', () => {
    const list = storeOver(memoryStorage());
    expect(list.add(entry(1))).toBe('added');
    expect(list.add(entry(1, 'again'))).toBe('present');
    expect(list.add(entry(0))).toBe('invalid');
    expect(list.add(entry(Number.NaN))).toBe('invalid');
    expect(list.items()).toEqual([entry(1)]);
  });

  it('survives a reload: a new store over the same storage reads the same list', () => {
    const storage = memoryStorage();
    const first = createCompareListStore({ storage: () => storage });
    first.add(entry(7, 'EX-200', '/uploads/a-4x3.webp'));
    first.add(entry(9));
    expect(createCompareListStore({ storage: () => storage }).items()).toEqual([
      entry(7, 'EX-200', '/uploads/a-4x3.webp'),
      entry(9),
    ]);
  });

  it('reads corrupt storage as an empty list and writes over it', () => {
    const list = storeOver(memoryStorage('{not json'));
    expect(list.items()).toEqual([]);
    expect(list.add(entry(3))).toBe('added');
    expect(list.items()).toEqual([entry(3)]);
  });

  it('keeps the list in memory where storage refuses', () => {
    for (const refuse of ['read', 'write'] as const) {
      const list = storeOver(memoryStorage(undefined, refuse));
      list.add(entry(1));
      list.add(entry(2));
      expect(list.items().map((e) => e.id)).toEqual([1, 2]);
    }
    const none = createCompareListStore({ storage: () => null });
    none.add(entry(4));
    expect(none.items()).toEqual([entry(4)]);
  });

  it('keep() drops the machines no longer shown; clear() empties the list', () => {
    const list = storeOver(memoryStorage());
    for (const id of [1, 2, 3]) list.add(entry(id));
    list.keep([1, 3]);
    expect(list.items().map((e) => e.id)).toEqual([1, 3]);
    list.clear();
    expect(list.items()).toEqual([]);
  });

  it('gives the same snapshot until the list changes', () => {
    const list = storeOver(memoryStorage());
    list.add(entry(1));
    const snapshot = list.items();
    expect(list.items()).toBe(snapshot);
    list.add(entry(2));
    expect(list.items()).not.toBe(snapshot);
  });

  it('tells its listeners and the page (announce) of every change, and follows other tabs', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const announce = vi.fn();
    const list = createCompareListStore({ storage: () => storage, events, announce });
    const listener = vi.fn();
    const unsubscribe = list.subscribe(listener);
    list.add(entry(1));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith(COMPARE_LIST_STORAGE_KEY);
    // Another tab wrote the list.
    storage.setItem(COMPARE_LIST_STORAGE_KEY, JSON.stringify([entry(1), entry(2)]));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: COMPARE_LIST_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(list.items().map((e) => e.id)).toEqual([1, 2]);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'quote-list' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    list.add(entry(3));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
