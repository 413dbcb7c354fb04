import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormAlert } from '#app/components/ui/field';
import type { HistoryTarget } from './audit/record-history';
import { EditorModal, ModalActions } from './editor-modal';
import { useReadOnly } from './use-can';

// The catalogue editors' modal form (brand, category, product): the modal with its
// unsaved-changes question, the save failure on top, the section's fields, Cancel and submit. The
// section mounts it afresh for each opening, so it is open while it is there.

/** A catalogue editor's heading and button (docs/product.md §4): Add/Create Brand, Edit/Update Brand. */
export const recordTitles = (noun: string, editing: boolean) =>
  editing
    ? { title: `Edit ${noun}`, submitLabel: `Update ${noun}` }
    : { title: `Add ${noun}`, submitLabel: `Create ${noun}` };

/** A catalogue record's editor: its heading and button, and for an existing record its History. */
export const recordEditing = (
  noun: string,
  entity: HistoryTarget['entity'],
  record: { id: number } | null | undefined,
  onReverted: HistoryTarget['onReverted'],
) => ({
  ...recordTitles(noun, !!record),
  history: record ? { entity, id: record.id, onReverted } : undefined,
});

/** An action on one account's dialog: "Change role of Ben Reyes", its button "Change role". */
export const accountTitles = (action: string, user: { name: string }) => ({
  title: `${action} of ${user.name}`,
  submitLabel: action,
});

export function EditorForm({
  onClose,
  title,
  dirty,
  busy,
  size,
  failure,
  onSubmit,
  submitLabel,
  className = 'grid gap-4',
  history,
  children,
}: {
  onClose: () => void;
  title: string;
  dirty: boolean;
  busy: boolean;
  size?: 'sm' | 'md' | 'lg';
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  className?: string;
  /** An existing record: its History beside the form (docs/product.md §26). */
  history?: HistoryTarget;
  children: ReactNode;
}) {
  // A role that may only read the section sees the same form with its fields disabled.
  const readOnly = useReadOnly();
  return (
    <EditorModal
      open
      onClose={onClose}
      title={title}
      dirty={dirty && !readOnly}
      busy={busy}
      size={size}
      history={history}
    >
      <form noValidate onSubmit={readOnly ? (e) => e.preventDefault() : onSubmit} className={className}>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <ReadOnlyFields>{children}</ReadOnlyFields>
        <ModalActions submitLabel={submitLabel} busy={busy} />
      </form>
    </EditorModal>
  );
}

/** An editor's fields, disabled all at once for a role that may only read the section. */
export function ReadOnlyFields({ children }: { children: ReactNode }) {
  if (!useReadOnly()) return children;
  return (
    <fieldset disabled className="contents">
      {children}
    </fieldset>
  );
}

/** A labelled checkbox bound with react-hook-form's register, e.g. Active. */
export function CheckboxField({
  label,
  registration,
}: {
  label: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-charcoal">
      <input type="checkbox" className="size-4 accent-charcoal" {...registration} />
      {label}
    </label>
  );
}
