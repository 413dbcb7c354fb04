import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import AdminDashboardSection from '#app/routes/admin/dashboard';
import { answer, fail, heldUntilReleased, serveList } from '#app/test/api';
import { lead } from '#app/test/records';
import { renderScreen } from '#app/test/render';
import { server } from '#app/test/server';
import type { StaffRole } from '#common/permissions';
import { dashboardResponseSchema } from '#common/schemas/dashboard';
import { leadListSchema } from '#common/schemas/leads';

// Dashboard (docs/product.md §4, §6, §9): the server's welcome message, count tiles that show the
// API's totals and lead to their sections, the failure text, and the latest inquiries beside the
// tiles. The figures below them (interest, searches, quotations, response times) are answered with
// a failure here: each says so on its own and the rest of the page stands.

const COUNTS = { products: 12, brands: 5, categories: 9, variants: 31, news: 4, leads_new: 3 };
const TILES = [
  ['Products', '12', '/admin/products'],
  ['Brands', '5', '/admin/brands'],
  ['Categories', '9', '/admin/categories'],
  ['Variants', '31', '/admin/variants'],
] as const;

function figuresFail() {
  for (const path of [
    '/admin/dashboard/interest',
    '/admin/dashboard/search-misses',
    '/admin/reports/quotations',
    '/admin/reports/response-times',
  ])
    fail(path, 503, 'Not now');
}

function open(role: StaffRole = 'viewer', leads = [lead(1)]) {
  figuresFail();
  serveList('/admin/leads', leads, { text: (l) => l.name, schema: leadListSchema });
  return renderScreen(AdminDashboardSection, { url: '/admin', role });
}

const totals = () => screen.getByRole('list', { name: 'Catalogue totals' });

it('shows the welcome message and the totals the API returns; each tile opens its section', async () => {
  answer(
    '/admin/dashboard',
    {
      message: 'Welcome to Admin Dashboard',
      user: { id: 1, name: 'Staff 1', role: 'viewer' },
      counts: COUNTS,
    },
    dashboardResponseSchema,
  );
  open();
  expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to Admin Dashboard' })).toBeVisible();
  for (const [label, count, path] of TILES) {
    const tile = within(totals()).getByRole('link', { name: new RegExp(`^${label}`) });
    await waitFor(() => expect(tile).toHaveTextContent(count));
    expect(tile).toHaveAttribute('href', path);
  }
});

it('says Loading dashboard... and marks the tiles busy while the totals are on their way', async () => {
  const { held, release } = heldUntilReleased();
  server.use(
    http.get('/api/admin/dashboard', async () => {
      await held;
      return HttpResponse.json({
        message: 'Hello',
        user: { id: 1, name: 'Staff 1', role: 'viewer' },
        counts: COUNTS,
      });
    }),
  );
  open();
  expect(screen.getByText('Loading dashboard...')).toHaveAttribute('role', 'status');
  expect(totals()).toHaveAttribute('aria-busy', 'true');
  release();
  await waitFor(() => expect(totals()).not.toHaveAttribute('aria-busy', 'true'));
});

it('a failure reads "Error fetching admin data: " and the reason; the tiles still lead to their sections', async () => {
  fail('/admin/dashboard', 500, 'Database unavailable');
  open();
  expect(await screen.findByText('Error fetching admin data: Database unavailable')).toBeVisible();
  expect(within(totals()).getByRole('link', { name: /^Brands/ })).toHaveAttribute('href', '/admin/brands');
});

it('the latest inquiries show name, kind and product, status and age, and link to their page', async () => {
  answer(
    '/admin/dashboard',
    { message: 'Hi', user: { id: 1, name: 'Staff 1', role: 'admin' }, counts: COUNTS },
    dashboardResponseSchema,
  );
  open('admin', [
    lead(8, {
      name: 'Dashboard Newest',
      kind: 'quote',
      product: 'NL-Series Wheel Loader',
      received_at: new Date().toISOString(),
    }),
    lead(7, { name: 'Dashboard Older' }),
  ]);
  const latest = await screen.findByRole('region', { name: 'Latest inquiries' });
  const items = await within(latest).findAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Dashboard Newest');
  expect(items[0]).toHaveTextContent('Quote request · NL-Series Wheel Loader');
  expect(items[0]).toHaveTextContent('New');
  expect(within(items[0]).getByText(/just now|min\. ago/)).toBeVisible();
  expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/admin/inquiries/8');
  expect(items[1]).toHaveTextContent('Dashboard Older');
  expect(within(latest).getByRole('link', { name: 'View all inquiries' })).toHaveAttribute(
    'href',
    '/admin/inquiries',
  );
});

it('without inquiries the list says so and still leads to the inbox', async () => {
  answer(
    '/admin/dashboard',
    { message: 'Hi', user: { id: 1, name: 'Staff 1', role: 'admin' }, counts: COUNTS },
    dashboardResponseSchema,
  );
  open('admin', []);
  const latest = await screen.findByRole('region', { name: 'Latest inquiries' });
  expect(await within(latest).findByText('No inquiries yet')).toBeVisible();
  expect(within(latest).getByRole('link', { name: 'View all inquiries' })).toHaveAttribute(
    'href',
    '/admin/inquiries',
  );
});
