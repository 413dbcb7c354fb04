import { expect, test } from '../fixtures';
import { dialog, row, seriousViolations, uniqueName, WIDTHS } from '../support/catalog';
import { makeVariant, spec } from '../support/variants';
import { DESKTOP } from '../support/viewports';

// The Parameters section's Review list (docs/product.md §17): a value whose unit does not fit its
// parameter waits there with the suggested fix and a link into its variant's editor; fixing it
// there takes it off the list. The list's filters live in the address.

test.use({ viewport: DESKTOP });

const REVIEW = '/admin/parameters?tab=review&parameter=operating_mass';

test('a value in the wrong unit waits in Review with its fix until the variant is corrected', async ({
  page,
  asAdmin,
  fresh,
}) => {
  const name = uniqueName('Review Test Roller');
  await makeVariant(fresh, page.request, name, {
    technical_parameters: [
      { category: 'Specifications', specifications: [{ key: 'Operating Weight', value: '5 kW' }] },
    ],
  });
  await asAdmin(REVIEW);
  const tabs = page.getByRole('navigation', { name: 'Parameter lists' });
  await expect(tabs.getByRole('link', { name: /^Review/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('combobox', { name: 'Parameter', exact: true })).toHaveValue('operating_mass');
  const waiting = row(page, name);
  await expect(waiting).toContainText('SRR Tandem Roller');
  await expect(waiting).toContainText('Operating Mass');
  await expect(waiting).toContainText('as “Operating Weight”');
  await expect(waiting).toContainText('5 kW');
  await expect(waiting).toContainText('Unit does not fit');
  await expect(waiting).toContainText('5 kW is a power; expected a mass.');

  // A reload shows the same list.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Parameter', exact: true })).toHaveValue('operating_mass');
  await expect(row(page, name)).toContainText('5 kW');

  // The variant's link opens its editor, where the value is corrected.
  await row(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/variants\?edit=\d+$/);
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Edit Variant' })).toBeVisible();
  const value = spec(form, 1).getByRole('textbox', { name: 'Specification 1 value' });
  await expect(value).toHaveValue('5 kW');
  await value.fill('5,000 kg');
  await form.getByRole('button', { name: 'Update Variant' }).click();
  await expect(page.getByText('Variant updated successfully!')).toBeVisible();

  await page.goto(REVIEW);
  await expect(page.getByRole('region', { name: 'Values to review' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ to \d+ of \d+ results$|Nothing to review/).first()).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});

for (const { name, width, height } of WIDTHS.filter((w) => w.name === 'phone')) {
  test(`the Review list has no serious axe violations at ${width} px (${name})`, async ({
    page,
    asAdmin,
    fresh,
  }) => {
    await makeVariant(fresh, page.request, uniqueName('Review Axe Roller'), {
      technical_parameters: [
        { category: 'Specifications', specifications: [{ key: 'Operating Weight', value: '5 kW' }] },
      ],
    });
    await page.setViewportSize({ width, height });
    await asAdmin(REVIEW);
    await expect(page.getByText('Unit does not fit').filter({ visible: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
