import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, readDraft, saveDraft } from './form-draft';

// The draft is read back from storage that any script of the origin (or the visitor) may have
// written: only strings of the draft's own fields come back, and a broken or refusing storage
// never breaks the form.

const DRAFT = { key: 'test-draft', fields: ['name', 'message'] } as const;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A stand-in for the form: just what saveDraft reads (its named controls' values). */
const formOf = (values: Record<string, string>) =>
  ({
    elements: { namedItem: (name: string) => (name in values ? { value: values[name] } : null) },
  }) as unknown as HTMLFormElement;

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('readDraft', () => {
  it('gives back the kept strings of the draft’s fields, markup as it was typed', () => {
    storage.setItem(DRAFT.key, JSON.stringify({ name: '<img src=x onerror=alert(1)>', message: 'Hi' }));
    expect(readDraft(DRAFT)).toEqual({ name: '<img src=x onerror=alert(1)>', message: 'Hi' });
  });

  it.each([
    ['nothing kept', null],
    ['broken JSON', '{"name": '],
    ['a string', '"name"'],
    ['an array', '["name"]'],
    ['a number', '42'],
  ])('reads %s as no draft', (_, stored) => {
    if (stored !== null) storage.setItem(DRAFT.key, stored);
    expect(readDraft(DRAFT)).toEqual({});
  });

  it('drops other fields, values that are not strings, and values longer than any field allows', () => {
    const stored = JSON.stringify({
      name: { toString: 'x' },
      message: 'm'.repeat(5001),
      privacy_marketing_opt_in: true,
      website: 'spam',
    });
    storage.setItem(DRAFT.key, `{"__proto__": {"name": "polluted"}, ${stored.slice(1)}`);
    expect(readDraft(DRAFT)).toEqual({});
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });

  it('works without storage (switched off, or refused)', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readDraft(DRAFT)).toEqual({});
    expect(() => saveDraft(DRAFT, formOf({ name: 'Ana' }))).not.toThrow();
    expect(() => clearDraft(DRAFT)).not.toThrow();
  });
});

describe('saveDraft', () => {
  it('keeps only the draft’s fields that hold something, and nothing when all are empty', () => {
    saveDraft(DRAFT, formOf({ name: 'Ana', message: '', email: 'ana@example.com' }));
    expect(JSON.parse(storage.getItem(DRAFT.key)!)).toEqual({ name: 'Ana' });
    saveDraft(DRAFT, formOf({ name: '', message: '' }));
    expect(storage.getItem(DRAFT.key)).toBeNull();
  });

  it('survives a full storage', () => {
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => saveDraft(DRAFT, formOf({ name: 'Ana' }))).not.toThrow();
  });

  it('is cleared once sent', () => {
    saveDraft(DRAFT, formOf({ name: 'Ana' }));
    clearDraft(DRAFT);
    expect(storage.getItem(DRAFT.key)).toBeNull();
  });
});
