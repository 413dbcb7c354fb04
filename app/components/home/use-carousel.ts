import { useCallback, useEffect, useState } from 'react';

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Slide index that wraps around in both directions and advances every `intervalMs` unless paused
 * (hovered or focused) or the visitor prefers reduced motion. The timer restarts on every change, so
 * a manual step always gets a full interval before the next automatic one.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = count > 1 && !hovered && !focused && !reducedMotion;

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer after every step
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, next, intervalMs]);

  // Handlers for the carousel's root element.
  const pauseHandlers = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: React.FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { index: Math.min(index, Math.max(0, count - 1)), goTo, next, previous, rotating, pauseHandlers };
}
