// Text a spreadsheet would run as a formula — starting with = + - @, a tab or a carriage return —
// gets a leading apostrophe in every file staff download: the inquiries CSV and the catalogue's
// spreadsheets (docs/product.md §27, decision 062). Reading such a file back takes it off again.

const FORMULA_START = /^[=+\-@\t\r]/;
const ESCAPED = /^'[=+\-@\t\r]/;

/** "=SUM(A1)" → "'=SUM(A1)"; any other text as it is. */
export const escapeFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** The reverse, for a file this site wrote: "'=SUM(A1)" → "=SUM(A1)". */
export const unescapeFormula = (text: string): string => (ESCAPED.test(text) ? text.slice(1) : text);
