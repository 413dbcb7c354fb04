import { FONT_REGULAR, FONT_SEMIBOLD } from './fonts';
import type { Company, SheetOptions } from './sheet-frame';
import { finishSheet, INK, MARGIN, MUTED, newSheet, RULE, textOn } from './sheet-frame';
import { drawTable } from './table';

// A priced quotation's page (docs/product.md §25, decision 048), in the sheets' look: the company's
// band and footer (sheet-frame.ts), then who it is from and for, the lines, the totals and the
// terms. Drawn in the PDF workers from text made beforehand (quotations/pdf.ts formats the money),
// so nothing here reads the database or counts money.

export interface QuotationSheetInput {
  company: Company;
  reference: string;
  /** Business day it was issued (sent, or made for a draft): printed, and the file's creation date. */
  day: string;
  /** "24 November 2026" forms of the issue and validity dates. */
  date: string;
  validUntil: string;
  /** True for a draft: marked so that a draft's PDF is never taken for the sent one. */
  draft: boolean;
  buyer: string[];
  lines: {
    position: string;
    description: string;
    quantity: string;
    unit: string;
    discount: string;
    amount: string;
  }[];
  /** Label and amount, in order; the one marked `strong` is the total. */
  totals: { label: string; value: string; strong?: boolean }[];
  paymentTerms: string;
  deliveryTime: string | null;
  notes: string | null;
  signatory: { name: string; email: string };
  /** The sentence saying how amounts were rounded and in which currency. */
  rounding: string;
}

/** Starts a new page unless `height` still fits above the footer. */
function room(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function block(doc: PDFKit.PDFDocument, x: number, y: number, width: number, title: string, lines: string[]) {
  doc.font(FONT_SEMIBOLD).fontSize(8).fillColor(MUTED).text(title.toUpperCase(), x, y, { width });
  doc.moveDown(0.2);
  lines.forEach((line, i) => {
    doc
      .font(i === 0 ? FONT_SEMIBOLD : FONT_REGULAR)
      .fontSize(9.5)
      .fillColor(INK)
      .text(line, x, doc.y, { width });
  });
  return doc.y;
}

function section(doc: PDFKit.PDFDocument, title: string, text: string, width: number) {
  doc.font(FONT_REGULAR).fontSize(9.5);
  room(doc, Math.min(doc.heightOfString(text, { width }), 120) + 24);
  doc.font(FONT_SEMIBOLD).fontSize(10.5).fillColor(INK).text(title, MARGIN, doc.y, { width });
  doc.moveDown(0.15);
  doc.font(FONT_REGULAR).fontSize(9.5).fillColor(INK).text(text, MARGIN, doc.y, { width });
  doc.moveDown(0.8);
}

function drawTotals(doc: PDFKit.PDFDocument, totals: QuotationSheetInput['totals'], width: number) {
  const boxWidth = 250;
  const x = MARGIN + width - boxWidth;
  room(doc, totals.length * 18 + 10);
  for (const row of totals) {
    const y = doc.y;
    if (row.strong) {
      doc
        .moveTo(x, y)
        .lineTo(x + boxWidth, y)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke();
    }
    const font = row.strong ? FONT_SEMIBOLD : FONT_REGULAR;
    const size = row.strong ? 11 : 9.5;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(INK)
      .text(row.label, x + 7, y + 4, { width: 120, lineBreak: false });
    doc.text(row.value, x + 120, y + 4, { width: boxWidth - 127, align: 'right', lineBreak: false });
    doc.y = y + size + 9;
  }
  doc.x = MARGIN;
}

export function quotationSheet(input: QuotationSheetInput): Promise<Buffer> {
  const { company, reference } = input;
  const options: SheetOptions = {
    layout: 'portrait',
    title: `Quotation ${reference}`,
    company,
    day: input.day,
    url: null,
  };
  const doc = newSheet(options);
  const width = doc.page.width - 2 * MARGIN;
  const top = doc.page.margins.top;
  doc.font(FONT_SEMIBOLD).fontSize(22).fillColor(INK).text('QUOTATION', MARGIN, top, { lineBreak: false });
  if (input.draft) {
    doc
      .font(FONT_SEMIBOLD)
      .fontSize(10)
      .fillColor(company.primary)
      .text('DRAFT: not sent', MARGIN + 160, top + 8, { lineBreak: false });
  }
  const meta: [string, string][] = [
    ['Reference', reference],
    ['Date', input.date],
    ['Valid until', input.validUntil],
  ];
  meta.forEach(([label, value], i) => {
    const y = top + 2 + i * 13;
    doc
      .font(FONT_REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, MARGIN + width - 210, y, { width: 80, lineBreak: false });
    doc
      .font(FONT_SEMIBOLD)
      .fontSize(9)
      .fillColor(INK)
      .text(value, MARGIN + width - 130, y, { width: 130, align: 'right', lineBreak: false });
  });

  const columnsTop = top + 52;
  const half = (width - 20) / 2;
  const from = [
    company.name,
    ...company.address,
    company.phone,
    company.email,
    company.tin && `TIN ${company.tin}`,
  ].filter(Boolean);
  const fromEnd = block(doc, MARGIN, columnsTop, half, 'From', from);
  const toEnd = block(doc, MARGIN + half + 20, columnsTop, half, 'Prepared for', input.buyer);
  doc.y = Math.max(fromEnd, toEnd) + 16;

  const head = { headFill: company.secondary, headText: textOn(company.secondary), fontSize: 9 };
  const fixed = 24 + 36 + 96 + 84 + 100;
  drawTable(
    doc,
    [
      { label: '#', width: 24 },
      { label: 'Description', width: width - fixed },
      { label: 'Qty', width: 36, align: 'right' },
      { label: 'Unit price', width: 96, align: 'right' },
      { label: 'Discount', width: 84, align: 'right' },
      { label: 'Amount', width: 100, align: 'right' },
    ],
    input.lines.map((line) => ({
      kind: 'row' as const,
      cells: [line.position, line.description, line.quantity, line.unit, line.discount, line.amount],
    })),
    head,
  );
  doc.moveDown(0.6);
  drawTotals(doc, input.totals, width);
  doc.moveDown(0.3);
  doc.font(FONT_REGULAR).fontSize(8).fillColor(MUTED).text(input.rounding, MARGIN, doc.y, { width });
  doc.moveDown(1.4);

  section(doc, 'Payment terms', input.paymentTerms, width);
  if (input.deliveryTime) section(doc, 'Delivery time', input.deliveryTime, width);
  if (input.notes) section(doc, 'Notes', input.notes, width);

  room(doc, 70);
  doc.moveDown(0.8);
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 200, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc
    .font(FONT_SEMIBOLD)
    .fontSize(10)
    .fillColor(INK)
    .text(input.signatory.name, MARGIN, y + 6, { width: 300 });
  doc
    .font(FONT_REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(input.signatory.email, MARGIN, doc.y, { width: 300 });
  doc.text(`For ${company.name}`, MARGIN, doc.y, { width: 300 });
  return finishSheet(doc, options);
}
