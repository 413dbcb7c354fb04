import { useState } from 'react';
import { inquiryModal, quoteModal } from '#app/components/modals/lazy-modals';

// The home page's own variant of the modals: the same code the layout fetches ahead of the first
// opening (lazy-modals.ts), so opening one does not wait for the download.

export type HomeModal = 'quote' | 'inquiry' | null;

/** Which home modal is open; each is mounted from its first opening on (so it can animate closed). */
export function useHomeModals() {
  const [open, setOpen] = useState<HomeModal>(null);
  const show = (which: Exclude<HomeModal, null>) => setOpen(which);
  return { open, show, close: () => setOpen(null) };
}

export function HomeModals({ state }: { state: ReturnType<typeof useHomeModals> }) {
  const { open, close } = state;
  const onOpenChange = (next: boolean) => !next && close();
  return (
    <>
      <quoteModal.Panel
        opened={open === 'quote'}
        open={open === 'quote'}
        onOpenChange={onOpenChange}
        variant="home"
      />
      <inquiryModal.Panel
        opened={open === 'inquiry'}
        open={open === 'inquiry'}
        onOpenChange={onOpenChange}
        variant="home"
      />
    </>
  );
}
