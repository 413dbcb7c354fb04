import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { COMPARE_FULL_MESSAGE, COMPARE_LIST_STORAGE_KEY, type ComparedEntry } from '#app/lib/compare-list';
import { renderSite } from '#app/test/render-site';
import { server } from '#app/test/server';
import { CompareToggle } from './compare-toggle';
import { CompareTrayMount } from './compare-tray-mount';

// The compare list on a product page (docs/product.md §18): its Compare button and the tray the
// public layout mounts, over what this browser's storage holds. The journey through cards, pages
// and the comparison is a browser test (tests/e2e/compare-tray.spec.ts).

const machine = (id: number): ComparedEntry => ({ id, name: `Loader ${id}`, image: null });
const tray = () => screen.queryByRole('region', { name: /^Compare \d\/4/ });

/** The tray checks once per page load which machines the catalogue still shows: all of them here. */
function catalogueShowsAll() {
  server.use(
    http.get('/api/public/compare', ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
      return HttpResponse.json({ data: { variants: ids.map((id) => ({ id })), dropped: [] } });
    }),
  );
}

function productPage(entry: ComparedEntry) {
  return renderSite(
    <>
      <CompareToggle machine={entry} />
      <CompareTrayMount />
    </>,
    { url: `/products/${entry.id}` },
  );
}

it('corrupt storage is an empty list: no tray, and Compare starts a list of one', async () => {
  catalogueShowsAll();
  // The add is counted for the staff (§20): the interest beacon.
  const beacons: unknown[] = [];
  server.use(
    http.post('/api/public/interest', async ({ request }) => {
      beacons.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  localStorage.setItem(COMPARE_LIST_STORAGE_KEY, '{"oops":');
  const { user } = productPage(machine(7));
  const compare = await screen.findByRole('button', { name: 'Compare Loader 7' });
  expect(compare).toHaveAttribute('aria-pressed', 'false');
  expect(tray()).toBeNull();

  await user.click(compare);
  expect(await screen.findByRole('region', { name: /^Compare 1\/4/ })).toBeVisible();
  expect(compare).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse(localStorage.getItem(COMPARE_LIST_STORAGE_KEY) ?? '')).toEqual([machine(7)]);
  await waitFor(() => expect(beacons).toEqual([{ variant_id: 7, event: 'compare_add' }]));
});

it('a fifth machine is refused with a message, and nothing is pushed out', async () => {
  catalogueShowsAll();
  const four = [1, 2, 3, 4].map(machine);
  localStorage.setItem(COMPARE_LIST_STORAGE_KEY, JSON.stringify(four));
  const { user } = productPage(machine(5));
  const full = await screen.findByRole('region', { name: /^Compare 4\/4/ });
  expect(within(full).getAllByRole('listitem')).toHaveLength(4);

  const compare = screen.getByRole('button', { name: 'Compare Loader 5' });
  await user.click(compare);
  expect(await within(full).findByRole('status')).toHaveTextContent(COMPARE_FULL_MESSAGE);
  expect(compare).toHaveAttribute('aria-pressed', 'false');
  expect(within(full).getByRole('heading')).toHaveTextContent('Compare 4/4 machines');
  expect(within(full).getAllByRole('listitem')).toHaveLength(4);
  expect(JSON.parse(localStorage.getItem(COMPARE_LIST_STORAGE_KEY) ?? '')).toEqual(four);
});
