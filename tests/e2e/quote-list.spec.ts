import { expect, journey, type Page, test } from './fixtures';
import { adminSession, authHeader, openAsAdmin } from './support/admin';
import { createRecord, uniqueName } from './support/catalog';
import { openDialog } from './support/dialogs';
import { businessDate } from './support/inquiries';
import {
  addFromProductPage,
  fillRequest,
  type Machine,
  publicMachines,
  QUOTE_LIST_KEY,
  quantity,
  row,
  seedList,
} from './support/quote-list';
import { DESKTOP } from './support/viewports';

// The quote list (docs/product.md §19): machines gathered from product pages and the quote modal
// into this browser's list, quantities and notes kept across pages, reloads and tabs, sent with
// the buyer's details as one lead. Shared links: quote-list-share.spec.ts.

/** Sends the list with a new buyer's details and dismisses the Validation Error it is refused with. */
async function sendRefused(page: Page, buyer: string) {
  const form = page.getByRole('form', { name: 'Your Details' });
  await fillRequest(form, uniqueName(buyer), '');
  await form.getByRole('button', { name: 'Send Quote Request' }).click();
  await page
    .getByRole('alertdialog', { name: 'Validation Error' })
    .getByRole('button', { name: 'OK' })
    .click();
  return form;
}

test.describe('the quote list', () => {
  test.use({ viewport: DESKTOP });

  test('gathers machines, keeps quantities, refuses a bad TIN, sends one lead', async ({
    page,
    context,
    browser,
    request,
  }) => {
    // The listing's first card goes in through the quote modal; two others from their pages.
    await page.goto('/products');
    const cardQuote = page.getByRole('button', { name: /^Get Quote for / }).first();
    const viaModal = (await cardQuote.getAttribute('aria-label'))!.replace('Get Quote for ', '');
    const [first, second] = (await publicMachines(request, 20)).filter((m) => m.name !== viaModal);
    await addFromProductPage(page, first!);
    await addFromProductPage(page, second!);
    await addFromProductPage(page, first!); // again: its quantity goes up, not a second line

    await page.goto('/products');
    const dialog = await openDialog(page, cardQuote, 'Request a Quote');
    await dialog.getByRole('button', { name: 'Add more machines' }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(dialog).toBeHidden();

    for (const name of [first!.name, second!.name, viaModal]) await expect(row(page, name)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Machines (3)' })).toBeVisible();
    await expect(quantity(page, first!.name)).toHaveValue('2');
    await expect(quantity(page, viaModal)).toHaveValue('1');

    // The stepper, a typed quantity held to 999 with a word on it, a note.
    await row(page, second!.name)
      .getByRole('button', { name: `More of ${second!.name}` })
      .click();
    await expect(quantity(page, second!.name)).toHaveValue('2');
    await quantity(page, viaModal).fill('1500');
    await expect(quantity(page, viaModal)).toHaveValue('999');
    await expect(row(page, viaModal)).toContainText(
      'Quantity must be a whole number from 1 to 999: set to 999.',
    );
    await quantity(page, viaModal).fill('3');
    await quantity(page, first!.name).fill('0');
    await quantity(page, first!.name).blur();
    await expect(quantity(page, first!.name)).toHaveValue('1');
    await quantity(page, first!.name).fill('4');
    await page.getByLabel(`Note for ${first!.name}`).fill('with rock bucket');

    // Another tab sees the same list, and hears of a change made here.
    const other = await context.newPage();
    await other.goto('/quote');
    await expect(quantity(other, viaModal)).toHaveValue('3');
    await row(page, second!.name)
      .getByRole('button', { name: `Fewer of ${second!.name}` })
      .click();
    await expect(quantity(other, second!.name)).toHaveValue('1');
    await other.close();

    await page.reload();
    await expect(quantity(page, first!.name)).toHaveValue('4');
    await expect(quantity(page, second!.name)).toHaveValue('1');
    await expect(quantity(page, viaModal)).toHaveValue('3');
    await expect(page.getByLabel(`Note for ${first!.name}`)).toHaveValue('with rock bucket');

    // A malformed TIN is refused with the server's words, the list stays.
    const buyer = uniqueName('Quote List Buyer');
    const form = page.getByRole('form', { name: 'Your Details' });
    await fillRequest(form, buyer, '12345');
    await expect(form.getByLabel('TIN')).toHaveValue('123-45');
    await form.getByRole('button', { name: 'Send Quote Request' }).click();
    const invalid = page.getByRole('alertdialog', { name: 'Validation Error' });
    await expect(invalid).toContainText('Please correct the highlighted fields.');
    await invalid.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByText('TIN must be 9 or 12 digits')).toBeVisible();
    await expect(form.getByLabel('TIN')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('TIN').fill('');
    await form.getByLabel('TIN').pressSequentially('123456789000');
    await expect(form.getByLabel('TIN')).toHaveValue('123-456-789-000');
    await expect(form.getByText('TIN must be 9 or 12 digits')).toBeHidden();
    await form.getByRole('button', { name: 'Send Quote Request' }).click();

    const sent = page.getByRole('region', { name: 'Quote Request Sent!' });
    await expect(sent).toContainText(
      'Thank you for your quote request. We will send you a detailed quote within 24 hours.',
    );
    await expect(sent).toContainText(/Your reference: QL-\d{6}/);
    const reference = (await sent.getByText(/^QL-\d{6}$/).textContent())!;
    await expect(page.getByRole('heading', { name: 'Quote Request Sent!' })).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), QUOTE_LIST_KEY)).toBe('[]');

    // One lead in the inbox, with the three machines as they were asked for.
    const admin = await adminSession(request);
    const list = await request.get(`/api/admin/leads?kind=quote-list&search=${encodeURIComponent(buyer)}`, {
      headers: authHeader(admin),
    });
    const leads = (await list.json()) as { total: number; data: { id: number }[] };
    expect(leads.total).toBe(1);
    const detail = await (
      await request.get(`/api/admin/leads/${leads.data[0]!.id}`, { headers: authHeader(admin) })
    ).json();
    expect(detail.quote_list).toMatchObject({
      reference,
      tin: '123456789000',
      buyer_type: 'contractor',
      intent: 'rent',
      city: { code: '0730600000', name: 'City of Cebu' },
      needed_by: businessDate(30),
    });
    expect(detail.phone).toBe('09171234567');
    expect(
      detail.items.map((i: { variant_name: string; quantity: number; note: string | null }) => [
        i.variant_name,
        i.quantity,
        i.note,
      ]),
    ).toEqual([
      [first!.name, 4, 'with rock bucket'],
      [second!.name, 1, null],
      [viaModal, 3, null],
    ]);

    const inbox = await browser.newPage();
    await openAsAdmin(inbox, `/admin/inquiries?kind=quote-list&search=${encodeURIComponent(buyer)}`);
    await expect(inbox.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
    await inbox.close();
  });

  journey(2)(
    'an empty list says so and sending it asks for a machine; a machine gone before sending is named on its line',
    async ({ page, request }) => {
      await test.step('an empty list is said so, and sending it asks for a machine', async () => {
        await page.goto('/quote');
        await expect(page.getByText('Your quote list is empty')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
          'href',
          '/products',
        );
        const form = await sendRefused(page, 'Empty List Buyer');
        await expect(form.getByRole('alert')).toHaveText('Add at least one machine to the list');
      });
      await test.step('a machine gone before the list is sent is named on its line', async () => {
        const [kept] = await publicMachines(request, 1);
        const admin = await adminSession(request);
        const brand = await createRecord<Machine>(request, 'brands', { name: uniqueName('QL Brand') });
        const category = await createRecord<Machine>(request, 'categories', {
          name: uniqueName('QL Loaders'),
          brand_id: brand.id,
        });
        const product = await createRecord<Machine>(request, 'products', {
          name: uniqueName('QL Loader'),
          brand_id: brand.id,
          category_id: category.id,
        });
        const doomed = await createRecord<Machine>(request, 'variants', {
          name: uniqueName('QL-9 Loader'),
          product_id: product.id,
        });
        try {
          await seedList(page, [
            { variant_id: kept!.id, quantity: 1 },
            { variant_id: doomed.id, quantity: 2 },
          ]);
          await expect(row(page, doomed.name)).toBeVisible();
          // Gone after the page showed it, before the send.
          const res = await request.delete(`/api/admin/variants/${doomed.id}`, {
            headers: authHeader(admin),
          });
          expect(res.ok()).toBe(true);

          const form = await sendRefused(page, 'Gone Machine Buyer');
          await expect(row(page, doomed.name).getByRole('alert')).toHaveText(
            'This machine is no longer available',
          );
          await expect(row(page, kept!.name).getByRole('alert')).toHaveCount(0);

          // Removing it lets the list go.
          await row(page, doomed.name)
            .getByRole('button', { name: `Remove ${doomed.name}` })
            .click();
          await form.getByRole('button', { name: 'Send Quote Request' }).click();
          await expect(page.getByRole('region', { name: 'Quote Request Sent!' })).toBeVisible();
        } finally {
          for (const path of [`products/${product.id}`, `categories/${category.id}`, `brands/${brand.id}`])
            await request.delete(`/api/admin/${path}`, { headers: authHeader(admin) });
        }
      });
    },
  );
});
