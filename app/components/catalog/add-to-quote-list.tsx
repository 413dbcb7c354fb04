import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Button } from '../ui/button';

// "Add to quote list" (docs/product.md §19). The list's code is fetched on the approach to the
// button (pointer, focus, touch) and used on the press, so the product page's first load carries
// only this button (docs/decisions/017).

const loadList = () => import('../../lib/quote-list').then((m) => m.quoteList);

export function AddToQuoteList({ variantId }: { variantId: number }) {
  const [added, setAdded] = useState<'Added' | 'Your quote list is full' | null>(null);
  const viewLink = useRef<HTMLAnchorElement>(null);
  // The button gives way to the link: focus goes with it rather than back to the page's top.
  useEffect(() => {
    if (added) viewLink.current?.focus();
  }, [added]);

  if (added) {
    return (
      <p role="status" className="text-sm font-medium text-charcoal">
        {added} ·{' '}
        <Link
          ref={viewLink}
          to={paths.quote()}
          className="underline decoration-brand decoration-2 underline-offset-4 hover:decoration-charcoal"
        >
          View list
        </Link>
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      onClick={async () =>
        setAdded((await loadList()).add(variantId) === 'full' ? 'Your quote list is full' : 'Added')
      }
      onPointerEnter={loadList}
      onFocus={loadList}
      className="px-6 py-3 text-base"
    >
      Add to quote list
    </Button>
  );
}
