import { useCallback, useState } from 'react';
import { usePreloadWhenIdle } from '#app/lib/lazy-panel';

// The places and today's date for the request form (quote-form-data.ts), fetched once: when the
// form is first approached (focus, pointer, typing), or in idle time once the visitor uses the
// page (docs/decisions/017). A failed download is tried again on the next approach.

export type QuoteFormData = typeof import('./quote-form-data');

let loaded: QuoteFormData | undefined;
let loading: Promise<QuoteFormData> | undefined;

function loadQuoteFormData(): Promise<QuoteFormData> {
  loading ??= import('./quote-form-data').then(
    (m) => (loaded = m),
    (error) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The data once here (null before), whether it is on its way, and `load` for the form's approach. */
export function useQuoteFormData(): { data: QuoteFormData | null; loading: boolean; load: () => void } {
  const [data, setData] = useState<QuoteFormData | null>(() => loaded ?? null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(() => {
    setLoading(true);
    loadQuoteFormData().then(setData, () => setLoading(false));
  }, []);
  usePreloadWhenIdle(load);
  return { data, loading: loading && !data, load };
}
