import type { Page } from '@playwright/test';
import type { AdminVariant } from '#common/schemas/variant';
import { expect, test } from '../fixtures';
import { adminGet, dialog, uniqueName } from '../support/catalog';
import { putSettings, storedValues } from '../support/settings';
import { makeVariant } from '../support/variants';
import { DESKTOP } from '../support/viewports';

// Prices in the back office (docs/product.md §25): the variant editor's price with when it last
// changed, the currency and VAT as choices in Settings → General, and the Financing tab. Settings
// changed here are put back afterwards.

test.use({ viewport: DESKTOP });

const priceBox = (page: Page) => dialog(page).getByRole('textbox', { name: /^Price/ });

async function openEditor(page: Page, id: number) {
  await page.goto(`/admin/variants?edit=${id}`);
  await expect(dialog(page).getByRole('heading', { name: 'Edit Variant' })).toBeVisible();
}

async function update(page: Page) {
  await dialog(page).getByRole('button', { name: 'Update Variant' }).click();
  await expect(page.getByText('Variant updated successfully!')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
}

test('an editor prices a variant, sees when it changed, and the product page shows it', async ({
  page,
  fresh,
  asAdmin,
}) => {
  const original = await storedValues(page.request, ['currency', 'vat_mode']);
  const variant = await makeVariant(fresh, page.request, uniqueName('SRR-P1 Roller'));
  try {
    await putSettings(page.request, { currency: 'USD', vat_mode: 'none' });
    await asAdmin(`/admin/variants?edit=${variant.id}`);
    const form = dialog(page);
    await expect(priceBox(page)).toHaveValue('');
    await expect(form.getByText('Never set')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Price ($)' })).toHaveAccessibleDescription(
      'Whole dollars, no decimals. Leave empty to show “Contact for Price”.',
    );

    // Decimals are refused in the browser with the server's words, before anything is sent.
    await priceBox(page).fill('274000.50');
    await form.getByRole('button', { name: 'Update Variant' }).click();
    await expect(
      form.getByText('Enter the price in whole pesos or dollars, with no decimals.'),
    ).toBeVisible();

    await priceBox(page).fill('274,000');
    await expect(form.getByText('Shows as $274,000')).toBeVisible();
    await update(page);

    await openEditor(page, variant.id);
    await expect(priceBox(page)).toHaveValue('274000');
    await expect(dialog(page).getByText(/^Last changed \w{3} \d{1,2}, \d{4}/)).toBeVisible();
    const saved = await adminGet<{ data: AdminVariant }>(page.request, `variants/${variant.id}`);
    expect(saved.data.price).toBe(274000);
    expect(saved.data.price_updated_at).not.toBeNull();

    await page.goto(`/products/${variant.id}`);
    await expect(page.getByRole('main').getByText('$274,000').first()).toBeVisible();

    // Emptied, the price is "Contact for Price" again.
    await openEditor(page, variant.id);
    await priceBox(page).fill('');
    await expect(dialog(page).getByText('Shows as Contact for Price')).toBeVisible();
    await update(page);
    await page.goto(`/products/${variant.id}`);
    await expect(page.getByRole('main').getByText('Contact for Price').first()).toBeVisible();
    await expect(page.getByRole('main').getByText('$274,000')).toHaveCount(0);
  } finally {
    await putSettings(page.request, original);
  }
});
