import type { Page } from '@playwright/test';
import type { Parameter } from '#common/schemas/parameters';
import { expect, test } from '../fixtures';
import {
  adminGet,
  dialog,
  openSeeingLoading,
  row,
  searchBox,
  seriousViolations,
  uniqueName,
  WIDTHS,
} from '../support/catalog';
import { listAndEditorAxe } from '../support/list-axe';
import { makeVariant } from '../support/variants';

// The Parameters section (docs/product.md §17): the dictionary listed with how many variants use
// each entry, add/edit with unit choices that follow the quantity kind, the server's refusal under
// its field, merge two entries. Search (by alias: tests/api/parameters-admin.test.ts) and delete
// are component tests (app/components/admin/list-sections*.test.tsx; docs/testing.md).

test.use({ viewport: { width: 1440, height: 900 } });

/** A key no other test uses, made of the unique name. */
const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_');

/** Searches the dictionary until `name` is its only row. */
async function findParameter(page: Page, name: string) {
  await searchBox(page, 'parameters').fill(name);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
}

const parameterRow = (page: Page, name: string) =>
  row(page, name).filter({ has: page.getByRole('rowheader', { name }) });

test('lists the seeded dictionary with kind, units and how many variants use each', async ({ page }) => {
  const { data } = await adminGet<{ data: Parameter[] }>(page.request, 'parameters?search=operating_mass');
  const mass = data.find((p) => p.key === 'operating_mass');
  expect(mass?.usage).toBeGreaterThan(0);
  await openSeeingLoading(page, 'parameters');
  await expect(page.getByRole('heading', { name: 'Parameter Dictionary' })).toBeVisible();
  const listed = parameterRow(page, 'Operating Mass');
  await expect(listed).toContainText('operating_mass');
  await expect(listed).toContainText('Mass');
  await expect(listed).toContainText('kg / lb');
  await expect(listed).toContainText(`${mass?.usage} variants`);
  // The sidebar has the section after Variants.
  const links = page.getByRole('navigation', { name: /admin/i }).getByRole('link');
  const names = await links.allTextContents();
  expect(names.indexOf('Parameters')).toBe(names.indexOf('Variants') + 1);
});

