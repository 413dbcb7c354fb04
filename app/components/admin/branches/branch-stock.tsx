import { useState } from 'react';
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
import { LoadFailure } from '#app/components/admin/list-failure';
import { SectionHead } from '#app/components/admin/section-head';
import { useCan } from '#app/components/admin/use-can';
import { Button } from '#app/components/ui/button';
import { Input, Options, Select } from '#app/components/ui/field';
import { businessDate } from '#common/business-date';
import type { AvailabilityStatus, BranchStockRow } from '#common/schemas/availability';
import type { AdminBranch } from '#common/schemas/branches';
import type { Paginated } from '#common/schemas/pagination';

// A branch's stock list (docs/product.md §28 "Availability", decision 069): a searchable page of
// the catalogue's variants with their status there; the rows changed on the page are saved
// together (PUT /api/admin/branches/{id}/stock, one transaction), each confirmed now. Only
// stock.write sees the controls.

const BOX = 'rounded-lg border border-neutral-200 bg-white p-4';
const PER_PAGE = 50;

/** A field's name above its value on a phone, where the table's heads are not shown. */
const MobileLabel = ({ children }: { children: string }) => (
  <span aria-hidden className="mb-1 block text-xs font-medium text-neutral-600 md:hidden">
    {children}
  </span>
);

/** A cell with nothing to say for the row's status takes no room on a phone. */
const shownOnPhone = (relevant: boolean) => (relevant ? 'p-2 md:table-cell' : 'hidden p-2 md:table-cell');

