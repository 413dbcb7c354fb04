import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { accept, answer, errorBody, savedBody, serveList } from '#app/test/api';
import * as make from '#app/test/records';
import { renderScreen } from '#app/test/render';
import { server } from '#app/test/server';
import type { StaffRole } from '#common/permissions';
import { adminBranchSchema } from '#common/schemas/branches';
import { adminBrandSchema } from '#common/schemas/brand';
import { type AdminCategory, adminCategorySchema } from '#common/schemas/category';
import {
  type BusinessHours,
  businessHoursResponse,
  businessHoursSaved,
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_RESPONSE_TARGETS,
  DESK_MESSAGES,
  type Holiday,
  holidayInput,
  holidayListResponse,
  holidayRename,
  holidaySaved,
  leadRulesResponse,
  leadRulesSaved,
  type ResponseTargets,
  replyTemplateListResponse,
  responseTargetsResponse,
  responseTargetsSaved,
} from '#common/schemas/lead-desk';
import { leadAssigneesSchema } from '#common/schemas/leads';
import { paginatedSchema } from '#common/schemas/pagination';
import { LeadDeskSettings } from './lead-desk-settings';

// Settings → Leads, the lead desk's cards (docs/product.md §24): an admin saves Friday's hours, adds,
// renames and removes a holiday and sets a response target, each card with its own Save and its own
// confirmation; in December (Manila's date) the Holidays card asks for next year's list to be
// checked; a manager (settings.read without settings.write) sees every value with nothing to change.
// What the server stores and refuses is tests/api/lead-desk-settings and lead-desk-holidays.test.ts's.

const card = (title: string) => screen.getByRole('region', { name: title });
/** The holiday of that name in `list`, if listed. */
const holidayItem = (list: HTMLElement, name: string) =>
  within(list)
    .queryAllByRole('listitem')
    .find((li) => li.querySelector('span')?.textContent === name);

/** The holidays "server": per year, seeded days plus what the test adds; POST, PATCH, DELETE as the API does. */
function serveHolidays(list: Holiday[]) {
  const rows = [...list];
  const years: number[] = [];
  let next = 100;
  server.use(
    http.get('/api/admin/holidays', ({ request }) => {
      const year = Number(new URL(request.url).searchParams.get('year'));
      years.push(year);
      const data = rows.filter((h) => h.date.startsWith(`${year}-`));
      return HttpResponse.json(holidayListResponse.parse({ success: true, data }));
    }),
    http.post('/api/admin/holidays', async ({ request }) => {
      const body = holidayInput.parse(await request.json());
      if (rows.some((h) => h.date === body.date))
        return HttpResponse.json(
          errorBody(DESK_MESSAGES.holidayTaken, { date: [DESK_MESSAGES.holidayTaken] }),
          {
            status: 422,
          },
        );
      const holiday: Holiday = { id: next++, ...body, source: 'admin' };
      rows.push(holiday);
      return HttpResponse.json(holidaySaved.parse(savedBody('Holiday added', holiday)), {
        status: 201,
      });
    }),
    http.patch('/api/admin/holidays/:id', async ({ request, params }) => {
      const at = rows.findIndex((h) => h.id === Number(params.id));
      rows[at] = { ...rows[at], ...holidayRename.parse(await request.json()) };
      return HttpResponse.json(holidaySaved.parse(savedBody('Holiday renamed', rows[at])));
    }),
    http.delete('/api/admin/holidays/:id', ({ params }) => {
      rows.splice(
        rows.findIndex((h) => h.id === Number(params.id)),
        1,
      );
      return HttpResponse.json({ success: true, message: 'Holiday removed' });
    }),
  );
  return { rows, years };
}

const SEEDED: Holiday[] = [
  { id: 1, date: '2026-06-12', name: 'Independence Day', source: 'seeded' },
  { id: 2, date: '2026-12-25', name: 'Christmas Day', source: 'seeded' },
  { id: 3, date: '2027-06-12', name: 'Independence Day', source: 'seeded' },
  { id: 4, date: '2027-12-25', name: 'Christmas Day', source: 'seeded' },
];

