import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icon';
import { type ListStore, useLocalList } from '#app/lib/local-lists';
import { paths } from '#app/lib/paths';

// The header's way to the quote list (docs/product.md §19) with its count. The server renders the
// link without a count (the list is this browser's); the count is a badge over the icon's corner,
// so its arrival moves nothing. The list's code is fetched only once the list holds something.

const loadQuoteList = (): Promise<ListStore<readonly unknown[]>> =>
  import('#app/lib/quote-list').then((m) => m.quoteList);

export function QuoteListLink() {
  // 'quote-list': the list's storage key (quote-list.ts), written out to keep that module out of here.
  const count = useLocalList('quote-list', loadQuoteList)?.length ?? 0;
  return (
    <Link
      to={paths.quote()}
      aria-label={count > 0 ? `Quote list, ${count} ${count === 1 ? 'machine' : 'machines'}` : 'Quote list'}
      className="relative flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <Icon name="clipboard-list" className="size-6" />
      {count > 0 && (
        <span className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs font-semibold text-brand-ink tabular-nums">
          {count}
        </span>
      )}
    </Link>
  );
}
