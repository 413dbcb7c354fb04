/**
 * Names in alphabetical order, case aside ("bulldozers" beside "Bulldozers"), without
 * `localeCompare`: its first use loads ICU's collation data, and the listing sorts its filter
 * choices while it hydrates (decision 077). Names here are English words, where this order and a
 * collator's agree.
 */
export function byName(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  // Lower case first, as a collator puts it ("excavators" before "Excavators").
  return a > b ? -1 : a < b ? 1 : 0;
}