/** Every read of the five cards, answered in the route's shapes; the lead desk at Settings. */
function open(
  role: StaffRole = 'admin',
  {
    hours = DEFAULT_BUSINESS_HOURS,
    targets = DEFAULT_RESPONSE_TARGETS,
    categories = [],
  }: { hours?: BusinessHours; targets?: ResponseTargets; categories?: AdminCategory[] } = {},
) {
  answer('/admin/business-hours', { success: true, data: hours }, businessHoursResponse);
  answer('/admin/response-targets', { success: true, data: targets }, responseTargetsResponse);
  answer('/admin/lead-rules', { success: true, data: { rules: [], fallback_user_id: 7 } }, leadRulesResponse);
  answer(
    '/admin/leads/assignees',
    { success: true, data: [{ id: 7, name: 'Jericho Santos', role: 'sales' }] },
    leadAssigneesSchema,
  );
  answer('/admin/reply-templates', { success: true, data: [] }, replyTemplateListResponse);
  serveList('/admin/brands', [], { text: () => '', schema: paginatedSchema(adminBrandSchema) });
  serveList('/admin/categories', categories, {
    text: () => '',
    schema: paginatedSchema(adminCategorySchema),
  });
  serveList(
    '/admin/branches',
    [make.branch(3, { name: 'Cagayan de Oro' }), make.branch(4, { name: 'Davao' })],
    {
      text: () => '',
      schema: paginatedSchema(adminBranchSchema),
    },
  );
  const holidays = serveHolidays(SEEDED);
  return { ...renderScreen(LeadDeskSettings, { url: '/admin/settings', role }), holidays };
}

/** A time or date field set as a picker sets it (happy-dom has no picker to type into). */
const setValue = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

