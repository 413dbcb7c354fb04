import {
  AdminTable,
  actionsCellClass,
  actionsHead,
  cellClass,
  PlaceholderRow,
} from '#app/components/admin/admin-table';
import { exactDate, exactTime } from '#app/components/admin/inquiries/lead-format';
import { ListFailure } from '#app/components/admin/list-failure';
import { buttonClass } from '#app/components/ui/button';
import { TRASH_NOUNS, type TrashItem } from '#common/schemas/trash';

// The trash's rows, most recently deleted first: what it was, who deleted it and when, when it goes
// for good, and its Restore / Delete now buttons for the roles that may use them.
const SM = 'hidden sm:table-cell';
const HEAD = [
  'Record',
  { label: 'Deleted', className: SM },
  { label: 'Removed for good', className: SM },
  actionsHead,
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function TrashTable({
  items,
  loading,
  failure,
  onRetry,
  canRestore,
  canPurge,
  busy,
  onRestore,
  onPurge,
}: {
  items: TrashItem[];
  loading: boolean;
  failure: string | null;
  onRetry: () => void;
  canRestore: boolean;
  canPurge: boolean;
  /** The item whose action is running: its buttons wait. */
  busy: number | null;
  onRestore: (item: TrashItem) => void;
  onPurge: (item: TrashItem) => void;
}) {
  return (
    <AdminTable caption="Trash" head={HEAD}>
      {failure ? (
        <ListFailure colSpan={HEAD.length} text={failure} onRetry={onRetry} />
      ) : loading ? (
        <PlaceholderRow colSpan={HEAD.length}>Loading the trash...</PlaceholderRow>
      ) : items.length === 0 ? (
        <PlaceholderRow colSpan={HEAD.length}>The trash is empty.</PlaceholderRow>
      ) : (
        items.map((item) => (
          <tr key={item.id}>
            <td className={`${cellClass} max-w-80 break-words`}>
              <span className="block font-medium text-charcoal">{item.name}</span>
              <span className="block text-xs text-neutral-700">{capitalised(TRASH_NOUNS[item.entity])}</span>
              <span className="block text-xs text-neutral-600 sm:hidden">
                Deleted {exactTime(item.deleted_at)}
              </span>
            </td>
            <td className={`${cellClass} ${SM} text-neutral-700`}>
              <span className="block whitespace-nowrap">{exactTime(item.deleted_at)}</span>
              <span className="block text-xs">by {item.deleted_by?.name ?? 'System'}</span>
            </td>
            <td className={`${cellClass} ${SM} whitespace-nowrap text-neutral-700`}>
              {exactDate(item.purge_at)}
            </td>
            <td className={actionsCellClass}>
              <div className="flex flex-col items-end gap-2 whitespace-nowrap sm:flex-row sm:justify-end">
                {canRestore ? (
                  <button
                    type="button"
                    className={buttonClass('outline', 'text-charcoal')}
                    disabled={busy === item.id}
                    aria-label={`Restore ${item.name}`}
                    onClick={() => onRestore(item)}
                  >
                    Restore
                  </button>
                ) : null}
                {canPurge ? (
                  <button
                    type="button"
                    className={buttonClass('outline', '!border-red-300 !text-red-800')}
                    disabled={busy === item.id}
                    aria-label={`Delete ${item.name} now`}
                    onClick={() => onPurge(item)}
                  >
                    Delete now
                  </button>
                ) : null}
              </div>
            </td>
          </tr>
        ))
      )}
    </AdminTable>
  );
}
