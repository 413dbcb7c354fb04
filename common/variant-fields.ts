// Normalisers for the flexible variant field shapes of docs/product.md §7. Pure and dependency-free so the
// server (on write) and the browser (forms, product cards) read every shape the same way.
import { DEFAULT_TECH_GROUP, MAX_FEATURED_PARAMETERS, MAX_VARIANT_IMAGES } from './constants';

/** parameter_key: the dictionary entry the row names (docs/product.md §17); the server fills in an empty key. */
type TechSpec = { key: string; value: string; parameter_key?: string };
export type TechGroup = { category: string; specifications: TechSpec[] };
type TechRow = { category: string; parameter: string; value: string };
export type FeaturedEntry = { key: string; value?: string };

/** Input no normaliser can read; the schemas turn it into a 422 on the field. */
export class FieldShapeError extends Error {}

export const IMAGES_LIMIT_MESSAGE = `You can upload up to ${MAX_VARIANT_IMAGES} images.`;
export const FEATURED_LIMIT_MESSAGE = `Limit Reached: You can only select up to ${MAX_FEATURED_PARAMETERS} featured technical parameters.`;
const MAX_SPECS = 500;
const MAX_KEY = 200;
const MAX_VALUE = 2000;
const MAX_DEPTH = 4;
/** The largest whole price numeric(14, 2) holds. */
const MAX_PRICE = 999_999_999_999;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Scalars as trimmed text ('' for null); undefined for objects and lists, which are not text. */
function scalar(v: unknown): string | undefined {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if ((typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean') return String(v);
  return undefined;
}

/** JSON text of a list or object is read as that value; any other text stays text. */
function fromJsonText(input: string): unknown {
  const s = input.trim();
  if (!s.startsWith('[') && !s.startsWith('{')) return input;
  try {
    return JSON.parse(s);
  } catch {
    return input;
  }
}

/** Newline-separated text keeps commas inside entries; one-line text is split on commas. */
const splitText = (s: string) => (/\r|\n/.test(s) ? s.split(/\r?\n|\r/) : s.split(','));

/** features, applications, images: list, JSON text of a list, newline or comma text → trimmed non-empty strings. */
export function toTextList(input: unknown): string[] {
  if (input === null || input === undefined) return [];
  const value = typeof input === 'string' ? fromJsonText(input) : input;
  const items = typeof value === 'string' ? splitText(value) : value;
  if (!Array.isArray(items)) throw new FieldShapeError('Must be a list of text entries.');
  return items
    .map((item) => {
      const text = scalar(item);
      if (text === undefined) throw new FieldShapeError('Each entry must be text.');
      return text;
    })
    .filter((s) => s.length > 0);
}

export function toImageList(input: unknown): string[] {
  const images = toTextList(input);
  if (images.length > MAX_VARIANT_IMAGES) throw new FieldShapeError(IMAGES_LIMIT_MESSAGE);
  return images;
}

type Add = (category: string, key: string, value: string, parameterKey?: string) => void;

/** The dictionary's key format (common/schemas/parameters.ts PARAMETER_KEY), kept here dependency-free. */
const PARAMETER_KEY = /^[a-z][a-z0-9_]{0,62}$/;

function splitLine(line: string): [string, string] {
  let at = line.indexOf(':');
  if (at < 0) at = line.indexOf('=');
  if (at < 0) {
    throw new FieldShapeError(
      `Technical parameter lines must look like "name: value" (got "${line.trim().slice(0, 60)}").`,
    );
  }
  return [line.slice(0, at), line.slice(at + 1)];
}

const pairKey = (o: Record<string, unknown>) => o.key ?? o.parameter ?? o.name;
const isPair = (o: Record<string, unknown>) =>
  'value' in o && (pairKey(o) !== undefined || o.parameter_key !== undefined);
const isGroup = (o: Record<string, unknown>) => 'specifications' in o;

function text(v: unknown, what: string): string {
  const s = scalar(v);
  if (s === undefined) throw new FieldShapeError(`The ${what} of a technical parameter must be text.`);
  return s;
}

function parameterKeyOf(o: Record<string, unknown>): string | undefined {
  if (o.parameter_key === undefined || o.parameter_key === null || o.parameter_key === '') return undefined;
  const key = typeof o.parameter_key === 'string' ? o.parameter_key.trim() : '';
  if (!PARAMETER_KEY.test(key)) throw new FieldShapeError('A parameter key must be a key of the dictionary.');
  return key;
}

function collect(input: unknown, category: string, add: Add, depth: number): void {
  if (depth > MAX_DEPTH) throw new FieldShapeError('Technical parameters are nested too deeply.');
  if (input === null || input === undefined || input === '') return;
  if (typeof input === 'string') {
    const parsed = fromJsonText(input);
    if (typeof parsed !== 'string') {
      collect(parsed, category, add, depth + 1);
      return;
    }
    for (const line of input.split(/\r?\n|\r|;/)) {
      if (line.trim()) add(category, ...splitLine(line));
    }
    return;
  }
  if (Array.isArray(input)) {
    for (const item of input) collect(item, category, add, depth + 1);
    return;
  }
  if (!isObject(input))
    throw new FieldShapeError('Technical parameters must be a list, an object or text lines.');
  if (isGroup(input) || isPair(input)) {
    const own = input.category === undefined ? category : text(input.category, 'category') || category;
    if (isGroup(input)) collect(input.specifications, own, add, depth + 1);
    else add(own, text(pairKey(input), 'name'), text(input.value, 'value'), parameterKeyOf(input));
    return;
  }
  // An object of name → value; a nested list or object is a group named by its key.
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'object' && value !== null) collect(value, key.trim() || category, add, depth + 1);
    else add(category, key, text(value, 'value'));
  }
}

