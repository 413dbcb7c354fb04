// A Storage over a Map for the browser lists' unit tests (app/lib/*-list.test.ts), optionally
// refusing every read or write as private modes and a full quota do.

export function memoryStorage(
  key: string,
  initial?: string,
  refuse: 'read' | 'write' | 'none' = 'none',
): Storage {
  const map = new Map<string, string>(initial === undefined ? [] : [[key, initial]]);
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => {
      if (refuse === 'read') throw new DOMException('denied', 'SecurityError');
      return map.get(k) ?? null;
    },
    setItem: (k, v) => {
      if (refuse === 'write') throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => map.delete(k),
  };
}
