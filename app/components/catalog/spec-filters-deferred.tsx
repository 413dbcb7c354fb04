import { type ComponentProps, lazy, Suspense } from 'react';
import { preloadWhenIdle } from '#app/lib/preload-when-idle';
import { SpecFilters as Rendered } from './spec-filters';

// The sidebar's spec filters are drawn by the server with the page and work as a plain GET form
// at once, but their code stays out of the listing's first load (the first-load budget of
// docs/product.md §15): in the browser they hydrate in idle time after the visitor's first interaction, as the
// panels of lazy-panel.tsx are fetched (docs/decisions/017-code-fetched-ahead-of-a-press.md).
// Until then React keeps the server's HTML as it is (a dehydrated Suspense boundary), and a form
// sent in that moment goes natively, as without JavaScript (filter-sidebar.tsx asks
// `specFilters.ready`, spec-filters-ready.ts). The server renders the component itself, so the
// HTML never waits for a chunk. The drawer, opened by a press, imports them directly. The page is
// drawn with the filters of its first screen; the rest are drawn once these have hydrated
// (`later`, spec-filters.tsx; decision 073).

let open = () => {};
const gate = new Promise<void>((resolve) => {
  open = resolve;
});

/** Hydrate now: the listing changed under them (back, a chip), so the server's HTML is stale. */
export const hydrateSpecFilters = () => open();

const Deferred = import.meta.env.SSR
  ? Rendered
  : lazy(() => {
      preloadWhenIdle(open);
      return gate.then(() => import('./spec-filters')).then((m) => ({ default: m.SpecFilters }));
    });

export function DeferredSpecFilters(props: ComponentProps<typeof Rendered>) {
  return (
    <Suspense fallback={null}>
      <Deferred {...props} later />
    </Suspense>
  );
}
