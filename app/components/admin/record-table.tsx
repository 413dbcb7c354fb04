import type { ReactNode } from 'react';
import {
  AdminTable,
  actionsCellClass,
  actionsHead,
  cellClass,
  type HeadCell,
  PlaceholderRow,
} from './admin-table';
import { SelectBox } from './bulk/select-box';
import type { CrudTableProps } from './crud-section';
import { ListFailure } from './list-failure';
import { RowActions } from './row-actions';

// The table of an admin list section: the product's failure, loading and empty rows, then a row a
// record with the section's own cells and its actions last (pinned). A failure shows only while
// there are no rows to show; a failed refresh keeps the rows on screen.

/** What a section's table takes from `CrudSection`; View and Create only the news table uses. */
export type RecordListProps<T> = Omit<CrudTableProps<T>, 'onView' | 'onCreate'>;

export function RecordTable<T extends { id: number; name?: string }>({
  caption,
  head,
  loadingText = `Loading ${caption.toLowerCase()}...`,
  emptyText = `No ${caption.toLowerCase()} found`,
  rows,
  cells,
  actions,
  loading,
  failure,
  onRetry,
  onEdit,
  onDelete,
  deletingId,
  selection,
}: RecordListProps<T> & {
  caption: string;
  /** The columns before Actions. */
  head: HeadCell[];
  /** "Loading brands..." unless given. */
  loadingText?: string;
  /** "No brands found" unless given. */
  emptyText?: ReactNode;
  /** A record's cells, before its actions. */
  cells: (record: T) => ReactNode;
  /** A record's actions, when not Edit and Delete. */
  actions?: (record: T) => ReactNode;
}) {
  const pageIds = rows?.map((r) => r.id) ?? [];
  const pageState = selection?.pageState(pageIds);
  // With bulk actions (docs/product.md §26, "Bulk actions and undo") a tick box leads each row, and the page's in the head.
  const selectHead: HeadCell[] = selection
    ? [
        {
          label: 'Select',
          className: 'w-10 pr-0!',
          content: (
            <SelectBox
              aria-label={`Select all ${caption.toLowerCase()} on this page`}
              checked={pageState === 'all' && pageIds.length > 0}
              mixed={pageState === 'some'}
              disabled={selection.disabled || pageIds.length === 0}
              onChange={() => selection.togglePage(pageIds)}
            />
          ),
        },
      ]
    : [];
  const columns = [...selectHead, ...head, actionsHead];
  return (
    <AdminTable caption={caption} head={columns}>
      {failure && !rows ? (
        <ListFailure colSpan={columns.length} text={failure} onRetry={onRetry} />
      ) : loading ? (
        <PlaceholderRow colSpan={columns.length}>{loadingText}</PlaceholderRow>
      ) : !rows || rows.length === 0 ? (
        <PlaceholderRow colSpan={columns.length}>{emptyText}</PlaceholderRow>
      ) : (
        rows.map((record) => (
          <tr key={record.id} className="hover:bg-neutral-50">
            {selection ? (
              <td className={`${cellClass} w-10 pr-0`}>
                <SelectBox
                  aria-label={`Select ${rowName(record)}`}
                  checked={selection.isSelected(record.id)}
                  disabled={selection.disabled}
                  onChange={() => selection.toggle(record.id, pageIds)}
                />
              </td>
            ) : null}
            {cells(record)}
            <td className={actionsCellClass}>
              {actions ? (
                actions(record)
              ) : (
                <RowActions
                  name={record.name ?? ''}
                  onEdit={() => onEdit(record)}
                  onDelete={() => onDelete(record)}
                  deleting={deletingId === record.id}
                />
              )}
            </td>
          </tr>
        ))
      )}
    </AdminTable>
  );
}

/** What a row's tick box says it selects: the record's name, or an article's title. */
const rowName = (record: { id: number; name?: string; title?: string }) =>
  record.name ?? record.title ?? `record ${record.id}`;

/** A description cut to two lines, or "No description" (docs/product.md §4). */
export function DescriptionCell({ text, className = '' }: { text: string | null; className?: string }) {
  return (
    <td className={`${cellClass} ${className} max-w-md min-w-48`}>
      {text ? (
        <span className="line-clamp-2">{text}</span>
      ) : (
        <span className="text-neutral-600 italic">No description</span>
      )}
    </td>
  );
}
