import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';
import { type CsvItem, QUOTE_LIST_HEADER, quoteListCells } from './csv-quote-list';

// The quote list's cells of the inquiry CSV with hostile stored values: whatever reached the
// database by another road (an import, an older version) still cannot run as a formula or break a row.

const row = (over: object = {}) => ({
  id: 42,
  kind: 'quote-list',
  tin: '123456789',
  buyerType: 'contractor',
  intent: 'rent',
  regionName: 'NCR',
  provinceName: null,
  cityName: 'Makati',
  neededBy: '2026-12-01',
  ...over,
});
const item = (over: Partial<CsvItem> = {}): CsvItem => ({
  leadId: 42,
  variantName: 'NX-210 Crawler Excavator',
  brandName: 'Norvane Machinery',
  quantity: 2,
  note: null,
  ...over,
});
const line = (cells: (string | null)[]) => cells.map(csvCell);

describe('quote list cells of the inquiry CSV', () => {
  it('reads as a proposal needs it, in the header order', () => {
    const cells = quoteListCells(row(), [
      item({ note: 'with rock bucket' }),
      item({ quantity: 1, variantName: 'NL-50 Wheel Loader' }),
    ]);
    expect(Object.fromEntries(QUOTE_LIST_HEADER.map((h, i) => [h, cells[i]]))).toEqual({
      Reference: 'QL-000042',
      TIN: '123-456-789',
      'Buyer type': 'Contractor',
      Intent: 'Rent',
      'Deliver to': 'Makati, NCR',
      'Needed by': '2026-12-01',
      Machines:
        '2 × NX-210 Crawler Excavator, Norvane Machinery (with rock bucket); 1 × NL-50 Wheel Loader, Norvane Machinery',
    });
  });

  it('leaves every cell empty for another form', () => {
    expect(quoteListCells(row({ kind: 'quote-simple' }), [item()])).toEqual(
      QUOTE_LIST_HEADER.map(() => null),
    );
  });

  it('neutralises formula-looking TINs as every other cell', () => {
    for (const tin of ['=HYPERLINK("http://evil.example","x")', '+1', '-2', '@x', '\t=1']) {
      const [, cell] = line(quoteListCells(row({ tin }), []));
      expect(cell.replace(/^"|"$/g, '').startsWith("'"), tin).toBe(true);
    }
  });

  it('keeps hostile notes inside one line of the machines cell, behind a quantity', () => {
    const note = '=HYPERLINK("http://evil.example","x")\r\n+1\r-2\n@x <script>alert(1)</script>';
    const cells = line(
      quoteListCells(row(), [item({ note }), item({ variantName: '=1+1\r\nEvil', note: '@x' })]),
    );
    const machines = cells[QUOTE_LIST_HEADER.indexOf('Machines')];
    expect(machines).toBe(
      '"2 × NX-210 Crawler Excavator, Norvane Machinery (=HYPERLINK(""http://evil.example"",""x"") +1 -2 @x ' +
        '<script>alert(1)</script>); 2 × =1+1 Evil, Norvane Machinery (@x)"',
    );
    expect(machines).not.toMatch(/[\r\n]/);
  });
});
