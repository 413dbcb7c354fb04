import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { authHeader, type Session, signIn } from '../support/admin';
import { dialog, row, seriousViolations, uniqueName, WIDTHS } from '../support/catalog';
import { tab } from '../support/settings';

// Settings → Leads, the lead desk (docs/product.md §24): an admin changes Friday's hours, adds a
// holiday and takes it away again, sets a response target, builds a routing rule with two people in
// turn and a fallback, and adds a reply template, each card saved on its own; a manager sees them
// all read-only; in Users an admin marks a sales rep away and back. At a phone's width and a
// desktop's, with no serious axe violations and nothing wider than the page. What a test changes on
// the server is put back after it.

interface Person {
  id: number;
  name: string;
  email: string;
  password: string;
}

async function staff(request: APIRequestContext, admin: Session, first: string, role: 'sales' | 'manager') {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const who = { name: `${first} ${stamp}`, email: `${first.toLowerCase()}.${stamp}@example.com` };
  const password = 'Wheel-Loader-3310';
  const res = await request.post('/api/admin/users', {
    headers: authHeader(admin),
    data: { ...who, role, password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...who, password, id: ((await res.json()) as { data: { id: number } }).data.id } as Person;
}

async function read<T>(request: APIRequestContext, admin: Session, path: string): Promise<T> {
  const res = await request.get(`/api/admin/${path}`, { headers: authHeader(admin) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function put(request: APIRequestContext, admin: Session, path: string, data: unknown) {
  const res = await request.put(`/api/admin/${path}`, { headers: authHeader(admin), data });
  expect(res.status(), await res.text()).toBe(200);
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openLeadsTab(page: Page) {
  await page.goto('/admin/settings');
  await tab(page, 'Leads').click();
  await expect(card(page, 'Business hours').getByLabel('Monday opens', { exact: true })).toBeVisible();
}

async function expectFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** With LEAD_DESK_SHOTS set, each card as a picture in /tmp, to look at the layout. */
async function shots(page: Page, width: number) {
  if (!process.env.LEAD_DESK_SHOTS) return;
  for (const title of ['Business hours', 'Holidays', 'Response targets', 'Routing rules', 'Reply templates'])
    await card(page, title).screenshot({ path: `/tmp/lead-desk-${width}-${title.replace(' ', '-')}.png` });
}

for (const { name: size, width, height } of WIDTHS) {
  test.describe
    .serial(`lead desk at ${width} px`, () => {
      test.use({ viewport: { width, height } });

      test(`an admin sets Friday's hours, a holiday and a response target (${size})`, async ({
        page,
        asAdmin,
        admin,
      }) => {
        const hoursBefore = await read(page.request, admin, 'business-hours');
        const targetsBefore = await read<Record<string, number>>(page.request, admin, 'response-targets');
        try {
          await asAdmin('/admin/settings');
          await tab(page, 'Leads').click();
          const hours = card(page, 'Business hours');
          await expect(hours).toContainText('Saturday work from home on the contact page is not counted');
          await hours.getByLabel('Friday closes', { exact: true }).fill('16:30');
          await hours.getByRole('button', { name: 'Save' }).click();
          await expect(hours.getByText('Business hours saved.')).toBeVisible();

          // A second span on Friday, overlapping the first: the shared schema's words, nothing sent.
          await hours.getByRole('button', { name: 'Add hours on Friday' }).click();
          await expect(hours.getByLabel('Friday opens, hours 2')).toHaveValue('17:30');
          await hours.getByLabel('Friday opens, hours 2').fill('12:00');
          await hours.getByLabel('Friday closes, hours 2').fill('14:00');
          await hours.getByRole('button', { name: 'Save' }).click();
          await expect(hours.getByText('These opening hours overlap.')).toBeVisible();
          await hours.getByRole('button', { name: 'Remove Friday hours 2' }).click();
          await expect(hours.getByLabel('Friday opens, hours 2')).toHaveCount(0);

          // Sunday closed stays closed; reload shows the saved Friday.
          await expect(hours.getByRole('checkbox', { name: 'Sunday closed' })).toBeChecked();
          await page.reload();
          await tab(page, 'Leads').click();
          await expect(card(page, 'Business hours').getByLabel('Friday closes', { exact: true })).toHaveValue(
            '16:30',
          );
          expect(
            (await read<{ days: Record<string, unknown> }>(page.request, admin, 'business-hours')).days.fri,
          ).toEqual([{ open: '08:00', close: '16:30' }]);

          // A holiday of this year on a free day: added, renamed, removed.
          const holidays = card(page, 'Holidays');
          const year = Number(await holidays.getByLabel('Year').inputValue());
          const taken = new Set(
            (await read<{ date: string }[]>(page.request, admin, `holidays?year=${year}`)).map((h) => h.date),
          );
          const date = Array.from(
            { length: 28 },
            (_, i) => `${year}-07-${String(i + 1).padStart(2, '0')}`,
          ).find((d) => !taken.has(d)) as string;
          const name = uniqueName('Foundation Day');
          await holidays.getByLabel('Date').fill(date);
          await holidays.getByLabel('Holiday name').fill(name);
          await holidays.getByRole('button', { name: 'Add holiday' }).click();
          await expect(holidays.getByText(`${name} was added.`)).toBeVisible();
          const added = holidays.getByRole('listitem').filter({ hasText: name });
          await expect(added).toContainText('Added');
          await expect(holidays.getByRole('listitem').filter({ hasText: 'Seeded' }).first()).toBeVisible();
          // The same date again: the server's refusal, at the date.
          await holidays.getByLabel('Date').fill(date);
          await holidays.getByLabel('Holiday name').fill('Twice');
          await holidays.getByRole('button', { name: 'Add holiday' }).click();
          await expect(holidays.getByText(/That date is already a holiday\./)).toBeVisible();
          await holidays.getByLabel('Holiday name').fill('');

          const renamed = `${name} (observed)`;
          await added.getByRole('button', { name: `Rename ${name}` }).click();
          await holidays.getByLabel(`New name of ${name}`).fill(renamed);
          await holidays.getByRole('button', { name: 'Save', exact: true }).click();
          await expect(holidays.getByText(`Renamed to ${renamed}.`)).toBeVisible();
          await holidays.getByRole('button', { name: `Remove ${renamed}` }).click();
          await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
          await expect(holidays.getByText(`${renamed} was removed.`)).toBeVisible();
          await expect(holidays.getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);

          // A response target in minutes, shown in hours.
          const targets = card(page, 'Response targets');
          const support = targets.getByRole('spinbutton', { name: 'Support request' });
          await support.fill('0');
          await targets.getByRole('button', { name: 'Save' }).click();
          await expect(targets.getByText('Use a whole number of minutes from 1 to 10080.')).toBeVisible();
          await support.fill('180');
          await expect(support).toHaveAccessibleDescription('3 h');
          await targets.getByRole('button', { name: 'Save' }).click();
          await expect(targets.getByText('Response targets saved.')).toBeVisible();
          expect((await read<Record<string, number>>(page.request, admin, 'response-targets')).support).toBe(
            180,
          );

          await expectFits(page, width);
          await shots(page, width);
          expect(await seriousViolations(page)).toEqual([]);
        } finally {
          await put(page.request, admin, 'business-hours', hoursBefore);
          await put(page.request, admin, 'response-targets', targetsBefore);
        }
      });

      test(`an admin builds a rule with two people in turn and a fallback, and adds a template (${size})`, async ({
        page,
        asAdmin,
        admin,
      }) => {
        const rulesBefore = await read<{ rules: unknown[]; fallback_user_id: number | null }>(
          page.request,
          admin,
          'lead-rules',
        );
        const [first, second] = [
          await staff(page.request, admin, 'Jericho', 'sales'),
          await staff(page.request, admin, 'Kristine', 'sales'),
        ];
        try {
          await asAdmin('/admin/settings');
          await tab(page, 'Leads').click();
          const rules = card(page, 'Routing rules');
          await rules.getByRole('button', { name: 'Add rule' }).click();
          const rule = rules.getByRole('group', { name: /^Rule \d+$/ }).last();
          // Nothing filled in: each message at its field.
          await rules.getByLabel('Fallback person').selectOption('');
          await rules.getByRole('button', { name: 'Save rules' }).click();
          await expect(rule.getByText('Name the rule.')).toBeVisible();
          await expect(rule.getByText('Choose at least one person.')).toBeVisible();
          await expect(rules.getByText('Choose who gets the inquiries no rule matches.')).toBeVisible();

          const name = uniqueName('Contractor quote lists');
          await rule.getByLabel('Rule name').fill(name);
          await rule.getByLabel('Kind').selectOption({ label: 'Quote list' });
          await rule.getByLabel('Buyer type').selectOption({ label: 'Contractor' });
          await rule.getByLabel('Region (quote lists)').selectOption({ index: 1 });
          await rule.getByRole('checkbox', { name: first.name }).check();
          await rule.getByRole('checkbox', { name: second.name }).check();
          await rules.getByLabel('Fallback person').selectOption({ label: first.name });
          await rules.getByRole('button', { name: 'Save rules' }).click();
          await expect(rules.getByText('Routing rules saved.')).toBeVisible();

          const saved = await read<{
            rules: { name: string; match: Record<string, unknown>; assignees: number[] }[];
            fallback_user_id: number;
          }>(page.request, admin, 'lead-rules');
          const mine = saved.rules.find((r) => r.name === name);
          expect(mine?.match).toMatchObject({ kind: 'quote-list', buyer_type: 'contractor' });
          expect(mine?.match.region_code).toMatch(/^\d+$/);
          expect([...(mine?.assignees ?? [])].sort()).toEqual([first.id, second.id].sort());
          expect(saved.fallback_user_id).toBe(first.id);

          // Reload: the rule is there, last, with its two people ticked.
          await page.reload();
          await tab(page, 'Leads').click();
          const again = card(page, 'Routing rules')
            .getByRole('group', { name: /^Rule \d+$/ })
            .last();
          await expect(again.getByLabel('Rule name')).toHaveValue(name);
          await expect(again.getByRole('checkbox', { name: second.name })).toBeChecked();

          // A reply template with the placeholders.
          const templates = card(page, 'Reply templates');
          const title = uniqueName('Quote follow-up');
          await templates.getByRole('button', { name: 'Add template' }).click();
          const editor = dialog(page);
          await expect(editor).toContainText('{name}, {machines}, {signature}');
          await editor.getByLabel('Name').fill(title);
          await editor.getByLabel('Subject').fill('Your quotation from Ironsite');
          await editor
            .getByLabel('Message')
            .fill('Dear {name},\n\nAttached is our quotation for {machines}.\n\n{signature}');
          await editor.getByRole('button', { name: 'Add template' }).click();
          await expect(templates.getByText(`${title} was added.`)).toBeVisible();
          const item = templates.getByRole('listitem').filter({ hasText: title });
          await expect(item).toContainText('Your quotation from Ironsite');

          await expectFits(page, width);
          expect(await seriousViolations(page)).toEqual([]);
          await shots(page, width);

          await item.getByRole('button', { name: `Delete ${title}` }).click();
          await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
          await expect(templates.getByText(`${title} was deleted.`)).toBeVisible();
        } finally {
          // Routing as before: the old rules and fallback. Without one before (or when it has been
          // deactivated since), the first rep stays fallback but away, which routes as no fallback does.
          const restore = (fallback: number | null) =>
            page.request.put('/api/admin/lead-rules', {
              headers: authHeader(admin),
              data: { rules: rulesBefore.rules, fallback_user_id: fallback },
            });
          const back =
            rulesBefore.fallback_user_id !== null && (await restore(rulesBefore.fallback_user_id)).ok();
          if (!back) expect((await restore(first.id)).status()).toBe(200);
          for (const who of [first, second])
            await page.request.patch(`/api/admin/users/${who.id}`, {
              headers: authHeader(admin),
              data: !back && who === first ? { away: true } : { active: false },
            });
        }
      });

      test(`in December an admin is asked to confirm next year's holidays (${size})`, async ({
        page,
        asAdmin,
      }) => {
        const banner = 'Confirm next year’s holidays: check the proclamation and add or remove days.';
        await page.clock.setFixedTime(new Date('2026-06-15T10:00:00+08:00'));
        await asAdmin('/admin/settings');
        await tab(page, 'Leads').click();
        const holidays = card(page, 'Holidays');
        await expect(holidays.getByLabel('Year').getByRole('option')).toHaveText(['2026', '2027']);
        await expect(holidays.getByText(banner)).toHaveCount(0);

        // 1 December in Manila is still 30 November in UTC.
        await page.clock.setFixedTime(new Date('2026-11-30T16:30:00Z'));
        await page.reload();
        await tab(page, 'Leads').click();
        await expect(holidays.getByText(banner)).toBeVisible();
        await holidays.getByLabel('Year').selectOption('2027');
        await expect(holidays.getByRole('list', { name: 'Holidays in 2027' })).toContainText('Christmas Day');
      });

      test(`a manager sees the lead desk read-only (${size})`, async ({ page, admin }) => {
        const manager = await staff(page.request, admin, 'Rosario', 'manager');
        await signIn(page, manager);
        await openLeadsTab(page);
        const hours = card(page, 'Business hours');
        await expect(hours.getByLabel('Friday opens', { exact: true })).toBeDisabled();
        await expect(hours.getByRole('checkbox', { name: 'Saturday closed' })).toBeDisabled();
        await expect(hours.getByRole('button', { name: /^Add hours/ })).toHaveCount(0);
        await expect(card(page, 'Holidays').getByRole('button', { name: 'Add holiday' })).toHaveCount(0);
        await expect(card(page, 'Holidays').getByRole('button', { name: /^(Rename|Remove) / })).toHaveCount(
          0,
        );
        await expect(card(page, 'Response targets').getByRole('spinbutton').first()).toBeDisabled();
        await expect(card(page, 'Routing rules').getByRole('button', { name: 'Add rule' })).toHaveCount(0);
        await expect(card(page, 'Routing rules').getByLabel('Fallback person')).toBeDisabled();
        await expect(card(page, 'Reply templates').getByRole('button', { name: 'Add template' })).toHaveCount(
          0,
        );
        await expect(page.getByRole('main').getByRole('button', { name: /^Save/ })).toHaveCount(0);
        await expectFits(page, width);
        expect(await seriousViolations(page)).toEqual([]);
      });

      test(`an admin marks a sales rep away and back in Users (${size})`, async ({
        page,
        asAdmin,
        admin,
      }) => {
        const rep = await staff(page.request, admin, 'Maricel', 'sales');
        try {
          await asAdmin('/admin/users');
          const line = row(page, rep.email);
          await line.getByRole('button', { name: /^Manage/ }).click();
          await page.getByRole('menuitem', { name: /^Mark as away/ }).click();
          await expect(page.getByRole('status').filter({ hasText: `${rep.name} is away` })).toBeVisible();
          await expect(line.getByText('Away', { exact: true }).filter({ visible: true })).toBeVisible();
          const listed = await read<{ id: number; away: boolean }[]>(page.request, admin, 'users');
          expect(listed.find((u) => u.id === rep.id)?.away).toBe(true);

          await line.getByRole('button', { name: /^Manage/ }).click();
          await expect(page.getByRole('menuitem', { name: /^Mark as away/ })).toHaveCount(0);
          await page.getByRole('menuitem', { name: /^Mark as back/ }).click();
          await expect(page.getByRole('status').filter({ hasText: `${rep.name} is back` })).toBeVisible();
          await expect(line.getByText('Away', { exact: true })).toHaveCount(0);
          await expectFits(page, width);
          expect(await seriousViolations(page)).toEqual([]);
        } finally {
          await page.request.patch(`/api/admin/users/${rep.id}`, {
            headers: authHeader(admin),
            data: { active: false },
          });
        }
      });
    });
}
