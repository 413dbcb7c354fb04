import { lazy, Suspense, useState } from 'react';

// The modals are code-split out of the page's first load; the layout fetches the same chunks ahead
// of the first opening (site-actions.tsx), so opening one does not wait for the download.
const QuoteModal = lazy(() => import('../modals/quote-modal').then((m) => ({ default: m.QuoteModal })));
const InquiryModal = lazy(() => import('../modals/inquiry-modal').then((m) => ({ default: m.InquiryModal })));

export type HomeModal = 'quote' | 'inquiry' | null;

/** Which home modal is open; each is mounted from its first opening on (so it can animate closed). */
export function useHomeModals() {
  const [open, setOpen] = useState<HomeModal>(null);
  const [mounted, setMounted] = useState<{ quote: boolean; inquiry: boolean }>({
    quote: false,
    inquiry: false,
  });
  const show = (which: Exclude<HomeModal, null>) => {
    setMounted((m) => ({ ...m, [which]: true }));
    setOpen(which);
  };
  return { open, mounted, show, close: () => setOpen(null) };
}

export function HomeModals({ state }: { state: ReturnType<typeof useHomeModals> }) {
  const { open, mounted, close } = state;
  const onOpenChange = (next: boolean) => !next && close();
  return (
    <Suspense fallback={null}>
      {mounted.quote && <QuoteModal open={open === 'quote'} onOpenChange={onOpenChange} variant="home" />}
      {mounted.inquiry && (
        <InquiryModal open={open === 'inquiry'} onOpenChange={onOpenChange} variant="home" />
      )}
    </Suspense>
  );
}
