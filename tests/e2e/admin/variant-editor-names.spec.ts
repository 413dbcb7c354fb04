import { expect, test } from '../fixtures';
import { dialog, row, uniqueName } from '../support/catalog';
import { group, makeVariant, searchFor, spec } from '../support/variants';

// The variant editor shows a specification's name whole, on a phone and in the wider desktop
// modal, and calls its sets of specifications groups, not categories (those are the catalogue's).

for (const [width, height] of [[390, 844]]) {
  test(`at ${width} px a specification's name shows whole, in a numbered group`, async ({
    page,
    asAdmin,
    fresh,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const name = uniqueName('SRR-N4 Tandem Roller');
    await makeVariant(fresh, request, name, {
      technical_parameters: [
        { category: 'Main Dimensions', specifications: [{ key: 'Length to Fork Face', value: '3,030 mm' }] },
        { category: 'Engine', specifications: [{ key: 'Rated Power', value: '55 kW' }] },
      ],
    });
    await asAdmin('/admin/variants');
    await searchFor(page, name);
    await expect(row(page, name)).toContainText('2 groups');
    await row(page, name).getByRole('button', { name: 'Edit' }).click();
    const form = dialog(page);
    await expect(group(form, 1).getByRole('textbox', { name: 'Group 1' })).toHaveValue('Main Dimensions');
    await expect(form.getByRole('button', { name: 'Add Group' })).toBeVisible();
    const input = spec(group(form, 1), 1).getByRole('combobox', { name: 'Specification 1 name' });
    await expect(input).toHaveValue('Length to Fork Face');
    await input.scrollIntoViewIfNeeded();
    // An input cuts its text when the text is wider than its box.
    const cut = await input.evaluate((el: HTMLInputElement) => el.scrollWidth > el.clientWidth);
    expect(cut).toBe(false);
  });
}
