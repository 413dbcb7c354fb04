import { type APIRequestContext, expect, type Page, test } from '../fixtures';
import { openAsAdmin } from '../support/admin';
import { uniqueName } from '../support/catalog';

// A quote's quantity is part of what the visitor asked for: the inquiry's page shows it in the
// Message card beside the product, not only among the raw form fields further down.

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function postQuote(request: APIRequestContext, endpoint: string, data: Record<string, unknown>) {
  const res = await request.post(`/api/contact/${endpoint}`, {
    data: { email: 'buyer@example.com', ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The label of a row in a card's definition list, and that row's value (the next <dd>). */
const row = (page: Page, title: string, label: string) =>
  card(page, title)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) });
const value = (page: Page, title: string, label: string) =>
  row(page, title, label).locator('xpath=following-sibling::dd[1]');

for (const { form, endpoint, data, shown } of [
  {
    form: 'the quote modal',
    endpoint: 'quote-simple',
    data: { product: 'NL-Series Wheel Loader', quantity: '3 units', message: 'Three loaders, please.' },
    shown: '3 units',
  },
  {
    form: 'the contact page’s quote (a number)',
    endpoint: 'quote',
    data: { product: 'Mobile Batching Plant', quantity: 4, project_description: 'Road project in Cebu.' },
    shown: '4',
  },
]) {
  test(`the quantity asked for in ${form} is in the inquiry's Message summary`, async ({ page }) => {
    const name = uniqueName('Quantity Buyer');
    const id = await postQuote(page.request, endpoint, { name, ...data });
    await openAsAdmin(page, `/admin/inquiries/${id}`);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(value(page, 'Message', 'Product')).toHaveText(data.product);
    await expect(value(page, 'Message', 'Quantity')).toHaveText(shown);
    // Shown once: not repeated among the other form fields.
    await expect(row(page, 'Form fields', 'Quantity')).toHaveCount(0);
  });
}

test('an inquiry without a quantity has no Quantity row', async ({ page }) => {
  const name = uniqueName('No Quantity Buyer');
  const id = await postQuote(page.request, 'quote-simple', {
    name,
    product: 'Rough-Terrain Crane',
    message: 'Price please.',
  });
  await openAsAdmin(page, `/admin/inquiries/${id}`);
  await expect(row(page, 'Message', 'Product')).toBeVisible();
  await expect(row(page, 'Message', 'Quantity')).toHaveCount(0);
});
