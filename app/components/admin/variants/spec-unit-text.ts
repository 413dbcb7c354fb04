// The variant editor's unit choice (docs/product.md §17): a specification value keeps the text as
// typed, so choosing a unit rewrites that text — the unit after the number (or range) is replaced,
// or added when there is none. The number itself is never converted: the admin says which unit
// the brochure's number is in.

/** A number as brochures print it: "5,000", "1.5", "1 200" (a space before three digits). */
const NUM = String.raw`\d(?:[\d,.]|\s(?=\d{3}(?!\d)))*`;
/** What comes before the first number, the number, and an optional range ("8 to 12", "1.2 m³ – 1.5"). */
const VALUE = new RegExp(String.raw`^(.*?)(${NUM})(?:(\s*)([^\d\s]*)(\s*(?:[-–—~]|to)\s*)(${NUM}))?`, 'i');

function split(text: string) {
  const match = VALUE.exec(text);
  if (!match) return null;
  const [whole, before, lo, space = '', between = '', separator, hi] = match;
  const number = hi ? `${lo}${between ? separator : space + separator}${hi}` : lo;
  return { before, number, rest: text.slice(whole.length).trim() };
}

/** "12 kg" with "t" → "12 t"; "12" → "12 t"; "8 to 12 kg" → "8 to 12 t"; no number: "t" added. */
export function withUnit(text: string, unit: string): string {
  const parts = split(text.trim());
  if (!parts) return text.trim() ? `${text.trim()} ${unit}` : unit;
  return `${parts.before}${parts.number} ${unit}`;
}

/** Which of `units` (as printed) follows the number in `text`, if one does. */
export function unitIn(text: string, units: string[]): string | undefined {
  const rest = split(text.trim())?.rest.toLowerCase();
  if (!rest) return undefined;
  return units.find((unit) => unit.toLowerCase() === rest);
}
