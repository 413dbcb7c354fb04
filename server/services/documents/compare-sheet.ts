import type { PriceSettings } from '#common/price-settings';
import type { Comparison } from '#common/schemas/compare';
import { FONT_REGULAR, FONT_SEMIBOLD } from './fonts';
import type { Company, SheetOptions } from './sheet-frame';
import { finishSheet, INK, MARGIN, MUTED, newSheet, priceText, TINT, textOn } from './sheet-frame';
import { drawTable, type TableRow } from './table';

// Machines side by side on paper (docs/product.md §22): A4 landscape, one column per machine, the
// rows exactly as the comparison aligns them (services/catalog/compare-rows.ts), rows that differ
// tinted and marked, the best values in the heavier weight.

export interface CompareSheetInput {
  comparison: Comparison;
  company: Company;
  /** The site's currency and VAT note (Settings → General). */
  prices: PriceSettings;
  units: string;
  url: string | null;
  day: string;
}

const GAP = '–';

function rowsOf(comparison: Comparison, prices: PriceSettings): TableRow[] {
  const v = comparison.variants;
  const rows: TableRow[] = [
    { kind: 'group', label: 'Machine' },
    { kind: 'row', cells: ['Brand', ...v.map((m) => m.product.brand.name)] },
    { kind: 'row', cells: ['Category', ...v.map((m) => m.product.category.name)] },
    { kind: 'row', cells: ['Price', ...v.map((m) => priceText(m.price, prices))] },
  ];
  let group: string | null = null;
  for (const row of comparison.rows) {
    if (row.group !== group) {
      group = row.group;
      rows.push({ kind: 'group', label: row.group });
    }
    const best = new Set(row.best ?? []);
    rows.push({
      kind: 'row',
      cells: [row.name, ...row.values.map((value) => value ?? GAP)],
      tint: row.differs,
      strong: [false, ...row.values.map((_, i) => best.has(i))],
    });
  }
  return rows;
}

const compareSheetTitle = (c: Comparison) => `Comparison: ${c.variants.map((v) => v.name).join(' vs ')}`;

export function compareSheet(input: CompareSheetInput): Promise<Buffer> {
  const { comparison, company } = input;
  const options: SheetOptions = {
    layout: 'landscape',
    title: compareSheetTitle(comparison),
    company,
    day: input.day,
    url: input.url,
  };
  const doc = newSheet(options);
  const contentWidth = doc.page.width - 2 * MARGIN;
  const top = doc.page.margins.top;
  doc.font(FONT_SEMIBOLD).fontSize(18).fillColor(INK).text('Machine comparison', MARGIN, top);
  doc
    .font(FONT_REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Specifications side by side in ${input.units} units.`, MARGIN, doc.y + 2);
  // The legend: a swatch as the table draws a differing row.
  const y = doc.y + 6;
  doc.rect(MARGIN, y, 18, 11).fill(TINT);
  doc.rect(MARGIN, y, 2.5, 11).fill(company.primary);
  doc
    .font(FONT_REGULAR)
    .fontSize(8.5)
    .fillColor(INK)
    .text('Differs between the machines', MARGIN + 24, y + 1, { continued: true })
    .text('      Best value in ', { continued: true })
    .font(FONT_SEMIBOLD)
    .text('bold', { continued: true })
    .font(FONT_REGULAR)
    .text('      – not given');
  doc.y = y + 24;
  const first = 200;
  const each = Math.floor((contentWidth - first) / Math.max(1, comparison.variants.length));
  drawTable(
    doc,
    [
      { label: 'Specification', width: first },
      ...comparison.variants.map((v) => ({ label: v.name, width: each, align: 'right' as const })),
    ],
    rowsOf(comparison, input.prices),
    {
      headFill: company.secondary,
      headText: textOn(company.secondary),
      accent: company.primary,
      fontSize: 9,
    },
  );
  return finishSheet(doc, options);
}
