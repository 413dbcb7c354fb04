import { describe, expect, it } from 'vitest';
import { defaultPromisedHours, LEAD_KINDS, promisedHours } from './lead-kinds';

// A response target in business minutes as the site promises it (docs/product.md §24).
describe('promisedHours', () => {
  it.each([
    [60, 1],
    [61, 2],
    [240, 4],
    [539, 9],
    [540, 24],
    [541, 48],
    [1080, 48],
    [10_080, 24 * 19],
  ])('%i business minutes promise %i hours', (minutes, hours) => {
    expect(promisedHours(minutes)).toBe(hours);
  });

  it('the defaults give the site’s promises: 24 hours, 4 for support and parts', () => {
    expect(Object.fromEntries(LEAD_KINDS.map((k) => [k, defaultPromisedHours(k)]))).toEqual({
      'quote-simple': 24,
      quote: 24,
      general: 24,
      inquiry: 24,
      support: 4,
      'quote-list': 24,
      parts: 4,
      service: 24,
    });
  });
});
