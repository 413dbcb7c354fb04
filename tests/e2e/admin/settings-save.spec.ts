import { expect, test } from '../fixtures';
import { seriousViolations } from '../support/axe';
import { holdRequests } from '../support/hold';
import { main, putSettings, saveButton, storedValues, tab } from '../support/settings';
import { DESKTOP, PHONE } from '../support/viewports';

// Settings (docs/product.md §4, §6): one Save Settings for every tab, the product's texts, and saved values
// reaching the public site on its next page load. Values changed here are put back afterwards.

test('Save Settings sends the changes of every tab, says so, and the public site shows them', async ({
  page,
  asAdmin,
}) => {
  await page.setViewportSize(DESKTOP);
  const original = await storedValues(page.request, ['company_phone', 'primary_color']);
  const phone = `+63 917 555 ${String(Date.now()).slice(-4)}`;
  const release = await holdRequests(page, '**/api/admin/settings', {
    when: (route) => route.request().method() === 'PUT',
  });
  try {
    await asAdmin('/admin/settings');
    await tab(page, 'Contact').click();
    await main(page).getByRole('textbox', { name: 'Phone' }).fill(phone);
    await tab(page, 'Appearance').click();
    await main(page).getByRole('textbox', { name: 'Primary Color', exact: true }).fill('#0055AA');
    await expect(main(page).getByText('You have unsaved changes.')).toBeVisible();

    const put = page.waitForRequest((r) => r.url().endsWith('/api/admin/settings') && r.method() === 'PUT');
    await saveButton(page).click();
    expect((await put).postDataJSON()).toEqual({
      settings: { company_phone: phone, primary_color: '#0055AA' },
    });
    await expect(main(page).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await expect(main(page).getByText('Settings saved successfully!')).toBeVisible();
    await expect(main(page).getByText('You have unsaved changes.')).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByRole('link', { name: phone }).first()).toBeVisible();
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand')),
    ).toMatch(/#0055aa/i);

    await page.goto('/admin/settings');
    await tab(page, 'Contact').click();
    await expect(main(page).getByRole('textbox', { name: 'Phone' })).toHaveValue(phone);

    // The sticky save bar never covers a field brought into view from below (as focus, Tab or a
    // refused field's reveal do), selects such as Currency and VAT included.
    await page.setViewportSize({ width: 1024, height: 600 });
    await tab(page, 'General').click();
    const bar = saveButton(page).locator('xpath=ancestor::div[contains(@class, "sticky")]');
    for (const name of ['Currency', 'VAT']) {
      await page.evaluate(() => window.scrollTo(0, 0));
      const field = main(page).getByRole('combobox', { name, exact: true });
      await field.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const [fieldBox, barBox] = [await field.boundingBox(), await bar.boundingBox()];
      expect(fieldBox!.y + fieldBox!.height, name).toBeLessThanOrEqual(barBox!.y);
    }
  } finally {
    await putSettings(page.request, original);
  }
});

test('reloading with unsaved changes asks the browser to confirm', async ({ page, asAdmin }) => {
  await asAdmin('/admin/settings');
  const siteName = main(page).getByRole('textbox', { name: 'Site Name' });
  // A click is a user gesture: browsers only ask before unload on pages the visitor touched.
  await siteName.click();
  await siteName.fill('Unsaved Name');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(main(page).getByRole('textbox', { name: 'Site Name' })).not.toHaveValue('Unsaved Name');
});

for (const { width, height } of [PHONE]) {
  test(`has no serious or critical axe violations at ${width} px`, async ({ page, asAdmin }) => {
    await page.setViewportSize({ width, height });
    await asAdmin('/admin/settings');
    for (const name of ['General', 'Appearance']) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
}
