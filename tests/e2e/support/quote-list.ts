import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { businessDate } from './inquiries';

// Helpers of the quote list specs (quote-list*.spec.ts): machines from the public API, a list put
// straight into localStorage, a machine's line and quantity on /quote, adding from a product page,
// and the request form filled in.

export interface Machine {
  id: number;
  name: string;
}

/** Where the page keeps the list (app/lib/quote-list.ts). */
export const QUOTE_LIST_KEY = 'quote-list';

export async function publicMachines(request: APIRequestContext, count: number): Promise<Machine[]> {
  const res = await request.get(`/api/public/variants?per_page=${count}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()).data as Machine[]).map(({ id, name }) => ({ id, name }));
}

/** The list as stored, seeded before the page's own scripts read it (then reloaded). */
export async function seedList(page: Page, items: { variant_id: number; quantity: number; note?: string }[]) {
  await page.goto('/quote');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [QUOTE_LIST_KEY, JSON.stringify(items)],
  );
  await page.reload();
}

export const row = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
export const quantity = (page: Page, name: string) => page.getByLabel(`Quantity of ${name}`, { exact: true });

/** "Add to quote list" on a product page, pressed again until the hydrated page answers. */
export async function addFromProductPage(page: Page, machine: Machine) {
  await page.goto(`/products/${machine.id}`);
  const status = page.getByRole('status').filter({ hasText: 'Added · View list' });
  await expect(async () => {
    if (!(await status.isVisible())) await page.getByRole('button', { name: 'Add to quote list' }).click();
    await expect(status).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(status.getByRole('link', { name: 'View list' })).toBeFocused();
}

export async function fillRequest(form: Locator, buyer: string, tin: string) {
  await form.getByLabel('Full Name').fill(buyer);
  await form.getByLabel('Email').fill('procurement@example.com');
  await form.getByLabel('Phone').fill('+63 917 123 4567');
  await form.getByRole('textbox', { name: 'Company' }).fill('Bukidnon Builders Inc.');
  await form.getByLabel('TIN').pressSequentially(tin);
  await form.getByRole('group', { name: 'Who is buying' }).getByLabel('Contractor').check();
  await form.getByRole('group', { name: 'Buy, rent or finance' }).getByLabel('Rent').check();
  await form.getByLabel('Region').selectOption({ label: 'Region VII (Central Visayas)' });
  await form.getByLabel('Province').selectOption({ label: 'Cebu' });
  await form.getByLabel('City / Municipality').selectOption({ label: 'City of Cebu' });
  await form.getByLabel('Date needed').fill(businessDate(30));
  await form.getByLabel('Message').fill('Delivery to the Mandaue port site.');
}
