import { describe, expect, it } from 'vitest';
import { OncePerDay } from './once-a-day';

// Who has done what today (docs/product.md §20): once per visitor, thing and business day, in a
// bounded memory.

const ana = { address: '203.0.113.9', agent: 'Mozilla/5.0 Chrome/126.0' };
const noon = new Date('2026-03-09T04:00:00Z');

describe('OncePerDay', () => {
  it('says first once per visitor and thing, and again for another browser, address or thing', () => {
    const once = new OncePerDay();
    expect(once.first(ana, '12|page_view|', noon)).toBe(true);
    expect(once.first(ana, '12|page_view|', noon)).toBe(false);
    expect(once.first({ ...ana, agent: 'Mozilla/5.0 Firefox/128.0' }, '12|page_view|', noon)).toBe(true);
    expect(once.first({ ...ana, address: '198.51.100.7' }, '12|page_view|', noon)).toBe(true);
    expect(once.first(ana, '13|page_view|', noon)).toBe(true);
    expect(once.first(ana, '12|compare_add|', noon)).toBe(true);
  });

  it('starts again at midnight in Manila, not in UTC', () => {
    const once = new OncePerDay();
    expect(once.first(ana, 'x', new Date('2026-03-09T15:59:59Z'))).toBe(true);
    expect(once.first(ana, 'x', new Date('2026-03-09T15:00:00Z'))).toBe(false);
    expect(once.first(ana, 'x', new Date('2026-03-09T16:00:00Z'))).toBe(true);
    expect(once.size).toBe(1);
    expect(once.first(ana, 'x', new Date('2026-03-10T15:59:00Z'))).toBe(false);
  });

  it('keeps at most its maximum, forgetting the oldest first', () => {
    const once = new OncePerDay(3);
    for (const what of ['a', 'b', 'c', 'd']) expect(once.first(ana, what, noon)).toBe(true);
    expect(once.size).toBe(3);
    expect(once.first(ana, 'd', noon)).toBe(false);
    expect(once.first(ana, 'a', noon)).toBe(true);
  });

  it('forgets a first whose count was refused', () => {
    const once = new OncePerDay();
    expect(once.first(ana, 'x', noon)).toBe(true);
    once.forget(ana, 'x', noon);
    expect(once.first(ana, 'x', noon)).toBe(true);
  });
});
