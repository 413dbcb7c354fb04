import { VAT_RATE_PERCENT, type VatMode } from './money';
import { parseMonthList } from './schemas/settings';

// The indicative monthly payment of a priced machine (docs/product.md §25.2): one engine for the
// figure the page's loader prints and for the calculator a visitor opens, so both say the same.
// The standard annuity: principal × r / (1 − (1 + r)^−n), r the monthly rate; at 0% the
// principal is spread evenly. Rounded up to a whole unit of the currency, never down.

export interface Financing {
  /** Annual rate, in percent; above 0 (a 0 rate turns the feature off). */
  ratePercent: number;
  /** The terms a buyer may choose, in months, ascending, without repeats. */
  terms: number[];
  /** The down payment the calculator starts with, in percent of the price. */
  downPaymentPercent: number;
  disclaimer: string;
}

export const DOWN_PAYMENT_MAX = 90;

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN);
export const clampDownPayment = (percent: number) =>
  Number.isFinite(percent) ? Math.min(Math.max(percent, 0), DOWN_PAYMENT_MAX) : 0;

/** Settings → Financing as the pages use it; null when it is off (rate 0) or has no usable terms. */
export function financingOf(settings: Readonly<Record<string, unknown>>): Financing | null {
  const ratePercent = num(settings.financing_rate);
  if (!Number.isFinite(ratePercent) || ratePercent <= 0) return null;
  const terms = parseMonthList(String(settings.financing_terms ?? ''));
  if (!terms) return null;
  const down = num(settings.financing_down_payment);
  return {
    ratePercent: Math.min(ratePercent, 100),
    terms: [...new Set(terms)].sort((a, b) => a - b),
    downPaymentPercent: clampDownPayment(Number.isFinite(down) ? down : 0),
    disclaimer: typeof settings.financing_disclaimer === 'string' ? settings.financing_disclaimer.trim() : '',
  };
}

/**
 * The monthly payment, in whole units rounded up: `price` less `downPaymentPercent` of it, repaid
 * over `months` at `ratePercent` a year. The amount is taken to the centavo first, so a payment
 * of exactly 100 is not pushed to 101 by a floating-point crumb.
 */
export function monthlyPayment(
  price: number,
  downPaymentPercent: number,
  ratePercent: number,
  months: number,
) {
  const principal = price * (1 - clampDownPayment(downPaymentPercent) / 100);
  if (principal <= 0 || months < 1) return 0;
  const r = ratePercent / 100 / 12;
  const exact = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
  return Math.ceil(Math.round(exact * 100) / 100);
}

/**
 * What a buyer pays for a catalogue price, and so what is financed: a VAT-exclusive price has the
 * 12% VAT added (₱6,500,000 → ₱7,280,000), as the quotation would; an inclusive or VAT-free one
 * is paid as shown. Whole units × 112 is a whole number of centavos, so this is exact.
 */
export const payablePrice = (price: number, vatMode: VatMode) =>
  vatMode === 'exclusive' ? (price * (100 + VAT_RATE_PERCENT)) / 100 : price;

/** The "from …/month" figure: the default down payment over the longest term. */
export function fromMonthly(price: number, financing: Financing) {
  const longest = financing.terms[financing.terms.length - 1];
  return monthlyPayment(price, financing.downPaymentPercent, financing.ratePercent, longest);
}