/** Every technical parameter shape of docs/product.md §7 → groups; same categories merged, empty entries dropped. */
export function normaliseTechnicalParameters(input: unknown): TechGroup[] {
  const groups = new Map<string, TechSpec[]>();
  let total = 0;
  collect(
    input,
    DEFAULT_TECH_GROUP,
    (category, rawKey, rawValue, parameterKey) => {
      const key = rawKey.trim();
      const value = rawValue.trim();
      if (!(key || parameterKey) || !value) return;
      if (key.length > MAX_KEY || category.length > MAX_KEY) {
        throw new FieldShapeError(
          `Parameter and category names may not be longer than ${MAX_KEY} characters.`,
        );
      }
      if (value.length > MAX_VALUE) {
        throw new FieldShapeError(`Parameter values may not be longer than ${MAX_VALUE} characters.`);
      }
      if (++total > MAX_SPECS)
        throw new FieldShapeError(`At most ${MAX_SPECS} technical parameters are allowed.`);
      const name = category.trim() || DEFAULT_TECH_GROUP;
      const specs = groups.get(name) ?? [];
      specs.push(parameterKey ? { key, value, parameter_key: parameterKey } : { key, value });
      groups.set(name, specs);
    },
    0,
  );
  return [...groups].map(([category, specifications]) => ({ category, specifications }));
}

export function flattenTechnicalParameters(groups: TechGroup[]): TechRow[] {
  return groups.flatMap((g) =>
    g.specifications.map((s) => ({ category: g.category, parameter: s.key, value: s.value })),
  );
}

/** Featured parameters as sent (object, list of keys, list of {key, value}, JSON text) → unique keys in order. */
export function parseFeaturedParameters(input: unknown): FeaturedEntry[] {
  if (input === null || input === undefined) return [];
  let value = typeof input === 'string' ? fromJsonText(input) : input;
  if (typeof value === 'string') value = splitText(value);
  const raw: { key: unknown; value?: unknown }[] = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      if (isObject(item) && pairKey(item) !== undefined) raw.push({ key: pairKey(item), value: item.value });
      else if (isObject(item)) raw.push(...Object.entries(item).map(([key, v]) => ({ key, value: v })));
      else raw.push({ key: item });
    }
  } else if (isObject(value)) {
    if (isPair(value)) raw.push({ key: pairKey(value), value: value.value });
    else raw.push(...Object.entries(value).map(([key, v]) => ({ key, value: v })));
  } else {
    throw new FieldShapeError('Featured parameters must be an object, a list or JSON text.');
  }
  const entries = new Map<string, FeaturedEntry>();
  for (const item of raw) {
    const key = scalar(item.key);
    const val = item.value === undefined || item.value === null ? undefined : scalar(item.value);
    if (key === undefined || (item.value !== undefined && item.value !== null && val === undefined)) {
      throw new FieldShapeError('Featured parameters must be names of technical parameters.');
    }
    if (key && !entries.has(key)) entries.set(key, val === undefined ? { key } : { key, value: val });
  }
  return [...entries.values()];
}

