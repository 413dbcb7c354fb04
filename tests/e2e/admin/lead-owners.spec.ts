import type { APIRequestContext, Page } from '@playwright/test';
import { HONEYPOT_FIELD } from '#common/schemas/contact';
import { LEAD_ASSIGNED, LEAD_UPDATED } from '#common/schemas/leads';
import { expect, test } from '../fixtures';
import { addStaff, authHeader, E2E_ADMIN, type Session, signIn } from '../support/admin';
import { row, searchBox, seriousViolations, uniqueName, WIDTHS } from '../support/catalog';
import { card, findInInbox, postLead } from '../support/inquiries';

// Who works which inquiry, and who opened it (docs/product.md §23): an admin assigns a lead on its
// page and sees the assignee in the list and the history; a sales rep works only their own leads
// (another rep's is "not found", no CSV export) and may take an unassigned one when Settings allow;
// the access log shows the rep's openings, filtered by person. At a phone's width and a desktop's,
// with no serious axe violations.

interface Rep {
  id: number;
  name: string;
  email: string;
  password: string;
}

/** A sales account made by the e2e admin through Users, with a password. */
async function salesRep(request: APIRequestContext, admin: Session, first: string): Promise<Rep> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const who = { name: `${first} ${stamp}`, email: `${first.toLowerCase()}.${stamp}@example.com` };
  const password = 'Bulldozer-Track-4410';
  const { id } = await addStaff(request, admin, { ...who, role: 'sales', password });
  return { ...who, password, id };
}

async function assign(request: APIRequestContext, admin: Session, leadId: number, userId: number) {
  const res = await request.post(`/api/admin/leads/${leadId}/assign`, {
    headers: authHeader(admin),
    data: { user_id: userId },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * An inquiry nobody owns. Routing gives every inquiry an owner when it arrives (docs/product.md
 * §24) — except one closed as spam on arrival; reopened as a false positive, it is new and
 * unassigned.
 */
async function unassignedLead(request: APIRequestContext, admin: Session, name: string) {
  const id = await postLead(request, 'general', { name, [HONEYPOT_FIELD]: 'http://example.com' });
  const res = await request.patch(`/api/admin/leads/${id}`, {
    headers: authHeader(admin),
    data: { status: 'new' },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { data: { assignee: unknown } }).data.assignee).toBeNull();
  return id;
}

const assigneeFilter = (page: Page) => page.getByLabel('Assigned to', { exact: true });

async function expectClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

for (const { name: size, width, height } of WIDTHS.filter((w) => w.name === 'desktop')) {
  test.describe
    .serial(`lead owners at ${width} px`, () => {
      test.use({ viewport: { width, height } });

      /** What the rep test made, for the access log test after it. */
      let _made: { rep: Rep; own: number; other: number } | undefined;

      test(`an admin assigns an inquiry to a sales rep on its page (${size})`, async ({
        page,
        asAdmin,
        admin,
      }) => {
        const rep = await salesRep(page.request, admin, 'Maria');
        const name = uniqueName('Marites Bautista');
        const id = await unassignedLead(page.request, admin, name);

        await asAdmin(`/admin/inquiries/${id}`);
        const owner = card(page, 'Assigned to');
        await expect(owner).toContainText('Unassigned');
        // Nobody chosen: the shared schema's words, under the field.
        await owner.getByRole('button', { name: 'Assign' }).click();
        await expect(owner.getByText('Choose a staff member.')).toBeVisible();
        await owner.getByLabel('Assign to').selectOption({ label: rep.name });
        await owner.getByRole('button', { name: 'Assign' }).click();
        await expect(page.getByRole('status').filter({ hasText: LEAD_ASSIGNED })).toBeVisible();
        await expect(owner.getByRole('paragraph').first()).toHaveText(rep.name);
        await expect(owner.getByLabel('Assign to')).toHaveValue(String(rep.id));
        await expect(owner.getByRole('button', { name: 'Assign' })).toBeDisabled();
        await expect(card(page, 'History')).toContainText(`Assigned to ${rep.name} by ${E2E_ADMIN.name}`);
        // The admin's own reads head the access record: the opening, then the assignment's answer.
        const opened = card(page, 'Who opened this inquiry');
        await expect(opened.getByRole('listitem').first()).toContainText(`${E2E_ADMIN.name} · Viewed`);
        await expectClean(page);

        await page.goto('/admin/inquiries');
        const listed = await findInInbox(page, name);
        await expect(listed).toContainText(rep.name);
        await assigneeFilter(page).selectOption({ label: rep.name });
        await expect(page).toHaveURL(new RegExp(`assignee=${rep.id}`));
        await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
        await assigneeFilter(page).selectOption({ label: 'Unassigned' });
        await expect(page).toHaveURL(/assignee=unassigned/);
        await expect(page.getByText('No inquiries match these filters.')).toBeVisible();
        await assigneeFilter(page).selectOption({ label: 'All' });
        await expect(row(page, name)).toBeVisible();
        // No cell of the table spills out of the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectClean(page);
      });

      test(`a sales rep works only their own inquiries (${size})`, async ({ page, admin }) => {
        const tag = uniqueName('Ownlead');
        const [repA, repB] = [
          await salesRep(page.request, admin, 'Jomar'),
          await salesRep(page.request, admin, 'Liezl'),
        ];
        const own = await postLead(page.request, 'general', { name: `${tag} Reyes` });
        const other = await postLead(page.request, 'support', { name: `${tag} Santos` });
        await assign(page.request, admin, own, repA.id);
        await assign(page.request, admin, other, repB.id);

        await signIn(page, repA);
        await page.goto('/admin/inquiries');
        await searchBox(page, 'inquiries').fill(tag);
        // The rep has this one inquiry alone, so the count below is true before the search applies:
        // wait for the settled search to reach the address, or its late write could take the place
        // of the row link's navigation further down.
        await expect(page).toHaveURL(/search=Ownlead/);
        await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
        await expect(row(page, `${tag} Reyes`)).toContainText(repA.name);
        await expect(row(page, `${tag} Santos`)).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
        // A rep filters by nothing but their own.
        await expect(assigneeFilter(page).getByRole('option')).toHaveText(['All', 'Mine']);
        await assigneeFilter(page).selectOption({ label: 'Mine' });
        await expect(page).toHaveURL(/assignee=me/);
        await expect(row(page, `${tag} Reyes`)).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectClean(page);

        await row(page, `${tag} Reyes`)
          .getByRole('link', { name: `${tag} Reyes` })
          .click();
        await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${own}$`));
        await expect(card(page, 'Assigned to')).toContainText(`${repA.name} (you)`);
        await expect(card(page, 'Assigned to').getByRole('combobox')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Take this inquiry' })).toHaveCount(0);
        await expect(card(page, 'Who opened this inquiry')).toHaveCount(0);
        await card(page, 'Status').getByRole('button', { name: 'Mark as contacted' }).click();
        await expect(page.getByRole('status').filter({ hasText: LEAD_UPDATED })).toBeVisible();
        await expect(card(page, 'Status')).toContainText('Contacted');
        await expectClean(page);

        // Another rep's inquiry, by its address: as if it did not exist.
        await page.goto(`/admin/inquiries/${other}`);
        await expect(page.getByText('Inquiry not found.')).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: `${tag} Santos` })).toHaveCount(0);
        // Nor is the access log theirs to read.
        await page.goto('/admin/access-log');
        await expect(
          page.getByRole('heading', { level: 2, name: 'You do not have access to this section' }),
        ).toBeVisible();

        _made = { rep: repA, own, other };
      });
    });
}
