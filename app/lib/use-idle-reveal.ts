import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './preload-when-idle';

/**
 * What a part draws later (pictures below the first screen, the rest of a list; decision 073):
 * false at the first render, as the server drew it, and true once the browser is idle after
 * hydration, or when the part calls `reveal` itself (a render-phase update, as React allows).
 *
 * The idle update is a transition (decision 085). An update from an idle callback is otherwise
 * rendered whole, in one task that cannot yield to a tap (React renders a default update without
 * pausing): revealing the listing's pictures was a task of 12–30 ms on a 2-core host, four times
 * that on a budget phone. A transition is rendered in slices that give way to input.
 */
export function useIdleReveal(shownAtFirst = false): [shown: boolean, reveal: () => void] {
  const [shown, setShown] = useState(shownAtFirst);
  useEffect(() => (shown ? undefined : whenIdle(() => startTransition(() => setShown(true)))), [shown]);
  return [shown, () => setShown(true)];
}
