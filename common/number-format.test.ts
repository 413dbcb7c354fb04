import { describe, expect, it } from 'vitest';
import { formatDecimal } from './number-format';

// Intl is the reference: the site's numbers read exactly as Intl.NumberFormat writes them.
const values = [
  0,
  1,
  7,
  12,
  999,
  1000,
  1234,
  99_999,
  100_000,
  1_234_567,
  15_500_000,
  274_000,
  999_999_999_999.99,
  0.5,
  1.5,
  2.5,
  -2.5,
  1.005,
  1.125,
  0.1 + 0.2,
  12.345678,
  Math.PI,
  Math.E,
  0.000001,
  0.0000004,
  1e-7,
  -1,
  -1234.5,
  -0.4,
  163.2,
  219.86,
  5_000,
  1e15,
  123_456_789.123456,
];

describe('formatDecimal', () => {
  it.each([0, 2, 6])('writes what Intl writes with at most %i decimals', (max) => {
    for (const locale of ['en-US', 'en-PH']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: max });
      for (const n of values) expect(formatDecimal(n, max), `${n}`).toBe(intl.format(n));
    }
  });

  it('pads to the minimum decimals as Intl does', () => {
    const intl = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const n of values) expect(formatDecimal(n, 2, 2), `${n}`).toBe(intl.format(n));
  });

  it('agrees with Intl on many random amounts', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      const n = ((seed % 2_000_000_000) - 1_000_000_000) / 10 ** (seed % 7);
      expect(formatDecimal(n, 3), `${n}`).toBe(intl.format(n));
    }
  });

  it('writes what is not a finite number as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const n of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0])
      expect(formatDecimal(n)).toBe(intl.format(n));
  });
});
