import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { preloadWhenIdle } from '../../lib/preload-when-idle';

// The quote and inquiry modals live once in the layout; header buttons and any page (home CTA,
// About CTA, product cards) open them through this context. Their code is split out of the first
// load and fetched ahead of the first opening: when a button that opens one is hovered, focused or
// touched, or in idle time once the visitor uses the page (preload-when-idle.ts).

export interface ModalProduct {
  id: number;
  name: string;
  fullName?: string;
}

const loadQuote = () => import('../modals/quote-modal');
const loadInquiry = () => import('../modals/inquiry-modal');
const QuoteModal = lazy(() => loadQuote().then((m) => ({ default: m.QuoteModal })));
const InquiryModal = lazy(() => loadInquiry().then((m) => ({ default: m.InquiryModal })));

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
  // Mounted once opened so closing can animate and the lazy chunk is not fetched on page load.
  const [mounted, setMounted] = useState({ quote: false, inquiry: false });

  const openQuote = useCallback((product?: ModalProduct) => {
    setMounted((m) => ({ ...m, quote: true }));
    setProduct(product);
    setOpen('quote');
  }, []);
  const openInquiry = useCallback(() => {
    setMounted((m) => ({ ...m, inquiry: true }));
    setOpen('inquiry');
  }, []);
  const preloadModals = useCallback(() => {
    void loadQuote();
    void loadInquiry();
  }, []);
  useEffect(() => preloadWhenIdle(preloadModals), [preloadModals]);
  const value = useMemo(
    () => ({ openQuote, openInquiry, preloadModals }),
    [openQuote, openInquiry, preloadModals],
  );
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };

  return (
    <SiteActionsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {mounted.quote && (
          <QuoteModal open={open === 'quote'} onOpenChange={close} defaultProduct={product} />
        )}
        {mounted.inquiry && <InquiryModal open={open === 'inquiry'} onOpenChange={close} />}
      </Suspense>
    </SiteActionsContext.Provider>
  );
}