test('adding a parameter: the key follows the name, the units follow the kind', async ({
  page,
  asAdmin,
  admin,
}) => {
  const name = uniqueName('Blade Width');
  await asAdmin('/admin/parameters');
  await page.getByRole('button', { name: 'Add Parameter' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Add Parameter' })).toBeVisible();
  await form.getByRole('button', { name: 'Create Parameter' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(form.getByLabel('Key')).toHaveValue(keyOf(name));
  await form.getByRole('textbox', { name: 'Alias 1' }).fill(`${name} overall`);
  const kind = form.getByLabel('Quantity kind');
  const metric = form.getByLabel('Metric unit');
  const imperial = form.getByLabel('Imperial unit');
  // A new parameter starts as a mass in kg and lb.
  await expect(metric).toHaveValue('kg');
  await kind.selectOption({ label: 'Length' });
  await expect(metric.getByRole('option')).toHaveText(['m', 'mm', 'cm', 'km']);
  await expect(metric).toHaveValue('m');
  await expect(imperial).toHaveValue('ft');
  await kind.selectOption({ label: 'Volume' });
  await expect(metric.getByRole('option')).toHaveText(['m³', 'L']);
  await expect(imperial).toHaveValue('yd^3');
  await kind.selectOption({ label: 'Text' });
  await expect(metric).toBeDisabled();
  await expect(metric).toHaveText('No unit');
  await kind.selectOption({ label: 'Length' });
  await metric.selectOption('mm');
  await imperial.selectOption('in');
  await form.getByLabel('Decimals').fill('1');
  await form.getByLabel('Better for comparison').selectOption('higher');
  await form.getByRole('textbox', { name: 'Category 1' }).fill('Motor Graders');
  await form.getByLabel('Filterable on the products page').check();
  await form.getByRole('button', { name: 'Create Parameter' }).click();
  await expect(page.getByText('Parameter created successfully')).toBeVisible();
  await expect(form).toHaveCount(0);

  await findParameter(page, name);
  const listed = parameterRow(page, name);
  await expect(listed).toContainText('mm / in');
  await expect(listed).toContainText('Motor Graders');
  await expect(listed).toContainText('0 variants');
  const { data } = await adminGet<{ data: Parameter[] }>(page.request, `parameters?search=${keyOf(name)}`);
  expect(data[0]).toMatchObject({
    key: keyOf(name),
    aliases: [`${name} overall`],
    kind: 'length',
    metric_unit: 'mm',
    imperial_unit: 'in',
    decimals: 1,
    better: 'higher',
    categories: ['Motor Graders'],
    filterable: true,
  });
  await page.request.delete(`/api/admin/parameters/${data[0].id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
});

test('editing a parameter saves the change; a key already taken is refused under the field', async ({
  page,
  asAdmin,
  fresh,
}) => {
  const name = uniqueName('Ripper Depth');
  await fresh.record('parameters', { key: keyOf(name), name, kind: 'length' });
  await asAdmin('/admin/parameters');
  await findParameter(page, name);
  await parameterRow(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Edit Parameter' })).toBeVisible();
  await expect(form.getByLabel('Quantity kind')).toHaveValue('length');
  await expect(form.getByLabel('Metric unit')).toHaveValue('m');
  // Editing does not change the key with the name.
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} max`);
  await expect(form.getByLabel('Key')).toHaveValue(keyOf(name));

  await form.getByLabel('Key').fill('operating_mass');
  await form.getByRole('button', { name: 'Update Parameter' }).click();
  await expect(form.getByText('A parameter with this key already exists.')).toBeVisible();
  await expect(form.getByLabel('Key')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveText('Failed to save parameter');

  await form.getByLabel('Key').fill(keyOf(name));
  await form.getByLabel('Metric unit').selectOption('mm');
  await form.getByRole('button', { name: 'Update Parameter' }).click();
  await expect(page.getByText('Parameter updated successfully')).toBeVisible();
  await expect(parameterRow(page, `${name} max`)).toContainText('mm / ft');
});

test('merging moves the usage to the parameter kept and removes the other', async ({
  page,
  asAdmin,
  fresh,
}) => {
  const stamp = uniqueName('Zeta');
  const source = await fresh.record<Parameter>('parameters', {
    key: keyOf(`${stamp} reach`),
    name: `${stamp} Reach`,
    kind: 'length',
  });
  const target = await fresh.record<Parameter>('parameters', {
    key: keyOf(`${stamp} span`),
    name: `${stamp} Span`,
    kind: 'length',
  });
  await fresh.record('parameters', { key: keyOf(`${stamp} mass`), name: `${stamp} Mass`, kind: 'mass' });
  await makeVariant(fresh, page.request, uniqueName('Merge Test Loader'), {
    technical_parameters: [
      { category: 'Main Dimensions', specifications: [{ key: source.name, value: '5,200 mm' }] },
    ],
  });

  await asAdmin('/admin/parameters');
  await searchBox(page, 'parameters').fill(stamp);
  await expect(page.getByText('Showing 1 to 3 of 3 results')).toBeVisible();
  await expect(parameterRow(page, source.name)).toContainText('1 variant');
  await expect(parameterRow(page, target.name)).toContainText('0 variants');

  await parameterRow(page, source.name)
    .getByRole('button', { name: `Merge ${source.name} into another parameter` })
    .click();
  const merge = page.getByRole('dialog', { name: `Merge ${source.name} into…` });
  const into = merge.getByLabel('Merge into');
  // Only parameters of the same kind are offered: the other length, not the mass.
  await expect(into.getByRole('option', { name: new RegExp(target.name) })).toHaveCount(1);
  await expect(into.getByRole('option', { name: new RegExp(`${stamp} Mass`) })).toHaveCount(0);
  await merge.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(merge.getByText('Choose the parameter to merge into.')).toBeVisible();
  await into.selectOption({ label: `${target.name} (${target.key})` });
  await expect(merge).toContainText(`Merge ${source.name} into ${target.name}?`);
  await expect(merge).toContainText(
    `The name ${source.name} and its aliases become aliases of ${target.name}.`,
  );
  await merge.getByRole('button', { name: `Merge into ${target.name}` }).click();
  await expect(page.getByText(`${source.name} was merged into ${target.name}`)).toBeVisible();
  await expect(merge).toHaveCount(0);
  await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
  await expect(parameterRow(page, target.name)).toContainText('1 variant');
  await expect(parameterRow(page, source.name)).toHaveCount(0);
  const merged = await adminGet<Parameter>(page.request, `parameters/${target.id}`);
  expect(merged.aliases).toContain(source.name);
});

for (const width of WIDTHS) {
  test(`the list, the editor and the merge dialog have no serious axe violations at ${width.width} px`, async ({
    page,
    asAdmin,
  }) => {
    await listAndEditorAxe(
      width,
      '/admin/parameters',
      async (p) => {
        await expect(parameterRow(p, 'Operating Mass')).toBeVisible();
      },
      async (p) => {
        await p.getByRole('button', { name: 'Add Parameter' }).click();
        await expect(dialog(p).getByLabel('Quantity kind')).toBeVisible();
      },
    )({ page, asAdmin });
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await parameterRow(page, 'Operating Mass')
      .getByRole('button', { name: 'Merge Operating Mass into another parameter' })
      .click();
    await page.getByRole('dialog').getByLabel('Merge into').selectOption({ index: 1 });
    await expect(page.getByRole('dialog')).toContainText('Merge Operating Mass into');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
