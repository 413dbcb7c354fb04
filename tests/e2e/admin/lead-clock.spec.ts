import type { APIRequestContext, Page } from '@playwright/test';
import { CONTACT_LOGGED, REPLY_QUEUED } from '#common/schemas/lead-desk';
import { expect, test } from '../fixtures';
import { addStaff, adminSession, authHeader, type Session, signIn } from '../support/admin';
import { row, seriousViolations, uniqueName, WIDTHS } from '../support/catalog';
import { card, postLead } from '../support/inquiries';

// Every lead has an owner and a clock (docs/product.md §24). A sales rep's day: Mine in the inbox
// with the lead's due time, the lead answered with a template (the reply waits in the outbox: the
// e2e servers' SMTP_URL points at a closed port), a call logged, and the lead Answered, with no
// serious axe violations and nothing wider than the page. Overdue leads, the quick filters and the
// due-first order are the inbox's component tests (app/components/admin/inquiries/inbox-clock.test.tsx),
// what is overdue the API's (tests/api/lead-routing.test.ts): a lead is overdue a business minute
// at the soonest, a wait this journey need not make.
//
// The desk is set for the test: open round the clock, no holiday today or tomorrow, support
// requests due in 3 hours. What was there before is put back afterwards.

interface Person {
  id: number;
  name: string;
  email: string;
  password: string;
}

const PASSWORD = 'Bulldozer-Track-4410';

async function staff(
  request: APIRequestContext,
  admin: Session,
  first: string,
  role: string,
): Promise<Person> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const who = { name: `${first} ${stamp}`, email: `${first.toLowerCase()}.${stamp}@example.com` };
  const { id } = await addStaff(request, admin, { ...who, role, password: PASSWORD });
  return { ...who, password: PASSWORD, id };
}

async function call(
  request: APIRequestContext,
  admin: Session,
  method: 'get' | 'put' | 'post' | 'delete',
  path: string,
  data?: unknown,
) {
  const res = await request[method](`/api/admin${path}`, { headers: authHeader(admin), data });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.status() === 204 ? undefined : ((await res.json()) as { data: unknown }).data;
}

/** yyyy-mm-dd in Manila, `days` from now. */
const manilaDate = (days = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

let admin: Session;
let rep: Person;
let lead: { name: string; id: number };
let template: { id: number; name: string };
const restore: ((request: APIRequestContext) => Promise<unknown>)[] = [];

test.beforeAll(async ({ request }) => {
  admin = await adminSession(request);
  const days = Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ open: '00:00', close: '24:00' }]]),
  );
  const hours = await call(request, admin, 'get', '/business-hours');
  await call(request, admin, 'put', '/business-hours', { timezone: 'Asia/Manila', days });
  restore.push((r) => call(r, admin, 'put', '/business-hours', hours));
  const targets = (await call(request, admin, 'get', '/response-targets')) as Record<string, number>;
  await call(request, admin, 'put', '/response-targets', { ...targets, support: 180 });
  restore.push((r) => call(r, admin, 'put', '/response-targets', targets));
  for (const date of [manilaDate(0), manilaDate(1)]) {
    const year = date.slice(0, 4);
    const list = (await call(request, admin, 'get', `/holidays?year=${year}`)) as {
      id: number;
      date: string;
      name: string;
    }[];
    for (const holiday of list.filter((h) => h.date === date)) {
      await call(request, admin, 'delete', `/holidays/${holiday.id}`);
      restore.push((r) => call(r, admin, 'post', '/holidays', { date: holiday.date, name: holiday.name }));
    }
  }

  rep = await staff(request, admin, 'Jomar', 'sales');
  const made = (await call(request, admin, 'post', '/reply-templates', {
    name: uniqueName('First answer'),
    subject: 'Your inquiry about {machines}',
    body: 'Dear {name},\n\nThank you for asking about the {machines}. I will call you today.\n\n{signature}',
  })) as { id: number; name: string };
  template = made;
  restore.push((r) => call(r, admin, 'delete', `/reply-templates/${made.id}`));

  const name = `${uniqueName('Clock')} Santos`;
  const id = await postLead(request, 'support', {
    name,
    subject: 'Road roller for Iloilo',
    product: 'Road roller',
  });
  await call(request, admin, 'post', `/leads/${id}/assign`, { user_id: rep.id });
  lead = { name, id };
});

