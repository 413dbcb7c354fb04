import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button';
import { paths } from '#app/lib/paths';

// "Add to quote list" (docs/product.md §19). The list's code is fetched on the approach to the
// button (pointer, focus, touch) and used on the press, so the product page's first load carries
// only this button (docs/decisions/017). Each add is counted for the staff with the interest
// beacon (docs/product.md §20), fetched with the list.

const loadList = () => import('#app/lib/quote-list-add').then((m) => m.addToQuoteList);
const preload = () => void loadList();

/**
 * `name`: the smaller button of a product card or a comparison's column, named after its machine
 * (one of many on the page).
 */
export function AddToQuoteList({ variantId, name }: { variantId: number; name?: string }) {
  const [added, setAdded] = useState<'Added' | 'Your quote list is full' | null>(null);
  const viewLink = useRef<HTMLAnchorElement>(null);
  // The button gives way to the link: focus goes with it rather than back to the page's top.
  useEffect(() => {
    if (added) viewLink.current?.focus();
  }, [added]);

  if (added) {
    return (
      <p role="status" className="relative z-10 text-sm font-medium text-charcoal">
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
        setAdded((await loadList())(variantId) === 'full' ? 'Your quote list is full' : 'Added')
      }
      onPointerEnter={preload}
      onFocus={preload}
      aria-label={name && `Add ${name} to quote list`}
      className={name ? 'relative z-10' : 'px-6 py-3 text-base'}
    >
      Add to quote list
    </Button>
  );
}
