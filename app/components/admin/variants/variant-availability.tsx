import { useId, useState } from 'react';
import { failureText, useAdminMutation, useAdminQuery } from '#app/components/admin/admin-api';
import {
  AVAILABILITY_LABELS,
  type AvailabilityEdit,
  editOf,
  entryBody,
  rowErrors,
  SaveOutcome,
  STATUS_OPTIONS,
} from '#app/components/admin/availability/availability-edit';
import { useCan } from '#app/components/admin/use-can';
import { Button } from '#app/components/ui/button';
import { Field, FormAlert, Input, Options, Select } from '#app/components/ui/field';
import { businessDate } from '#common/business-date';
import type { AdminVariantAvailability, AvailabilityStatus } from '#common/schemas/availability';

// The variant editor's Availability section (docs/product.md §28 "Availability", decision 069):
// per branch a status, a quantity when in stock and the expected date when on order, loaded when
// first opened. Saving confirms every entry shown as of now. It is its own save, outside the
// editor's form: the people who know the stock (stock.write) may set it where the catalogue's
// fields are read-only to them; others see the entries without controls.

const DAY_MS = 86_400_000;

/** "confirmed 3 days ago", and whether it is past the freshness limit. */
function confirmedText(e: AdminVariantAvailability) {
  if (!e.confirmed_at || e.status === 'none') return '';
  const days = Math.max(0, Math.floor((Date.now() - Date.parse(e.confirmed_at)) / DAY_MS));
  const when = days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
  return `Confirmed ${when}${e.fresh ? '' : ' · stale: shown as “Ask for availability”'}`;
}

export function VariantAvailability({ variantId }: { variantId: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 border-t border-neutral-200 pt-4">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 w-full items-center justify-between text-left"
        >
          Availability
          <span aria-hidden>{open ? '−' : '+'}</span>
        </button>
      </h3>
      {open && (
        <div id={`${id}-panel`}>
          <AvailabilityPanel variantId={variantId} />
        </div>
      )}
    </section>
  );
}

function AvailabilityPanel({ variantId }: { variantId: number }) {
  const path = `/admin/variants/${variantId}/availability`;
  const read = useAdminQuery<{ data: AdminVariantAvailability[] }>(['variant-availability', variantId], path);
  if (read.isPending) return <p className="py-2 text-sm text-neutral-600">Loading availability...</p>;
  if (read.isError) return <FormAlert>{failureText(read.error, 'Failed to load availability')}</FormAlert>;
  if (read.data.data.length === 0)
    return (
      <p className="py-2 text-sm text-neutral-600">Add a branch first: availability is kept per branch.</p>
    );
  return <AvailabilityForm path={path} entries={read.data.data} />;
}

function AvailabilityForm({ path, entries }: { path: string; entries: AdminVariantAvailability[] }) {
  const writes = useCan()('stock.write');
  const [rows, setRows] = useState(() => entries.map(editOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useAdminMutation((body: unknown) => ({ path, method: 'PUT', body }));
  const today = businessDate(new Date());
  const set = (i: number, patch: Partial<AvailabilityEdit>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const submit = async () => {
    setErrors({});
    setMessage(null);
    setFailure(null);
    // Every entry shown is confirmed now; a branch not stocked before and still not is left out.
    const sent = rows.flatMap((r, i) =>
      r.status === 'none' && entries[i].status === 'none'
        ? []
        : [
            {
              index: i,
              body: { branch_id: entries[i].branch.id, ...entryBody(r) },
            },
          ],
    );
    try {
      await save.mutateAsync(sent.map((s) => s.body));
      setMessage('Availability saved.');
    } catch (error) {
      setErrors(rowErrors(error, (index) => sent[index]?.index));
      setFailure(failureText(error, 'Failed to save availability'));
    }
  };

  return (
    <div className="space-y-3 pt-2">
      <p className="text-sm text-neutral-600">
        {writes
          ? 'Saving confirms every entry shown as of now.'
          : 'Only staff who keep the stock can change it.'}
      </p>
      <ul className="divide-y divide-neutral-200">
        {entries.map((e, i) => {
          const row = rows[i];
          const name = e.branch.name;
          const qtyError = errors[`${i}.quantity`];
          const dateError = errors[`${i}.expected_at`];
          return (
            <li key={e.branch.id} className="grid gap-2 py-3 sm:grid-cols-[10rem_1fr]">
              <div>
                <p className="font-medium">{name}</p>
                <p className="text-xs text-neutral-600">{confirmedText(e)}</p>
              </div>
              {writes ? (
                <div className="flex flex-wrap items-start gap-3">
                  <Field label={<Named text="Status" name={name} />}>
                    {(c) => (
                      <Select
                        {...c}
                        value={row.status}
                        onChange={(ev) => set(i, { status: ev.target.value as AvailabilityStatus })}
                      >
                        <Options options={STATUS_OPTIONS} />
                      </Select>
                    )}
                  </Field>
                  {row.status === 'in_stock' && (
                    <Field label={<Named text="Quantity (optional)" name={name} />} error={qtyError}>
                      {(c) => (
                        <Input
                          {...c}
                          inputMode="numeric"
                          value={row.quantity}
                          onChange={(ev) => set(i, { quantity: ev.target.value })}
                          className="w-28"
                        />
                      )}
                    </Field>
                  )}
                  {row.status === 'on_order' && (
                    <Field label={<Named text="Expected" name={name} />} error={dateError}>
                      {(c) => (
                        <Input
                          {...c}
                          type="date"
                          min={today}
                          value={row.expected_at}
                          onChange={(ev) => set(i, { expected_at: ev.target.value })}
                        />
                      )}
                    </Field>
                  )}
                </div>
              ) : (
                <p className="text-sm">
                  {AVAILABILITY_LABELS[e.status]}
                  {e.status === 'in_stock' && e.quantity !== null ? ` · ${e.quantity}` : ''}
                  {e.status === 'on_order' && e.expected_at ? ` · expected ${e.expected_at}` : ''}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <SaveOutcome failure={failure} message={message} />
      {writes && (
        <Button type="button" variant="dark" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save availability'}
        </Button>
      )}
    </div>
  );
}

/** A field's label, with its branch for screen readers ("Status at Cebu"). */
const Named = ({ text, name }: { text: string; name: string }) => (
  <>
    {text}
    <span className="sr-only"> at {name}</span>
  </>
);
