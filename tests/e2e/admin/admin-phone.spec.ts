import { expect, test } from '../fixtures';
import { row, uniqueName } from '../support/catalog';
import { expectEmailSeams, expectNoSidewaysScroll, expectWholeWords } from '../support/layout';
import { PHONE } from '../support/viewports';

// The admin on a phone (390 px): the inbox still says what each lead is about, addresses wrap at
// their seams, and the variant editor shows the whole name of the chosen product.

test.use({ viewport: PHONE });

test('the inbox shows each lead’s kind and product, and long addresses wrap at their seams', async ({
  page,
  asAdmin,
}) => {
  const lead = {
    name: uniqueName('Maximiliano Dela Cruz-Villanueva'),
    email: 'maximiliano.bartholomew.delacruzvillanueva@constructionsupplies-mindanao.example.com',
    product: 'Cemtora CBP-60 Stationary Concrete Batching Plant',
    phone: '09181234567',
    message: 'Please send a price for a 60 m³/h plant.',
  };
  const res = await page.request.post('/api/contact/quote-simple', { data: lead });
  expect(res.status(), await res.text()).toBe(201);

  await asAdmin(`/admin/inquiries?search=${encodeURIComponent(lead.name)}`);
  const listed = row(page, lead.name);
  await expect(listed).toBeVisible();
  await expect(listed.getByText('Quote request').filter({ visible: true })).toBeVisible();
  await expect(listed.getByText(lead.product).filter({ visible: true })).toBeVisible();

  const email = listed.getByText(lead.email).filter({ visible: true });
  await expect(email).toBeVisible();
  await expectEmailSeams(email);
  await expectWholeWords(listed.getByRole('link', { name: lead.name }));
  await expectNoSidewaysScroll(page);
});
