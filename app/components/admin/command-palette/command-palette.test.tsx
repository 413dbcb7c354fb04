import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { errorBody } from '#app/test/api';
import { renderScreen } from '#app/test/render';
import { server } from '#app/test/server';
import type { StaffRole } from '#common/permissions';
import { type CommandSearchResult, commandSearchSchema } from '#common/schemas/command-search';
import { CommandPalette } from './command-palette';

// The palette's keyboard and states (docs/product.md §26, decision 068). What the server finds for
// each role is tests/api/command-search.test.ts's.

const result = (over: Partial<CommandSearchResult> & Pick<CommandSearchResult, 'type' | 'id' | 'title'>) => ({
  subtitle: null,
  url: `/admin/${over.type}s`,
  ...over,
});
const LOADER = result({
  type: 'variant',
  id: 7,
  title: 'ZL50G Loader',
  subtitle: 'ZL50G',
  url: '/admin/variants?edit=7',
});
const BRAND = result({ type: 'brand', id: 2, title: 'ZL Works', url: '/admin/brands' });

/** GET /api/admin/search answers `rows` (checked against the route's schema); returns the terms asked. */
function serveSearch(rows: CommandSearchResult[], opts: { wait?: number; status?: number } = {}) {
  const asked: string[] = [];
  server.use(
    http.get('/api/admin/search', async ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      if (opts.wait) await delay(opts.wait);
      if (opts.status) return HttpResponse.json(errorBody('Database unavailable'), { status: opts.status });
      return HttpResponse.json(commandSearchSchema.parse({ data: rows }));
    }),
  );
  return asked;
}

function Page() {
  return (
    <>
      <button type="button">Something on the page</button>
      <CommandPalette />
    </>
  );
}

const render = (role: StaffRole = 'admin') => renderScreen(Page, { url: '/admin/brands', role });
const box = () => screen.getByRole('combobox', { name: 'Search records and actions' });
/** Renders the page as `role`, opens the palette with Ctrl+K and types `query` into it. */
async function openAndType(query: string, role?: StaffRole) {
  const view = render(role);
  await view.user.keyboard('{Control>}k{/Control}');
  await view.user.type(box(), query);
  return view;
}
const selected = () => screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');

it('Ctrl+K opens it from the page; Esc closes it and gives focus back', async () => {
  const { user } = render();
  const before = screen.getByRole('button', { name: 'Something on the page' });
  before.focus();
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Find anything' });
  expect(box()).toHaveFocus();
  expect(within(dialog).getByText('Actions')).toBeVisible();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(before).toHaveFocus();
  // Cmd+K on a Mac, and the header's button for a touch screen.
  await user.keyboard('{Meta>}k{/Meta}');
  expect(await screen.findByRole('dialog')).toBeVisible();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('dialog')).toBeVisible();
});

it('shows the records grouped by kind, then actions; arrows move and Enter opens the one marked', async () => {
  const asked = serveSearch([LOADER, BRAND]);
  const { user, location } = await openAndType('zl');
  expect(await screen.findByRole('option', { name: /ZL50G Loader/ })).toBeVisible();
  // Typing settles before the server is asked: one request for the whole word.
  expect(asked).toEqual(['zl']);
  const groups = screen.getAllByRole('group').map((g) => g.getAttribute('aria-labelledby'));
  expect(groups.map((id) => document.getElementById(id!)?.textContent)).toEqual(['Variants', 'Brands']);
  expect(selected()).toHaveTextContent('ZL50G Loader');
  expect(box()).toHaveAttribute('aria-activedescendant', selected()!.id);
  await user.keyboard('{ArrowDown}');
  expect(selected()).toHaveTextContent('ZL Works');
  await user.keyboard('{ArrowUp}{ArrowUp}');
  // Up from the first wraps round to the last.
  expect(selected()).toHaveTextContent('ZL Works');
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(`${location().pathname}${location().search}`).toBe('/admin/variants?edit=7');
});

it('lists the actions that match, only those the role may use', async () => {
  serveSearch([]);
  const { user, location } = await openAndType('settings leads', 'viewer');
  expect(await screen.findByText('No records match “settings leads”.')).toBeVisible();
  // A viewer may not open Settings: no action leads there.
  expect(screen.queryByRole('option')).toBeNull();
  await user.clear(box());
  await user.type(box(), 'new variant');
  await screen.findByText('No records match “new variant”.');
  expect(screen.queryByRole('option', { name: 'New variant' })).toBeNull();
  await user.clear(box());
  await user.type(box(), 'go to products');
  await user.click(await screen.findByRole('option', { name: 'Go to Products' }));
  expect(location().pathname).toBe('/admin/products');
});

it('an admin gets Settings → Leads and New variant', async () => {
  serveSearch([]);
  const { user, location } = await openAndType('settings leads', 'admin');
  await screen.findByText('No records match “settings leads”.');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Go to Settings → Leads']);
  await user.keyboard('{Enter}');
  expect(`${location().pathname}${location().search}`).toBe('/admin/settings?tab=leads');
});

it('an editor starts a new article from the palette: the news section with its editor open', async () => {
  serveSearch([]);
  const { user, location } = await openAndType('new article', 'editor');
  await user.click(await screen.findByRole('option', { name: 'New article' }));
  expect(`${location().pathname}${location().search}`).toBe('/admin/news?new=1');
});

it('says it is searching, then that nothing matched', async () => {
  serveSearch([], { wait: 300 });
  await openAndType('qqqq');
  expect(await screen.findByRole('status')).toHaveTextContent('Searching...');
  expect(await screen.findByText('No records match “qqqq”.')).toBeVisible();
  expect(screen.queryByRole('option')).toBeNull();
});

it('says why a search failed', async () => {
  serveSearch([], { status: 500 });
  await openAndType('zl');
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
});
