import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { isNumericKind } from '#common/quantity-kinds';
import { variantSpecs } from '../../db/schema';
import type { Dictionary } from '../parameters/dictionary-cache';
import { idsIn, outer } from '../parameters/spec-filter-sql';
import { isTradeUnit, kindOfUnit, readUnit, toSi, unitFitsKind } from '../parameters/units-read';

// A number with a unit in a search ("batching plant 60 m3/h", "crane 50 ton") is read as a
// specification (docs/product.md §2.4, decision 054): the machines with a value of a parameter of
// that kind are found, those within ±10 % first, nearest first. Only the reading is done here,
// with the units library the dictionary uses (units-read.ts); PostgreSQL does the matching and the
// ranking, like every other part of the search (decision 036). The other words stay words.

/** A number with a unit: the parameters that measure its kind, and the number in their SI unit. */
export interface SearchSpec {
  parameterIds: number[];
  si: number;
}

/** A search as the public listing matches it: its words, and its numbers with units. */
export interface TypedSearch {
  words: string | undefined;
  specs: SearchSpec[];
}

/** Numbers with units a search reads at most: each is one more index range of variant_specs. */
const MAX_SEARCH_SPECS = 2;
/** Words a unit may take ("metric tons", "cu. m/hr"). */
const UNIT_WORDS = 3;

// "60", "1,000", "1.5", "1,5", then what is written against it ("60m3/h", "50-ton").
const NUMBER = /^(\d{1,3}(?:,\d{3})+|\d{1,9}(?:[.,]\d{1,6})?)(?:-(?=\p{L}))?(.*)$/u;

const numberOf = (text: string) =>
  Number(/^\d{1,3}(?:,\d{3})+$/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.'));

/** A unit as buyers type it: a trade spelling ("ton", "kva") or a quotient of units ("m3/h"). */
function unitOf(text: string) {
  if (text === '' || (!isTradeUnit(text) && !text.includes('/'))) return null;
  const read = readUnit(text);
  return read && kindOfUnit(read.unit) ? read : null;
}

/** The numeric parameters measuring `unit`'s kind; those buyers filter by, when the kind has any. */
function parametersOf(unit: string, dictionary: Dictionary): number[] {
  const fit = dictionary.entries.filter(
    (p) => isNumericKind(p.kind) && p.kind !== 'count' && unitFitsKind(unit, p.kind),
  );
  const filterable = fit.filter((p) => p.filterable);
  return (filterable.length > 0 ? filterable : fit).map((p) => p.id);
}

/**
 * The search's words and its numbers with units. A unit the dictionary has no parameter for is
 * dropped and its number kept as a word, so "batching plant 60 m3/h" still finds what
 * "batching plant 60" finds.
 */
export function readTypedSearch(search: string | undefined, dictionary: Dictionary): TypedSearch {
  // "cubic meters per hour" is the same unit as "cubic meters/hour".
  const tokens = (search ?? '')
    .replace(/(?<=\p{L}) per (?=\p{L})/gu, '/')
    .split(/\s+/)
    .filter(Boolean);
  const words: string[] = [];
  const specs: SearchSpec[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const number = specs.length < MAX_SEARCH_SPECS ? NUMBER.exec(tokens[i]) : null;
    if (!number) {
      words.push(tokens[i]);
      continue;
    }
    // The longest run of the following words that reads as a unit, the attached text first.
    let unit: { read: NonNullable<ReturnType<typeof unitOf>>; used: number } | null = null;
    for (let n = Math.min(UNIT_WORDS, tokens.length - i - 1); n >= 0 && !unit; n--) {
      const read = unitOf([number[2], ...tokens.slice(i + 1, i + 1 + n)].filter(Boolean).join(' '));
      if (read) unit = { read, used: n };
    }
    const value = numberOf(number[1]);
    if (!unit || !(value > 0)) {
      words.push(tokens[i]);
      continue;
    }
    i += unit.used;
    const parameterIds = parametersOf(unit.read.unit, dictionary);
    if (parameterIds.length === 0) words.push(number[1]);
    else specs.push({ parameterIds, si: toSi(value * unit.read.factor, unit.read.unit) });
  }
  return { words: words.length > 0 ? words.join(' ') : undefined, specs };
}

/** The variant's rows of the spec's parameters that hold a number (the partial indexes' rows). */
const rowsOf = (spec: SearchSpec) =>
  sql`${idsIn(sql`vs.parameter_id`, spec.parameterIds)} and vs.listed and vs.si_min is not null`;

/** Each spec as a condition on the variant in `variantId`: it has a value of one of the parameters. */
export const specsHeld = (specs: SearchSpec[], variantId: AnyColumn | SQL): SQL[] =>
  specs.map(
    (s) => sql`${outer(variantId)} in (select vs.variant_id from ${variantSpecs} vs where ${rowsOf(s)})`,
  );

/**
 * How far the variant in `variantId` is from the search's specs: for each, the distance of its
 * nearest value (a range counts as its nearest end, 0 inside it) relative to the number typed,
 * and the largest of those. 0.1 or less is within ±10 %. Null without specs.
 */
export function specNearness(specs: SearchSpec[], variantId: AnyColumn | SQL): SQL | undefined {
  if (specs.length === 0) return undefined;
  const each = specs.map(
    (s) => sql`(select min(greatest(vs.si_min - ${s.si}::float8, ${s.si}::float8 - vs.si_hi, 0))
      from ${variantSpecs} vs where vs.variant_id = ${outer(variantId)} and ${rowsOf(s)}) / ${s.si}::float8`,
  );
  return each.length === 1 ? each[0] : sql`greatest(${sql.join(each, sql`, `)})`;
}
