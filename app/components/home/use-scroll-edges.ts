import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Which ends of a horizontal scroller hide content, kept current as it scrolls or resizes. `after`
 * is null until measured: the server cannot measure, and a strip starts at the left with (usually)
 * more to the right, so callers show that hint but have nothing to scroll yet.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [before, setBefore] = useState(false);
  const [after, setAfter] = useState<boolean | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Booleans, so React skips the render when a scroll changes neither. A transition: the hints
    // can wait a frame, and the first measures (this effect's and the resize observer's, as
    // hydration ends) would otherwise render the whole strip again in one task that cannot yield
    // (decision 085).
    const update = () =>
      startTransition(() => {
        setBefore(el.scrollLeft > 1);
        setAfter(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
      });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [ref]);
  return { before, after };
}
