import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Price } from '#app/components/catalog/price';
import { MachineImage } from '#app/components/machine-image';
import { FieldError, Input } from '#app/components/ui/field';
import { paths } from '#app/lib/paths';
import { type QuoteItem, quoteList } from '#app/lib/quote-list';
import { QUOTE_LIST_NOTE_MAX } from '#common/site-constants';
import { QuantityStepper } from './quantity-stepper';
import { ITEM_UNAVAILABLE } from './quote-request-form';
import type { MachineSummary } from './use-machine-summaries';

/**
 * One machine of the list: picture, name (to its page), brand, price (docs/product.md §25.1),
 * quantity, note and Remove. On a
 * phone the controls run under the picture: quantity and Remove, then the note.
 */
export function QuoteItemRow({
  item,
  summary,
  error,
}: {
  item: QuoteItem;
  summary: MachineSummary | undefined;
  /** The server's word on this machine when the list was last sent. */
  error?: string;
}) {
  const noteId = useId();
  const gone = summary?.state === 'gone';
  const name = summary?.state === 'shown' ? summary.name : `Machine ${item.variant_id}`;
  const problem = gone ? ITEM_UNAVAILABLE : error;
  return (
    <li className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-5 sm:grid-cols-[8rem_minmax(0,1fr)]">
      {/* The name beside it says what it shows. */}
      <div aria-hidden className="sm:row-span-2">
        <MachineImage
          src={summary?.state === 'shown' ? summary.image : null}
          alt={name}
          sizes="128px"
          className="rounded-md"
        />
      </div>
      <div className="min-w-0">
        {summary === undefined ? (
          <p className="text-base text-neutral-600">Loading machine...</p>
        ) : (
          <>
            <h3 className="text-base font-semibold leading-snug text-charcoal">
              {gone ? (
                name
              ) : (
                <Link to={paths.product(item.variant_id)} className="hover:underline">
                  {name}
                </Link>
              )}
            </h3>
            {summary.state === 'shown' ? (
              <>
                <p className="text-sm text-neutral-600">{summary.brand}</p>
                <Price price={summary.price} className="mt-1 text-sm font-semibold text-charcoal" />
              </>
            ) : null}
          </>
        )}
        <FieldError error={problem} alert />
      </div>
      <div className="col-span-2 flex flex-wrap items-end gap-x-4 gap-y-2 sm:col-span-1 sm:col-start-2">
        {gone ? null : (
          <>
            <QuantityStepper
              value={item.quantity}
              onChange={(q) => quoteList.setQuantity(item.variant_id, q)}
              machine={name}
              className="order-1"
              messageClassName="order-4 w-full"
            />
            <div className="order-3 w-full sm:order-2 sm:w-auto sm:flex-1">
              <label htmlFor={noteId} className="mb-1 block text-sm font-medium text-charcoal">
                Note<span className="sr-only"> for {name}</span>
              </label>
              <Input
                id={noteId}
                value={item.note}
                maxLength={QUOTE_LIST_NOTE_MAX}
                placeholder="e.g. with rock bucket"
                onChange={(e) => quoteList.setNote(item.variant_id, e.currentTarget.value)}
              />
            </div>
          </>
        )}
        <button
          type="button"
          onClick={() => quoteList.remove(item.variant_id)}
          className="order-2 ml-auto inline-flex h-10 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100 hover:text-charcoal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:order-3"
          aria-label={`Remove ${name}`}
        >
          <Trash2 aria-hidden className="size-4" />
          Remove
        </button>
      </div>
    </li>
  );
}
