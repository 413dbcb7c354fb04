import { PHONE_DIGITS } from './site-constants';

// docs/product.md §5: a phone is optional, and when given has 11 digits. People write numbers with spaces,
// dashes, brackets and the country code, and browsers autofill "+63 917 123 4567", so the form
// keeps exactly what was typed or pasted and this one function (used by the shared Zod schema, in
// the browser and on the server) turns it into the digits that are stored.

/** Longest phone text taken as typed: room for any spacing of a number, not for a paragraph. */
export const PHONE_MAX_LENGTH = 40;

/** The product's one message for every phone that is not a phone. */
export const PHONE_MESSAGE = `Phone number must be exactly ${PHONE_DIGITS} digits`;

/** Where a landline goes instead: the form stores mobiles only (docs/product.md §5). */
const LANDLINE_HINT = 'For a landline, write it in your message';

/** What a refused landline is told: the product's message, then where to put the number. */
export const LANDLINE_MESSAGE = `${PHONE_MESSAGE}. ${LANDLINE_HINT}.`;

// Digits and the marks people write between them: spaces (also the no-break and thin ones word
// processors paste), dashes, brackets, dots, slashes and a leading plus. Letters, markup and line
// breaks are not part of a phone number, so a value holding them is refused, never stripped to
// whatever digits it happens to contain.
const WRITTEN_PHONE = /^[0-9 \u00a0\u2000-\u200a\u202f+\-\u2010-\u2015()./]*$/;

// The country code of any Philippine number in international form: +63…, 63… or 0063… (digits
// only by now). It is written as the trunk 0 BEFORE the length is checked, so a landline such as
// +63 45 982 1234 becomes 0459821234 (10 digits, refused) rather than 63459821234, which has 11
// digits and would be stored as a number nobody can call. No local number starts with 63.
const COUNTRY_CODE = /^(?:00)?63/;

// A Philippine landline once written locally: an area code 02–08 and 7 or 8 digits.
const LANDLINE = /^0[2-8]\d{7,8}$/;

/** The digits of a written phone with the country code as 0, or null when it holds anything else. */
function localDigits(value: string): string | null {
  if (value.length > PHONE_MAX_LENGTH || !WRITTEN_PHONE.test(value)) return null;
  return value.replace(/\D/g, '').replace(COUNTRY_CODE, '0');
}

/**
 * A phone as a person wrote it → the digits to store: '' when left blank, the 11 digits when it is
 * a valid number ('+63 917 123 4567' → '09171234567'), null when it is not a phone number
 * (a landline among them: '+63 45 982 1234' → '0459821234', 10 digits).
 */
export function normalizePhone(value: string): string | null {
  const digits = localDigits(value);
  if (digits === null || digits === '') return digits;
  // '00…' is a number dialled abroad, or a 0 kept after the country code: no number to call here.
  return digits.length === PHONE_DIGITS && !digits.startsWith('00') ? digits : null;
}

/** "0917 123 4567": the 11 stored digits grouped as people write them; anything else as stored. */
export const formatPhone = (digits: string) =>
  /^\d{11}$/.test(digits) ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}` : digits;

/** Why normalizePhone refused a value: the landline message for a landline, else PHONE_MESSAGE. */
export function phoneRefusal(value: string): string {
  return LANDLINE.test(localDigits(value) ?? '') ? LANDLINE_MESSAGE : PHONE_MESSAGE;
}

/**
 * A chat number (Settings → Viber and WhatsApp numbers, docs/product.md §20) → its international
 * form: one already in it (digits after an optional +) is kept as written; a Philippine mobile
 * written as the public forms accept it ('0917 123 4567', '+63 917-123-4567') becomes
 * '+639171234567'; anything else is null.
 */
export function internationalNumber(value: string, pattern: RegExp): string | null {
  if (pattern.test(value)) return value;
  const digits = normalizePhone(value);
  return digits ? `+63${digits.slice(1)}` : null;
}
