import { DEFAULT_TECH_GROUP } from '#common/constants';
import type { TechGroup } from '#common/variant-fields';

// Technical parameters ↔ the rectangular grid of docs/product.md §17. A parameter is a (group,
// name) pair; the n-th row of the same pair in one variant goes to the n-th parameter of that
// pair, so a variant that names a row twice keeps both.

export interface GridParameter {
  group: string;
  name: string;
}

const pairKey = (group: string, name: string) => `${group}\u0000${name}`;

/**
 * The parameters of these variants in a stable order: groups in the order they first appear,
 * and within a group the names in the order they first appear; each variant's values aligned.
 */
export function toGrid(rows: { id: number; groups: TechGroup[] }[]) {
  const order = new Map<string, string[]>(); // group → parameter keys in order
  const index = new Map<string, number>(); // pair key + occurrence → position in its group's list
  const seen = rows.map((row) => {
    const counts = new Map<string, number>();
    const values = new Map<string, string>();
    for (const group of row.groups) {
      for (const spec of group.specifications) {
        const pair = pairKey(group.category, spec.key);
        const n = (counts.get(pair) ?? 0) + 1;
        counts.set(pair, n);
        const key = `${pair}\u0000${n}`;
        values.set(key, spec.value);
        if (!index.has(key)) {
          const list = order.get(group.category) ?? [];
          index.set(key, list.length);
          list.push(key);
          order.set(group.category, list);
        }
      }
    }
    return { id: row.id, values };
  });
  const keys = [...order.values()].flat();
  const parameters: GridParameter[] = keys.map((key) => {
    const [group, name] = key.split('\u0000');
    return { group, name };
  });
  const cells: Record<string, string[]> = {};
  for (const { id, values } of seen) cells[id] = keys.map((key) => values.get(key) ?? '');
  return { parameters, cells };
}

/**
 * One variant's values → its technical parameters: rows in parameter order, empty ones dropped.
 * A row keeps the dictionary key it was saved with while its group and name stay the same.
 */
export function fromGrid(
  parameters: GridParameter[],
  values: string[],
  before: TechGroup[] = [],
): TechGroup[] {
  const keys = new Map<string, string>();
  for (const group of before) {
    for (const spec of group.specifications) {
      const pair = pairKey(group.category, spec.key);
      if (spec.parameter_key && !keys.has(pair)) keys.set(pair, spec.parameter_key);
    }
  }
  const groups = new Map<string, TechGroup['specifications']>();
  parameters.forEach((parameter, i) => {
    const value = values[i] ?? '';
    if (!value) return;
    const group = parameter.group || DEFAULT_TECH_GROUP;
    const parameterKey = keys.get(pairKey(group, parameter.name));
    const spec = parameterKey
      ? { key: parameter.name, value, parameter_key: parameterKey }
      : { key: parameter.name, value };
    groups.set(group, [...(groups.get(group) ?? []), spec]);
  });
  return [...groups].map(([category, specifications]) => ({ category, specifications }));
}
