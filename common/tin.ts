// The Taxpayer Identification Number of a quote list (docs/product.md §19): 9 digits, or 12 with
// the branch code. People write it with dashes or spaces ("123-456-789-000"); it is stored as its
// digits and shown in the BIR's grouping. Letters, markup or line breaks make it no TIN: it is
// refused, never stripped down to whatever digits it holds.

export const TIN_MESSAGE = 'TIN must be 9 or 12 digits';

/** Longest TIN text taken as typed: room for any spacing of 12 digits. */
export const TIN_MAX_LENGTH = 30;

const WRITTEN_TIN = /^[0-9 \u00a0\-\u2010-\u2015]*$/;

/** A TIN as written → its digits: '' when blank, null when it is not a TIN. */
export function normalizeTin(value: string): string | null {
  if (value.length > TIN_MAX_LENGTH || !WRITTEN_TIN.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  return digits === '' || digits.length === 9 || digits.length === 12 ? digits : null;
}

/** Stored digits → "123-456-789" or "123-456-789-000"; anything else as it is. */
export const formatTin = (digits: string) =>
  /^\d{9}(\d{3})?$/.test(digits) ? (digits.match(/\d{3}/g) ?? []).join('-') : digits;
