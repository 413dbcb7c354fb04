import { ProductPageLink } from '#app/components/admin/product-page-link';
import { fieldLabel, fieldWords } from '#common/lead-field-words';
import type { LeadDetail } from '#common/schemas/leads';
import { DetailCard, DetailList } from './detail-card';

// What they asked: the product and how many of it (a quote's quantity, as the visitor wrote it:
// "2" or "2 units"), the subject, the message, and then every other field the form sent.

/** Shown elsewhere on the page (message, quantity, origin) or only for the machinery (source). */
const SHOWN_ELSEWHERE = new Set([
  'message',
  'project_description',
  'quantity',
  'page',
  'source',
  'variant_id',
]);

function variantId(payload: Record<string, unknown>): number | null {
  const id = Number(payload.variant_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function MessageCard({ lead }: { lead: LeadDetail }) {
  const variant = variantId(lead.payload);
  return (
    <DetailCard title="Message">
      <DetailList
        rows={[
          {
            label: 'Product',
            value: lead.product ? (
              variant ? (
                <ProductPageLink variantId={variant} className="underline">
                  {lead.product}
                </ProductPageLink>
              ) : (
                lead.product
              )
            ) : null,
          },
          { label: 'Quantity', value: fieldWords('quantity', lead.payload.quantity) },
          { label: 'Subject', value: lead.subject },
        ]}
      />
      {lead.message ? (
        <p className="mt-3 rounded-md bg-neutral-50 p-3 text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-line text-charcoal">
          {lead.message}
        </p>
      ) : (
        <p className="mt-3 text-sm text-neutral-600">No message.</p>
      )}
    </DetailCard>
  );
}

/** A quote list's fields, shown by its own card (quote-items-card.tsx). */
const QUOTE_LIST_FIELDS = new Set([
  'items',
  'tin',
  'buyer_type',
  'intent',
  'region',
  'province',
  'city',
  'needed_by',
]);

/** A parts or service request's fields, shown by its own card (after-sales-card.tsx). */
const AFTER_SALES_FIELDS = new Set([
  'machine',
  'serial_number',
  'items',
  'hour_meter',
  'problem',
  'province',
  'city',
  'preferred_dates',
  'machine_down',
  'image_ids',
]);

/** The whole payload as the form sent it (after validation), field by field. */
export function PayloadCard({ lead }: { lead: LeadDetail }) {
  const afterSales = lead.after_sales !== null;
  const rows = Object.entries(lead.payload)
    .filter(
      ([key]) =>
        !SHOWN_ELSEWHERE.has(key) &&
        !(lead.quote_list && QUOTE_LIST_FIELDS.has(key)) &&
        !(afterSales && AFTER_SALES_FIELDS.has(key)),
    )
    .map(([key, value]) => ({ label: fieldLabel(key), value: fieldWords(key, value) }));
  return (
    <DetailCard title="Form fields">
      {rows.some((row) => row.value) ? (
        <DetailList rows={rows} />
      ) : (
        <p className="text-sm text-neutral-600">No other fields.</p>
      )}
    </DetailCard>
  );
}
