import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useReadOnly } from './use-can';

// Edit and Delete at the end of an admin row: icons with words from a small tablet up, icons only
// on a phone. The record's name is added for screen readers so each row's buttons are told apart.

export const rowActionClass =
  'inline-flex items-center gap-1 rounded-md p-2 sm:px-2.5 sm:py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50';

export function RowActions({
  name,
  onEdit,
  onDelete,
  deleting = false,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}) {
  // A role that may only read opens the same editor, read-only, and cannot delete.
  if (useReadOnly()) {
    return (
      <div className="flex items-center justify-end gap-1">
        <button
          type="button"
          onClick={onEdit}
          className={`${rowActionClass} text-charcoal hover:bg-neutral-100`}
        >
          <Eye aria-hidden className="size-4" />
          <span className="sr-only sm:not-sr-only">View</span>
          <span className="sr-only"> {name}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="flex items-center justify-end gap-1">
      <button
        type="button"
        onClick={onEdit}
        className={`${rowActionClass} text-charcoal hover:bg-neutral-100`}
      >
        <Pencil aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">Edit</span>
        <span className="sr-only"> {name}</span>
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={deleting}
        aria-busy={deleting || undefined}
        className={`${rowActionClass} text-red-700 hover:bg-red-50`}
      >
        <Trash2 aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">Delete</span>
        <span className="sr-only"> {name}</span>
      </button>
    </div>
  );
}
