// Units as brochures print them, read with js-quantities (docs/product.md §17). Every conversion goes
// through the library; the tables below only translate trade spellings into its notation.
import Qty from 'js-quantities';
import { KIND_UNITS, type QuantityKind } from '#common/quantity-kinds';
import { ALIASES, type ReadUnit } from './unit-spellings';

export type { ReadUnit } from './unit-spellings';

const G = 9.80665;
const u = (unit: string): ReadUnit => ({ unit, factor: 1 });

const SI_OF_KIND = new Map<string, string>();
for (const [kind, units] of Object.entries(KIND_UNITS)) if (units.si) SI_OF_KIND.set(kind, units.si);

const qtyCache = new Map<string, Qty | null>();
const CACHE_LIMIT = 5000;

function remember<K, V>(cache: Map<K, V>, key: K, value: V): V {
  // A bound, not an LRU: hostile input must not grow memory without end.
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** js-quantities' reading of a unit string, or null (cached: the parser runs per spec row). */
function qtyOf(unit: string): Qty | null {
  const hit = qtyCache.get(unit);
  if (hit !== undefined) return hit;
  let q: Qty | null = null;
  if (unit.length > 0 && unit.length <= 24 && /^[\p{L}"'µ][\p{L}\d^*/.\-"']*$/u.test(unit)) {
    try {
      q = Qty(unit);
      if (q.kind() === 'unitless' || q.scalar !== 1) q = null;
    } catch {
      q = null;
    }
  }
  return remember(qtyCache, unit, q);
}

const FORCE_UNITS = new Set(['<newton>', '<pound-force>', '<dyne>']);
const kindCache = new Map<string, string | null>();

/**
 * The quantity kind a unit (js-quantities notation) measures: one of QuantityKind, or the name of
 * another kind js-quantities knows ("energy"), or null when the unit is unknown.
 */
export function kindOfUnit(unit: string): string | null {
  const hit = kindCache.get(unit);
  if (hit !== undefined) return hit;
  const q = qtyOf(unit);
  let kind: string | null = null;
  if (q) {
    const js = q.kind();
    if (q.isCompatible('kg/s')) kind = 'mass_flow';
    else if (js === 'power') kind = q.numerator.includes('<volt-ampere>') ? 'apparent_power' : 'power';
    // A force times a length is a torque; J and kWh are energies (docs/product.md §17).
    else if (js === 'energy') kind = q.numerator.some((n) => FORCE_UNITS.has(n)) ? 'torque' : 'energy';
    else if (js === 'angular_velocity') kind = 'rotational_speed';
    else kind = js ?? 'unknown';
  }
  return remember(kindCache, unit, kind);
}

export function unitFitsKind(unit: string, kind: QuantityKind): boolean {
  return SI_OF_KIND.has(kind) && kindOfUnit(unit) === kind;
}

const converters = new Map<string, (v: number) => number>();

function converter(from: string, to: string): (v: number) => number {
  const key = `${from}\u0000${to}`;
  const hit = converters.get(key);
  if (hit) return hit;
  if (!qtyOf(from) || !qtyOf(to)) throw new Error(`Unknown unit: ${from} → ${to}`);
  const fn = from === to ? (v: number) => v : (Qty.swiftConverter(from, to) as (v: number) => number);
  return remember(converters, key, fn);
}

function siUnitOf(unit: string): string {
  const kind = kindOfUnit(unit);
  const si = kind ? SI_OF_KIND.get(kind) : undefined;
  if (!si) throw new Error(`Unit ${unit} fits no quantity kind`);
  return si;
}

/**
 * A value in `unit` (js-quantities notation) in the SI unit of its kind (rpm stays rpm); no unit (a
 * count) leaves the number as it is. Throws on a unit of no quantity kind: units come from
 * KIND_UNITS, never from published text.
 */
export const toSi = (value: number, unit: string | null | undefined): number =>
  unit ? converter(unit, siUnitOf(unit))(value) : value;

/** An SI value (as stored in variant_specs) in `unit`; no unit leaves the number as it is. */
export const fromSi = (si: number, unit: string | null | undefined): number =>
  unit ? converter(siUnitOf(unit), unit)(si) : si;

const readCache = new Map<string, ReadUnit | null>();

const normalize = (printed: string) =>
  printed
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/⁻¹/g, '^-1')
    .replace(/[·⋅•∙×]/g, '*')
    .replace(/ℓ/g, 'L')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?<=[a-zA-Z])\.$/, '');

/** Whether a printed unit is one of the trade spellings (not an exotic js-quantities unit). */
export const isTradeUnit = (printed: string) => normalize(printed).toLowerCase() in ALIASES;

function readSimple(text: string): ReadUnit | null {
  const alias = ALIASES[text.toLowerCase()];
  if (alias) return alias;
  return qtyOf(text) ? u(text) : null;
}

function readProduct(text: string): ReadUnit | null {
  const whole = readSimple(text);
  if (whole) return whole;
  // "lb-ft", "N·m", "kgf m", "ft.lb": two units multiplied.
  // Only a force (or a mass standing for its weight) times a length: "US gpm" is no product.
  const parts = text.split(/[*\-. ]+/).filter(Boolean);
  if (parts.length !== 2) return null;
  const a = readSimple(parts[0]);
  const b = readSimple(parts[1]);
  if (!a || !b) return null;
  const unit = `${a.unit}*${b.unit}`;
  const q = qtyOf(unit);
  return q && (q.isCompatible('N*m') || q.isCompatible('kg*m'))
    ? { unit, factor: a.factor * b.factor }
    : null;
}

/** A unit as printed ("cu.m/hr", "Nm", "lbf·ft", "US ton") in js-quantities notation, or null. */
export function readUnit(printed: string): ReadUnit | null {
  const hit = readCache.get(printed);
  if (hit !== undefined) return hit;
  const text = normalize(printed);
  let read = readSimple(text);
  if (!read && /^[^/]+\/[^/]+$/.test(text)) {
    const [top, bottom] = text.split('/').map((s) => s.trim());
    const a = readProduct(top);
    const b = readSimple(bottom);
    if (a && b) read = { unit: `${a.unit}/${b.unit}`, factor: a.factor / b.factor };
  }
  if (!read) read = readProduct(text);
  if (read && !kindOfUnit(read.unit)) read = null;
  return remember(readCache, printed, read);
}

// Asian brochures print forces as "kg", pressures as "kg/cm²" and torques as "kg·m": the weight
// of that mass under standard gravity.
const GRAVITY_BASE: Partial<Record<QuantityKind, string>> = {
  force: 'kg',
  pressure: 'kg/m^2',
  torque: 'kg*m',
};

/** `value` in unit `read` as the SI value of `kind`, or null when the unit measures something else. */
export function readToSi(value: number, read: ReadUnit, kind: QuantityKind): number | null {
  if (unitFitsKind(read.unit, kind)) return toSi(value * read.factor, read.unit);
  const base = GRAVITY_BASE[kind];
  const q = base ? qtyOf(read.unit) : null;
  if (!base || !q || kindOfUnit(read.unit) === 'energy' || !q.isCompatible(base)) return null;
  return converter(read.unit, base)(value * read.factor) * G;
}
