import { expect, type Page, test } from '../fixtures';
import { openAsAdmin } from '../support/admin';
import { uniqueName } from '../support/catalog';

// docs/product.md §21: the inbox shows a lead's marketing choice and privacy notice version, and
// Privacy requests finds everything held about an address and erases it behind a confirmation.

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function postLead(page: Page, name: string, email: string) {
  const res = await page.request.post('/api/contact/general', {
    data: {
      name,
      email,
      subject: 'Loader rental',
      message: 'Call me on 0917 555 0199.',
      marketing_opt_in: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

for (const { name: size, width } of [{ name: 'desktop', width: 1440 }]) {
  test(`an admin sees the opt-in, then finds and erases the person (${size})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = uniqueName('Privacy Person');
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.ph`;
    const id = await postLead(page, name, email);

    await openAsAdmin(page, `/admin/inquiries/${id}`);
    const contact = card(page, 'Contact');
    await expect(contact.getByText(/^Opted in to product news and offers, /)).toBeVisible();
    await expect(contact.getByText(/^[0-9a-f]{12}$/)).toBeVisible();

    await page.goto('/admin/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy requests', exact: true })).toBeVisible();
    await page.getByLabel('E-mail address').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText('1 inquiry, 0 accounts, 1 marketing opt-in.')).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toBeVisible();

    // Export hands over a JSON file.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    expect((await download).suggestedFilename()).toBe('personal-data.json');

    // Erase asks first; Cancel changes nothing.
    await page.getByRole('button', { name: 'Erase personal data' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Erase this person’s data?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Erase personal data' }).click();
    await confirm.getByRole('button', { name: 'Erase' }).click();
    await expect(page.getByText('Erased the personal data of 1 inquiry.')).toBeVisible();
    await expect(page.getByText(`Nothing is stored about ${email.toUpperCase()}.`)).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(sideways).toBe(true);

    // The inquiry stays, without the person.
    await page.goto(`/admin/inquiries/${id}`);
    await expect(card(page, 'Contact').getByText('[erased]').first()).toBeVisible();
    await expect(card(page, 'Contact').getByText(/^Personal data erased /)).toBeVisible();
    await expect(card(page, 'Contact').getByText('Not opted in')).toBeVisible();
  });
}
