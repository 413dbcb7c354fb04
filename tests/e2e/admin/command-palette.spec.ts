import { expect, test } from '../fixtures';
import { dialog } from '../support/catalog';
import { expectNoSidewaysScroll } from '../support/layout';
import { DESKTOP, PHONE } from '../support/viewports';

// Cmd+K (docs/product.md §26, decision 068): from any back-office page, find a variant by part of
// its name and open its editor; with the keys at a desk, with the header's Search button on a phone.

for (const [size, viewport] of [
  ['1440', DESKTOP],
  ['390', PHONE],
] as const) {
  test.describe(`at ${size} px`, () => {
    test.use({ viewport });

    test('finds a variant from the Brands page and opens it in its editor', async ({ page, asAdmin }) => {
      await asAdmin('/admin/brands');
      await expect(page.getByRole('heading', { name: 'Brand Management' })).toBeVisible();
      if (viewport === DESKTOP) await page.keyboard.press('ControlOrMeta+k');
      else await page.getByRole('button', { name: 'Search' }).click();
      const palette = page.getByRole('dialog', { name: 'Find anything' });
      await expect(palette).toBeVisible();
      const box = palette.getByRole('combobox', { name: 'Search records and actions' });
      await box.fill('bpg-100');
      const option = palette.getByRole('option', { name: /BPG-100/ }).first();
      await expect(option).toBeVisible();
      await expect(palette.getByRole('group', { name: 'Variants' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (viewport === DESKTOP) {
        await expect(option).toHaveAttribute('aria-selected', 'true');
        await box.press('Enter');
      } else await option.click();
      await expect(palette).toBeHidden();
      await expect(page).toHaveURL(/\/admin\/variants\?edit=\d+/);
      const form = dialog(page);
      await expect(form.getByRole('heading', { name: 'Edit Variant' })).toBeVisible();
      await expect(form.getByLabel('Variant Name')).toHaveValue(/BPG-100/);
    });
  });
}
