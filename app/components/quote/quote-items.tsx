import { Link } from 'react-router';
import { paths } from '#app/lib/paths';
import type { QuoteItem } from '#app/lib/quote-list';
import { QuoteItemRow } from './quote-item-row';
import { ShareList } from './share-list';
import { useMachineSummaries } from './use-machine-summaries';

// The list's machines with Share list above them: loaded only when the list has any (lazyPanel in
// the page), so an empty list's page does not carry the rows, the stepper and the share link.

/** The machines, each with its picture, name, brand, quantity, note and the server's word on it. */
export default function QuoteItems({
  items,
  errors,
}: {
  items: readonly QuoteItem[];
  errors: ReadonlyMap<number, string>;
}) {
  const summary = useMachineSummaries(items.map((i) => i.variant_id));
  return (
    <>
      <ShareList items={items} />
      <ul className="mt-2 divide-y divide-neutral-200">
        {items.map((item) => (
          <QuoteItemRow
            key={item.variant_id}
            item={item}
            summary={summary(item.variant_id)}
            error={errors.get(item.variant_id)}
          />
        ))}
      </ul>
      <Link
        to={paths.products()}
        className="mt-2 inline-block text-sm font-medium text-charcoal underline decoration-brand decoration-2 underline-offset-4 hover:decoration-charcoal"
      >
        Add more machines
      </Link>
    </>
  );
}
