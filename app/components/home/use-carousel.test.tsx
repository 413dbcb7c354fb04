import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_ROTATION_MS } from '#common/site-constants';
import { useCarousel } from './use-carousel';

// The home carousel's timing (docs/product.md §2): a slide every 7 s, paused while hovered or
// focused, a manual step getting a full interval, and no rotation for a visitor who prefers
// reduced motion. The slides themselves, their controls and their links are a browser journey.

const SEVEN_S = 7000;

/** matchMedia answering `reduced` for prefers-reduced-motion. */
let matchMedia: { mockRestore: () => void } | undefined;
function prefersReducedMotion(reduced: boolean) {
  matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduced && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('useCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    matchMedia?.mockRestore();
  });

  it('rotates every 7 s, pauses while hovered, and starts a full interval after the pointer leaves', () => {
    // The interval the home page's carousel is given (featured-carousel.tsx).
    expect(HERO_ROTATION_MS).toBe(SEVEN_S);
    prefersReducedMotion(false);
    const { result } = renderHook(() => useCarousel(5, HERO_ROTATION_MS));
    expect(result.current.index).toBe(0);
    act(() => result.current.pauseHandlers.onPointerEnter());
    act(() => vi.advanceTimersByTime(8000));
    expect(result.current.index).toBe(0);
    act(() => result.current.pauseHandlers.onPointerLeave());
    act(() => vi.advanceTimersByTime(6900));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(SEVEN_S));
    expect(result.current.index).toBe(2);
  });

  it('steps and wraps both ways, and a manual step gets a full interval', () => {
    prefersReducedMotion(false);
    const { result } = renderHook(() => useCarousel(5, SEVEN_S));
    act(() => vi.advanceTimersByTime(5000));
    act(() => result.current.previous());
    expect(result.current.index).toBe(4);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(4);
    act(() => vi.advanceTimersByTime(2100));
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(7));
    expect(result.current.index).toBe(2);
  });

  it('does not rotate when the visitor prefers reduced motion', () => {
    prefersReducedMotion(true);
    const { result } = renderHook(() => useCarousel(5, SEVEN_S));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    expect(result.current.rotating).toBe(false);
    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current.index).toBe(1);
  });
});
