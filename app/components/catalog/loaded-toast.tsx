import { useEffect, useState } from 'react';
import { Icon } from '#app/components/ui/icon';

const TOAST_MS = 2000;

// Not sonner: it injects a <style> element at import time, which the strict CSP blocks (style-src
// with nonces), leaving console errors and an unstyled toast. This is one message in a live region.

/**
 * docs/product.md §2.4: a brief "Products loaded successfully!" when the listing first loads, and
 * not again while the visitor filters, sorts or pages (the listing stays mounted through those:
 * they change only the address's query). The region is server-rendered empty and the message put
 * in after hydration, so screen readers announce it politely. It sits on the line between the
 * title band and the results, in the band's bottom padding and the results' top padding, so it
 * covers no card and moves nothing.
 */
export function LoadedToast() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(true);
    const timer = setTimeout(() => setShown(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10 translate-y-1/2">
      <div role="status" aria-live="polite" className="mx-auto flex max-w-7xl justify-end px-4">
        {shown && (
          <p className="flex items-center gap-2 rounded-full border border-green-200 bg-green-50 px-3 py-1.5 text-sm font-medium text-green-800 shadow-sm">
            <Icon name="check-circle" className="size-4" />
            Products loaded successfully!
          </p>
        )}
      </div>
    </div>
  );
}
