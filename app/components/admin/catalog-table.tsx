import type { ReactNode } from 'react';
import {
  AdminTable,
  actionsCellClass,
  actionsHead,
  cellClass,
  type HeadCell,
  PlaceholderRow,
} from './admin-table';
import { ListFailure } from './list-failure';
import { RowActions } from './row-actions';

// The list of a catalogue section (brands, categories, products): the product's failure, loading and
// empty rows, then a row a record with the section's own cells and Edit/Delete last (pinned).

/** What a catalogue section hands its table, from use-crud-section.ts. */
export interface CatalogListProps<T> {
  loading: boolean;
  failure: string | null;
  onRetry: () => void;
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
  deletingId?: number;
}

export function CatalogTable<T extends { id: number; name: string }>({
  caption,
  head,
  loadingText,
  emptyText,
  records,
  cells,
  loading,
  failure,
  onRetry,
  onEdit,
  onDelete,
  deletingId,
}: CatalogListProps<T> & {
  caption: string;
  /** The columns before Actions. */
  head: HeadCell[];
  loadingText: string;
  emptyText: string;
  records: T[];
  /** A record's cells, before its actions. */
  cells: (record: T) => ReactNode;
}) {
  const columns = [...head, actionsHead];
  return (
    <AdminTable caption={caption} head={columns}>
      {failure ? (
        <ListFailure colSpan={columns.length} text={failure} onRetry={onRetry} />
      ) : loading ? (
        <PlaceholderRow colSpan={columns.length}>{loadingText}</PlaceholderRow>
      ) : records.length === 0 ? (
        <PlaceholderRow colSpan={columns.length}>{emptyText}</PlaceholderRow>
      ) : (
        records.map((record) => (
          <tr key={record.id} className="hover:bg-neutral-50">
            {cells(record)}
            <td className={actionsCellClass}>
              <RowActions
                name={record.name}
                onEdit={() => onEdit(record)}
                onDelete={() => onDelete(record)}
                deleting={deletingId === record.id}
              />
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
