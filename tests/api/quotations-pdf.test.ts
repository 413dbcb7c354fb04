import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { quotationLines, quotations } from '../../server/db/schema';
import { quotationPdf } from '../../server/services/quotations/pdf';
import { setSettingValues } from '../../server/services/settings';
import { setupApi } from '../support/api';
import { createLead } from '../support/factories';
import { pdfPages } from '../support/pdf';

// A quotation's PDF (docs/product.md §25): the sheets' branded A4, drawn in the PDF workers from
// the stored revision, small (only the glyphs it uses embedded), and saying what it is.
const ctx = setupApi();

async function storedQuotation(over: Partial<typeof quotations.$inferInsert> = {}) {
  const lead = await createLead(ctx.db, {
    kind: 'quote',
    name: 'Juan Dela Cruz',
    email: 'juan@example.ph',
    company: 'Acme Builders',
    phone: '09171234567',
    tin: '123456789000',
    cityName: 'City of Batangas',
    provinceName: 'Batangas',
    regionName: 'Region IV-A (CALABARZON)',
  });
  const [row] = await ctx.db
    .insert(quotations)
    .values({
      leadId: lead.id,
      year: 2026,
      sequence: 7,
      revision: 1,
      status: 'sent',
      currency: 'PHP',
      vatMode: 'exclusive',
      // 2 × 1,250,000.00 + 85,000.50 + 3 × 1,999.99 = 2,591,000.47; − 50,000.00; VAT 12% of the net
      subtotalCents: 259_100_047,
      discountCents: 5_000_000,
      vatCents: 30_492_006,
      totalCents: 284_592_053,
      validUntil: '2026-12-31',
      paymentTerms: 'Cash: 50% down payment.\nBalance before delivery.',
      deliveryTime: '4 to 6 weeks from the purchase order',
      notes: 'Prices include delivery within Metro Manila.',
      signatoryName: 'Rey Sales',
      signatoryEmail: 'rey@ironsite.test',
      sentAt: new Date('2026-12-01T02:00:00Z'),
      ...over,
    })
    .returning();
  await ctx.db.insert(quotationLines).values([
    {
      quotationId: row.id,
      position: 1,
      description: 'ZL50G Wheel Loader',
      quantity: 2,
      unitCents: 125_000_000,
      discountCents: 5_000_000,
    },
    { quotationId: row.id, position: 2, description: 'Rock bucket 3 m³', quantity: 1, unitCents: 8_500_050 },
    {
      quotationId: row.id,
      position: 3,
      description: 'Operator training (day)',
      quantity: 3,
      unitCents: 199_999,
    },
  ]);
  return row;
}

describe('quotationPdf', () => {
  it('draws a 3-line quotation under 150 KB with the reference, the lines, the totals and the rounding', async () => {
    await setSettingValues(ctx.db, {
      site_name: 'Ironsite Equipment',
      company_phone: '+63 2 8123 4567',
      company_email: 'sales@ironsite.example',
      company_tin: '009-876-543-000',
    });
    const row = await storedQuotation();
    const { filename, pdf } = await quotationPdf(ctx.db, row.id);
    if (process.env.SAVE_PDFS) writeFileSync('/tmp/quotation.pdf', pdf);
    expect(filename).toBe('quotation-Q-2026-0007-R1.pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThanOrEqual(150 * 1024);
    const text = (await pdfPages(pdf)).join(' ');
    for (const s of [
      'QUOTATION',
      'Q-2026-0007-R1',
      '1 December 2026',
      '31 December 2026',
      'Ironsite Equipment',
      'Juan Dela Cruz',
      'Acme Builders',
      'juan@example.ph',
      // The phone as people write it, the buyer's TIN and delivery place, and the seller's TIN.
      '0917 123 4567',
      'TIN 123-456-789-000',
      'Deliver to: City of Batangas, Batangas, Region IV-A (CALABARZON)',
      'TIN 009-876-543-000',
      'ZL50G Wheel Loader',
      '₱1,250,000.00',
      '₱2,450,000.00',
      'VAT (12%)',
      '₱304,920.06',
      '₱2,845,920.53',
      'Payment terms',
      '4 to 6 weeks from the purchase order',
      'Rey Sales',
      'VAT is computed once on the net total and rounded to the nearest centavo.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('DRAFT');
  });

  it('an inclusive quotation says "of which VAT", a draft says it is one, and a retry draws the same bytes', async () => {
    const row = await storedQuotation({
      vatMode: 'inclusive',
      status: 'draft',
      currency: 'USD',
      sentAt: null,
    });
    const first = await quotationPdf(ctx.db, row.id);
    const text = (await pdfPages(first.pdf)).join(' ');
    expect(text).toContain('of which VAT (12%)');
    expect(text).toContain('DRAFT');
    expect(text).toContain('$1,250,000.00');
    expect((await quotationPdf(ctx.db, row.id)).pdf.equals(first.pdf)).toBe(true);
  });

  it('a long quotation flows over pages, the table head repeated, the totals and terms after it', async () => {
    const row = await storedQuotation({ notes: 'Note line.\n'.repeat(60) });
    await ctx.db.insert(quotationLines).values(
      Array.from({ length: 47 }, (_, i) => ({
        quotationId: row.id,
        position: i + 4,
        description: `Spare part ${i + 4} `.padEnd(300, 'x'),
        quantity: 999,
        unitCents: 99_999_999_999_999,
      })),
    );
    const { pdf } = await quotationPdf(ctx.db, row.id);
    if (process.env.SAVE_PDFS) writeFileSync('/tmp/quotation-long.pdf', pdf);
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    for (const page of pages.filter((p) => p.includes('Spare part'))) expect(page).toContain('Unit price');
    expect(pages.join(' ')).toContain('Spare part 50');
    expect(pages.at(-1)).toContain('Rey Sales');
  });

  it('an unknown quotation is a 404', async () => {
    await expect(quotationPdf(ctx.db, 999_999)).rejects.toMatchObject({ statusCode: 404 });
  });
});
