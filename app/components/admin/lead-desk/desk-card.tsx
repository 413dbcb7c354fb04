import type { FormEventHandler, ReactNode } from 'react';
import { failureText } from '#app/components/admin/admin-api';
import { ReadOnlyFields } from '#app/components/admin/editor-form';
import { StatusBanner, type StatusMessage } from '#app/components/admin/status-message';
import { useReadOnly } from '#app/components/admin/use-can';
import { Button } from '#app/components/ui/button';

// One card of Settings → Leads (docs/product.md §24): a heading and what it is for, its fields, and
// a Save of its own with the card's own success or failure under it. A role that may only read
// Settings sees the fields disabled and no Save.

export function DeskCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="min-w-0 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={`${id}-heading`} className="text-base font-semibold text-charcoal">
        {title}
      </h3>
      <div className="mt-1 text-sm text-neutral-600">{description}</div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A card's form: the fields (disabled when read-only), then the message and Save. */
export function DeskForm({
  onSubmit,
  status,
  onDismiss,
  busy,
  dirty,
  saveLabel = 'Save',
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  status: StatusMessage | null;
  onDismiss: () => void;
  busy: boolean;
  dirty: boolean;
  saveLabel?: string;
  children: ReactNode;
}) {
  const readOnly = useReadOnly();
  return (
    <form noValidate onSubmit={readOnly ? (e) => e.preventDefault() : onSubmit}>
      <ReadOnlyFields>{children}</ReadOnlyFields>
      <div className="mt-4 border-t border-neutral-200 pt-4">
        <StatusBanner message={status} onDismiss={onDismiss} />
        {readOnly ? null : (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end sm:gap-3">
            <p className="text-sm text-neutral-600" aria-live="polite">
              {dirty ? 'You have unsaved changes.' : ''}
            </p>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Saving...' : saveLabel}
            </Button>
          </div>
        )}
      </div>
    </form>
  );
}

/** A card's first load: a line while it comes, the reason when it failed ("Failed to fetch holidays"). */
export function DeskLoading({ error, what }: { error: unknown; what: string }) {
  return error ? (
    <p role="alert" className="text-sm text-red-700">
      {failureText(error, `Failed to fetch ${what}`)}
    </p>
  ) : (
    <p role="status" className="text-sm text-neutral-600">
      Loading...
    </p>
  );
}
