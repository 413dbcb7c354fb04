import { FONT_REGULAR, FONT_SEMIBOLD } from './fonts';
import { INK, MARGIN, RULE, SHADE, TINT } from './sheet-frame';

// A table that flows over as many pages as it needs (docs/product.md §22): its header row is drawn
// again at the top of every page it reaches, and a group cut by a page break is named again there
// ("… (continued)"), so a page read on its own still says what its rows are.

export interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

export type TableRow =
  | { kind: 'group'; label: string }
  | {
      kind: 'row';
      cells: string[];
      /** Tinted: the row differs between machines. */
      tint?: boolean;
      /** Cells in the semibold weight (a comparison's best values). */
      strong?: boolean[];
    };

export interface TableStyle {
  headFill: string;
  headText: string;
  /** A mark in the first column's margin of a tinted row, in the accent colour. */
  accent?: string;
  fontSize?: number;
}

const PAD_X = 7;
const PAD_Y = 5;

export function drawTable(doc: PDFKit.PDFDocument, columns: Column[], rows: TableRow[], style: TableStyle) {
  const size = style.fontSize ?? 9;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let group: string | null = null;

  const cellHeight = (text: string, column: Column, bold = false) =>
    doc
      .font(bold ? FONT_SEMIBOLD : FONT_REGULAR)
      .fontSize(size)
      .heightOfString(text || ' ', { width: column.width - 2 * PAD_X });

  const head = () => {
    const h = Math.max(...columns.map((c) => cellHeight(c.label, c, true))) + 2 * PAD_Y;
    const y = doc.y;
    doc.rect(MARGIN, y, width, h).fill(style.headFill);
    let x = MARGIN;
    for (const column of columns) {
      doc
        .font(FONT_SEMIBOLD)
        .fontSize(size)
        .fillColor(style.headText)
        .text(column.label, x + PAD_X, y + PAD_Y, {
          width: column.width - 2 * PAD_X,
          align: column.align ?? 'left',
        });
      x += column.width;
    }
    doc.y = y + h;
  };

  const groupRow = (label: string) => {
    const h = cellHeight(label, { label, width }, true) + 2 * PAD_Y;
    const y = doc.y;
    doc.rect(MARGIN, y, width, h).fill(SHADE);
    doc
      .font(FONT_SEMIBOLD)
      .fontSize(size)
      .fillColor(INK)
      .text(label, MARGIN + PAD_X, y + PAD_Y, { width: width - 2 * PAD_X });
    doc.y = y + h;
  };

  const newPage = () => {
    doc.addPage();
    head();
    if (group !== null) groupRow(`${group} (continued)`);
  };

  head();
  for (const row of rows) {
    if (row.kind === 'group') {
      const h = cellHeight(row.label, { label: row.label, width }, true) + 2 * PAD_Y;
      // A group's name never ends a page alone: it comes with at least its first row.
      if (doc.y + h + 2 * (size + 2 * PAD_Y) > bottom()) {
        group = null;
        newPage();
      }
      group = row.label;
      groupRow(row.label);
      continue;
    }
    const h =
      Math.max(...columns.map((c, i) => cellHeight(row.cells[i] ?? '', c, row.strong?.[i] === true))) +
      2 * PAD_Y;
    if (doc.y + h > bottom()) newPage();
    const y = doc.y;
    if (row.tint) doc.rect(MARGIN, y, width, h).fill(TINT);
    if (row.tint && style.accent) doc.rect(MARGIN, y, 2.5, h).fill(style.accent);
    let x = MARGIN;
    columns.forEach((column, i) => {
      doc
        .font(row.strong?.[i] ? FONT_SEMIBOLD : FONT_REGULAR)
        .fontSize(size)
        .fillColor(INK)
        .text(row.cells[i] ?? '', x + PAD_X, y + PAD_Y, {
          width: column.width - 2 * PAD_X,
          align: column.align ?? 'left',
        });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, y + h)
      .lineTo(MARGIN + width, y + h)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + h;
  }
  doc.x = MARGIN;
}
