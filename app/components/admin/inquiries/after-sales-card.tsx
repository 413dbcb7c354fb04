import { AlertTriangle } from 'lucide-react';
import { ProductPageLink } from '#app/components/admin/product-page-link';
import { HeadRow } from '#app/components/ui/head-row';
import type { AfterSalesRequest } from './after-sales-lead';
import { DetailCard, DetailList } from './detail-card';
import { exactDate } from './lead-format';
import { RequestPhotos } from './request-photos';

// A parts or service request on the lead's page (docs/product.md §30): the machine, whether it is
// down, the branch that answers, where the machine is, and the parts asked for as a table (the
// Quotations card below turns them into a quotation) or what is wrong and when to come.

const DOWN_BADGE =
  'inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800';

export function AfterSalesCard({ request }: { request: AfterSalesRequest }) {
  const { kind, details: d, branch } = request;
  const place = [d.city?.name, d.province.name].filter(Boolean).join(', ');
  return (
    <DetailCard
      title={kind === 'parts' ? 'Parts request' : 'Service request'}
      action={
        d.machine_down ? (
          <span className={DOWN_BADGE}>
            <AlertTriangle aria-hidden className="size-3.5" />
            Machine down
          </span>
        ) : (
          <span className="text-sm text-neutral-600">Machine running</span>
        )
      }
    >
      <DetailList
        rows={[
          {
            label: 'Machine',
            value:
              d.machine.variant_id !== null ? (
                <ProductPageLink variantId={d.machine.variant_id} className="underline">
                  {d.machine.label}
                </ProductPageLink>
              ) : (
                d.machine.label
              ),
          },
          { label: 'Serial number', value: d.serial_number },
          {
            label: 'Hour meter',
            value: d.hour_meter !== null ? `${d.hour_meter.toLocaleString('en-US')} h` : null,
          },
          { label: kind === 'parts' ? 'Deliver to' : 'Machine at', value: place },
          { label: 'Preferred dates', value: d.preferred_dates.map(exactDate).join('\n') },
          { label: 'Branch', value: branch?.name ?? 'No branch serves this province' },
        ]}
      />
      {kind === 'service' ? (
        <p className="mt-3 rounded-md bg-neutral-50 p-3 text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-line text-charcoal">
          {d.problem ?? 'No description of the problem.'}
        </p>
      ) : (
        <PartsTable items={d.items} />
      )}
      <h4 className="mt-4 mb-2 text-sm font-semibold text-charcoal">Photos</h4>
      <RequestPhotos photos={d.photos} />
    </DetailCard>
  );
}

function PartsTable({ items }: { items: AfterSalesRequest['details']['items'] }) {
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <div className="mt-4 overflow-x-auto rounded-md border border-neutral-200">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">Parts asked for</caption>
        <thead className="bg-neutral-50 text-neutral-600">
          <HeadRow
            columns={['#', 'Part number', 'Description', { label: 'Qty', className: 'text-right' }]}
            cellClass="px-3 py-2 font-medium"
          />
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the request's, in its order, never reordered
            <tr key={i} className="align-top">
              <td className="px-3 py-2 text-neutral-600 tabular-nums">{i + 1}</td>
              <td className="px-3 py-2 font-mono [overflow-wrap:anywhere] text-charcoal">
                {item.part_number ?? ''}
              </td>
              <td className="px-3 py-2 [overflow-wrap:anywhere] text-charcoal">{item.description ?? ''}</td>
              <td className="px-3 py-2 text-right text-charcoal tabular-nums">
                {item.quantity.toLocaleString('en-US')}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-neutral-200 text-neutral-600">
          <tr>
            <td colSpan={3} className="px-3 py-2">
              {items.length} {items.length === 1 ? 'line' : 'lines'}
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{units.toLocaleString('en-US')}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