test.afterAll(async ({ request }) => {
  for (const undo of restore.reverse()) await undo(request);
});

async function expectClean(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await seriousViolations(page)).toEqual([]);
}

const toggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

for (const { name: size, width, height } of WIDTHS.filter((w) => w.name === 'desktop')) {
  test.describe(`the response clock at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`a rep's day (${size})`, async ({ page }, testInfo) => {
      await signIn(page, rep);
      await page.goto('/admin/inquiries');

      await toggle(page, 'Mine').click();
      await expect(page).toHaveURL(/assignee=me/);
      await expect(toggle(page, 'Mine')).toHaveAttribute('aria-pressed', 'true');
      await expect(row(page, lead.name)).toContainText(/Due in (2 h \d+ min|3 h)/);
      await expectClean(page, width);
      await page.screenshot({ path: testInfo.outputPath(`inbox-${width}.png`), fullPage: true });

      await row(page, lead.name).getByRole('link', { name: lead.name }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${lead.id}$`));
      const header = page
        .locator('header')
        .filter({ has: page.getByRole('heading', { level: 2, name: lead.name }) });
      await expect(header).toContainText(/Due /);

      const reply = card(page, 'Reply');
      await reply.getByLabel('Template').selectOption({ label: template.name });
      await expect(reply.getByLabel('Subject')).toHaveValue('Your inquiry about Road roller');
      await expect(reply.getByLabel('Message')).toHaveValue(
        new RegExp(
          `^Dear ${lead.name},\\n\\nThank you for asking about the Road roller\\.[^]*\\n\\n${rep.name}\\n\\S`,
        ),
      );
      await expectClean(page, width);
      await page.screenshot({ path: testInfo.outputPath(`reply-${width}.png`), fullPage: true });
      await reply.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByRole('status').filter({ hasText: REPLY_QUEUED })).toBeVisible();
      await expect(header).toContainText(/Answered in \d+ min/);
      const mails = card(page, 'E-mails').getByRole('listitem').filter({ hasText: 'Reply to the visitor' });
      await expect(mails).toContainText('Waiting');
      const history = card(page, 'History');
      await expect(history).toContainText('Replied by e-mail: Your inquiry about Road roller');
      await expect(history.getByRole('listitem').filter({ hasText: 'Replied by e-mail' })).toContainText(
        'Waiting',
      );
      // The form is ready for the next one.
      await expect(reply.getByLabel('Message')).toHaveValue('');

      await reply.getByRole('tab', { name: 'Log a contact' }).click();
      await reply.getByLabel('Channel').selectOption({ label: 'Phone call' });
      await reply.getByRole('button', { name: 'Log contact' }).click();
      await expect(reply.getByText('Say what was agreed.')).toBeVisible();
      await reply.getByLabel('What was said').fill('Site visit on Friday, 9 AM.');
      await reply.getByRole('button', { name: 'Log contact' }).click();
      await expect(page.getByRole('status').filter({ hasText: CONTACT_LOGGED })).toBeVisible();
      await expect(history).toContainText('Phone call: Site visit on Friday, 9 AM.');
      await expectClean(page, width);
      await page.screenshot({ path: testInfo.outputPath(`lead-${width}.png`), fullPage: true });

      await page.getByRole('link', { name: 'Back to inquiries' }).click();
      await expect(page).toHaveURL(/assignee=me/);
      await expect(row(page, lead.name)).toContainText('Answered');
      await expect(
        row(page, lead.name)
          .getByTitle(/^Answered /)
          .filter({ visible: true }),
      ).toHaveText('Answered');
    });
  });
}
