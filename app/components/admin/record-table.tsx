import type { ReactNode } from 'react';
import {
  AdminTable,
  actionsCellClass,
  actionsHead,
  cellClass,
  type HeadCell,
  PlaceholderRow,
} from './admin-table';
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
  const columns = [...head, actionsHead];
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
