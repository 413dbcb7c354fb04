import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../tests/support/pdf';
import { addGlyph } from './font-glyph';
import { FONT_REGULAR, FONT_SEMIBOLD, fontFiles } from './fonts';
import { companyOf, finishSheet, newSheet, type SheetOptions } from './sheet-frame';

// The sheets' font carries the peso sign taken from Inter's latin-ext cut (docs/product.md §25.1):
// without it a PHP price prints an empty box, which a reader extracts as U+0000.
describe('the sheets’ font', () => {
  it('writes ₱ in both weights, beside the latin letters it had', async () => {
    const options: SheetOptions = {
      layout: 'portrait',
      title: 'Prices',
      company: companyOf({}),
      day: '2026-11-24',
      url: null,
    };
    const doc = newSheet(options);
    doc.font(FONT_REGULAR).text('₱15,500,000 and $274,000', 40, 120);
    doc.font(FONT_SEMIBOLD).text('Total ₱1,234,567.50 · Peñafrancia', 40, 160);
    const [page] = await pdfPages(await finishSheet(doc, options));
    expect(page).toContain('₱15,500,000 and $274,000');
    // pdf.js may split a run where kerning moves it: the parts, not the whole line.
    for (const part of ['Total ₱1,234,567', 'Peñafrancia']) expect(page).toContain(part);
    expect(page).not.toContain('\u0000');
  });

  it('is left as it is when it already has the glyph', () => {
    const font = fontFiles()[FONT_REGULAR];
    expect(addGlyph(font, font, 0x20b1)).toBe(font);
  });
});
