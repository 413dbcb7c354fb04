import { FORM_STARTED_AT_FIELD } from '#common/schemas/contact';
import { type APIRequestContext, expect, type Page, test } from '../fixtures';
import { openAsAdmin } from '../support/admin';
import { row, uniqueName, WIDTHS } from '../support/catalog';

// A form sent within 3 s of opening (autofill) or with many links may still be a person's: the
// inbox keeps it as New and marks it "Possible spam" with the reason, in the list and the detail,
// where staff can still close it as spam.

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function postLead(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/api/contact/general', {
    data: {
      email: 'buyer@example.com',
      subject: 'Batching plant for Davao',
      message: 'Please call.',
      ...data,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The page does not scroll sideways: the badge and its reason fit the layout. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const { name: size, width, height } of WIDTHS.filter((w) => w.name === 'desktop')) {
  test(`a fast, autofilled inquiry is New in the inbox with its Possible spam reason on a ${size} (${width} px)`, async ({
    page,
  }) => {
    const name = uniqueName('Autofill Buyer');
    const id = await postLead(page.request, { name, [FORM_STARTED_AT_FIELD]: Date.now() - 1_200 });
    await page.setViewportSize({ width, height });
    // The default inbox (no status filter) lists it.
    await openAsAdmin(page, `/admin/inquiries?search=${encodeURIComponent(name)}`);
    const listed = row(page, name);
    await expect(listed).toBeVisible();
    await expect(listed).toContainText('New');
    // One place per width (beside the status, or under the name on a phone), never hidden.
    const reason = /^sent 1\.\d s after the form opened$/;
    await expect(listed.getByText('Possible spam').filter({ visible: true })).toHaveCount(1);
    await expect(listed.getByText(reason).filter({ visible: true })).toHaveCount(1);
    // Below the quick filters a phone may need to scroll to it; once there, nothing cuts it off.
    await listed.getByText(reason).filter({ visible: true }).scrollIntoViewIfNeeded();
    await expect(listed.getByText(reason).filter({ visible: true })).toBeInViewport();
    expect(await noSidewaysScroll(page)).toBe(true);

    await listed.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${id}$`));
    const status = card(page, 'Status');
    await expect(status.getByText('Possible spam')).toBeVisible();
    await expect(status.getByText(reason)).toBeVisible();
    const origin = card(page, 'Where it came from');
    await origin.scrollIntoViewIfNeeded();
    await expect(origin.getByText('Possible spam')).toBeVisible();
    await expect(origin.getByText(reason)).toBeVisible();
    await expect(origin).not.toContainText('Flagged as spam');
    expect(await noSidewaysScroll(page)).toBe(true);
  });
}
