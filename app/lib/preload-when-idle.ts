// Code that opens on a press (quote modal, filter drawer) is split out of the first load, which
// made its first opening wait for the download (over a second on a slow phone). It is fetched
// ahead instead, in two ways: when a pointer or focus reaches its button (onPointerEnter/onFocus,
// which on a touch screen fire as the finger lands), and here, in idle time once a person is
// using the page. Waiting for that first sign keeps the download out of what a page costs before
// anyone touches it (the first-load budget, docs/performance.md), and away from visits nobody
// looks at; by the time someone scrolls, moves the mouse or touches the page, the page is loaded.

const FIRST_SIGNS = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'wheel', 'keydown'] as const;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The visitor asked the browser to save data: then only a press (or its approach) fetches code. */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Runs `work` once the browser is idle (within 2 s at the latest; after 300 ms where there is no
 * idle callback, as in Safari). Call from an effect and return what it returns (it cancels).
 */
export function whenIdle(work: () => void): () => void {
  const win = window as IdleWindow;
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(work, { timeout: 2000 });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(work, 300);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `load` once, in idle time after the visitor's first scroll, pointer move, touch or key.
 * Call from an effect and return what it returns (it removes the listeners and any pending call).
 */
export function preloadWhenIdle(load: () => unknown): () => void {
  if (typeof window === 'undefined' || savingData()) return () => {};
  let cancel = () => {};
  const listen = (on: boolean) => {
    for (const type of FIRST_SIGNS) {
      if (on) window.addEventListener(type, start, { capture: true, passive: true });
      else window.removeEventListener(type, start, { capture: true });
    }
  };
  // Safari has no requestIdleCallback: whenIdle's short delay keeps the fetch off the touch's own frame.
  function start() {
    listen(false);
    cancel = whenIdle(() => void load());
  }
  listen(true);
  return () => {
    listen(false);
    cancel();
  };
}
