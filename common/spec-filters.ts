// The spec filters of a listing address (docs/product.md §17): `spec.<key>=<min>..<max>` (either
// bound may be empty, values in the parameter's metric display unit) or `spec.<key>=a,b` for text
// values. Read here for the API and the page alike; whether the key exists and fits is the
// server's question (parameters service), this only reads the shape.

export const SPEC_PREFIX = 'spec.';
export const MAX_SPEC_FILTERS = 12;
const MAX_TEXT_VALUES = 20;
const KEY = /^[a-z][a-z0-9_]{0,62}$/;
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

export type SpecFilter =
  | { key: string; type: 'range'; min?: number; max?: number }
  | { key: string; type: 'values'; values: string[] };

export interface SpecFilterReading {
  filters: SpecFilter[];
  /** Field name (`spec.<key>`) → what is wrong with it. */
  errors: Record<string, string[]>;
}

const bound = (s: string) => {
  const t = s.trim().replaceAll(',', '');
  if (t === '') return undefined;
  return NUMBER.test(t) ? Number(t) : Number.NaN;
};

function readOne(key: string, raw: string): SpecFilter | string {
  if (!KEY.test(key)) return 'Unknown specification.';
  const text = raw.trim();
  if (text.includes('..')) {
    const parts = text.split('..');
    if (parts.length !== 2) return 'A range is written min..max.';
    const [min, max] = parts.map(bound);
    if (Number.isNaN(min) || Number.isNaN(max)) return 'A range is written min..max, with numbers.';
    if (min === undefined && max === undefined) return 'A range needs a minimum or a maximum.';
    if (min !== undefined && max !== undefined && min > max)
      return 'The minimum may not be greater than the maximum.';
    return {
      key,
      type: 'range',
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
    };
  }
  const values = [
    ...new Set(
      text
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  if (values.length === 0) return 'Choose at least one value.';
  if (values.length > MAX_TEXT_VALUES || values.some((v) => v.length > 120))
    return 'Too many or too long values.';
  return { key, type: 'values', values };
}

/** Reads every `spec.` entry of a query object; other entries are ignored. */
export function readSpecFilters(query: Record<string, unknown>): SpecFilterReading {
  const filters: SpecFilter[] = [];
  const errors: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!name.startsWith(SPEC_PREFIX)) continue;
    const key = name.slice(SPEC_PREFIX.length);
    const raw = Array.isArray(value) ? value.at(-1) : value;
    if (typeof raw !== 'string' || raw.length > 500 || /[\r\n]/.test(raw)) {
      errors[name] = ['Must be one line of text.'];
      continue;
    }
    if (raw.trim() === '') continue;
    const read = readOne(key, raw);
    if (typeof read === 'string') errors[name] = [read];
    else filters.push(read);
  }
  if (filters.length > MAX_SPEC_FILTERS) {
    errors.spec = [`At most ${MAX_SPEC_FILTERS} specification filters.`];
    filters.length = MAX_SPEC_FILTERS;
  }
  return { filters, errors };
}

/** A filter as it is written in an address. */
export function writeSpecFilter(f: SpecFilter): [string, string] {
  const value = f.type === 'range' ? `${f.min ?? ''}..${f.max ?? ''}` : f.values.join(',');
  return [`${SPEC_PREFIX}${f.key}`, value];
}
