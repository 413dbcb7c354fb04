import type { APIRequestContext } from '@playwright/test';
import { QUOTATION_MESSAGES } from '#common/schemas/quotations';
import { expect, test } from '../fixtures';
import { TINY_PNG, uniqueName } from '../support/catalog';
import { card, openLeadAsAdmin } from '../support/inquiries';

// Staff turn a parts request into a quotation (docs/product.md §30): the lead page shows the
// lines as a table, the machine-down badge, the branch and the photo (fetched with the token when
// asked), and Create quotation opens the builder with the lines as free lines, to price and save.
// The request is sent through the API here: the contractor's side is after-sales.spec.ts.

async function partsRequest(request: APIRequestContext, name: string) {
  const photo = await request.post('/api/contact/photos', {
    multipart: { file: { name: 'plate.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const res = await request.post('/api/contact/parts', {
    data: {
      name,
      email: 'ramon@bukidnon-quarry.ph',
      phone: '0917 555 0147',
      machine: { brand: 'Komatsu', model: 'WA200-6' },
      serial_number: 'WA200-80731',
      items: [
        { part_number: '708-2L-00300', description: 'Hydraulic pump', quantity: 1 },
        { description: 'Bucket teeth, set', quantity: 12 },
      ],
      province: '1001300000',
      machine_down: true,
      image_ids: [(await photo.json()).data.id],
      form_started_at: Date.now() - 60_000,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test('staff turn a parts request into a quotation of its lines', async ({ page, asAdmin }) => {
  test.setTimeout(90_000);
  const name = uniqueName('Parts Buyer');
  await openLeadAsAdmin(page, asAdmin, await partsRequest(page.request, name), name);

  const request = card(page, 'Parts request');
  await expect(request.getByText('Machine down')).toBeVisible();
  await expect(request).toContainText('Komatsu WA200-6');
  await expect(request).toContainText('Bukidnon');
  const rows = request.getByRole('table', { name: 'Parts asked for' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('708-2L-00300');
  await expect(rows.nth(2)).toContainText('Bucket teeth, set');

  const photo = page.waitForResponse((r) => /\/api\/admin\/.*photos?\//.test(r.url()));
  await request.getByRole('button', { name: 'Show the photo' }).click();
  expect((await photo).status()).toBe(200);
  await expect(request.getByRole('img', { name: 'Sent with the request, 1 of 1' })).toBeVisible();

  await card(page, 'Quotations').getByRole('button', { name: 'Create quotation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New quotation' });
  await expect(dialog.getByLabel('Description, line 1')).toHaveValue('708-2L-00300 · Hydraulic pump');
  await expect(dialog.getByLabel('Qty, line 1')).toHaveValue('1');
  await expect(dialog.getByLabel('Description, line 2')).toHaveValue('Bucket teeth, set');
  await expect(dialog.getByLabel('Qty, line 2')).toHaveValue('12');
  await dialog.getByLabel('Unit price (PHP), line 1').fill('86500');
  await dialog.getByLabel('Unit price (PHP), line 2').fill('1450');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: QUOTATION_MESSAGES.created }).first(),
  ).toBeVisible();
  await expect(card(page, 'Quotations').getByRole('listitem').first()).toContainText('Draft');
});
