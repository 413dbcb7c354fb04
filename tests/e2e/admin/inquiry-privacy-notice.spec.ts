import { expect, test } from '../fixtures';
import { adminSession, authHeader, openAsAdmin } from '../support/admin';
import { uniqueName } from '../support/catalog';

// The inquiry's page names the privacy notice a lead was sent under by its date, the day a lead
// first recorded that version (docs/product.md §21, decision 026), and keeps the version's hash
// beside it for an audit.

for (const { name: size, width } of [
  { name: 'phone', width: 390 },
  { name: 'desktop', width: 1440 },
]) {
  test(`the contact card dates the privacy notice and keeps its version (${size})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = uniqueName('Notice Reader');
    const res = await page.request.post('/api/contact/general', {
      data: {
        name,
        email: 'notice.reader@example.ph',
        subject: 'Rental rates',
        message: 'What are your rates for a crawler crane?',
        page: '/contact',
        form_started_at: Date.now() - 60_000,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const session = await adminSession(page.request);
    const detail = await page.request.get(`/api/admin/leads/${id}`, { headers: authHeader(session) });
    const { consent } = (await detail.json()) as {
      consent: { privacy_notice_version: string; privacy_notice_recorded_at: string };
    };
    expect(consent.privacy_notice_version).toMatch(/^[0-9a-f]{12}$/);

    await openAsAdmin(page, `/admin/inquiries/${id}`);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    // The date as the admin reads dates, in the company's time zone.
    const day = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'Asia/Manila' }).format(
          new Date(iso),
        ),
      consent.privacy_notice_recorded_at,
    );
    const notice = page
      .getByRole('region', { name: 'Contact', exact: true })
      .getByRole('term')
      .filter({ hasText: /^Privacy notice$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(notice).toHaveText(`Notice of ${day} (version ${consent.privacy_notice_version})`);
    await expect(notice.getByText(`Notice of ${day}`)).toHaveAttribute(
      'title',
      /^First recorded on an inquiry /,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
