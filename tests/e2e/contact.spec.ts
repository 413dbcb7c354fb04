import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures';

// The contact page (docs/product.md §2): details from Settings, business hours (§11), social links, the
// message form whose inquiry type chooses the endpoint (§13) and its messages (§6).

test.use({ viewport: { width: 1440, height: 900 } });

const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });

/** Submits the empty form until the browser app answers (a click before hydration posts natively). */
async function openReady(page: Page) {
  await page.goto('/contact');
  const alert = page.getByRole('alertdialog', { name: 'Validation Error' });
  await expect(async () => {
    await form(page).getByRole('button', { name: 'Send Message' }).click({ timeout: 2000 });
    await expect(alert).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(alert).toContainText('Please correct the highlighted fields.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

async function fill(page: Page, type: string) {
  const f = form(page);
  await f.getByRole('radio', { name: type }).check();
  await f.getByLabel('Full Name').fill('Jose Reyes');
  await f.getByLabel('Email').fill('jose@example.com');
  await f.getByLabel('Phone').fill('09181234567');
  await f.getByLabel('Company').fill('Reyes Construction');
  await f.getByLabel('Message').fill('We need a 60 m3/h batching plant in Cebu.');
}

test('the interactive map loads only when the visitor asks for it', async ({ page }) => {
  const frames: string[] = [];
  // No third-party network in tests: the map host answers with a stand-in page.
  await page.route('https://www.openstreetmap.org/**', (route) => {
    frames.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<p>map</p>' });
  });
  await openReady(page);
  const main = page.getByRole('main');
  await expect(main.locator('iframe')).toHaveCount(0);
  await main.getByRole('button', { name: 'Show map' }).click();
  const map = main.locator('iframe[title^="Map: "]');
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  await expect.poll(() => frames.length).toBeGreaterThan(0);
  // The footer, on every page, never embeds one.
  await expect(page.getByRole('contentinfo').locator('iframe')).toHaveCount(0);
});

test('validates with the product’s messages', async ({ page }) => {
  await openReady(page);
  const f = form(page);
  await expect(f.getByText('Name is required')).toBeVisible();
  await expect(f.getByText('Email is required')).toBeVisible();
  await expect(f.getByText('Message is required')).toBeVisible();
  await f.getByLabel('Message').fill('x');
  await f.getByLabel('Message').fill('');
  await expect(f.getByText('This field is required')).toBeVisible();
  await f.getByLabel('Email').fill('jose@');
  await expect(f.getByText('Please enter a valid email address')).toBeVisible();
  // The phone keeps what is typed; the 11-digit rule applies to its digits.
  const phone = f.getByLabel('Phone');
  await phone.pressSequentially('0918 123 456');
  await expect(phone).toHaveValue('0918 123 456');
  await expect(f.getByText('Phone number must be exactly 11 digits')).toBeVisible();
  await phone.pressSequentially('7');
  await expect(f.getByText('Phone number must be exactly 11 digits')).toBeHidden();
});

test('a general message goes to /api/contact/general and is stored', async ({ page }) => {
  await openReady(page);
  await fill(page, 'General Inquiry');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/contact/general'));
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const sent = await response;
  expect(sent.status()).toBe(201);
  expect(sent.request().postDataJSON()).toMatchObject({
    interest_area: 'other',
    subject: 'General Inquiry',
    inquiry_type: 'general',
    phone: '09181234567',
  });
  const done = page.getByRole('alertdialog', { name: 'Message Sent!' });
  await expect(done).toContainText('within 24 hours');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(form(page).getByLabel('Full Name')).toHaveValue('');
  await expect(form(page).getByRole('radio', { name: 'General Inquiry' })).toBeChecked();
});

const CASES = [
  {
    type: 'Request a Quote',
    path: 'quote',
    fields: { project_type: 'industrial', project_description: 'We need a 60 m3/h batching plant in Cebu.' },
    text: 'detailed quote within 24 hours',
  },
  {
    type: 'Technical Support',
    path: 'support',
    fields: { product_type: 'General Equipment', issue_category: 'other', urgency: 'medium' },
    text: 'within 4 hours',
  },
  {
    type: 'Partnership',
    path: 'general',
    fields: { interest_area: 'other', inquiry_type: 'partnership' },
    text: 'within 24 hours',
  },
];

for (const c of CASES) {
  test(`inquiry type ${c.type} posts to /api/contact/${c.path}`, async ({ page }) => {
    const bodies: Record<string, unknown>[] = [];
    await page.route(`**/api/contact/${c.path}`, (route) => {
      bodies.push(route.request().postDataJSON());
      return route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: '{"success":true,"message":"ok","id":1}',
      });
    });
    await openReady(page);
    await fill(page, c.type);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Message Sent!' })).toContainText(c.text);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ name: 'Jose Reyes', company: 'Reyes Construction', ...c.fields });
    if (c.path === 'quote') expect(bodies[0]).not.toHaveProperty('message');
  });
}

test('a failure shows the contact page failure text and keeps the message', async ({ page }) => {
  await page.route('**/api/contact/**', (r) => r.fulfill({ status: 500, body: '{"message":"x"}' }));
  await openReady(page);
  await fill(page, 'General Inquiry');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(
    'Failed to send your message. Please try again or contact us directly.',
  );
  await page.keyboard.press('Escape');
  await expect(form(page).getByLabel('Message')).toHaveValue(/batching plant/);
});

for (const width of [390, 1440]) {
  test(`no serious accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
}
