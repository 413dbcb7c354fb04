import type { PriceSettings } from '#common/price-settings';
import type { UnitSystem } from '#common/quantity-kinds';
import type { Variant } from '#common/schemas/variant';
import { featuredEntries, specName } from '#common/spec-names';
import { FONT_REGULAR, FONT_SEMIBOLD } from './fonts';
import type { Company, SheetOptions } from './sheet-frame';
import { finishSheet, INK, MARGIN, MUTED, newSheet, priceText, RULE, SHADE, textOn } from './sheet-frame';
import { drawTable, type TableRow } from './table';

// One machine's spec sheet (docs/product.md §22): A4 portrait, picture and introduction, the
// highlighted parameters, the whole technical table in the chosen unit system, features and
// applications. Values are the display strings the product page shows (services/parameters/
// spec-display.ts), so the sheet and the page never disagree.

export interface SpecSheetInput {
  variant: Variant;
  company: Company;
  /** The site's currency and VAT note (Settings → General). */
  prices: PriceSettings;
  units: UnitSystem;
  /** The picture already downscaled for print (image.ts), or null for the placeholder. */
  image: Buffer | null;
  url: string | null;
  day: string;
}

const INTRO_MAX_HEIGHT = 120;

const specSheetTitle = (v: Variant) => `${v.name} – specifications`;

function placeholder(doc: PDFKit.PDFDocument, company: Company, x: number, y: number, w: number, h: number) {
  doc.rect(x, y, w, h).fill(SHADE);
  const size = 64;
  doc
    .save()
    .translate(x + (w - size) / 2, y + (h - size) / 2)
    .scale(size / 32);
  doc.path('M7 23h18v3H7zM9 9h4v12H9zm5 4h4v8h-4zm5-6h4v14h-4z').fill(company.primary);
  doc.restore();
}

function highlights(doc: PDFKit.PDFDocument, v: Variant, company: Company) {
  const entries = featuredEntries(v).map(([name, value, display]) => [name, display ?? value] as const);
  if (entries.length === 0) return;
  const width = doc.page.width - 2 * MARGIN;
  const y = doc.y;
  const h = 46;
  doc.rect(MARGIN, y, width, h).fill(company.secondary);
  const on = textOn(company.secondary);
  const cell = width / entries.length;
  entries.forEach(([key, value], i) => {
    const x = MARGIN + i * cell + 12;
    doc
      .font(FONT_REGULAR)
      .fontSize(8)
      .fillColor(on)
      .text(key.toUpperCase(), x, y + 9, {
        width: cell - 24,
        lineBreak: false,
        ellipsis: true,
        characterSpacing: 0.4,
      });
    doc
      .font(FONT_SEMIBOLD)
      .fontSize(13)
      .fillColor(company.primary)
      .text(value, x, y + 22, {
        width: cell - 24,
        lineBreak: false,
        ellipsis: true,
      });
  });
  doc.y = y + h + 18;
}

function heading(doc: PDFKit.PDFDocument, text: string, note?: string) {
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc.font(FONT_SEMIBOLD).fontSize(13).fillColor(INK).text(text, MARGIN, y);
  if (note) {
    doc
      .font(FONT_REGULAR)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(note, MARGIN, y + 4, { align: 'right', width: doc.page.width - 2 * MARGIN });
  }
  doc.y = y + 22;
}

function bullets(doc: PDFKit.PDFDocument, title: string, items: string[], accent: string) {
  if (items.length === 0) return;
  doc.moveDown(0.8);
  heading(doc, title);
  const width = doc.page.width - 2 * MARGIN - 14;
  for (const item of items) {
    doc.font(FONT_REGULAR).fontSize(9.5);
    const h = doc.heightOfString(item, { width });
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    doc.rect(MARGIN, y + 4, 5, 5).fill(accent);
    doc.fillColor(INK).text(item, MARGIN + 14, y, { width });
    doc.y = y + h + 4;
  }
}

/** Groups and their rows under the dictionary's names, the published value where none was read. */
function specRows(groups: Variant['technical_parameters']): TableRow[] {
  return groups
    .filter((g) => g.specifications.length > 0)
    .flatMap((g): TableRow[] => [
      { kind: 'group', label: g.category },
      ...g.specifications.map((s): TableRow => ({ kind: 'row', cells: [specName(s), s.display ?? s.value] })),
    ]);
}

export function specSheet(input: SpecSheetInput): Promise<Buffer> {
  const { variant: v, company } = input;
  const options: SheetOptions = {
    layout: 'portrait',
    title: specSheetTitle(v),
    company,
    day: input.day,
    url: input.url,
  };
  const doc = newSheet(options);
  const top = doc.page.margins.top;
  const contentWidth = doc.page.width - 2 * MARGIN;
  const [imgW, imgH] = [230, 172];
  if (input.image) {
    doc.rect(MARGIN, top, imgW, imgH).fill('#FFFFFF');
    doc.image(input.image, MARGIN, top, { fit: [imgW, imgH], align: 'center', valign: 'center' });
    doc.rect(MARGIN, top, imgW, imgH).lineWidth(0.5).strokeColor(RULE).stroke();
  } else {
    placeholder(doc, company, MARGIN, top, imgW, imgH);
  }
  const x = MARGIN + imgW + 22;
  const w = contentWidth - imgW - 22;
  doc
    .font(FONT_REGULAR)
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(`${v.product.brand.name} · ${v.product.category.name}`, x, top, { width: w });
  doc.moveDown(0.3);
  doc.font(FONT_SEMIBOLD).fontSize(20).fillColor(INK).text(v.name, x, doc.y, { width: w });
  doc.moveDown(0.2);
  const [price, note] = priceText(v.price, input.prices).split('\n');
  doc.font(FONT_SEMIBOLD).fontSize(12).fillColor(INK).text(price, x, doc.y, { width: w });
  if (note) doc.font(FONT_REGULAR).fontSize(8.5).fillColor(MUTED).text(note, x, doc.y, { width: w });
  const intro = v.introduction ?? v.product.introduction;
  if (intro) {
    doc.moveDown(0.4);
    const room = Math.max(40, Math.min(INTRO_MAX_HEIGHT, top + imgH + 40 - doc.y));
    doc.font(FONT_REGULAR).fontSize(9.5).fillColor(INK).text(intro, x, doc.y, {
      width: w,
      height: room,
      ellipsis: true,
      lineGap: 1.5,
    });
  }
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + imgH) + 18;
  highlights(doc, v, company);
  const rows = specRows(v.technical_parameters);
  heading(doc, 'Technical Specifications', `Values in ${input.units} units`);
  if (rows.length === 0) {
    doc
      .font(FONT_REGULAR)
      .fontSize(9.5)
      .fillColor(MUTED)
      .text('No technical parameters available.', MARGIN, doc.y);
  } else {
    drawTable(
      doc,
      [
        { label: 'Parameter', width: Math.round(contentWidth * 0.58) },
        { label: 'Value', width: contentWidth - Math.round(contentWidth * 0.58), align: 'right' },
      ],
      rows,
      { headFill: company.secondary, headText: textOn(company.secondary) },
    );
  }
  bullets(doc, 'Features', v.features, company.primary);
  bullets(doc, 'Applications', v.applications, company.primary);
  return finishSheet(doc, options);
}
