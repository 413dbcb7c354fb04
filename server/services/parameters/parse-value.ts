// Reads a specification value as brochures print it ("5,000 kg", "1.2–1.5 m³", "163 kW (219 hp)")
// into SI numbers, and formats SI numbers back for display (docs/product.md §17). Never throws on a
// value: anything it cannot read is 'unparsed' with, where it can guess, a suggested fix.
import { type FigureParameter, figureUnit, plainFigure, showFigure } from '#common/figures';
import { type QuantityKind, type UnitSystem, unitLabel } from '#common/quantity-kinds';
import { withFactor } from '#common/unit-factors';
import {
  fromSi,
  isTradeUnit,
  kindOfUnit,
  type ReadUnit,
  readToSi,
  readUnit,
  toSi,
  unitFitsKind,
} from './units-read';

export { fromSi, toSi, unitFitsKind };

export type SpecReading =
  | { status: 'number'; siMin: number; siMax: number }
  | { status: 'text'; textValue: string }
  | { status: 'unparsed' | 'unit_mismatch'; suggestion: string | null };

const MAX_LENGTH = 200;
const UNPARSED: SpecReading = { status: 'unparsed', suggestion: null };
// Lengths may sit below a reference (a digging depth printed "-6.5 m"); nothing else is negative.
const NEGATIVE_OK = new Set<QuantityKind>(['length']);

// Control characters cannot be stored (PostgreSQL rejects NUL) and never mean anything here.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const collapse = (text: string) => text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();

function clean(text: string): string {
  return (
    collapse(text.replace(/[\u00A0\u2007\u2009\u202F]/g, ' '))
      .replace(/[‐‑‒−]/g, '-')
      // Primes, as the site prints feet and inches (9′ 5″).
      .replace(/′/g, "'")
      .replace(/″/g, '"')
      .replace(/\bmin\s*(?:-1|⁻¹|\^-1|\^\(-1\))(?![\d.])/gi, 'rpm')
      .replace(/\bhp\s*\(\s*metric\s*\)/gi, 'PS')
      .replace(/(?<=\p{L}) per (?=\p{L})/gu, '/')
  );
}

const PREFIX =
  /^(?:approx(?:imately|\.)?|appr\.|ca\.?|circa|c\.|about|around|nominal|rated|up\s*to|max(?:imum|\.)?|min(?:imum|\.)?|≈|~|∼|≤|≥|<=|>=|<|>|=|:)\s*/i;
