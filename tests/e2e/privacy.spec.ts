import { type APIRequestContext, expect, journey, type Locator, type Page, test } from './fixtures';
import { adminSession, authHeader } from './support/admin';
import { openContactModal } from './support/dialogs';
import { publicMachines, seedList } from './support/quote-list';
import { DESKTOP } from './support/viewports';

// docs/product.md §21 (RA 10173): every form that takes personal data says what it is for, links
// the Privacy Policy and offers marketing mail as an unticked choice; /privacy and /terms show the
// texts written in Settings and are linked from every page's footer.

test.use({ viewport: DESKTOP });

const NOTICE = 'We use your details only to answer this request.';
const OPT_IN = 'Send me product news and offers';

async function expectConsent(scope: Locator) {
  await expect(scope.getByText(NOTICE)).toBeVisible();
  await expect(scope.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  const box = scope.getByRole('checkbox', { name: OPT_IN });
  await expect(box).toBeVisible();
  await expect(box).not.toBeChecked();
}

const productId = async (request: APIRequestContext) => (await publicMachines(request, 1))[0]!.id;

journey(4)(
  'the privacy notice and opt-in: /privacy and /terms from Settings, the opt-in sent and stored from the page form and the quote modal, and shown in every form',
  async ({ page }) => {
    await test.step('/privacy and /terms show the texts saved in Settings and are linked from the footer', async () => {
      const admin = await adminSession(page.request);
      const headers = authHeader(admin);
      const general = (await (await page.request.get('/api/admin/settings', { headers })).json()).data
        .general;
      const before = {
        privacy_policy: general.privacy_policy.value,
        terms_of_service: general.terms_of_service.value,
      };
      const marker = `${Date.now()}`;
      const texts = {
        privacy_policy: `## Our promise ${marker}\nWe keep inquiries for three years.\n\n- access\n- erasure`,
        terms_of_service: `## Using the site ${marker}\nA quote request is not an order. <b>not bold</b>`,
      };
      try {
        const saved = await page.request.put('/api/admin/settings', { data: { settings: texts }, headers });
        expect(saved.status()).toBe(200);
        await page.goto('/');
        const footer = page.getByRole('contentinfo');
        await footer.getByRole('link', { name: 'Privacy Policy' }).click();
        await expect(page).toHaveURL(/\/privacy$/);
        await expect(page).toHaveTitle(/^Privacy Policy \|/);
        await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: `Our promise ${marker}` })).toBeVisible();
        await expect(page.getByRole('listitem').filter({ hasText: 'erasure' })).toBeVisible();
        await expect(page.getByText(/^Version [0-9a-f]{12}$/)).toBeVisible();

        await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
        await expect(page).toHaveURL(/\/terms$/);
        await expect(page.getByRole('heading', { level: 2, name: `Using the site ${marker}` })).toBeVisible();
        // Markup in the text is shown as text, never rendered.
        await expect(page.getByText('A quote request is not an order. <b>not bold</b>')).toBeVisible();
      } finally {
        await page.request.put('/api/admin/settings', { data: { settings: before }, headers });
      }
    });
    await test.step('the contact page form sends the ticked box, even ticked before its code arrived', async () => {
      const sent = await captured(page, 'general');
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      // The first thing done in the form: the live form must take over the box as it is.
      await form.getByRole('checkbox', { name: OPT_IN }).check();
      await form.getByLabel('Full Name').fill('Maria Santos');
      await form.getByLabel('Email').fill('maria@example.com');
      await form.getByLabel('Message').fill('Please call me about a loader.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Message Sent!' })).toBeVisible();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ marketing_opt_in: true, name: 'Maria Santos' });
      // Sent and reset: the box is unticked again for the next message.
      await page
        .getByRole('alertdialog', { name: 'Message Sent!' })
        .getByRole('button', { name: 'OK' })
        .click();
      await expect(form.getByRole('checkbox', { name: OPT_IN })).not.toBeChecked();
    });
    await test.step('an opt-in from the quote modal is stored with the lead, and the inbox shows it', async () => {
      const email = `opt-in-${Date.now()}@example.com`;
      const dialog = await openContactModal(page, 'Request a Quote');
      await dialog.getByLabel('Full Name').fill('Opt-in Buyer');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Subject').fill('Loader quote');
      await dialog.getByLabel('Message').fill('Two loaders for Cebu.');
      await dialog.getByRole('checkbox', { name: OPT_IN }).check();
      await dialog.getByRole('button', { name: 'Send Quote Request' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Quote Request Sent!' })).toBeVisible();

      const admin = await adminSession(page.request);
      const found = await page.request.post('/api/admin/privacy/search', {
        data: { email },
        headers: authHeader(admin),
      });
      const lead = (await found.json()).data.leads[0];
      expect(lead).toMatchObject({
        marketing_opt_in: true,
        privacy_notice_version: expect.stringMatching(/^[0-9a-f]{12}$/),
      });
    });
    await test.step('every form that takes personal data shows the notice, the policy link and an unticked opt-in', async () => {
      await page.goto('/contact');
      await expectConsent(page.getByRole('form', { name: 'Send Us a Message' }));
      for (const name of ['Request a Quote', 'General Inquiry', 'Send Us an Email'] as const)
        await expectConsent(await openContactModal(page, name));

      await page.goto(`/products/${await productId(page.request)}`);
      await expectConsent(page.getByRole('form', { name: 'Get in Touch' }));

      await seedList(page, [{ variant_id: await productId(page.request), quantity: 1 }]);
      await expectConsent(page.getByRole('form', { name: 'Your Details' }));
    });
  },
);

/** Captures the body the form sends to `path`, answering it as the server would. */
async function captured(page: Page, path: string) {
  const sent: Record<string, unknown>[] = [];
  await page.route(`**/api/contact/${path}`, (route) => {
    sent.push(route.request().postDataJSON());
    return route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, message: 'ok', id: 1 }),
    });
  });
  return sent;
}
