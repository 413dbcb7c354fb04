import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyPanel, usePreloadWhenIdle } from '../../lib/lazy-panel';

const TOAST_MS = 2000;

// Not sonner: it injects a <style> element at import time, which the strict CSP blocks (style-src
// with nonces), leaving console errors and an unstyled toast. This is one message in a live region.

// The message shows only after the listing changes in the browser, never on a first load: its
// code is fetched in idle time after the first interaction (lazy-panel.tsx), out of the budget.
const message = lazyPanel(() => import('./loaded-toast-message'));

/** docs/product.md §2: a brief "Products loaded successfully!" after the listing changes in the browser. */
export function LoadedToast() {
  const { search } = useLocation();
  const first = useRef(true);
  const [shown, setShown] = useState(0);
  usePreloadWhenIdle(message.preload);
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
      <message.Panel opened={shown > 0} shown={shown > 0} />
    </div>
  );
}