export function BranchStock({ branchId }: { branchId: number }) {
  const writes = useCan()('stock.write');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [edits, setEdits] = useState<Record<number, AvailabilityEdit>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A record's GET answers the record itself, as every editor reads it.
  const branch = useAdminQuery<AdminBranch>(['branches', branchId], `/admin/branches/${branchId}`);
  const qs = new URLSearchParams({
    page: String(page),
    per_page: String(PER_PAGE),
    ...(search ? { search } : {}),
  });
  const list = useAdminQuery<Paginated<BranchStockRow>>(
    ['branch-stock', branchId, page, search],
    `/admin/branches/${branchId}/stock?${qs}`,
  );
  const save = useAdminMutation((body: unknown) => ({
    path: `/admin/branches/${branchId}/stock`,
    method: 'PUT',
    body,
  }));
  const today = businessDate(new Date());
  const rowOf = (r: BranchStockRow): AvailabilityEdit => edits[r.variant.id] ?? editOf(r);
  const change = (r: BranchStockRow, patch: Partial<AvailabilityEdit>) =>
    setEdits((all) => ({ ...all, [r.variant.id]: { ...rowOf(r), ...patch } }));

  const submit = async () => {
    setErrors({});
    setMessage(null);
    setFailure(null);
    const ids = Object.keys(edits).map(Number);
    const body = ids.map((id) => ({ variant_id: id, ...entryBody(edits[id]) }));
    try {
      const res = (await save.mutateAsync(body)) as { updated: number };
      setEdits({});
      setMessage(`${res.updated} ${res.updated === 1 ? 'entry' : 'entries'} saved.`);
    } catch (error) {
      setErrors(rowErrors(error, (sent) => ids[sent]));
      setFailure(failureText(error, 'Failed to save the stock list'));
    }
  };

  const changed = Object.keys(edits).length;
  return (
    <section aria-labelledby="stock-title" className="grid gap-4">
      <SectionHead id="stock-title" title={<>Stock list{branch.data ? `: ${branch.data.name}` : ''}</>}>
        {writes
          ? 'Change the rows you know, then save them together: each saved row is confirmed as of now.'
          : 'Only staff who keep the stock can change it.'}
      </SectionHead>
      <Input
        type="search"
        aria-label="Search variants"
        placeholder="Search variants"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        className="max-w-sm"
      />
      {list.isError ? (
        <div className={BOX}>
          <LoadFailure
            text={failureText(list.error, 'Failed to load the stock list')}
            onRetry={() => void list.refetch()}
          />
        </div>
      ) : !list.data ? (
        <p role="status" className={`${BOX} text-neutral-600`}>
          Loading the stock list...
        </p>
      ) : (
        <div className={`${BOX} overflow-x-auto`}>
          {/* Below md each row is a small card (variant, then its status and its quantity or date), so a
              phone needs no sideways scrolling; the column heads become each field's own label. */}
          <table className="block w-full text-sm md:table">
            <caption className="sr-only">Stock at this branch</caption>
            <thead className="sr-only md:not-sr-only md:table-header-group">
              <tr className="text-left">
                <th className="p-2">Variant</th>
                <th className="p-2">Status</th>
                <th className="p-2">Quantity</th>
                <th className="p-2">Expected</th>
                <th className="hidden p-2 md:table-cell">Confirmed</th>
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {list.data.data.map((r) => {
                const row = rowOf(r);
                const qErr = errors[`${r.variant.id}.quantity`];
                const dErr = errors[`${r.variant.id}.expected_at`];
                const name = r.variant.name;
                return (
                  <tr
                    key={r.variant.id}
                    className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-x-2 border-t border-neutral-200 py-1 align-top md:table-row md:py-0"
                  >
                    <td className="col-span-2 p-2 md:table-cell">
                      <span className="font-medium">{name}</span>
                      <span className="block text-xs text-neutral-600">{r.variant.product}</span>
                    </td>
                    <td className={`p-2 md:table-cell ${row.status === 'none' ? 'col-span-2' : ''}`}>
                      <MobileLabel>Status</MobileLabel>
                      {writes ? (
                        <Select
                          className="md:w-auto"
                          aria-label={`Status of ${name}`}
                          value={row.status}
                          onChange={(e) => change(r, { status: e.target.value as AvailabilityStatus })}
                        >
                          <Options options={STATUS_OPTIONS} />
                        </Select>
                      ) : (
                        AVAILABILITY_LABELS[r.status]
                      )}
                    </td>
                    <td className={shownOnPhone(row.status === 'in_stock')}>
                      <MobileLabel>Quantity</MobileLabel>
                      {writes && row.status === 'in_stock' ? (
                        <Input
                          aria-label={`Quantity of ${name}`}
                          inputMode="numeric"
                          value={row.quantity}
                          aria-invalid={qErr ? true : undefined}
                          onChange={(e) => change(r, { quantity: e.target.value })}
                          className="w-24"
                        />
                      ) : (
                        (r.quantity ?? '')
                      )}
                      {qErr && <span className="block text-red-700">{qErr}</span>}
                    </td>
                    <td className={shownOnPhone(row.status === 'on_order')}>
                      <MobileLabel>Expected</MobileLabel>
                      {writes && row.status === 'on_order' ? (
                        <Input
                          aria-label={`Expected date of ${name}`}
                          type="date"
                          min={today}
                          value={row.expected_at}
                          aria-invalid={dErr ? true : undefined}
                          onChange={(e) => change(r, { expected_at: e.target.value })}
                        />
                      ) : (
                        (r.expected_at ?? '')
                      )}
                      {dErr && <span className="block text-red-700">{dErr}</span>}
                    </td>
                    <td className="hidden p-2 text-neutral-600 md:table-cell">
                      {r.confirmed_at ? `${r.confirmed_at.slice(0, 10)}${r.fresh ? '' : ' (stale)'}` : ''}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="mt-3 flex items-center justify-between gap-2 text-sm">
            <span>
              Page {list.data.current_page} of {list.data.last_page} · {list.data.total} variants
            </span>
            <span className="flex gap-2">
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <Button
                variant="outline"
                disabled={page >= list.data.last_page}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </span>
          </div>
        </div>
      )}
      <SaveOutcome failure={failure} message={message} />
      {writes && (
        <Button
          variant="dark"
          className="justify-self-start"
          disabled={changed === 0 || save.isPending}
          onClick={submit}
        >
          {save.isPending ? 'Saving...' : `Save changes${changed ? ` (${changed})` : ''}`}
        </Button>
      )}
    </section>
  );
}
