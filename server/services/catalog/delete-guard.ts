import { Conflict } from '../../errors';

type Dependants = { count: number; one: string; many: string }[];

/**
 * Deleting a record that others still reference answers 409 naming what blocks it, rather than
 * cascading (docs/decisions/002-deleting-referenced-records.md).
 */
export function assertNoDependants(record: string, dependants: Dependants, advice = 'Delete or move') {
  const blocking = dependants.filter((d) => d.count > 0);
  if (blocking.length === 0) return;
  const parts = blocking.map((d) => `${d.count} ${d.count === 1 ? d.one : d.many}`);
  const pronoun = blocking.length === 1 && blocking[0].count === 1 ? 'it' : 'them';
  throw new Conflict(`This ${record} still has ${parts.join(' and ')}. ${advice} ${pronoun} first.`);
}
