import { ArrowUp } from 'lucide-react';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The round button itself, fetched after the first interaction (scroll-to-top.tsx): above the
 * compare tray, or at the end of the phone contact bar, which makes room for it (app.css).
 */
export default function ScrollToTopButton({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <button
      type="button"
      id="scroll-to-top"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className="fixed right-4 bottom-[calc(1rem+var(--compare-tray-h,0px))] z-30 flex h-12 w-12 items-center justify-center rounded-full bg-brand text-brand-ink shadow-lg shadow-black/25 hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-charcoal sm:right-6 sm:bottom-[calc(1.5rem+var(--compare-tray-h,0px))] with-contact-bar:right-4 with-contact-bar:bottom-[calc(0.5rem+var(--compare-tray-h,0px))] with-contact-bar:shadow-none"
    >
      <ArrowUp className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
