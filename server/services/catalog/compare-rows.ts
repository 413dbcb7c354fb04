import { isNumericKind, type QuantityKind } from '#common/quantity-kinds';
import type { CompareRow } from '#common/schemas/compare';
import { normName } from '../parameters/spec-index';

// The rows of the comparison (docs/product.md §18): every product's specifications laid side by
// side, a parameter a row, with whether the values differ and which are best. Pure: the service
// (compare.ts) hands in what it read.

export interface ComparedParameter {
  key: string;
  name: string;
  kind: QuantityKind;
  better: 'higher' | 'lower' | null;
  /** The display unit in the chosen system (null: a plain number or text). */
  unit: string | null;
}

/** One specification row of one product. */
export interface ComparedSpec {
  group: string;
  /** The name as published. */
  name: string;
  /** What the product page shows: the value in the chosen units, else the published text. */
  shown: string;
  /** The dictionary entry it matched. */
  parameter?: ComparedParameter;
  /** Its value in SI when read as a number (a single value has min = max). */
  si?: { min: number; max: number };
}

/** Names meet without regard to case, runs of space or punctuation: "Max. Speed" = "max speed". */
export const alignName = (name: string) => normName(name.normalize('NFKC').replace(/[\p{P}\p{S}]+/gu, ' '));

// Conversions between units leave float noise (12 t and 12,000 kg); anything larger is a real
// difference in what was published.
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));

function same(a: ComparedSpec, b: ComparedSpec) {
  if (a.si && b.si) return near(a.si.min, b.si.min) && near(a.si.max, b.si.max);
  return normName(a.shown) === normName(b.shown);
}

interface Building {
  group: string;
  name: string;
  parameter?: ComparedParameter;
  cells: (ComparedSpec | undefined)[];
}

/**
 * A range competes with its better end (a reach of 5–6 m with 6 m, a cycle of 5–6 s with 5 s). A
 * best needs something to beat: with fewer than two numbers, or all of them equal, there is none.
 */
function bestOf(row: Building): number[] | null {
  const better = row.parameter?.better;
  if (!better || !isNumericKind(row.parameter!.kind)) return null;
  const scored = row.cells.flatMap((c, i) =>
    c?.si ? [{ i, score: better === 'higher' ? c.si.max : c.si.min }] : [],
  );
  if (scored.length < 2) return [];
  const top = (better === 'higher' ? Math.max : Math.min)(...scored.map((s) => s.score));
  const winners = scored.filter((s) => near(s.score, top)).map((s) => s.i);
  return winners.length === scored.length ? [] : winners;
}

function finish(row: Building, group: string): CompareRow {
  const present = row.cells.filter((c): c is ComparedSpec => c !== undefined);
  const p = row.parameter;
  return {
    group,
    key: p?.key ?? null,
    name: p?.name ?? row.name,
    unit: p && isNumericKind(p.kind) ? p.unit : null,
    values: row.cells.map((c) => c?.shown ?? null),
    differs: present.length < row.cells.length || present.some((c) => !same(c, present[0])),
    best: bestOf(row),
  };
}

/**
 * `machines[i]`: the specifications of product i in published order. A row is matched by
 * parameter key, else by aligned name; a product that has the same one twice (in two groups) fills
 * the row of its own group first, then the first free one, else opens a second row. Groups come in
 * order of first appearance (by name, without regard to case), rows within a group too.
 */
export function compareRows(machines: ComparedSpec[][]): CompareRow[] {
  const groups = new Map<string, { name: string; rows: Building[] }>();
  const byMatch = new Map<string, Building[]>();
  machines.forEach((specs, i) => {
    for (const spec of specs) {
      const match = spec.parameter ? `key:${spec.parameter.key}` : `name:${alignName(spec.name)}`;
      const groupId = normName(spec.group);
      const free = (byMatch.get(match) ?? []).filter((r) => r.cells[i] === undefined);
      let row = free.find((r) => normName(r.group) === groupId) ?? free[0];
      if (!row) {
        const cells = Array.from({ length: machines.length }, () => undefined);
        row = { group: spec.group, name: spec.name, parameter: spec.parameter, cells };
        byMatch.set(match, [...(byMatch.get(match) ?? []), row]);
        const group = groups.get(groupId) ?? { name: spec.group, rows: [] };
        group.rows.push(row);
        groups.set(groupId, group);
      }
      row.cells[i] = spec;
    }
  });
  return [...groups.values()].flatMap((g) => g.rows.map((row) => finish(row, g.name)));
}
