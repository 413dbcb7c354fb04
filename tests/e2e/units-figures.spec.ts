import { expect, type Fresh, journey, type Page, test } from './fixtures';
import { type Ref, uniqueName } from './support/catalog';
import { compareUrl, frame, specRow } from './support/compare';
import { DESKTOP, PHONE } from './support/viewports';

// One name and one rounding rule per figure (docs/product.md §17): two machines of the test's own
// publish the same parameters under other labels; in imperial the product page and the compare
// page both print the dictionary's name, lengths in feet and inches, pressures to three figures.

const specs = (rows: Record<string, Record<string, string>>) =>
  Object.entries(rows).map(([category, r]) => ({
    category,
    specifications: Object.entries(r).map(([key, value]) => ({ key, value })),
  }));

async function twoMachines(fresh: Fresh) {
  const { product } = await fresh.product();
  const machine = (name: string, rows: Record<string, Record<string, string>>) =>
    fresh.record<Ref>('variants', {
      product_id: product.id,
      name: uniqueName(name),
      technical_parameters: specs(rows),
      featured_parameters: [Object.keys(Object.values(rows)[0])[0]],
    });
  const a = await machine('UX-27', {
    'Main Dimensions': { 'Transport Length': '2,750 mm' },
    'Hydraulic System': { 'Relief Pressure': '34.3 MPa' },
  });
  const b = await machine('UX-28', {
    'Main Dimensions': { 'Overall Length': '2,860 mm' },
    'Hydraulic System': { 'System Pressure': '35 MPa' },
  });
  return { a, b };
}

const specTable = (page: Page) => page.getByRole('table', { name: 'Technical specifications' });

journey(2)(
  'in imperial, the product page and the compare page agree on names and feet and inches, at 390 and 1440 px',
  async ({ page, context, baseURL, fresh }) => {
    await context.addCookies([{ name: 'units', value: 'imperial', url: baseURL! }]);
    const { a, b } = await twoMachines(fresh);
    for (const viewport of [PHONE, DESKTOP]) {
      await test.step(`${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await page.goto(`/products/${a.id}`);
        const band = page.getByRole('region', { name: 'Key specifications' });
        await expect(band).toContainText('Overall Length');
        await expect(band).toContainText('9′ 0″');
        const table = specTable(page);
        await expect(table.getByRole('row', { name: /^Overall Length\s+9′ 0″/ })).toBeVisible();
        await expect(table.getByRole('row', { name: /^System Pressure\s+4,970 psi/ })).toBeVisible();
        await expect(table).not.toContainText('Transport Length');

        await page.goto(compareUrl(a.id, b.id));
        const length = specRow(page, 'Overall Length');
        await expect(length).toHaveCount(1);
        await expect(length.getByRole('cell')).toHaveText([/^9′ 0″/, /^9′ 5″/]);
        await expect(specRow(page, 'System Pressure').getByRole('cell')).toHaveText([
          /^4,970 psi/,
          /^5,080 psi/,
        ]);
        await expect(frame(page)).not.toContainText('Transport Length');
        await expect(frame(page)).not.toContainText('Relief Pressure');
      });
    }
  },
);
