import type { Page } from '@playwright/test';
import type { Parameter } from '#common/schemas/parameters';
import { expect, test } from '../fixtures';
import { adminGet, dialog, row, searchBox, seriousViolations, uniqueName, WIDTHS } from '../support/catalog';
import { listAndEditorAxe } from '../support/list-axe';
import { makeVariant } from '../support/variants';
import { DESKTOP } from '../support/viewports';

// The Parameters section (docs/product.md §17): the dictionary listed with how many variants use
// each entry, add/edit with unit choices that follow the quantity kind, the server's refusal under
// its field, merge two entries. Search (by alias: tests/api/parameters-admin.test.ts) and delete
// are component tests (app/components/admin/list-sections*.test.tsx; docs/testing.md).

test.use({ viewport: DESKTOP });

/** A key no other test uses, made of the unique name. */
const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_');

const parameterRow = (page: Page, name: string) =>
  row(page, name).filter({ has: page.getByRole('rowheader', { name }) });

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

for (const width of WIDTHS.filter((w) => w.name === 'desktop')) {
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
