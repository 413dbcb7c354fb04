import { startTransition, useEffect, useState } from 'react';

/** True once the window has scrolled more than `px` (false during server rendering). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    // Measured at start as a transition (a page reloaded down the page renders the header again),
    // so hydration's end holds no render that cannot yield (decision 085); a scroll is answered at once.
    startTransition(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}
