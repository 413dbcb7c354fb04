/**
 * Gives the document's history entry the key React Router files its scroll position under, as its
 * <ScrollRestoration> script did before the first paint (decision 084). Run before the router
 * starts, which reads the key; an entry reloaded or gone back to keeps the key it got.
 *
 * The entry gets its index in the same write: React Router's history writes the state again when
 * the entry has none (`idx: 0`, a page opened anew), and each write waits on the browser's process,
 * inside the router's start, the longest step of hydration that cannot yield (decision 085).
 */
export function keyHistoryEntry() {
  const state = window.history.state;
  if (!state?.key) {
    window.history.replaceState(
      { ...state, key: Math.random().toString(32).slice(2), idx: state?.idx ?? 0 },
      '',
    );
  }
}
