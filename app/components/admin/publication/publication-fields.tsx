import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field, Input, Options, optionsOf, Select } from '#app/components/ui/field';
import {
  PUBLICATION_LABELS,
  PUBLICATION_STATUSES,
  type PublicationStatus,
} from '#common/schemas/publication';

// Draft, scheduled or published (docs/product.md §29) in the news and variant editors: the status,
// and its times as the browser's own date-time fields in the editor's local time. The shared schema
// (common/schemas/publication.ts) reads them as the server does and sends them as ISO date-times.

/** An ISO date-time as a datetime-local field's value, in local time; '' for none. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form's starting values of a record (a new one is published). */
export const publicationValues = (
  record: { status: PublicationStatus; publish_at: string | null; unpublish_at: string | null } | null,
) => ({
  status: record?.status ?? ('published' as PublicationStatus),
  publish_at: toLocalInput(record?.publish_at),
  unpublish_at: toLocalInput(record?.unpublish_at),
});

interface PublicationForm extends FieldValues {
  status?: PublicationStatus;
  publish_at?: string | null;
  unpublish_at?: string | null;
}

export function PublicationFields<F extends PublicationForm>({
  form,
}: {
  form: UseFormReturn<F, unknown, unknown>;
}) {
  const status = form.watch('status' as Path<F>) as PublicationStatus | undefined;
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-charcoal">Publication</legend>
      <Field label="Status" error={errors.status?.message}>
        {(control) => (
          <Select {...control} {...form.register('status' as Path<F>)}>
            <Options options={optionsOf(PUBLICATION_STATUSES, PUBLICATION_LABELS)} />
          </Select>
        )}
      </Field>
      {status === 'scheduled' ? (
        <Field
          label="Publish at"
          required
          error={errors.publish_at?.message}
          hint="A time already past publishes now."
        >
          {(control) => (
            <Input type="datetime-local" step={1} {...control} {...form.register('publish_at' as Path<F>)} />
          )}
        </Field>
      ) : null}
      {status === 'scheduled' || status === 'published' ? (
        <Field
          label="Unpublish at"
          error={errors.unpublish_at?.message}
          hint="Optional: taken off the site then."
        >
          {(control) => (
            <Input
              type="datetime-local"
              step={1}
              {...control}
              {...form.register('unpublish_at' as Path<F>)}
            />
          )}
        </Field>
      ) : null}
    </fieldset>
  );
}