export function toFeaturedEntries(input: unknown): FeaturedEntry[] {
  const entries = parseFeaturedParameters(input);
  if (entries.length > MAX_FEATURED_PARAMETERS) throw new FieldShapeError(FEATURED_LIMIT_MESSAGE);
  return entries;
}

const findValue = (groups: TechGroup[], key: string) =>
  groups.flatMap((g) => g.specifications).find((s) => s.key.trim() === key.trim())?.value;

/** A specification can be featured only if it exists with a non-empty name and value (docs/product.md §5). */
export function featuredParameterErrors(entries: FeaturedEntry[], groups: TechGroup[]): string[] {
  const errors: string[] = [];
  for (const { key, value } of entries) {
    if (value !== undefined && value === '') {
      errors.push(
        `The featured parameter "${key}" has no value; only parameters with a name and a value can be featured.`,
      );
    } else if (!findValue(groups, key)) {
      errors.push(`The featured parameter "${key}" is not one of the technical parameters.`);
    }
  }
  return errors;
}

/** Stored keys → key: value pairs in the stored order; keys no longer in the parameters are skipped. */
export function resolveFeaturedParameters(keys: string[], groups: TechGroup[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = findValue(groups, key);
    if (value) out[key.trim()] = value;
  }
  return out;
}

/** The price's complaints (docs/product.md §25): the editor and the API say the same words. */
export const PRICE_MESSAGES = {
  number: 'The price must be a number.',
  negative: 'The price must be at least 0.',
  whole: 'Enter the price in whole pesos or dollars, with no decimals.',
  tooLarge: `The price may not be greater than ${MAX_PRICE.toLocaleString('en-US')}.`,
} as const;

/**
 * Price: whole units of the site's currency (decision 048), as a number or numeric text ≥ 0
 * (thousands commas allowed); null or '' clears it. Decimals are refused rather than rounded, so
 * what an editor typed is what buyers see. Text with line breaks is refused, not trimmed: a price
 * never spans lines, and such a value is an injection attempt rather than a typo.
 */
export function normalisePrice(input: unknown): number | null {
  if (input === null || input === undefined) return null;
  let n: number;
  if (typeof input === 'number') n = input;
  else if (typeof input === 'string') {
    if (/[\r\n]/.test(input)) throw new FieldShapeError(PRICE_MESSAGES.number);
    const s = input.trim();
    if (!s) return null;
    if (/^-\s*\d/.test(s)) throw new FieldShapeError(PRICE_MESSAGES.negative);
    const match = /^(\d+|\d{1,3}(?:,\d{3})+)(\.\d+)?$/.exec(s);
    if (!match) throw new FieldShapeError(PRICE_MESSAGES.number);
    if (match[2]) throw new FieldShapeError(PRICE_MESSAGES.whole);
    // Digits beyond the largest price need no counting: too large either way.
    if (match[1].length > 20) throw new FieldShapeError(PRICE_MESSAGES.tooLarge);
    n = Number(match[1].replaceAll(',', ''));
  } else throw new FieldShapeError(PRICE_MESSAGES.number);
  if (!Number.isFinite(n)) throw new FieldShapeError(PRICE_MESSAGES.number);
  if (n < 0) throw new FieldShapeError(PRICE_MESSAGES.negative);
  if (n > MAX_PRICE) throw new FieldShapeError(PRICE_MESSAGES.tooLarge);
  if (!Number.isInteger(n)) throw new FieldShapeError(PRICE_MESSAGES.whole);
  // -0 is 0.
  return n + 0;
}
