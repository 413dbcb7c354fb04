import { expect, test } from '../fixtures';
import { dialog, type Ref, row, uniqueName } from '../support/catalog';
import { expectEmailSeams, expectNoSidewaysScroll, expectWholeWords } from '../support/layout';

// The admin on a phone (390 px): the inbox still says what each lead is about, addresses wrap at
// their seams, and the variant editor shows the whole name of the chosen product.

test.use({ viewport: { width: 390, height: 844 } });

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

test('the variant editor shows the whole name of the chosen product', async ({ page, asAdmin, fresh }) => {
  const { product } = await fresh.product({
    name: uniqueName('Stationary Concrete Batching Plant with Twin Shaft Mixer'),
  });
  const variant = await fresh.record<Ref>('variants', {
    product_id: product.id,
    name: uniqueName('CBP-60'),
  });
  await asAdmin(`/admin/variants?edit=${variant.id}`);
  const form = dialog(page);
  const box = form.getByRole('combobox', { name: 'Product' });
  await expect(box).toHaveValue(new RegExp(`^${product.name} \\(`));
  const label = (await box.inputValue()).trim();

  // The chosen product is shown in full over the box (wrapped, not cut off at its edge).
  const shown = form.getByText(label, { exact: true });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const shownBox = await shown.boundingBox();
  const fieldBox = await box.boundingBox();
  expect(shownBox && fieldBox && shownBox.height <= fieldBox.height + 1).toBe(true);
  expect(shownBox && fieldBox && shownBox.x + shownBox.width <= fieldBox.x + fieldBox.width + 1).toBe(true);
  await expectWholeWords(shown);

  // The list of products wraps long names too.
  await box.click();
  const option = form.getByRole('option', { name: new RegExp(product.name) });
  await expect(option).toBeVisible();
  const name = option.getByText(product.name, { exact: true });
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectWholeWords(name);

  // Typing replaces the chosen product (whose name is drawn over the box) instead of editing it.
  await box.pressSequentially('batching');
  await expect(box).toHaveValue('batching');
  await expect(shown).toHaveCount(0);
});
