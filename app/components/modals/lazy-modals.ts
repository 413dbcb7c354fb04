import { lazyPanel } from '#app/lib/lazy-panel';

// The quote and inquiry modals, split out of the first load once for the whole site: the layout's
// (site-actions.tsx) and the home page's (home-modals.tsx) share these, so a fetch ahead of a press
// on either serves both.
export const quoteModal = lazyPanel(() => import('./quote-modal').then((m) => ({ default: m.QuoteModal })));
export const inquiryModal = lazyPanel(() =>
  import('./inquiry-modal').then((m) => ({ default: m.InquiryModal })),
);

/** Fetch both modals' code (a button that opens one is approached, or the page is in use). */
export function preloadFormModals(): void {
  quoteModal.preload();
  inquiryModal.preload();
}
