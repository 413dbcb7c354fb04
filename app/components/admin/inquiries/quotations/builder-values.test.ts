import { describe, expect, it } from 'vitest';
import type { Quotation } from '#common/schemas/quotations';
import {
  fromPrefill,
  fromQuotation,
  numberOrUndefined,
  previewLineCents,
  previewTotals,
  withTerm,
} from './builder-values';

// The four sums of a quotation in centavos, in the order the document prints them.
type Sums = [subtotal: number, discount: number, vat: number, total: number];
const totals = (...[subtotal, discount, vat, total]: Sums) => ({ subtotal, discount, vat, total });

describe('the quotation builder values', () => {
  it('starts from the prefill, an unpriced machine left empty to be priced', () => {
    const values = fromPrefill({
      currency: 'PHP',
      vat_mode: 'inclusive',
      lines: [
        { variant_id: 4, description: 'Komatsu PC200-8', quantity: 2, unit_price: 5_500_000 },
        { variant_id: 5, description: 'CAT 320', quantity: 1, unit_price: null },
      ],
      valid_until: '2026-12-31',
      payment_terms: 'Cash',
    });
    expect(values.lines[0]).toEqual({
      variant_id: 4,
      description: 'Komatsu PC200-8',
      quantity: 2,
      unit_price: 5_500_000,
      discount: undefined,
    });
    expect(values.lines[1].unit_price).toBeUndefined();
    expect(values).toMatchObject({
      valid_until: '2026-12-31',
      payment_terms: 'Cash',
      delivery_time: '',
      notes: '',
    });
  });

  it("edits a draft in its lines' order, a zero discount as an empty field", () => {
    const values = fromQuotation({
      lines: [
        {
          position: 2,
          variant_id: null,
          description: 'Delivery',
          quantity: 1,
          unit_price: 25_000,
          discount: 0,
          amount: 25_000,
        },
        {
          position: 1,
          variant_id: 4,
          description: 'PC200',
          quantity: 1,
          unit_price: 100,
          discount: 10.5,
          amount: 89.5,
        },
      ],
      valid_until: '2026-12-31',
      payment_terms: 'Cash',
      delivery_time: null,
      notes: 'Note',
    } as unknown as Quotation);
    expect(values.lines.map((l) => l.description)).toEqual(['PC200', 'Delivery']);
    expect(values.lines[0].discount).toBe(10.5);
    expect(values.lines[1].discount).toBeUndefined();
    expect(values.delivery_time).toBe('');
    expect(values.notes).toBe('Note');
  });

  it('reads a number field: empty or not a number is undefined, never 0', () => {
    expect(numberOrUndefined('')).toBeUndefined();
    expect(numberOrUndefined('  ')).toBeUndefined();
    expect(numberOrUndefined('abc')).toBeUndefined();
    expect(numberOrUndefined(Number.NaN)).toBeUndefined();
    expect(numberOrUndefined('12.50')).toBe(12.5);
    expect(numberOrUndefined(' 3 ')).toBe(3);
    expect(numberOrUndefined(0)).toBe(0);
  });

  it('adds up the preview in centavos, VAT once on the net, half up', () => {
    // 3 × 0.10 is 0.30 exactly, not 0.30000000000000004.
    expect(previewLineCents({ quantity: 3, unit_price: 0.1 })).toBe(30);
    expect(previewLineCents({ quantity: 2, unit_price: 1000, discount: 150.25 })).toBe(184_975);
    const lines = [
      { quantity: 1, unit_price: 10.05 },
      { quantity: 1, unit_price: 10.05 },
    ];
    // 12% of 20.10 is 2.412 → 2.41 (rounded once, not 1.21 + 1.21).
    expect(previewTotals(lines, 'exclusive')).toEqual(totals(2010, 0, 241, 2251));
    // Inclusive: 12/112 of 112.00 is 12.00, already in the total.
    expect(previewTotals([{ quantity: 1, unit_price: 112 }], 'inclusive')).toEqual(
      totals(11_200, 0, 1200, 11_200),
    );
    expect(previewTotals([{ quantity: 2, unit_price: 50, discount: 10 }], 'none')).toEqual(
      totals(10_000, 1000, 0, 9000),
    );
  });

  it('counts what is not filled in as 0 and a too-large discount as the whole line while typing', () => {
    expect(previewTotals([{ description: 'Delivery' }], 'exclusive')).toEqual(totals(0, 0, 0, 0));
    expect(previewTotals([{ quantity: -2, unit_price: -5 }], 'none')?.total).toBe(0);
    expect(previewTotals([{ quantity: 1, unit_price: 100, discount: 500 }], 'none')).toEqual(
      totals(10_000, 10_000, 0, 0),
    );
  });

  it('has no total beyond what a quotation may hold', () => {
    expect(previewTotals([{ quantity: 999, unit_price: 999_999_999_999.99 }], 'none')).toBeNull();
  });

  it('adds a payment-term choice on a line of its own, once', () => {
    expect(withTerm('', 'Lease.')).toBe('Lease.');
    expect(withTerm('Cash.\n', 'Lease.')).toBe('Cash.\nLease.');
    expect(withTerm('Cash.\nLease.', 'Lease.')).toBe('Cash.\nLease.');
  });
});
