import { describe, expect, it } from 'vitest';
import { formatCents, formatPrice, lineTotalCents, MAX_TOTAL_CENTS, quotationTotals, toCents } from './money';

// The one rounding rule of quotations (docs/product.md §25, decision 048): amounts are integer
// centavos; VAT is worked out once on the net (subtotal − discounts) and rounded half up.

const line = (quantity: number, unitCents: number, discountCents = 0) => ({
  quantity,
  unitCents,
  discountCents,
});

// The four sums of a quotation in centavos, in the order the document prints them.
type Sums = [subtotal: number, discount: number, vat: number, total: number];
const totals = (...[subtotal, discount, vat, total]: Sums) => ({ subtotal, discount, vat, total });

describe('quotationTotals', () => {
  it('adds lines and their discounts (an amount off the whole line)', () => {
    const lines = [line(2, 125_000_000, 5_000_000), line(3, 199_999)];
    expect(lineTotalCents(lines[0])).toBe(245_000_000);
    expect(quotationTotals(lines, 'none')).toEqual(totals(250_599_997, 5_000_000, 0, 245_599_997));
  });

  it('exclusive: 12 % added on the net, rounded half up once', () => {
    // 12 % of 1,000.00 is exactly 120.00.
    expect(quotationTotals([line(1, 100_000)], 'exclusive')).toEqual(totals(100_000, 0, 12_000, 112_000));
    // 12 % of 0.01 is 0.0012: nothing. Of 0.05 it is 0.006: 1 centavo (half up from 0.6).
    expect(quotationTotals([line(1, 1)], 'exclusive')?.vat).toBe(0);
    expect(quotationTotals([line(1, 5)], 'exclusive')?.vat).toBe(1);
    // Of 0.04, 0.0048: nothing. (12 % of whole centavos never ends in exactly half a centavo: the
    // tie is checked through inclusive below.)
    expect(quotationTotals([line(1, 4)], 'exclusive')?.vat).toBe(0);
    // Once on the net, not per line: three lines of 0.04 make 0.12 net, VAT 0.0144 → 1 centavo.
    expect(quotationTotals([line(1, 4), line(1, 4), line(1, 4)], 'exclusive')?.vat).toBe(1);
  });

  it('inclusive: VAT read out of the prices (net × 12 / 112), the total unchanged', () => {
    expect(quotationTotals([line(1, 112_000)], 'inclusive')).toEqual(totals(112_000, 0, 12_000, 112_000));
    // 14 centavos × 12 / 112 = 1.5 exactly: half up makes 2.
    expect(quotationTotals([line(1, 14)], 'inclusive')?.vat).toBe(2);
    // 7 × 12 / 112 = 0.75 → 1; 1 × 12 / 112 = 0.107 → 0.
    expect(quotationTotals([line(1, 7)], 'inclusive')?.vat).toBe(1);
    expect(quotationTotals([line(1, 1)], 'inclusive')?.vat).toBe(0);
  });

  it('discounts come off before VAT', () => {
    expect(quotationTotals([line(1, 10_000, 2_500)], 'exclusive')).toEqual(totals(10_000, 2_500, 900, 8_400));
  });

  it('exact with amounts beyond floating point, and null past the largest total (never rounded)', () => {
    const most = line(999, 1_000_000_000_000);
    expect(quotationTotals([line(1, MAX_TOTAL_CENTS)], 'none')?.total).toBe(MAX_TOTAL_CENTS);
    expect(quotationTotals([most], 'none')).toBeNull();
    expect(quotationTotals([line(1, MAX_TOTAL_CENTS)], 'exclusive')).toBeNull();
    expect(quotationTotals([line(1, MAX_TOTAL_CENTS)], 'inclusive')?.total).toBe(MAX_TOTAL_CENTS);
  });

  it('toCents reads two-decimal amounts exactly', () => {
    expect(toCents(1999.99)).toBe(199_999);
    expect(toCents(0.07)).toBe(7);
    expect(toCents(999_999_999_999.99)).toBe(MAX_TOTAL_CENTS);
  });
});

describe('formatPrice and formatCents', () => {
  // Intl's currency format with the narrow symbol is the reference the site's prices read as.
  const intl = (currency: 'PHP' | 'USD', decimals: number) =>
    new Intl.NumberFormat(currency === 'PHP' ? 'en-PH' : 'en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });

  it('writes a price and an amount as Intl does, in pesos and dollars', () => {
    for (const currency of ['PHP', 'USD'] as const) {
      for (const amount of [0, 1, 999, 1000, 274_000, 15_500_000, 999_999_999_999, -5, -1_234_567]) {
        expect(formatPrice(amount, currency)).toBe(intl(currency, 0).format(amount));
      }
      for (const cents of [0, 1, 5, 50, 99, 123_456_750, MAX_TOTAL_CENTS, -1_005]) {
        expect(formatCents(cents, currency)).toBe(intl(currency, 2).format(cents / 100));
      }
    }
    expect(formatPrice(15_500_000)).toBe('₱15,500,000');
    expect(formatPrice(null)).toBe('Contact for Price');
  });
});
