import { PHONE_DIGITS } from './constants';

/** Keeps only the digits of a phone number: '0917-123-4567' → '09171234567'. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** What a phone input shows while typing: digits only, never more than the 11 allowed. */
export function phoneInput(value: string): string {
  return phoneDigits(value).slice(0, PHONE_DIGITS);
}

/** An empty phone is fine (the field is optional); otherwise exactly 11 digits. */
export function isValidPhone(digits: string): boolean {
  return digits === '' || digits.length === PHONE_DIGITS;
}
