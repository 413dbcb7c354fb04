import { useState } from 'react';
import { failureText, fieldErrors, useAdminMutation } from '#app/components/admin/admin-api';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { Field, FormAlert, Select } from '#app/components/ui/field';
import { countText } from '#app/lib/count-text';
import type { Parameter } from '#common/schemas/parameters';
import { KIND_LABELS } from './parameter-form';
import { useParameterOptions } from './parameters-api';

// Merge into… (docs/product.md §17): two entries that mean the same thing become one. The admin
// picks the parameter to keep — one of the same quantity kind, as values read as one kind would not
// read as another — and the dialog then says, naming both, what merging does before the button
// that does it.

export function MergeDialog({
  source,
  onClose,
  onMerged,
}: {
  source: Parameter;
  onClose: () => void;
  onMerged: (message: string) => void;
}) {
  const { options, isPending, isError } = useParameterOptions();
  const others = options.filter((p) => p.id !== source.id && p.kind === source.kind);
  const [intoId, setIntoId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const target = others.find((p) => String(p.id) === intoId);
  const merge = useAdminMutation((into: number) => ({
    path: `/admin/parameters/${source.id}/merge`,
    method: 'POST',
    body: { into },
  }));

  const submit = async () => {
    setFailure(null);
    setFieldError(null);
    if (!target) {
      setFieldError('Choose the parameter to merge into.');
      return;
    }
    try {
      await merge.mutateAsync(target.id);
      onMerged(`${source.name} was merged into ${target.name}`);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.into) setFieldError(fields.into);
      setFailure(failureText(error, 'Failed to merge parameters'));
    }
  };

  const busy = merge.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || busy ? null : onClose())}
      title={`Merge ${source.name} into…`}
      size="md"
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Field
          label="Merge into"
          required
          error={fieldError ?? undefined}
          hint={
            isError
              ? 'The parameters could not be loaded. Close and try again.'
              : `Parameters of the same kind (${KIND_LABELS[source.kind].toLowerCase()}).`
          }
        >
          {(control) => (
            <Select
              {...control}
              value={intoId}
              onChange={(event) => {
                setIntoId(event.target.value);
                setFieldError(null);
              }}
            >
              <option value="">{isPending ? 'Loading parameters...' : 'Choose a parameter'}</option>
              {others.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name} ({p.key})
                </option>
              ))}
            </Select>
          )}
        </Field>
        {!isPending && !isError && others.length === 0 ? (
          <p className="text-sm text-neutral-700">
            No other parameter is of the kind {KIND_LABELS[source.kind].toLowerCase()}, so there is nothing to
            merge {source.name} into.
          </p>
        ) : null}
        {target ? (
          <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-charcoal">
            <p className="font-semibold">
              Merge {source.name} into {target.name}?
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                The specifications of {countText(source.usage ?? 0, 'variant', 'variants')} that use{' '}
                {source.name} are read as {target.name}.
              </li>
              <li>
                The name {source.name} and its aliases become aliases of {target.name}.
              </li>
              <li>{source.name} is deleted. This cannot be undone.</li>
            </ul>
          </div>
        ) : null}
        <div className="mt-2 flex flex-col-reverse gap-3 border-t border-neutral-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline" className="text-charcoal" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="dark" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Merging...' : target ? `Merge into ${target.name}` : 'Merge'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
