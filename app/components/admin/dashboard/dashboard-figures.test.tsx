import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import AdminDashboardSection from '#app/routes/admin/dashboard';
import { answer, fail, serveList } from '#app/test/api';
import { renderScreen } from '#app/test/render';
import type { StaffRole } from '#common/permissions';
import { dashboardResponseSchema, searchMissesSchema } from '#common/schemas/dashboard';
import { interestFiguresSchema } from '#common/schemas/interest';
import { leadListSchema } from '#common/schemas/leads';
import { quotationFiguresSchema } from '#common/schemas/quotations';

// The dashboard's figures below the tiles (docs/product.md §9, §20, §24, §25; decision 036): what
// each role is shown, the empty and failed states in the product's words, the admin's warnings
// about e-mail and the fallback person, and the New inquiries tile. The figures themselves are
// the API tests' (tests/api/interest-figures, quotations-figures, response-times, search,
// dashboard-health); their layout at 390 px the browser's (dashboard-*.spec.ts).

function open(role: StaffRole, { health, leadsNew = 3 }: { health?: unknown; leadsNew?: number } = {}) {
  answer(
    '/admin/dashboard',
    {
      message: 'Hi',
      user: { id: 1, name: 'Staff 1', role },
      counts: { products: 1, brands: 1, categories: 1, variants: 1, news: 0, leads_new: leadsNew },
      health,
    },
    dashboardResponseSchema,
  );
  serveList('/admin/leads', [], { text: () => '', schema: leadListSchema });
  fail('/admin/reports/response-times', 503, 'Not now');
  return renderScreen(AdminDashboardSection, { url: '/admin', role });
}

/** No interest, no missed searches and no quotations in the cards. */
function emptyCards() {
  emptyInterest();
  answer('/admin/dashboard/search-misses', { days: 30, misses: [] }, searchMissesSchema);
  answer(
    '/admin/reports/quotations',
    { success: true, data: { days: 30, currencies: [] } },
    quotationFiguresSchema,
  );
}

function emptyInterest() {
  const totals = Object.fromEntries(Object.keys(interestFiguresSchema.shape.totals.shape).map((k) => [k, 0]));
  answer(
    '/admin/dashboard/interest',
    {
      days: 7,
      from: '2026-01-09',
      to: '2026-01-15',
      totals,
      funnel: { views: 0, adds: 0, quote_requests: 0 },
      machines: [],
    },
    interestFiguresSchema,
  );
}

it('a viewer sees the catalogue figures but no inquiries, quotations or response times', async () => {
  emptyInterest();
  answer('/admin/dashboard/search-misses', { days: 30, misses: [] }, searchMissesSchema);
  open('viewer');
  expect(await screen.findByText('Every search found something.')).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Latest inquiries' })).toBeNull();
  expect(screen.queryByText(/quotations sent/i)).toBeNull();
  expect(screen.queryByText(/Failed to load quotation figures/)).toBeNull();
  expect(
    within(screen.getByRole('list', { name: 'Catalogue totals' })).queryByRole('link', {
      name: /New inquiries/,
    }),
  ).toBeNull();
});

it('says so when nothing was counted, and when interest figures cannot be read', async () => {
  emptyInterest();
  answer('/admin/dashboard/search-misses', { days: 30, misses: [] }, searchMissesSchema);
  const { user } = open('viewer');
  expect(await screen.findByText('No machine was viewed or asked about in the last 7 days.')).toBeVisible();
  expect(screen.getAllByText('No views yet').length).toBeGreaterThan(0);
  fail('/admin/dashboard/interest', 422, 'Days must be 7 or 30.');
  await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
  expect(await screen.findByText('Failed to load interest figures: Days must be 7 or 30.')).toBeVisible();
});

it('lists what buyers looked for and did not find, with how often', async () => {
  emptyInterest();
  answer(
    '/admin/dashboard/search-misses',
    { days: 30, misses: [{ words: 'zzqx payloader', count: 2 }] },
    searchMissesSchema,
  );
  open('editor');
  const card = await screen.findByRole('region', { name: 'What buyers looked for and did not find' });
  const row = await within(card).findByRole('row', { name: /zzqx payloader/ });
  expect(row).toHaveTextContent('2');
});

it('a sales rep without quotations reads the empty state; the New inquiries tile counts theirs and opens them', async () => {
  emptyCards();
  open('sales', { leadsNew: 4 });
  expect(await screen.findByText(/^No quotations sent or accepted in the last 30 days\./)).toBeVisible();
  const tile = within(screen.getByRole('list', { name: 'Catalogue totals' })).getByRole('link', {
    name: /^New inquiries/,
  });
  await waitFor(() => expect(tile).toHaveTextContent('4'));
  expect(tile.getAttribute('href')).toMatch(/^\/admin\/inquiries\?.*status=new/);
});

it('an admin is warned about failing e-mail and a missing fallback person, with the way to Settings', async () => {
  emptyCards();
  open('admin', {
    health: {
      mail: { enabled: true, public_url_set: true, stuck: 2, oldest_at: '2026-01-15T02:30:00.000Z' },
      fallback: 'missing',
    },
  });
  expect(await screen.findByText(/2 e-mails have been failing for over 15 minutes/)).toBeVisible();
  expect(screen.getByText(/No fallback person for inquiries/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/admin/settings');
  expect(screen.queryByText(/E-mail is off/)).toBeNull();
  expect(screen.queryByText(/PUBLIC_URL is not set/)).toBeNull();
});

// Decision 052: an admin learns on the dashboard that mail is off, or cannot carry quotation links.
for (const [mail, said] of [
  [{ enabled: false, public_url_set: false }, /E-mail is off: SMTP_URL is not set on the server/],
  [
    { enabled: true, public_url_set: false },
    /PUBLIC_URL is not set on the server: quotations cannot be e-mailed/,
  ],
] as const)
  it(`an admin is told ${mail.enabled ? 'PUBLIC_URL is missing' : 'e-mail is off'}, and where to read what to set`, async () => {
    emptyCards();
    open('admin', { health: { mail: { ...mail, stuck: 0, oldest_at: null }, fallback: 'ok' } });
    const banner = await screen.findByText(said);
    expect(banner).toBeVisible();
    expect(banner).toHaveTextContent('README’s Quick start');
    expect(screen.queryByText(/been failing/)).toBeNull();
  });
