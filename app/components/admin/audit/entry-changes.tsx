import { ArrowRight, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { auditFieldKind, auditFieldLabel, auditValueText } from '#common/audit-labels';
import type { AuditChanges } from '#common/schemas/audit';
import { listDiff, type RowsDiff, specsDiff, textExcerpt } from './change-diff';

// An entry's changed fields in words (docs/product.md §26): a value as before → after, a long text
// as the stretch that changed (its full text on demand), a list and the technical parameters as
// the rows added, removed and changed, and a secret or a person's words only as "changed".

type Change = AuditChanges[string];

/** `created`: the entry made the record, so a value is shown alone, never as "(empty) → …". */
export function EntryChanges({ changes, created = false }: { changes: AuditChanges; created?: boolean }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <p className="text-sm text-neutral-600">No fields recorded.</p>;
  return (
    <dl className="grid gap-2 text-sm">
      {fields.map(([field, change]) => (
        <div key={field} className="grid gap-0.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
          <dt className="font-medium text-neutral-700">{auditFieldLabel(field)}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere] text-charcoal">
            <FieldChange
              field={field}
              change={created ? { to: change.to, redacted: change.redacted } : change}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FieldChange({ field, change }: { field: string; change: Change }) {
  switch (auditFieldKind(field, change)) {
    case 'redacted':
      return (
        <span className="inline-flex items-center gap-1 text-neutral-700">
          <Lock aria-hidden className="size-3.5" />
          Changed (not shown)
        </span>
      );
    case 'specs':
      return <Rows diff={specsDiff(change.from, change.to)} />;
    case 'list':
      return <Rows diff={listDiff(field, change.from, change.to)} />;
    case 'long':
      return <LongText field={field} change={change} />;
    default:
      return <Scalar field={field} change={change} />;
  }
}

/** "→", read as "to"; `spaced` in running text, where no gap of a flex row keeps it apart. */
function To({ spaced = false }: { spaced?: boolean }) {
  return (
    <>
      <ArrowRight
        aria-hidden
        className={`inline size-3.5 shrink-0 align-[-2px] text-neutral-500 ${spaced ? 'mx-1' : ''}`}
      />
      <span className="sr-only"> to </span>
    </>
  );
}

/** Before → after; only the after when the entry has no before (a lead's assignment to a rule). */
function Scalar({ field, change }: { field: string; change: Change }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      {change.from === undefined ? null : (
        <>
          <del className="text-neutral-600">{auditValueText(field, change.from)}</del>
          <To />
        </>
      )}
      <ins className="font-medium no-underline">{auditValueText(field, change.to)}</ins>
    </span>
  );
}

/** Before and after, each the stretch around the first difference; "Show full text" opens both. */
function LongText({ field, change }: { field: string; change: Change }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const text = (value: unknown) =>
    typeof value === 'string' ? value : value == null ? '' : auditValueText(field, value);
  const [from, to] = [text(change.from), text(change.to)];
  const before = textExcerpt(from, to);
  const after = textExcerpt(to, from);
  const shown = (value: string, compact: string) => (open ? value : compact) || '(empty)';
  return (
    <div className="grid gap-1">
      <div id={id} className="grid gap-1">
        {change.from === undefined ? null : (
          <p className="rounded bg-red-50 px-2 py-1 whitespace-pre-line text-red-900">
            <span className="sr-only">Before: </span>
            <del className="no-underline">{shown(from, before.excerpt)}</del>
          </p>
        )}
        <p className="rounded bg-green-50 px-2 py-1 whitespace-pre-line text-green-900">
          <span className="sr-only">After: </span>
          <ins className="no-underline">{shown(to, after.excerpt)}</ins>
        </p>
      </div>
      {before.cut || after.cut ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="justify-self-start rounded py-1 text-sm font-medium text-charcoal underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {open ? 'Show less' : 'Show full text'}
        </button>
      ) : null}
    </div>
  );
}

/** Each item with a key of its own, a repeated item counted ("Cab#2"). */
function keyed(items: string[]): [key: string, item: string][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const n = (seen.get(item) ?? 0) + 1;
    seen.set(item, n);
    return [`${item}#${n}`, item];
  });
}

function Rows({ diff }: { diff: RowsDiff }) {
  if (diff.reordered) return <span className="text-neutral-700">Same items, new order</span>;
  return (
    <ul className="grid gap-0.5">
      {keyed(diff.added).map(([key, item]) => (
        <li key={`a${key}`} className="text-green-900">
          <span className="font-semibold">Added:</span> {item}
        </li>
      ))}
      {keyed(diff.removed).map(([key, item]) => (
        <li key={`r${key}`} className="text-red-900">
          <span className="font-semibold">Removed:</span> <del className="no-underline">{item}</del>
        </li>
      ))}
      {diff.changed.map(({ row, from, to }) => (
        <li key={`c${row}`}>
          <span className="font-semibold">Changed:</span> {row}:{' '}
          <del className="text-neutral-600">{from || '(empty)'}</del>
          <To spaced />
          <ins className="font-medium no-underline">{to || '(empty)'}</ins>
        </li>
      ))}
    </ul>
  );
}
