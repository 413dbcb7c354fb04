/**
 * Gives the document's history entry the key React Router files its scroll position under, as its
 * <ScrollRestoration> script did before the first paint (decision 084). Run before the router
 * starts, which reads the key; an entry reloaded or gone back to keeps the key it got.
 */
export function keyHistoryEntry() {
  if (!window.history.state?.key) {
    window.history.replaceState({ ...window.history.state, key: Math.random().toString(32).slice(2) }, '');
  }
}
