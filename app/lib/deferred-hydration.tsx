import { type ComponentType, lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { preloadWhenIdle } from './preload-when-idle';

// What a page can leave alone at start (decision 073): a part that responds to nothing before the
// visitor scrolls or presses (the footer, a specification table) is drawn by the server with the
// page and hydrated later. React has no islands; a subtree behind a Suspense boundary whose
// component resolves later is its way: React keeps the server's HTML as it is and hydrates it when
// the component resolves, here in idle time after the visitor's first scroll, pointer move, touch
// or key (preload-when-idle.ts). Links inside work as plain links meanwhile. The component's code
// is the page's own; only its hydration waits.
//
// A dehydrated boundary whose props or context change must hydrate first, and would hold a
// navigation until it can: so anything that renders it again (a navigation, new loader data)
// opens the gate at once, and the component resolves a few microtasks later. Drawn after the
// document hydrated (a client navigation to another page), there is nothing to wait for.

/** Whether the document has hydrated: the root's first effect marks <html data-hydrated> (root.tsx). */
const documentHydrated = () =>
  typeof document !== 'undefined' && 'hydrated' in document.documentElement.dataset;

const sameProps = (a: object, b: object) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key]));

/**
 * `Component`, server-rendered as it is and hydrated in idle time after the first sign of use, or
 * as soon as anything around it renders again.
 */
export function deferHydration<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  // The server renders the component itself, so the HTML never waits; both sides draw the boundary.
  const Late = import.meta.env.SSR ? Component : lazy(() => gate.then(() => ({ default: Component })));
  // Memoised so a parent rendering again with the same props leaves a dehydrated boundary alone.
  const Boundary = memo(
    function Boundary({ now, props }: { now: boolean; props: P }) {
      const Drawn = now ? Component : Late;
      return (
        <Suspense fallback={null}>
          <Drawn {...props} />
        </Suspense>
      );
    },
    (a, b) => a.now === b.now && sameProps(a.props, b.props),
  );
  function Deferred(props: P) {
    const [now] = useState(documentHydrated);
    const mounted = useRef(false);
    if (now || mounted.current) open();
    useEffect(() => {
      mounted.current = true;
      return preloadWhenIdle(open);
    }, []);
    return <Boundary now={now} props={props} />;
  }
  Deferred.displayName = `Deferred(${Component.displayName ?? Component.name})`;
  return Deferred;
}
