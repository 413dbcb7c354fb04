import { expect, journey, type Page, test } from './fixtures';
import { uniqueName } from './support/catalog';
import { fillRequest, publicMachines, row, seedList } from './support/quote-list';
import { DESKTOP } from './support/viewports';

// docs/product.md §19: the quote list's request keeps what was typed through a reload of the tab (a draft in
// sessionStorage, never localStorage: personal data), puts it back as text, and forgets it once sent.

const DRAFT_KEY = 'ironsite:quote-request-draft';
const MARKUP = '<img src=x onerror="window.__drafted=1">';

const form = (page: Page) => page.getByRole('form', { name: 'Your Details' });
const session = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
const everythingInLocalStorage = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }));

async function typeDetails(page: Page) {
  const f = form(page);
  await f.getByLabel('Full Name').fill(`Ana ${MARKUP}`);
  await f.getByLabel('Email').fill('ana@example.com');
  await f.getByLabel('Phone').fill('+63 917 123 4567');
  await f.getByRole('textbox', { name: 'Company' }).fill('Cruz & Sons </textarea><script>1</script>');
  await f.getByRole('group', { name: 'Who is buying' }).getByLabel('Contractor').check();
  await f.getByLabel('Message').fill(`Line one\n${MARKUP}\nLine three`);
}

async function expectDetails(page: Page) {
  const f = form(page);
  await expect(f.getByLabel('Full Name')).toHaveValue(`Ana ${MARKUP}`);
  await expect(f.getByLabel('Email')).toHaveValue('ana@example.com');
  await expect(f.getByLabel('Phone')).toHaveValue('+63 917 123 4567');
  await expect(f.getByRole('textbox', { name: 'Company' })).toHaveValue(
    'Cruz & Sons </textarea><script>1</script>',
  );
  await expect(f.getByRole('group', { name: 'Who is buying' }).getByLabel('Contractor')).toBeChecked();
  await expect(f.getByLabel('Message')).toHaveValue(`Line one\n${MARKUP}\nLine three`);
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    test('typed details survive a reload, as text, in this tab only', async ({ page, context }) => {
      await page.goto('/quote');
      await typeDetails(page);
      await page.reload();
      await expectDetails(page);

      // Markup typed in stayed text: nothing ran and no image was added to the page.
      expect(await page.evaluate(() => (window as { __drafted?: number }).__drafted)).toBeUndefined();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      // Kept in the tab's sessionStorage; nothing typed reached localStorage.
      expect(await session(page)).toContain('ana@example.com');
      const local = await everythingInLocalStorage(page);
      for (const typed of ['Ana', 'ana@example.com', '917', 'Cruz', 'Line one'])
        expect(local).not.toContain(typed);

      // The details, once restored, are the live form's: an edit after the reload is kept too.
      await form(page).getByLabel('Full Name').fill('Ana Cruz');
      await page.reload();
      await expect(form(page).getByLabel('Full Name')).toHaveValue('Ana Cruz');
      await expect(form(page).getByLabel('Message')).toHaveValue(`Line one\n${MARKUP}\nLine three`);

      // Another tab starts empty.
      const other = await context.newPage();
      await other.goto('/quote');
      await expect(form(other).getByLabel('Message')).toBeVisible();
      await expect(form(other).getByLabel('Full Name')).toHaveValue('');
      await other.close();
    });
  });
}

journey(2, DESKTOP)(
  'at 1440 px: the draft follows to /quote from another page whose form was in use, and is gone once sent',
  async ({ page, request }) => {
    await test.step('arriving from another page whose form was in use, the draft is there too', async () => {
      await page.goto('/quote');
      await typeDetails(page);
      await page.goto('/contact');
      // The contact form in use: its live code is loaded, so /quote's form is live from the start.
      const contact = page.getByRole('form', { name: 'Send Us a Message' });
      await contact.getByLabel('Full Name').fill('x');
      await contact.getByLabel('Full Name').fill('');
      await expect(contact.getByText('This field is required')).toBeVisible();
      await page.getByRole('link', { name: 'Quote list' }).click();
      await expect(page).toHaveURL(/\/quote$/);
      await expectDetails(page);
    });

    await test.step('the draft is gone once the request is sent', async () => {
      // A tab of its own had no draft: this one starts again without the step above's.
      await page.evaluate(() => sessionStorage.clear());
      const [machine] = await publicMachines(request, 1);
      await seedList(page, [{ variant_id: machine!.id, quantity: 1 }]);
      await expect(row(page, machine!.name)).toBeVisible();
      const f = form(page);
      await fillRequest(f, uniqueName('Draft Buyer'), '123456789');
      await page.reload();
      await expect(f.getByLabel('Message')).toHaveValue('Delivery to the Mandaue port site.');
      // The places are not kept (their lists load later): chosen again.
      await f.getByLabel('Region').focus(); // their lists load as the form is approached
      await f.getByLabel('Region').selectOption({ label: 'Region VII (Central Visayas)' });
      await f.getByLabel('Province').selectOption({ label: 'Cebu' });
      await f.getByLabel('City / Municipality').selectOption({ label: 'City of Cebu' });
      await f.getByRole('button', { name: 'Send Quote Request' }).click();
      await expect(page.getByRole('region', { name: 'Quote Request Sent!' })).toBeVisible();
      expect(await session(page)).toBeNull();

      await page.goto('/quote');
      await expect(form(page).getByLabel('Full Name')).toHaveValue('');
      await expect(form(page).getByLabel('Message')).toHaveValue('');
      expect(await session(page)).toBeNull();
    });
  },
);
