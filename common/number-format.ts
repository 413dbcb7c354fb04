// Numbers as the site writes them ("1,234,567", "12.5"), without Intl (decision 077): a page's
// first use of Intl in the browser loads ICU's locale data, about 200 ms of a budget phone's main
// thread in one task, and the public pages' numbers need nothing from it but grouping by threes.
// What Intl.NumberFormat('en-US' or 'en-PH') writes is what this writes (number-format.test.ts).

/** "1234567" → "1,234,567". */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The whole and fraction digits of `abs` (≥ 0) rounded to `max` decimals. Intl reads a number as
 * its shortest decimal form (7172.7255, not the binary value just under it) and rounds that half
 * away from zero; so does this, on the digits `toExponential()` gives.
 */
function rounded(abs: number, max: number): [string, string] {
  const [mantissa, exponent] = abs.toExponential().split('e');
  let digits = mantissa.replace('.', '');
  let point = Number(exponent) + 1; // digits before the decimal point
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + max + 1, '0');
  const up = Number(digits[point + max]) >= 5;
  const text = (BigInt(digits.slice(0, point + max) || '0') + (up ? 1n : 0n))
    .toString()
    .padStart(point + max, '0');
  // A carry adds a digit before the point (9.99 → 10.0).
  const whole = text.length - max;
  return [text.slice(0, whole) || '0', text.slice(whole)];
}

/**
 * `n` grouped by threes with at most `maxFraction` decimals, trailing zeros dropped down to
 * `minFraction`, rounded as Intl.NumberFormat rounds.
 */
export function formatDecimal(n: number, maxFraction = 0, minFraction = 0): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? '∞' : '-∞';
  const [whole, fraction] = rounded(Math.abs(n), maxFraction);
  const decimals = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  // Intl keeps the sign of a negative that rounds to zero ("-0"); so does this.
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${group(whole)}${decimals ? `.${decimals}` : ''}`;
}
