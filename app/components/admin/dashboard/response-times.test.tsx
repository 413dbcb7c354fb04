import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import AdminDashboardSection from '#app/routes/admin/dashboard';
import { answer, fail, serveList } from '#app/test/api';
import { renderScreen } from '#app/test/render';
import { server } from '#app/test/server';
import { dashboardResponseSchema } from '#common/schemas/dashboard';
import { NO_RESPONSE_FIGURES, type ResponseTimes, responseTimesSchema } from '#common/schemas/lead-desk';
import { leadListSchema } from '#common/schemas/leads';

// A manager's dashboard, its Response times (docs/product.md §24): the headline figures, the
// overdue leads (each a link to its page) and the tables by person, kind and source page, as the
// report answers them, for the period chosen (kept in the address). How the figures are counted
// in business hours is tests/api/response-times.test.ts's; the layout at 390 px the browser's.

const MINUTE = 60_000;
const figures = (o: Partial<ResponseTimes['overall']> = {}) => ({ ...NO_RESPONSE_FIGURES, ...o });

/** GET /admin/reports/response-times: the report of `days`, built through the route's schema. */
function report(days: number): ResponseTimes {
  return responseTimesSchema.parse({
    success: true,
    data: {
      days,
      overall: figures({
        leads: 12,
        answered: 9,
        median_minutes: 95,
        p90_minutes: 400,
        within_target_pct: 75,
        overdue_now: 2,
      }),
      by_user: [
        {
          user_id: 4,
          name: 'Jomar Reyes',
          ...figures({
            leads: 8,
            answered: 7,
            median_minutes: 45,
            p90_minutes: 180,
            within_target_pct: 87.5,
            overdue_now: 1,
          }),
        },
        {
          user_id: null,
          name: 'Unassigned',
          ...figures({
            leads: 4,
            answered: 2,
            median_minutes: 600,
            p90_minutes: 900,
            within_target_pct: 50,
            overdue_now: 1,
          }),
        },
      ],
      by_kind: [
        {
          kind: 'support',
          ...figures({
            leads: 5,
            answered: 4,
            median_minutes: 30,
            p90_minutes: 60,
            within_target_pct: 80,
            overdue_now: 1,
          }),
        },
      ],
      by_source: [
        {
          page: '/contact',
          ...figures({
            leads: 1,
            answered: 1,
            median_minutes: 120,
            p90_minutes: 240,
            within_target_pct: 100,
          }),
        },
      ],
      overdue: [
        {
          id: 41,
          name: 'Dela Cruz Construction',
          kind: 'support',
          due_at: new Date(Date.now() - 25 * MINUTE).toISOString(),
          assignee: { id: 4, name: 'Jomar Reyes' },
        },
      ],
    },
  }).data;
}

function open() {
  answer(
    '/admin/dashboard',
    {
      message: 'Hi',
      user: { id: 1, name: 'Staff 1', role: 'manager' },
      counts: { products: 1, brands: 1, categories: 1, variants: 1, news: 0, leads_new: 0 },
    },
    dashboardResponseSchema,
  );
  serveList('/admin/leads', [], { text: () => '', schema: leadListSchema });
  for (const path of [
    '/admin/dashboard/interest',
    '/admin/dashboard/search-misses',
    '/admin/reports/quotations',
  ])
    fail(path, 503, 'Not now');
  const asked: number[] = [];
  server.use(
    http.get('/api/admin/reports/response-times', ({ request }) => {
      const days = Number(new URL(request.url).searchParams.get('days'));
      asked.push(days);
      return HttpResponse.json({ success: true, data: report(days) });
    }),
  );
  return { ...renderScreen(AdminDashboardSection, { url: '/admin', role: 'manager' }), asked };
}

/** The cells after the first (Leads, Answered, Median, 90th pct., Within target, Overdue now) of the row of `name`. */
const figuresOf = (table: HTMLElement, name: string) => {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent?.startsWith(name));
  if (!row) throw new Error(`No row ${name}`);
  return within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((c) => c.textContent);
};

it("a manager's dashboard shows the response figures, the overdue list and the tables by person, kind and source the API answers", async () => {
  const { user, asked, location } = open();
  const section = await screen.findByRole('region', { name: 'Response times' });
  // A tile: its term (dt) and what follows it in the same box.
  const tile = async (label: string) =>
    (await within(section).findAllByRole('term')).find((dt) => dt.textContent === label)
      ?.parentElement as HTMLElement;
  expect(await tile('Median first response')).toHaveTextContent('1 h 35 min');
  expect(await tile('Median first response')).toHaveTextContent('9 of 12 answered');
  expect(await tile('90th percentile')).toHaveTextContent('6 h 40 min');
  expect(await tile('Within target')).toHaveTextContent('75%');
  expect(await tile('Overdue now')).toHaveTextContent(/^Overdue now2Open in the inbox$/);
  expect(within(section).getByRole('link', { name: /Open in the inbox/ })).toHaveAttribute(
    'href',
    '/admin/inquiries?overdue=true',
  );
  // Mail and routing health is for admins: the server sends a manager none.
  expect(screen.queryByText(/e-mails? ha(s|ve) been failing|fallback person/)).toBeNull();

  await user.click(within(section).getByRole('button', { name: '7 days' }));
  await waitFor(() => expect(location().search).toBe('?response_days=7'));
  expect(within(section).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  expect(asked).toEqual([30, 7]);

  const byPerson = await within(section).findByRole('table', {
    name: 'Response times by person, last 7 days',
  });
  await waitFor(() =>
    expect(figuresOf(byPerson, 'Jomar Reyes')).toEqual(['8', '7', '45 min', '3 h', '88%', '1']),
  );
  expect(figuresOf(byPerson, 'Unassigned')).toEqual(['4', '2', '10 h', '15 h', '50%', '1']);
  const byKind = within(section).getByRole('table', { name: 'Response times by kind, last 7 days' });
  expect(figuresOf(byKind, 'Support request')).toEqual(['5', '4', '30 min', '1 h', '80%', '1']);
  const bySource = within(section).getByRole('table', { name: 'Response times by source page, last 7 days' });
  expect(figuresOf(bySource, '/contact')).toEqual(['1', '1', '2 h', '4 h', '100%', '0']);
  // The narrow screen's line under the name: one lead, not "1 leads".
  expect(within(bySource).getByText('1 lead · 1 answered')).toBeInTheDocument();
  expect(within(byPerson).getByText(/^8 leads · 7 answered/)).toBeInTheDocument();

  const late = within(section).getByRole('link', { name: /Dela Cruz Construction/ });
  expect(late).toHaveTextContent('Support request · Jomar Reyes');
  expect(late).toHaveTextContent(/Overdue by 2[56] min/);
  await user.click(late);
  expect(location().pathname).toBe('/admin/inquiries/41');
});
