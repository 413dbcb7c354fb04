import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { inquiryModal, preloadFormModals, quoteModal } from '#app/components/modals/lazy-modals';
import { usePreloadWhenIdle } from '#app/lib/lazy-panel';

// The quote and inquiry modals live once in the layout; header buttons and any page (home CTA,
// About CTA, product cards) open them through this context. Their code is split out of the first
// load and fetched ahead of the first opening: when a button that opens one is hovered, focused or
// touched, or in idle time once the visitor uses the page (lazy-panel.tsx).

export interface ModalProduct {
  id: number;
  name: string;
  fullName?: string;
}

interface SiteActions {
  openQuote: (product?: ModalProduct) => void;
  openInquiry: () => void;
  /** Start fetching the modals' code early (pointer over or focus on a button that opens one). */
  preloadModals: () => void;
}

const SiteActionsContext = createContext<SiteActions | null>(null);

export function useSiteActions(): SiteActions {
  const actions = useContext(SiteActionsContext);
  if (!actions) throw new Error('useSiteActions() must be used inside the public layout');
  return actions;
}

export function SiteActionsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<'quote' | 'inquiry' | null>(null);
  // Kept after closing so the quote form does not change under its closing animation.
  const [product, setProduct] = useState<ModalProduct | undefined>();

  const openQuote = useCallback((product?: ModalProduct) => {
    setProduct(product);
    setOpen('quote');
  }, []);
  const openInquiry = useCallback(() => setOpen('inquiry'), []);
  usePreloadWhenIdle(preloadFormModals);
  const value = useMemo(
    () => ({ openQuote, openInquiry, preloadModals: preloadFormModals }),
    [openQuote, openInquiry],
  );
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };

  return (
    <SiteActionsContext.Provider value={value}>
      {children}
      <quoteModal.Panel
        opened={open === 'quote'}
        open={open === 'quote'}
        onOpenChange={close}
        defaultProduct={product}
      />
      <inquiryModal.Panel opened={open === 'inquiry'} open={open === 'inquiry'} onOpenChange={close} />
    </SiteActionsContext.Provider>
  );
}
