import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addStaff, authHeader, type Session } from '../support/admin';
import { dialog, seriousViolations, uniqueName, WIDTHS } from '../support/catalog';
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
  const { id } = await addStaff(request, admin, { ...who, role, password });
  return { ...who, password, id } as Person;
}

async function read<T>(request: APIRequestContext, admin: Session, path: string): Promise<T> {
  const res = await request.get(`/api/admin/${path}`, { headers: authHeader(admin) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function expectFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** With LEAD_DESK_SHOTS set, each card as a picture in /tmp, to look at the layout. */
async function shots(page: Page, width: number) {
  if (!process.env.LEAD_DESK_SHOTS) return;
  for (const title of ['Business hours', 'Holidays', 'Response targets', 'Routing rules', 'Reply templates'])
    await card(page, title).screenshot({ path: `/tmp/lead-desk-${width}-${title.replace(' ', '-')}.png` });
}

for (const { name: size, width, height } of WIDTHS.filter((w) => w.name === 'desktop')) {
  test.describe
    .serial(`lead desk at ${width} px`, () => {
      test.use({ viewport: { width, height } });

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
          await rule.getByLabel('Kind', { exact: true }).selectOption({ label: 'Quote list' });
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
    });
}
