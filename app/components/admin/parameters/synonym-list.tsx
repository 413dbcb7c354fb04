import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  errorMessage,
  failureText,
  fieldErrors,
  useAdminMutation,
  useAdminQuery,
} from '#app/components/admin/admin-api';
import { useConfirm } from '#app/components/admin/confirm-dialog';
import { QueryContent } from '#app/components/admin/query-content';
import { RowActions } from '#app/components/admin/row-actions';
import { StatusBanner, useStatusMessage } from '#app/components/admin/status-message';
import { TextField } from '#app/components/forms/form-fields';
import { Button } from '#app/components/ui/button';
import { HeadRow } from '#app/components/ui/head-row';
import { type Synonym, synonymInputSchema } from '#common/schemas/search-synonyms';

// The search's synonym list (docs/product.md, decision 036): the words buyers type for a machine
// the catalogue names otherwise (payloader → wheel loader). The schema is the server's own, so the
// browser shows the same words before sending; a save refreshes the site's searches at once.

type FormInput = z.input<typeof synonymInputSchema>;
type Output = z.output<typeof synonymInputSchema>;
const EMPTY: FormInput = { term: '', meaning: '' };
const PATH = '/admin/search-synonyms';

export function SynonymList() {
  const status = useStatusMessage();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<Synonym | null>(null);
  const list = useAdminQuery<{ data: Synonym[] }>(['search-synonyms'], PATH);
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(synonymInputSchema),
    defaultValues: EMPTY,
  });
  const save = useAdminMutation<Output & { id?: number }>(({ id, ...body }) =>
    id ? { path: `${PATH}/${id}`, method: 'PUT', body } : { path: PATH, method: 'POST', body },
  );
  const remove = useAdminMutation<number>((id) => ({ path: `${PATH}/${id}`, method: 'DELETE' }));

  const stopEditing = () => {
    setEditing(null);
    form.reset(EMPTY);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    status.clear();
    try {
      await save.mutateAsync({ ...values, id: editing?.id });
      status.show('success', editing ? 'Synonym saved.' : 'Synonym added.');
      stopEditing();
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [field, message] of Object.entries(fields))
        if (field === 'term' || field === 'meaning') form.setError(field, { message });
      if (Object.keys(fields).length === 0)
        status.show('error', errorMessage(error, 'Failed to save synonym'));
    }
  });
  const onEdit = (synonym: Synonym) => {
    status.clear();
    setEditing(synonym);
    form.reset({ term: synonym.term, meaning: synonym.meaning });
    form.setFocus('term');
  };
  const onDelete = async (synonym: Synonym) => {
    const ok = await confirm({
      title: 'Delete this synonym?',
      description: `Searches for “${synonym.term}” will no longer find “${synonym.meaning}”.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    status.clear();
    try {
      await remove.mutateAsync(synonym.id);
      if (editing?.id === synonym.id) stopEditing();
      status.show('success', 'Synonym deleted.');
    } catch (error) {
      status.show('error', failureText(error, 'Failed to delete synonym'));
    }
  };

  const rows = list.data?.data ?? [];
  return (
    <section aria-labelledby="synonyms-heading" className="grid min-w-0 gap-4">
      <div>
        <h2 id="synonyms-heading" className="text-lg font-semibold text-charcoal">
          Search synonyms
        </h2>
        <p className="mt-1 text-sm text-neutral-600">
          Words buyers type for a machine the catalogue names otherwise. A search for the word also finds what
          its meaning finds: “payloader” finds wheel loaders.
        </p>
      </div>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={editing ? 'Edit synonym' : 'Add synonym'}
        className="grid gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:p-5"
      >
        <TextField form={form} name="term" label="Word buyers type" required autoComplete="off" />
        <TextField form={form} name="meaning" label="Means" required autoComplete="off" />
        <div className="flex gap-2 sm:mt-6">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {editing ? 'Save' : 'Add'}
          </Button>
          {editing ? (
            <Button variant="outline" onClick={stopEditing}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
      <QueryContent
        query={list}
        what="synonyms"
        look="page"
        empty={rows.length === 0 && <p className="text-sm text-neutral-600">No synonyms yet.</p>}
      >
        <div className="min-w-0 overflow-x-auto rounded-lg border border-neutral-200 bg-white shadow-sm">
          <table className="w-full table-fixed text-sm">
            <caption className="sr-only">Search synonyms</caption>
            <thead className="bg-neutral-50 text-left text-xs font-semibold tracking-wide text-neutral-700 uppercase">
              <HeadRow
                columns={[
                  'Word buyers type',
                  'Means',
                  { label: 'Actions', className: 'w-24 text-right sm:w-48' },
                ]}
                cellClass="px-3 py-2 font-semibold sm:px-4"
              />
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {rows.map((synonym) => (
                <tr key={synonym.id}>
                  <td className="px-3 py-2 break-words text-charcoal sm:px-4">{synonym.term}</td>
                  <td className="px-3 py-2 break-words text-charcoal sm:px-4">{synonym.meaning}</td>
                  <td className="px-2 py-1 sm:px-4">
                    <RowActions
                      name={synonym.term}
                      onEdit={() => onEdit(synonym)}
                      onDelete={() => onDelete(synonym)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryContent>
      {dialog}
    </section>
  );
}
