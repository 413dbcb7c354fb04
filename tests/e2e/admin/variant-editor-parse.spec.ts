import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { dialog, seriousViolations, uniqueName, WIDTHS } from '../support/catalog';
import { group, makeVariant, spec } from '../support/variants';
import { DESKTOP } from '../support/viewports';

// The variant editor's help with specifications (docs/product.md §17): the name suggests the
// dictionary's names and aliases; the value shows how the server reads it, converted to the other
// unit system, or why it cannot; a matched parameter offers its units, which rewrite the value.

test.use({ viewport: DESKTOP });

/** Opens a variant of the test's own (no specifications) in the editor, with a new category of one empty row. */
async function openEditor(
  page: Page,
  asAdmin: (path: string) => Promise<unknown>,
  fresh: Parameters<typeof makeVariant>[0],
) {
  const variant = await makeVariant(fresh, page.request, uniqueName('Parse Test Roller'));
  await asAdmin(`/admin/variants?edit=${variant.id}`);
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Edit Variant' })).toBeVisible();
  await form.getByRole('button', { name: 'Add Group' }).click();
  return { form, dims: group(form, 1) };
}

test('a value shows its reading and conversion, a bad one a warning, and a unit choice rewrites it', async ({
  page,
  asAdmin,
  fresh,
}) => {
  const parses: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/admin/parameters/parse')) parses.push(request);
  });
  const { dims } = await openEditor(page, asAdmin, fresh);
  const first = spec(dims, 1);
  await first.getByRole('combobox', { name: 'Specification 1 name' }).fill('Operating Weight');
  const value = first.getByRole('textbox', { name: 'Specification 1 value' });
  await value.fill('12 t');
  await expect(first.getByText('Operating Mass: 12,000 kg · 26,455 lb')).toBeVisible();
  // The reading describes the value field.
  await expect(value).toHaveAccessibleDescription(/Operating Mass: 12,000 kg · 26,455 lb/);

  // The unit choices are the parameter's; the chosen one replaces the unit in the text.
  const unit = first.getByRole('combobox', { name: 'Unit of specification 1' });
  await expect(unit).toHaveValue('t');
  await expect(unit.getByRole('option')).toHaveText(['Unit', 'kg', 't', 'lb', 'US ton']);
  await unit.selectOption('lb');
  await expect(value).toHaveValue('12 lb');
  await expect(first.getByText('Operating Mass: 5 kg · 12 lb')).toBeVisible();

  // A bare number is not read; the suggestion says how it would be, and a unit fixes it.
  await value.fill('12');
  await expect(
    first.getByText('Cannot read this value as Operating Mass. Write it as “12 kg”.'),
  ).toBeVisible();
  await expect(unit).toHaveValue('');
  await unit.selectOption('kg');
  await expect(value).toHaveValue('12 kg');
  await expect(first.getByText('Operating Mass: 12 kg · 26 lb')).toBeVisible();

  // A unit of another kind is a warning with its reason.
  await value.fill('5 kW');
  await expect(
    first.getByText('The unit does not fit Operating Mass: 5 kW is a power; expected a mass.'),
  ).toBeVisible();

  // A name outside the dictionary says so, and offers no units.
  await dims.getByRole('button', { name: /Add Specification/ }).click();
  const second = spec(dims, 2);
  await second.getByRole('combobox', { name: 'Specification 2 name' }).fill(uniqueName('Paint Colour'));
  await second.getByRole('textbox', { name: 'Specification 2 value' }).fill('Safety yellow');
  await expect(second.getByText('Not in the parameter dictionary')).toBeVisible();
  await expect(second.getByRole('combobox', { name: 'Unit of specification 2' })).toHaveCount(0);

  // Every row is read in one request.
  const last = parses.at(-1);
  expect(last?.postDataJSON().rows).toHaveLength(2);
});

for (const { name, width, height } of WIDTHS.filter((w) => w.name === 'phone')) {
  test(`the specification help has no serious axe violations at ${width} px (${name})`, async ({
    page,
    asAdmin,
    fresh,
  }) => {
    await page.setViewportSize({ width, height });
    const { dims } = await openEditor(page, asAdmin, fresh);
    await spec(dims, 1).getByRole('combobox', { name: 'Specification 1 name' }).fill('Operating Weight');
    await spec(dims, 1).getByRole('textbox', { name: 'Specification 1 value' }).fill('5 kW');
    await expect(spec(dims, 1).getByText(/The unit does not fit Operating Mass/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
