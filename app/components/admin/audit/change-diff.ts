import { AUDIT_LONG_TEXT, auditValueText } from '#common/audit-labels';

// How a changed field reads (docs/product.md §26): a list (features, applications, images) and the
// technical parameters as the rows added, removed and changed, a long text as the stretch around
// its first difference. Pure, so the History tab and the Activity page say the same.

export interface RowsDiff {
  added: string[];
  removed: string[];
  changed: { row: string; from: string; to: string }[];
  /** Same items, another order. */
  reordered: boolean;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const itemText = (field: string, item: unknown) => auditValueText(field, item);

/** Items added and removed (each counted: a repeated item removed once is removed once). */
export function listDiff(field: string, from: unknown, to: unknown): RowsDiff {
  const before = asList(from).map((item) => itemText(field, item));
  const after = asList(to).map((item) => itemText(field, item));
  const left = [...before];
  const added: string[] = [];
  for (const item of after) {
    const at = left.indexOf(item);
    if (at >= 0) left.splice(at, 1);
    else added.push(item);
  }
  const reordered = added.length === 0 && left.length === 0 && before.join('\n') !== after.join('\n');
  return { added, removed: left, changed: [], reordered };
}

type SpecRow = { key?: unknown; value?: unknown };
type SpecGroup = { category?: unknown; specifications?: unknown };

/** "Group › Parameter" → value, for each row of a variant's technical parameters. */
function specRows(value: unknown): Map<string, string> {
  const rows = new Map<string, string>();
  for (const group of asList(value) as SpecGroup[]) {
    const category = String(group?.category ?? '').trim();
    for (const row of asList(group?.specifications) as SpecRow[]) {
      const key = String(row?.key ?? '').trim();
      const name = category ? `${category} › ${key}` : key;
      rows.set(name, String(row?.value ?? ''));
    }
  }
  return rows;
}

/** The technical parameters' rows added, removed and changed, by group and parameter name. */
export function specsDiff(from: unknown, to: unknown): RowsDiff {
  const before = specRows(from);
  const after = specRows(to);
  const diff: RowsDiff = { added: [], removed: [], changed: [], reordered: false };
  for (const [row, value] of after) {
    if (!before.has(row)) diff.added.push(`${row}: ${value}`);
    else if (before.get(row) !== value) diff.changed.push({ row, from: before.get(row) ?? '', to: value });
  }
  for (const [row, value] of before) if (!after.has(row)) diff.removed.push(`${row}: ${value}`);
  diff.reordered =
    diff.added.length + diff.removed.length + diff.changed.length === 0 &&
    [...before.keys()].join('\n') !== [...after.keys()].join('\n');
  return diff;
}

const CONTEXT = 30;

/**
 * A long text's compact form: from a little before where the two versions first differ, at most
 * AUDIT_LONG_TEXT characters, with … where it was cut; `cut` says whether anything was left out.
 */
export function textExcerpt(text: string, other: string): { excerpt: string; cut: boolean } {
  let same = 0;
  while (same < text.length && same < other.length && text[same] === other[same]) same++;
  const start = Math.max(0, Math.min(same - CONTEXT, text.length - AUDIT_LONG_TEXT));
  const end = Math.min(text.length, start + AUDIT_LONG_TEXT);
  const excerpt = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return { excerpt, cut: start > 0 || end < text.length };
}
