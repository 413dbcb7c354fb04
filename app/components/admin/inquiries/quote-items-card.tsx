import { ProductPageLink } from '#app/components/admin/product-page-link';
import { HeadRow } from '#app/components/ui/head-row';
import { BUYER_TYPE_LABELS, QUOTE_INTENT_LABELS } from '#common/quote-list-labels';
import type { LeadDetail } from '#common/schemas/leads';
import { formatTin } from '#common/tin';
import { DetailCard, DetailList } from './detail-card';

// A quote list's machines and the buyer's details (docs/product.md §19): the machines as they were
// named when the list was sent, linked to their page while they still exist.

const place = (lead: LeadDetail) =>
  [lead.quote_list?.city, lead.quote_list?.province, lead.quote_list?.region]
    .map((p) => p?.name)
    .filter(Boolean)
    .join(', ');

export function QuoteItemsCard({ lead }: { lead: LeadDetail }) {
  const list = lead.quote_list;
  if (!list) return null;
  const units = lead.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <DetailCard
      title="Quote list"
      action={
        <span className="text-sm text-neutral-600">
          {lead.items.length} {lead.items.length === 1 ? 'machine' : 'machines'} · {units}{' '}
          {units === 1 ? 'unit' : 'units'}
        </span>
      }
    >
      <DetailList
        rows={[
          { label: 'Reference', value: list.reference },
          { label: 'Buyer type', value: list.buyer_type ? BUYER_TYPE_LABELS[list.buyer_type] : null },
          { label: 'Intent', value: list.intent ? QUOTE_INTENT_LABELS[list.intent] : null },
          { label: 'TIN', value: list.tin ? formatTin(list.tin) : null },
          { label: 'Deliver to', value: place(lead) },
          { label: 'Needed by', value: list.needed_by },
        ]}
      />
      <div className="mt-4 overflow-x-auto rounded-md border border-neutral-200">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">Machines in this quote list</caption>
          <thead className="bg-neutral-50 text-neutral-600">
            <HeadRow
              columns={['Machine', 'Brand', { label: 'Qty', className: 'text-right' }, 'Note']}
              cellClass="px-3 py-2 font-medium"
            />
          </thead>
          <tbody className="divide-y divide-neutral-200">
            {lead.items.map((item) => (
              <tr key={item.position} className="align-top">
                <td className="px-3 py-2 [overflow-wrap:anywhere] text-charcoal">
                  {item.variant_id ? (
                    <ProductPageLink variantId={item.variant_id} className="underline">
                      {item.variant_name}
                    </ProductPageLink>
                  ) : (
                    <span>
                      {item.variant_name} <span className="text-neutral-600">(no longer listed)</span>
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-charcoal">{item.brand_name}</td>
                <td className="px-3 py-2 text-right tabular-nums text-charcoal">{item.quantity}</td>
                <td className="px-3 py-2 [overflow-wrap:anywhere] whitespace-pre-line text-neutral-700">
                  {item.note ?? ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailCard>
  );
}