beforeEach(() => {
  // Midday in Manila in June: the Holidays card offers this year and next, and asks nothing yet.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-06-15T10:00:00+08:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

it("an admin saves Friday's hours; a second, overlapping span is refused in the schema's words and nothing is sent", async () => {
  const { user } = open();
  const saved = {
    ...DEFAULT_BUSINESS_HOURS,
    days: { ...DEFAULT_BUSINESS_HOURS.days, fri: [{ open: '08:00', close: '16:30' }] },
  };
  const put = accept('put', '/admin/business-hours', {
    body: businessHoursSaved.parse(savedBody('Business hours saved', saved)),
  });
  const hours = await waitFor(() => card('Business hours'));
  expect(hours).toHaveTextContent('Saturday work from home on the contact page is not counted');
  const fridayCloses = await within(hours).findByLabelText('Friday closes');
  expect(fridayCloses).toHaveValue('17:00');
  setValue(fridayCloses, '16:30');
  await user.click(within(hours).getByRole('button', { name: 'Save' }));
  expect(await within(hours).findByText('Business hours saved.')).toBeVisible();
  expect(put.bodies).toEqual([saved]);

  await user.click(within(hours).getByRole('button', { name: 'Add hours on Friday' }));
  expect(within(hours).getByLabelText('Friday opens, hours 2')).toHaveValue('17:30');
  setValue(within(hours).getByLabelText('Friday opens, hours 2'), '12:00');
  setValue(within(hours).getByLabelText('Friday closes, hours 2'), '14:00');
  await user.click(within(hours).getByRole('button', { name: 'Save' }));
  expect(await within(hours).findByText(DESK_MESSAGES.overlap)).toBeVisible();
  expect(put.bodies).toHaveLength(1);
  await user.click(within(hours).getByRole('button', { name: 'Remove Friday hours 2' }));
  expect(within(hours).queryByLabelText('Friday opens, hours 2')).toBeNull();
  expect(within(hours).getByRole('checkbox', { name: 'Sunday closed' })).toBeChecked();
  expect(within(hours).getByLabelText('Friday closes')).toHaveValue('16:30');
});

it('an admin adds a holiday, is refused the same date again, renames it and removes it, each said in the card', async () => {
  const { user, holidays: served } = open();
  const holidays = await waitFor(() => card('Holidays'));
  expect(within(holidays).getByLabelText('Year')).toHaveValue('2026');
  const list = await within(holidays).findByRole('list', { name: 'Holidays in 2026' });
  expect(holidayItem(list, 'Independence Day')).toHaveTextContent('Seeded');

  setValue(within(holidays).getByLabelText('Date'), '2026-07-01');
  await user.type(within(holidays).getByLabelText('Holiday name'), 'Foundation Day');
  await user.click(within(holidays).getByRole('button', { name: 'Add holiday' }));
  expect(await within(holidays).findByText('Foundation Day was added.')).toBeVisible();
  expect(served.rows.at(-1)).toMatchObject({ date: '2026-07-01', name: 'Foundation Day', source: 'admin' });
  const added = await waitFor(() => holidayItem(list, 'Foundation Day') as HTMLElement);
  expect(added).toHaveTextContent('Added');

  // The same date again: the server's refusal, at the date.
  setValue(within(holidays).getByLabelText('Date'), '2026-07-01');
  await user.type(within(holidays).getByLabelText('Holiday name'), 'Twice');
  await user.click(within(holidays).getByRole('button', { name: 'Add holiday' }));
  expect(await within(holidays).findByText(DESK_MESSAGES.holidayTaken)).toBeVisible();
  expect(served.rows.filter((h) => h.date === '2026-07-01')).toHaveLength(1);

  await user.click(within(added).getByRole('button', { name: 'Rename Foundation Day' }));
  const name = within(holidays).getByLabelText('New name of Foundation Day');
  await user.clear(name);
  await user.type(name, 'Foundation Day (observed)');
  await user.click(within(added).getByRole('button', { name: 'Save' }));
  expect(await within(holidays).findByText('Renamed to Foundation Day (observed).')).toBeVisible();

  await user.click(await within(holidays).findByRole('button', { name: 'Remove Foundation Day (observed)' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  expect(await within(holidays).findByText('Foundation Day (observed) was removed.')).toBeVisible();
  await waitFor(() => expect(holidayItem(list, 'Foundation Day (observed)')).toBeUndefined());
  expect(served.rows.some((h) => h.name.startsWith('Foundation Day'))).toBe(false);
});

it('an admin sets a response target in minutes, shown in hours; out of range is refused and nothing sent', async () => {
  const { user } = open();
  const targets = await waitFor(() => card('Response targets'));
  const support = await within(targets).findByRole('spinbutton', { name: 'Support request' });
  const put = accept('put', '/admin/response-targets', {
    body: responseTargetsSaved.parse(
      savedBody('Response targets saved', { ...DEFAULT_RESPONSE_TARGETS, support: 180 }),
    ),
  });
  await user.clear(support);
  await user.type(support, '0');
  await user.click(within(targets).getByRole('button', { name: 'Save' }));
  expect(await within(targets).findByText(DESK_MESSAGES.target)).toBeVisible();
  expect(put.bodies).toEqual([]);

  await user.clear(support);
  await user.type(support, '180');
  await waitFor(() => expect(support).toHaveAccessibleDescription('3 h'));
  await user.click(within(targets).getByRole('button', { name: 'Save' }));
  expect(await within(targets).findByText('Response targets saved.')).toBeVisible();
  expect(put.bodies).toEqual([{ ...DEFAULT_RESPONSE_TARGETS, support: 180 }]);
});

it('an admin routes parts requests of one branch to its person: the branch chosen by name, saved as its id', async () => {
  const { user } = open('admin');
  const rules = await waitFor(() => card('Routing rules'));
  await user.click(await within(rules).findByRole('button', { name: 'Add rule' }));
  await user.type(within(rules).getByLabelText(/^Rule name/), 'Davao parts');
  await user.selectOptions(within(rules).getByLabelText('Kind'), 'parts');
  const branch = within(rules).getByLabelText('Branch (parts and service)');
  await waitFor(() => expect(within(branch).getByRole('option', { name: 'Davao' })).toBeInTheDocument());
  await user.selectOptions(branch, 'Davao');
  await user.click(within(rules).getByRole('checkbox', { name: 'Jericho Santos' }));
  await user.selectOptions(within(rules).getByLabelText(/^Fallback person/), 'Jericho Santos');
  const saved = {
    id: 1,
    name: 'Davao parts',
    match: { kind: 'parts', branch_id: 4 },
    assignees: [7],
  } as const;
  const put = accept('put', '/admin/lead-rules', {
    body: leadRulesSaved.parse(savedBody('Routing rules saved.', { rules: [saved], fallback_user_id: 7 })),
  });
  await user.click(within(rules).getByRole('button', { name: 'Save rules' }));
  await waitFor(() =>
    expect(put.bodies).toEqual([
      {
        rules: [{ name: 'Davao parts', match: { kind: 'parts', branch_id: 4 }, assignees: [7] }],
        fallback_user_id: 7,
      },
    ]),
  );
  // The saved rule reads back with its branch still chosen.
  await waitFor(() => expect(within(rules).getByLabelText('Branch (parts and service)')).toHaveValue('4'));
});

it('an admin routes a kind of machine across brands: each category name offered once, saved as its name', async () => {
  const categories = [
    make.category(1, { name: 'Batching Plants', brand_id: 1 }),
    make.category(2, { name: 'Batching Plants', brand_id: 2 }),
    make.category(3, { name: 'Wheel Loaders', brand_id: 1 }),
  ];
  const { user } = open('admin', { categories });
  const rules = await waitFor(() => card('Routing rules'));
  await user.click(await within(rules).findByRole('button', { name: 'Add rule' }));
  await user.type(within(rules).getByLabelText(/^Rule name/), 'Batching plants');
  const kind = within(rules).getByLabelText('Machine type (any brand)');
  await waitFor(() =>
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any', 'Batching Plants', 'Wheel Loaders']),
  );
  await user.selectOptions(kind, 'Batching Plants');
  await user.click(within(rules).getByRole('checkbox', { name: 'Jericho Santos' }));
  await user.selectOptions(within(rules).getByLabelText(/^Fallback person/), 'Jericho Santos');
  const put = accept('put', '/admin/lead-rules', {
    body: leadRulesSaved.parse({
      success: true,
      message: 'Routing rules saved.',
      data: {
        rules: [
          { id: 1, name: 'Batching plants', match: { category_name: 'Batching Plants' }, assignees: [7] },
        ],
        fallback_user_id: 7,
      },
    }),
  });
  await user.click(within(rules).getByRole('button', { name: 'Save rules' }));
  await waitFor(() =>
    expect(put.bodies).toEqual([
      {
        rules: [{ name: 'Batching plants', match: { category_name: 'Batching Plants' }, assignees: [7] }],
        fallback_user_id: 7,
      },
    ]),
  );
});

it("in December (Manila's date) an admin is asked to confirm next year's holidays, and next year's list is read", async () => {
  // Not in June.
  const june = open();
  const banner = 'Confirm next year’s holidays: check the proclamation and add or remove days.';
  const inJune = await waitFor(() => card('Holidays'));
  expect(
    within(inJune)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['2026', '2027']);
  await within(inJune).findByRole('list', { name: 'Holidays in 2026' });
  expect(within(inJune).queryByText(banner)).toBeNull();
  june.unmount();

  // 1 December in Manila is still 30 November in UTC.
  vi.setSystemTime(new Date('2026-11-30T16:30:00Z'));
  const { user, holidays: served } = open();
  const holidays = await waitFor(() => card('Holidays'));
  expect(within(holidays).getByText(banner)).toBeVisible();
  await within(holidays).findByRole('list', { name: 'Holidays in 2026' });
  await user.selectOptions(within(holidays).getByLabelText('Year'), '2027');
  const next = await within(holidays).findByRole('list', { name: 'Holidays in 2027' });
  expect(next).toHaveTextContent('Christmas Day');
  expect(served.years).toContain(2027);
});

it('a manager sees every card’s values read-only: fields disabled, no add, rename, remove or save', async () => {
  open('manager');
  const hours = await waitFor(() => card('Business hours'));
  const fridayOpens = await within(hours).findByLabelText('Friday opens');
  expect(fridayOpens).toHaveValue('08:00');
  expect(fridayOpens).toBeDisabled();
  expect(within(hours).getByRole('checkbox', { name: 'Saturday closed' })).toBeDisabled();
  expect(within(hours).queryByRole('button', { name: /^Add hours/ })).toBeNull();

  const holidays = card('Holidays');
  expect(await within(holidays).findByText('Independence Day')).toBeVisible();
  expect(within(holidays).queryByRole('button', { name: 'Add holiday' })).toBeNull();
  expect(within(holidays).queryByRole('button', { name: /^(Rename|Remove) / })).toBeNull();

  const support = await within(card('Response targets')).findByRole('spinbutton', {
    name: 'Support request',
  });
  expect(support).toHaveValue(DEFAULT_RESPONSE_TARGETS.support);
  expect(support).toBeDisabled();

  const rules = card('Routing rules');
  expect(await within(rules).findByLabelText(/^Fallback person/)).toBeDisabled();
  expect(within(rules).queryByRole('button', { name: 'Add rule' })).toBeNull();
  expect(within(card('Reply templates')).queryByRole('button', { name: 'Add template' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
});
