import { describe, expect, it } from 'vitest';
import { createDrawLimit } from './draw-limit';

describe('createDrawLimit', () => {
  it('allows N drawings per address per minute, then says how long to wait', () => {
    const limit = createDrawLimit(3);
    const t0 = 1_000_000;
    expect([0, 1, 2].map((i) => limit.take('203.0.113.9', t0 + i))).toEqual([0, 0, 0]);
    expect(limit.take('203.0.113.9', t0 + 3)).toBe(60);
    expect(limit.take('203.0.113.9', t0 + 59_001)).toBe(1);
  });

  it('counts each address on its own', () => {
    const limit = createDrawLimit(1);
    expect(limit.take('a', 0)).toBe(0);
    expect(limit.take('a', 1)).toBeGreaterThan(0);
    expect(limit.take('b', 2)).toBe(0);
  });

  it('starts a new window once the minute is over', () => {
    const limit = createDrawLimit(1);
    expect(limit.take('a', 0)).toBe(0);
    expect(limit.take('a', 30_000)).toBe(30);
    expect(limit.take('a', 60_000)).toBe(0);
  });

  it('forgets finished windows when many addresses have been seen', () => {
    const limit = createDrawLimit(1);
    for (let i = 0; i < 10_000; i++) limit.take(`10.0.${i >> 8}.${i & 255}`, 0);
    // A new address after the minute sweeps them; the old ones start afresh.
    expect(limit.take('new', 60_001)).toBe(0);
    expect(limit.take('10.0.0.0', 60_002)).toBe(0);
  });
});
