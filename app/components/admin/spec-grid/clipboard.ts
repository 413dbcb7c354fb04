// Reading a block copied from a spreadsheet (Excel, Google Sheets, LibreOffice): cells separated by
// tabs, rows by CRLF or LF, a cell holding a tab, a line break or a quote written in double quotes
// with inner quotes doubled. The trailing line break Excel adds does not make an empty row.

/** The rows of cells of `text`, or null when it is one plain cell (pasted into the input as typed). */
export function parseClipboardTable(text: string): string[][] | null {
  if (!/[\t\r\n]/.test(text)) return null;
  const rows = parseQuoted(text) ?? parsePlain(text);
  if (rows.length > 1 && rows[rows.length - 1].every((cell) => cell === '')) rows.pop();
  return rows;
}

function parsePlain(text: string): string[][] {
  return text.split(/\r\n|\r|\n/).map((line) => line.split('\t'));
}

/** Quote-aware reading; null when a quote is never closed (then it was text, not quoting). */
function parseQuoted(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i <= text.length) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) return null;
        cell += text.slice(i, quote);
        i = quote + 1;
        if (text[i] === '"') {
          cell += '"';
          i++;
        } else break;
      }
      // Text after the closing quote belongs to the cell (a cell that merely began with a quote).
      const end = nextBreak(text, i);
      cell += text.slice(i, end);
      i = end;
    } else {
      const end = nextBreak(text, i);
      cell = text.slice(i, end);
      i = end;
    }
    row.push(cell);
    if (text[i] === '\t') {
      i++;
      continue;
    }
    rows.push(row);
    row = [];
    if (i >= text.length) break;
    i += text.startsWith('\r\n', i) ? 2 : 1;
    if (i === text.length) {
      rows.push(['']);
      break;
    }
  }
  return rows;
}

function nextBreak(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\t' || c === '\n' || c === '\r') return i;
  }
  return text.length;
}

/** A pasted cell as the grid holds it: one line (inputs cannot show line breaks), trimmed. */
export const cellText = (value: string) => value.replace(/\s*(?:\r\n|\r|\n)\s*/g, ' ').trim();
