// The TIN box groups digits as they are typed, in the BIR's 123-456-789-000 (docs/product.md §19).
// Only a value of digits, dashes and spaces is regrouped, and only up to 12 digits: anything else
// stays exactly as typed, so the shared schema can say what is wrong with it ("TIN must be 9 or 12
// digits") rather than the box quietly turning it into something else.

const GROUPABLE = /^[\d -]*$/;

/** What the box shows for `value`, and where the caret goes when it stood at `caret`. */
export function tinAsTyped(value: string, caret = value.length): { value: string; caret: number } {
  const digits = value.replace(/\D/g, '');
  if (!GROUPABLE.test(value) || digits.length > 12) return { value, caret };
  const grouped = (digits.match(/\d{1,3}/g) ?? []).join('-');
  // The caret stays after the same number of digits it followed before.
  const before = value.slice(0, caret).replace(/\D/g, '').length;
  let at = 0;
  for (let seen = 0; at < grouped.length && seen < before; at++) if (grouped[at] !== '-') seen++;
  return { value: grouped, caret: at };
}