// Thousands with "," or a space ("5,000", "1 200"), else a decimal with "." or "," ("1,5").
const NUMBER = /\d{1,3}(?:[, ]\d{3})+(?:\.\d+)?(?![\d,])|\d+(?:[.,]\d+)?|\.\d+/y;
const RANGE_SEP = /\s*(?:[-–—~…]|\bto\b|\.{2,3})\s*(?=-?\.?\d)/iy;
// After these, the text is a second unit or a condition: "(219 hp)", "/ 219 hp", "@ 2,000 rpm".
const CUT = /\s*(?:[([{|;@]|\s\/\s|\/\s*\d|,\s|\bat\b|\bISO\b|\bSAE\b|\bDIN\b|\bJIS\b)/i;

// US brochures print lengths in feet and inches: "21 ft 4 in", "21' 4\"".
const FEET_INCHES = /^(\d{1,5})\s*(?:'|ft|feet)\s*(\d{1,2}(?:\.\d{1,3})?)\s*(?:"|''|in|inch|inches)\.?$/i;

function readNumber(s: string, at: number): { value: number; end: number } | null {
  NUMBER.lastIndex = at;
  const m = NUMBER.exec(s);
  if (!m) return null;
  const raw = m[0];
  const thousands = /^\d{1,3}(?:[, ]\d{3})+(?:\.\d+)?$/.test(raw);
  const value = Number(thousands ? raw.replace(/[, ]/g, '') : raw.replace(',', '.'));
  return Number.isFinite(value) ? { value, end: at + raw.length } : null;
}

interface Scan {
  numbers: number[];
  /** The text after each number, up to the range separator or the end. */
  units: string[];
}

/** Splits "approx. 1.2 m³ – 1.5 m³ max." into its numbers and the unit text after each. */
function scan(primary: string): Scan | null {
  let s = primary;
  for (let i = 0; i < 3; i++) s = s.replace(PREFIX, '');
  const numbers: number[] = [];
  const units: string[] = [];
  let at = 0;
  for (let n = 0; n < 2; n++) {
    const negative = s[at] === '-';
    if (negative) at++;
    const num = readNumber(s, at);
    if (!num) return null;
    numbers.push(negative ? -num.value : num.value);
    at = num.end;
    // "1e309", "2 x 3": not a number this reader should guess at.
    if (/^(?:[eE][+-]?\d|\s*[x×*]\s*\.?\d)/.test(s.slice(at, at + 8))) return null;
    let end = s.length;
    let next = -1;
    for (let p = at; n === 0 && p < s.length; p++) {
      RANGE_SEP.lastIndex = p;
      const sep = RANGE_SEP.exec(s);
      if (sep) {
        end = p;
        next = p + sep[0].length;
        break;
      }
    }
    // "5-ton", "3-yard": a hyphen joining number and unit.
    units.push(
      s
        .slice(at, end)
        .trim()
        .replace(/^-(?=\p{L})/u, ''),
    );
    if (next < 0) break;
    at = next;
  }
  return { numbers, units };
}

interface UnitText {
  read: ReadUnit | null;
  /** Plain words after the unit ("max.", "gross"), ignored. */
  rest: string;
}

/** The longest leading words of `text` that name a unit; the words after must be plain words. */
function unitOf(text: string): UnitText | null {
  if (text === '') return { read: null, rest: '' };
  const words = text.split(' ');
  if (words.length > 6) return null;
  for (let n = words.length; n >= 1; n--) {
    const rest = words.slice(n).join(' ');
    if (!PLAIN.test(rest)) continue;
    const read = readUnit(words.slice(0, n).join(' '));
    if (read) return { read, rest };
  }
  return PLAIN.test(text) && !/^['"]/.test(text) ? { read: null, rest: text } : null;
}

const PLAIN = /^[\p{L} .'-]*$/u;
const WORDS = /^\p{L}[\p{L}'-]*\.?(?: \p{L}[\p{L}'-]*\.?){0,5}$/u;

function kindPhrase(kind: string | null): string {
  const name = !kind || kind === 'unknown' ? 'unit of another kind' : kind.replace(/_/g, ' ');
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}

function formatPlain(n: number): string {
  const [int, frac] = String(Math.abs(n)).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

function readNumeric(text: string, kind: QuantityKind, metricUnit: string | null): SpecReading {
  const cleaned = clean(text);
  if (cleaned === '' || cleaned.length > MAX_LENGTH) return UNPARSED;
  const firstDigit = cleaned.search(/\d/);
  if (firstDigit < 0) return UNPARSED;
  const cut = cleaned.slice(firstDigit).search(CUT);
  const primary = (cut < 0 ? cleaned : cleaned.slice(0, firstDigit + cut)).trim();
  const feet = kind === 'length' ? FEET_INCHES.exec(primary) : null;
  if (feet) {
    const m = toSi(Number(feet[1]), 'ft') + toSi(Number(feet[2]), 'in');
    return { status: 'number', siMin: m, siMax: m };
  }
  const scanned = scan(primary);
  if (!scanned) return UNPARSED;
  const { numbers } = scanned;
  const texts = scanned.units.map(unitOf);
  if (texts.some((t) => t === null)) return UNPARSED;
  const [first, second] = texts as UnitText[];
  // "5.5 / 3.2 km/h" (high / low): two values sharing the unit after them, read as their range.
  const after = cut < 0 ? '' : cleaned.slice(firstDigit + cut);
  if (kind !== 'count' && !second && scanned.units[0] === '' && /^\s*\/\s*\.?\d/.test(after)) {
    return readNumeric(`${primary} – ${after.replace(/^\s*\/\s*/, '')}`, kind, metricUnit);
  }
  // "1.2 m³ max. – 1.5 m³": words between a number and the range separator are not a unit.
  if (second && first.rest !== '') return UNPARSED;
  const negative = numbers.some((n) => n < 0);

  if (kind === 'count') {
    if (negative) return UNPARSED;
    // "6 kg" names a unit; "4 cylinders", "2 pc" (not a parsec) are plain words; "4 N*mrpm" is neither.
    for (let i = 0; i < texts.length; i++) {
      const read = texts[i]?.read;
      if (read && texts[i]?.rest === '' && isTradeUnit(scanned.units[i])) {
        const suggestion = `${primary} is ${kindPhrase(kindOfUnit(read.unit))}; expected a count`;
        return { status: 'unit_mismatch', suggestion };
      }
      if (scanned.units[i] !== '' && !WORDS.test(scanned.units[i])) return UNPARSED;
    }
    return { status: 'number', siMin: Math.min(...numbers) + 0, siMax: Math.max(...numbers) + 0 };
  }

  // A unit written once serves both ends: "1.2–1.5 m³", "1.2 m³ – 1.5".
  const lastRead = second ? (second.read ?? first.read) : first.read;
  const firstRead = first.read ?? lastRead;
  if (!firstRead || !lastRead) {
    // "12 bags", "4WD": words that are no unit; only a bare number gets a suggested unit.
    if (texts.some((t) => t?.rest)) return UNPARSED;
    if (!metricUnit || (negative && !NEGATIVE_OK.has(kind))) return UNPARSED;
    const shown = numbers.map(formatPlain).join('–');
    return { status: 'unparsed', suggestion: `${shown} ${unitLabel(metricUnit)}` };
  }
  const reads = second ? [firstRead, lastRead] : [firstRead];
  const si: number[] = [];
  for (let i = 0; i < reads.length; i++) {
    const value = readToSi(numbers[i], reads[i], kind);
    if (value === null) {
      const actual = kindOfUnit(reads[i].unit);
      return {
        status: 'unit_mismatch',
        suggestion: `${primary} is ${kindPhrase(actual)}; expected ${kindPhrase(kind)}`,
      };
    }
    si.push(value);
  }
  if (negative && !NEGATIVE_OK.has(kind)) return UNPARSED;
  if (si.some((v) => !Number.isFinite(v))) return UNPARSED;
  // + 0 turns a -0 ("-0 m") into 0.
  return { status: 'number', siMin: Math.min(...si) + 0, siMax: Math.max(...si) + 0 };
}

// Catalogues repeat values ("N/A", "2,200 rpm") across variants; a full re-index reads each once.
const readings = new Map<string, SpecReading>();

export function readSpecValue(
  text: string,
  kind: QuantityKind,
  opts: { metricUnit?: string | null } = {},
): SpecReading {
  if (typeof text !== 'string') return { ...UNPARSED };
  if (kind === 'text') return { status: 'text', textValue: collapse(text) };
  if (text.length > MAX_LENGTH * 4) return { ...UNPARSED };
  const key = `${kind}\u0001${opts.metricUnit ?? ''}\u0001${text}`;
  let reading = readings.get(key);
  if (!reading) {
    try {
      reading = readNumeric(text, kind, opts.metricUnit ?? null);
    } catch {
      // A reader of published text must not fail a save; an unforeseen input is simply unread.
      reading = UNPARSED;
    }
    if (readings.size >= 20_000) readings.clear();
    readings.set(key, reading);
  }
  return { ...reading };
}

/**
 * SI values in a display unit: "12,500 kg", "1.2–1.5 m³", a plain number when `unit` is null.
 * Trailing zeros after rounding are dropped, as brochures print them.
 */
export function formatSpec(
  siMin: number,
  siMax: number,
  unit: string | null | undefined,
  decimals: number,
): string {
  const lo = plainFigure(fromSi(siMin, unit), decimals);
  const hi = plainFigure(fromSi(siMax, unit), decimals);
  const value = lo === hi ? lo : `${lo}–${hi}`;
  return unit ? `${value} ${unitLabel(unit)}` : value;
}

// Each parameter with its factor, made once per parameter object: a page shows a few hundred
// figures of a few dozen parameters, and copying the parameter for each figure was two thirds of
// a figure's cost (5.2–5.7 → 1.6–2.1 µs, 4 Dec 2026). The dictionary's entries are replaced, not
// changed, when it changes, so an entry's copy cannot go stale.
const factored = new WeakMap<FigureParameter, FigureParameter>();

/** A stored reading as the public sees it in `units`: the one rule of common/figures.ts. */
export function displayFigure(siMin: number, siMax: number, p: FigureParameter, units: UnitSystem) {
  let withStep = factored.get(p);
  if (!withStep) {
    withStep = withFactor(p);
    factored.set(p, withStep);
  }
  const unit = figureUnit(p, units);
  return showFigure(fromSi(siMin, unit), fromSi(siMax, unit), withStep, units);
}
