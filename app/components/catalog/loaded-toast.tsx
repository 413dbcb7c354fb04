import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const TOAST_MS = 2000;

// Not sonner: it injects a <style> element at import time, which the strict CSP blocks (style-src
// with nonces), leaving console errors and an unstyled toast. This is one message in a live region.

/** docs/product.md §2: a brief "Products loaded successfully!" after the listing changes in the browser. */
export function LoadedToast() {
  const { search } = useLocation();
  const first = useRef(true);
  const [shown, setShown] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of the address's query
  useEffect(() => {
    // The server-rendered first page needs no confirmation.
    if (first.current) {
      first.current = false;
      return;
    }
    setShown((n) => n + 1);
    const timer = setTimeout(() => setShown(0), TOAST_MS);
    return () => clearTimeout(timer);
  }, [search]);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-40 flex justify-center px-4"
    >
      {shown > 0 && (
        <p className="flex items-center gap-2 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800 shadow-lg">
          <CheckCircle2 aria-hidden className="size-4" />
          Products loaded successfully!
        </p>
      )}
    </div>
  );
}
