import { ArrowUp } from 'lucide-react';
import { SCROLL_TOP_AFTER_PX } from '#common/site-constants';
import { useScrolledPast } from './use-scrolled-past';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Round button at the bottom right once the page has scrolled more than 200 px. */
export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className="fixed bottom-4 right-4 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-brand text-brand-ink shadow-lg shadow-black/25 hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-charcoal sm:bottom-6 sm:right-6"
    >
      <ArrowUp className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
