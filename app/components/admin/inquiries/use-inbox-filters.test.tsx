import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link } from 'react-router';
import { expect, it } from 'vitest';
import { locationProbe } from '#app/test/location-probe';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '#common/constants';
import { useInboxFilters } from './use-inbox-filters';

// The inbox's search reaches the address once it has settled (use-inbox-filters.ts). A row opened
// in the meantime must still open: while its page loads, the list is leaving and writes nothing
// (use-address-filters.ts).

function Inbox() {
  const { search, setSearch } = useInboxFilters();
  return (
    <>
      <input aria-label="Search inquiries" value={search} onChange={(e) => setSearch(e.target.value)} />
      <Link to="/admin/inquiries/6">Ana Reyes</Link>
    </>
  );
}

function renderInbox(inquiryPage: () => Promise<null>) {
  const probe = locationProbe('inbox');
  const Stub = createRoutesStub([
    {
      Component: probe.Frame,
      children: [
        { path: '/admin/inquiries', Component: Inbox },
        { path: '/admin/inquiries/:id', loader: inquiryPage, Component: () => <h2>Inquiry 6</h2> },
      ],
    },
  ]);
  render(<Stub initialEntries={['/admin/inquiries']} />);
  return probe.location;
}

const settles = () => new Promise((resolve) => setTimeout(resolve, ADMIN_SEARCH_DEBOUNCE_MS + 200));

it('opens a row clicked before the typed search has settled, though the search settles while it loads', async () => {
  let loaded = (_: null) => {};
  const location = renderInbox(() => new Promise<null>((resolve) => (loaded = resolve)));
  fireEvent.change(screen.getByLabelText('Search inquiries'), { target: { value: 'Reyes' } });
  fireEvent.click(screen.getByRole('link', { name: 'Ana Reyes' }));
  await settles();
  loaded(null);
  expect(await screen.findByRole('heading', { name: 'Inquiry 6' })).toBeVisible();
  expect(location().pathname).toBe('/admin/inquiries/6');
});

it('writes the settled search when nothing else is under way', async () => {
  const location = renderInbox(async () => null);
  fireEvent.change(screen.getByLabelText('Search inquiries'), { target: { value: 'Reyes' } });
  await settles();
  expect(location().search).toBe('?search=Reyes');
});
