import { FONT_REGULAR, FONT_SEMIBOLD } from './fonts';
import type { Company, SheetOptions } from './sheet-frame';
import { finishSheet, INK, MARGIN, MUTED, newSheet, textOn } from './sheet-frame';
import { drawTable } from './table';

// The quote list summary's page (quote-summary.ts says what it holds and why), drawn from plain
// text made beforehand, so it can be drawn in the PDF workers (pdf-pool.ts) like the sheets.

export interface QuoteSummaryInput {
  company: Company;
  reference: string;
  /** Business day of the request: the footer's date and the file's creation date. */
  day: string;
  /** When it was sent, as the buyer reads it: "2026-11-24 10:05 (UTC+08:00)". */
  sent: string;
  /** `price`: today's list price with its VAT note, as the sheets write it (sheet-frame.ts). */
  items: { position: number; name: string; brand: string; quantity: number; price?: string }[];
  /** Label and value of each detail the buyer gave. */
  details: [string, string][];
  /** The thank-you screen's promise: "Thank you … within 24 hours." as the response target gives it. */
  promise: string;
  /** The buyer's message, in the downloaded copy only (quote-summary.ts says why). */
  message?: string;
}

export function quoteSummarySheet(input: QuoteSummaryInput): Promise<Buffer> {
  const { company, reference } = input;
  const options: SheetOptions = {
    layout: 'portrait',
    title: `Quote request ${reference}`,
    company,
    day: input.day,
    url: null,
  };
  const doc = newSheet(options);
  const width = doc.page.width - 2 * MARGIN;
  doc
    .font(FONT_SEMIBOLD)
    .fontSize(20)
    .fillColor(INK)
    .text('Your quote request', MARGIN, doc.page.margins.top);
  doc.font(FONT_REGULAR).fontSize(10).fillColor(MUTED).text(`Reference ${reference} · sent ${input.sent}`);
  doc.moveDown(0.6);
  doc.font(FONT_REGULAR).fontSize(10.5).fillColor(INK).text(input.promise, { width });
  doc.moveDown(1.2);
  const head = { headFill: company.secondary, headText: textOn(company.secondary), fontSize: 9.5 };
  doc.font(FONT_SEMIBOLD).fontSize(13).fillColor(INK).text('Machines', MARGIN, doc.y);
  doc.moveDown(0.4);
  drawTable(
    doc,
    [
      { label: '#', width: 30 },
      { label: 'Machine', width: width - 30 - 110 - 120 - 60 },
      { label: 'Brand', width: 110 },
      { label: 'Unit price', width: 120, align: 'right' },
      { label: 'Quantity', width: 60, align: 'right' },
    ],
    input.items.map((item) => ({
      kind: 'row' as const,
      cells: [String(item.position), item.name, item.brand, item.price ?? '', String(item.quantity)],
    })),
    head,
  );
  doc.moveDown(0.4);
  doc
    .font(FONT_REGULAR)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      'Unit prices are today’s list prices; the quote we send you states the final ones.',
      MARGIN,
      doc.y,
      {
        width,
      },
    );
  doc.moveDown(1.2);
  doc.font(FONT_SEMIBOLD).fontSize(13).fillColor(INK).text('Your details', MARGIN, doc.y);
  doc.moveDown(0.4);
  drawTable(
    doc,
    [
      { label: 'Detail', width: 170 },
      { label: 'As entered', width: width - 170 },
    ],
    input.details.map(([label, value]) => ({ kind: 'row' as const, cells: [label, value] })),
    head,
  );
  if (input.message) {
    doc.moveDown(1.2);
    doc.font(FONT_SEMIBOLD).fontSize(13).fillColor(INK).text('Your message', MARGIN, doc.y);
    doc.moveDown(0.4);
    doc.font(FONT_REGULAR).fontSize(10).fillColor(INK).text(input.message, MARGIN, doc.y, { width });
  }
  doc.moveDown(1.2);
  const contact = [company.phone, company.email].filter(Boolean).join(' · ');
  doc
    .font(FONT_REGULAR)
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(
      `Questions about this request? Quote ${reference}${contact ? ` and reach us at ${contact}` : ''}.`,
      MARGIN,
      doc.y,
      { width },
    );
  return finishSheet(doc, options);
}
