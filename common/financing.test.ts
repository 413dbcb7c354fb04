import { describe, expect, it } from 'vitest';
import { financingOf, fromMonthly, monthlyPayment, payablePrice } from './financing';

describe('monthlyPayment', () => {
  it('follows the annuity formula, rounded up to a whole unit', () => {
    // 100,000 at 6% a year over 30 years: the textbook 599.55.
    expect(monthlyPayment(100_000, 0, 6, 360)).toBe(600);
    // 1,000,000 less 20% at 12% (1% a month) over 48 months: 21,067.07.
    expect(monthlyPayment(1_000_000, 20, 12, 48)).toBe(21_068);
    expect(monthlyPayment(15_500_000, 20, 9, 48)).toBe(308_575);
  });

  it('spreads the principal evenly at 0%, without a floating-point crumb pushing it up', () => {
    expect(monthlyPayment(1_200, 0, 0, 12)).toBe(100);
    expect(monthlyPayment(1_000, 0, 0, 3)).toBe(334);
    expect(monthlyPayment(300_000, 10, 0, 27)).toBe(10_000);
  });

  it('is 0 when nothing is borrowed, and clamps the down payment to 0–90%', () => {
    expect(monthlyPayment(0, 20, 12, 48)).toBe(0);
    expect(monthlyPayment(1_000, 0, 12, 0)).toBe(0);
    expect(monthlyPayment(1_000_000, 150, 0, 10)).toBe(10_000);
    expect(monthlyPayment(1_000, -50, 0, 10)).toBe(100);
  });
});

describe('financingOf', () => {
  const settings = {
    financing_rate: 9,
    financing_terms: '48, 12, 24, 36, 24',
    financing_down_payment: 20,
    financing_disclaimer: ' Indicative only. ',
  };

  it('reads the settings: terms ascending without repeats, the disclaimer trimmed', () => {
    expect(financingOf(settings)).toEqual({
      ratePercent: 9,
      terms: [12, 24, 36, 48],
      downPaymentPercent: 20,
      disclaimer: 'Indicative only.',
    });
  });

  it('is off at a 0 rate, with no rate, or with terms it cannot read', () => {
    expect(financingOf({ ...settings, financing_rate: 0 })).toBeNull();
    expect(financingOf({ ...settings, financing_rate: 'x' })).toBeNull();
    expect(financingOf({})).toBeNull();
    expect(financingOf({ ...settings, financing_terms: '12, soon' })).toBeNull();
    expect(financingOf({ ...settings, financing_terms: '' })).toBeNull();
  });

  it('uses the longest term and the default down payment for the "from" figure', () => {
    const financing = financingOf({ ...settings, financing_rate: '12' });
    expect(financing && fromMonthly(1_000_000, financing)).toBe(21_068);
  });
});

describe('payablePrice', () => {
  it('adds the 12% VAT a VAT-exclusive price leaves out, to the centavo, and nothing otherwise', () => {
    expect(payablePrice(6_500_000, 'exclusive')).toBe(7_280_000);
    expect(payablePrice(1_001, 'exclusive')).toBe(1_121.12);
    expect(payablePrice(6_500_000, 'inclusive')).toBe(6_500_000);
    expect(payablePrice(6_500_000, 'none')).toBe(6_500_000);
  });

  it('makes the monthly figure of a VAT-exclusive price that of what the buyer pays', () => {
    const financing = financingOf({ financing_rate: 9, financing_terms: '24', financing_down_payment: 0 });
    // ₱7,280,000 over 24 months at 9%: 332,584.21, rounded up; the bare ₱6,500,000 would be 296,951.
    expect(financing && fromMonthly(payablePrice(6_500_000, 'exclusive'), financing)).toBe(332_585);
  });
});
