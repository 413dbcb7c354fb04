import { Link } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import { AUDIT_ENTITY_LABELS } from '#common/audit-labels';
import type { AuditEntry } from '#common/schemas/audit';

// Which record an entry is about (docs/product.md §26.1): its kind, id and name now, a link where
// the back office has an address for it.

/** The list sections that open a record's editor from the address. */
const SECTIONS = {
  brand: 'brands',
  category: 'categories',
  product: 'products',
  variant: 'variants',
  news: 'news',
  branch: 'branches',
} as const;

/** Where a record is edited, when the back office has an address for it. */
function recordPath(entry: AuditEntry): string | null {
  const id = Number(entry.entity_id);
  if (entry.entity in SECTIONS)
    return Number.isInteger(id)
      ? adminPaths.record(SECTIONS[entry.entity as keyof typeof SECTIONS], id)
      : null;
  switch (entry.entity) {
    case 'lead':
      return Number.isInteger(id) ? adminPaths.inquiry(id) : null;
    case 'setting':
    case 'lead_desk':
      return adminPaths.settings();
    default:
      return null;
  }
}

/** The lead desk's records by their id's prefix (`rule:3`); `desk` is its hours and targets. */
const DESK_PARTS: Record<string, string> = {
  rule: 'routing rule',
  template: 'reply template',
  holiday: 'holiday',
};

/** "Brand #12", "Setting site_name", "Lead desk reply template #3", "Hero section". */
function recordTitle({ entity, entity_id }: AuditEntry): string {
  const kind = AUDIT_ENTITY_LABELS[entity];
  if (entity === 'setting') return `${kind} ${entity_id}`;
  const [part, id] = entity_id.includes(':') ? entity_id.split(':', 2) : ['', entity_id];
  if (!/^\d+$/.test(id)) return kind;
  return part ? `${kind} ${DESK_PARTS[part] ?? part} #${id}` : `${kind} #${id}`;
}

/** "Brand #12 · Volvo CE": the record, and its name now (else the one the entry carries). */
export function recordName(entry: AuditEntry): string {
  const named = entry.changes.name ?? entry.changes.title;
  const name = [entry.name, named?.to, named?.from].find(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  return `${recordTitle(entry)}${name ? ` · ${name}` : ''}`;
}

export function RecordLabel({ entry }: { entry: AuditEntry }) {
  const path = recordPath(entry);
  const text = recordName(entry);
  if (!path) return <span className="font-medium [overflow-wrap:anywhere] text-charcoal">{text}</span>;
  return (
    <Link
      to={path}
      className="font-medium [overflow-wrap:anywhere] text-charcoal underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
    >
      {text}
    </Link>
  );
}
