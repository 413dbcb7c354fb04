import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

// Until an upload answers, the form still holds the old address (or none), so a save in that
// moment stores the record without the new image. Each upload widget reports itself to the editor
// around it while its file travels; the editor keeps Save disabled, says why, and counts the
// upload as unsaved work when asked to close. Outside an editor nothing listens.

interface PendingUploads {
  /** Uploads in flight in this editor. */
  count: number;
  /** Marks one upload as started; call the returned function once it has ended. */
  begin: () => () => void;
}

const PendingUploadsContext = createContext<PendingUploads>({ count: 0, begin: () => () => {} });
export const PendingUploadsProvider = PendingUploadsContext.Provider;

/** The editor's side: the count and the `begin` its widgets call, for PendingUploadsProvider. */
export function usePendingUploadsState(): PendingUploads {
  const [count, setCount] = useState(0);
  const begin = useCallback(() => {
    setCount((n) => n + 1);
    let ended = false;
    return () => {
      // An effect cleanup and an unmount may both end the same upload; count it once.
      if (ended) return;
      ended = true;
      setCount((n) => n - 1);
    };
  }, []);
  return useMemo(() => ({ count, begin }), [count, begin]);
}

export const usePendingUploads = () => useContext(PendingUploadsContext).count;

/** The widget's side: reports an upload in flight for as long as `active` is true. */
export function useReportUpload(active: boolean) {
  const { begin } = useContext(PendingUploadsContext);
  useEffect(() => (active ? begin() : undefined), [active, begin]);
}
