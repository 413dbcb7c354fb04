import { GitMerge, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { cellClass, StatusBadge } from '#app/components/admin/admin-table';
import { type RecordListProps, RecordTable } from '#app/components/admin/record-table';
import { RowAction, RowActions, RowDelete } from '#app/components/admin/row-actions';
import { useReadOnly } from '#app/components/admin/use-can';
import { countText } from '#app/lib/count-text';
import type { Parameter } from '#common/schemas/parameters';
import { KIND_LABELS, unitsText } from './parameter-form';
import { reviewAddress } from './review-address';

// The dictionary list (docs/product.md §17): name and key, kind, display units, categories,
// filterable, how many variants use it and how many of their values wait in Review (a link to
// them); Edit, Merge
// into… and Delete at the row end, or View for a role that may only read (docs/product.md §23). Columns give way as the table's frame narrows (a container
// query, as in the other admin lists): categories and filterable first, then kind and units,
// which then show under the name.

const CATEGORIES = 'hidden @5xl:table-cell';
const FILTERABLE = 'hidden @4xl:table-cell';
const KIND = 'hidden @2xl:table-cell';
const USAGE = 'hidden @lg:table-cell';
const HEAD = [
  'Parameter',
  { label: 'Kind', className: KIND },
  { label: 'Units', className: KIND },
  { label: 'Categories', className: CATEGORIES },
  { label: 'Filterable', className: FILTERABLE },
  { label: 'Used by', className: `${USAGE} text-right` },
];

export function ParameterTable({
  onMerge,
  ...list
}: RecordListProps<Parameter> & { onMerge: (parameter: Parameter) => void }) {
  const readOnly = useReadOnly();
  return (
    <RecordTable
      caption="Parameters"
      head={HEAD}
      {...list}
      cells={parameterCells}
      actions={(p) =>
        readOnly ? (
          <RowActions name={p.name} onEdit={() => list.onEdit(p)} onDelete={() => list.onDelete(p)} />
        ) : (
          <div className="flex items-center justify-end gap-1">
            <RowAction icon={Pencil} label="Edit" name={p.name} onClick={() => list.onEdit(p)} />
            <RowAction
              icon={GitMerge}
              label="Merge"
              name={`${p.name} into another parameter`}
              onClick={() => onMerge(p)}
            />
            <RowDelete name={p.name} onClick={() => list.onDelete(p)} deleting={list.deletingId === p.id} />
          </div>
        )
      }
    />
  );
}

/** How many variants use the parameter, and a link to its values waiting in Review. */
function parameterCells(p: Parameter) {
  return (
    <>
      <th scope="row" className={`${cellClass} text-left font-normal`}>
        <span className="block min-w-36 font-semibold text-charcoal">{p.name}</span>
        <span className="block font-mono text-xs text-neutral-600">{p.key}</span>
        <span className="block text-xs text-neutral-600 @2xl:hidden">
          {KIND_LABELS[p.kind]} · {unitsText(p)}
        </span>
        <span className="block text-xs text-neutral-600 @lg:hidden">
          <Usage parameter={p} />
        </span>
      </th>
      <td className={`${cellClass} ${KIND} whitespace-nowrap`}>{KIND_LABELS[p.kind]}</td>
      <td className={`${cellClass} ${KIND} whitespace-nowrap`}>{unitsText(p)}</td>
      <td className={`${cellClass} ${CATEGORIES} max-w-64 min-w-40`}>
        {p.categories.length > 0 ? (
          <span className="line-clamp-2">{p.categories.join(', ')}</span>
        ) : (
          <span className="text-neutral-600 italic">Every category</span>
        )}
      </td>
      <td className={`${cellClass} ${FILTERABLE}`}>
        <StatusBadge active={p.filterable} on="Yes" off="No" />
      </td>
      <td className={`${cellClass} ${USAGE} text-right whitespace-nowrap tabular-nums`}>
        <Usage parameter={p} />
      </td>
    </>
  );
}

function Usage({ parameter: p }: { parameter: Parameter }) {
  return (
    <>
      {countText(p.usage ?? 0, 'variant', 'variants')}
      {p.review ? (
        <Link
          to={reviewAddress({ parameter: p.key })}
          className="block text-xs font-medium text-amber-900 underline underline-offset-2 hover:text-charcoal focus-visible:outline-2 focus-visible:outline-brand"
        >
          {p.review} to review<span className="sr-only">: values of {p.name}</span>
        </Link>
      ) : null}
    </>
  );
}
