import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { preloadWhenIdle } from './preload-when-idle';

// The one way to keep code that opens on a press (a dialog, a drawer, a menu's panel) out of a
// page's first load (its budget: docs/performance.md) without making its first opening wait:
// a light shell is server-rendered and works at once; the heavy panel's code is fetched ahead of
// the press (docs/decisions/017-code-fetched-ahead-of-a-press.md) and drawn from its first opening.

type LazyPanelProps<P> = P & {
  /**
   * Whether the panel is open now. It is drawn from the first time this is true and stays mounted
   * after, so closing can animate and give focus back.
   */
  opened: boolean;
};

export interface LazyPanel<P> {
  /** Start fetching the code: onPointerEnter and onFocus of what opens it (a touch fires both). */
  preload: () => void;
  /** The panel itself: nothing (and no download) until first opened. */
  Panel: (props: LazyPanelProps<P>) => ReactNode;
}

/**
 * A panel whose module `fetchPanel` imports, as for React's `lazy`: `() => import('./x')` for a
 * default export, `() => import('./x').then((m) => ({ default: m.X }))` for a named one.
 */
export function lazyPanel<C extends (props: never) => ReactNode>(
  fetchPanel: () => Promise<{ default: C }>,
): LazyPanel<Parameters<C>[0]> {
  // React's lazy and the preload each ask for the module; the browser fetches it once.
  const View = lazy(fetchPanel as unknown as () => Promise<{ default: ComponentType<object> }>);
  const preload = () => void fetchPanel();
  function Panel({ opened, ...props }: { opened: boolean }) {
    const [mounted, setMounted] = useState(opened);
    if (opened && !mounted) setMounted(true);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  }
  return { preload, Panel };
}

/** Runs `preload` once, in idle time after the visitor's first interaction (preload-when-idle.ts). */
export function usePreloadWhenIdle(preload: () => void): void {
  useEffect(() => preloadWhenIdle(preload), [preload]);
}
