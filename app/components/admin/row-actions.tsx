import { Eye, type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { useReadOnly } from './use-can';

// Edit and Delete at the end of an admin row: icons with words from a small tablet up, icons only
// on a phone. The record's name is added for screen readers so each row's buttons are told apart.

export const rowActionClass =
  'inline-flex items-center gap-1 rounded-md p-2 sm:px-2.5 sm:py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50';

/** One row button: its icon, its word (from sm up), and which record it acts on for screen readers. */
export function RowAction({
  icon: Icon,
  label,
  name,
  danger = false,
  ...button
}: {
  icon: LucideIcon;
  label: string;
  name: string;
  /** Red, for what removes the record. */
  danger?: boolean;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children' | 'name'>) {
  return (
    <button
      type="button"
      className={`${rowActionClass} ${danger ? 'text-red-700 hover:bg-red-50' : 'text-charcoal hover:bg-neutral-100'}`}
      {...button}
    >
      <Icon aria-hidden className="size-4" />
      <span className="sr-only sm:not-sr-only">{label}</span>
      <span className="sr-only"> {name}</span>
    </button>
  );
}

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
  const readOnly = useReadOnly();
  return (
    <div className="flex items-center justify-end gap-1">
      {readOnly ? (
        <RowAction icon={Eye} label="View" name={name} onClick={onEdit} />
      ) : (
        <>
          <RowAction icon={Pencil} label="Edit" name={name} onClick={onEdit} />
          <RowDelete name={name} onClick={onDelete} deleting={deleting} />
        </>
      )}
    </div>
  );
}

/** Delete, busy while its request runs. */
export function RowDelete({
  name,
  onClick,
  deleting,
}: {
  name: string;
  onClick: () => void;
  deleting: boolean;
}) {
  return (
    <RowAction
      icon={Trash2}
      label="Delete"
      name={name}
      danger
      onClick={onClick}
      disabled={deleting}
      aria-busy={deleting || undefined}
    />
  );
}
