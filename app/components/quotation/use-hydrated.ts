import { useEffect, useState } from 'react';

/**
 * False in the server's render and until React has hydrated: the buyer's forms post JSON from the
 * browser, so their buttons wait for it rather than send a plain form nobody answers.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
