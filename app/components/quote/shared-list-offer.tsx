import { Share2 } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '#app/components/ui/button';
import { quoteList } from '#app/lib/quote-list';
import { parseSharedItems } from '#app/lib/quote-share';

const machines = (n: number) => `${n} ${n === 1 ? 'machine' : 'machines'}`;

/**
 * A shared list's link was opened (`/quote?items=12x2,40x1`): offer to load it over the visitor's
 * own list, or into it when they have one. Entries of the link that could not be read are left out
 * and counted. `onDone` leaves the shared address, whichever the choice. Loaded only for such a link.
 */
export default function SharedListOffer({
  param,
  ownCount,
  onDone,
}: {
  /** The address's `items`. */
  param: string;
  ownCount: number;
  onDone: () => void;
}) {
  const { items, ignored } = useMemo(() => parseSharedItems(param), [param]);
  const act = (choice: 'replace' | 'merge') => () => {
    quoteList[choice](items);
    onDone();
  };
  return (
    <section
      aria-labelledby="shared-list-title"
      className="mb-6 rounded-md border border-brand bg-brand/10 p-4 text-charcoal"
    >
      <h3 id="shared-list-title" className="flex items-center gap-2 text-base font-semibold">
        <Share2 aria-hidden className="size-4" />
        Shared quote list
      </h3>
      <p className="mt-1 text-sm">
        {items.length > 0
          ? `This link holds ${machines(items.length)}.`
          : 'This link holds no machines that could be read.'}
        {ignored > 0
          ? ` ${ignored} ${ignored === 1 ? 'entry' : 'entries'} of the link could not be read and ${ignored === 1 ? 'was' : 'were'} left out.`
          : ''}
        {items.length > 0 && ownCount > 0
          ? ` Loading it replaces the ${machines(ownCount)} in your list; adding keeps them.`
          : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {items.length > 0 ? (
          <Button onClick={act('replace')} className="px-4 py-2">
            Load this shared list
          </Button>
        ) : null}
        {items.length > 0 && ownCount > 0 ? (
          <Button variant="outline" onClick={act('merge')} className="px-4 py-2">
            Add to my list
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onDone} className="px-4 py-2">
          {items.length > 0 && ownCount > 0 ? 'Keep my list' : 'Dismiss'}
        </Button>
      </div>
    </section>
  );
}
