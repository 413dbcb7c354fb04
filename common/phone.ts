import { PHONE_DIGITS } from './constants';

// docs/product.md §5: a phone is optional, and when given has 11 digits. People write numbers with spaces,
// dashes, brackets and the country code, and browsers autofill "+63 917 123 4567", so the form
// keeps exactly what was typed or pasted and this one function (used by the shared Zod schema, in
// the browser and on the server) turns it into the digits that are stored.

/** Longest phone text taken as typed: room for any spacing of a number, not for a paragraph. */
export const PHONE_MAX_LENGTH = 40;

/** The product's one message for every phone that is not a phone. */
export const PHONE_MESSAGE = `Phone number must be exactly ${PHONE_DIGITS} digits`;

// Digits and the marks people write between them: spaces (also the no-break and thin ones word
// processors paste), dashes, brackets, dots, slashes and a leading plus. Letters, markup and line
// breaks are not part of a phone number, so a value holding them is refused, never stripped to
// whatever digits it happens to contain.
const WRITTEN_PHONE = /^[0-9 \u00a0\u2000-\u200a\u202f+\-\u2010-\u2015()./]*$/;

// A Philippine mobile in international form: +63 9xx…, 63 9xx… or 0063 9xx… (digits only by now).
const INTERNATIONAL_MOBILE = /^(?:00)?63(?=9)/;

/**
 * A phone as a person wrote it → the digits to store: '' when left blank, the 11 digits when it is
 * a valid number ('+63 917 123 4567' → '09171234567'), null when it is not a phone number.
 */
export function normalizePhone(value: string): string | null {
  if (value.length > PHONE_MAX_LENGTH || !WRITTEN_PHONE.test(value)) return null;
  const digits = value.replace(/\D/g, '').replace(INTERNATIONAL_MOBILE, '0');
  if (digits === '') return '';
  return digits.length === PHONE_DIGITS ? digits : null;
}
