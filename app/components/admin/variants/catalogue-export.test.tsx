import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { errorBody } from '#app/test/api';
import { listSection, openSection } from '#app/test/list-sections';
import { server } from '#app/test/server';
import { rowOf } from '#app/test/table';

// The variant list's Export (docs/product.md §27): the format and units chosen, the list's applied
// search sent with them, the file handed to the browser under the server's name, and its states
// (exporting, failed, done).

const variants = listSection('Variants');
const EXPORT = '/api/admin/catalog/export';

let saved: string[] = [];
let click: { mockRestore: () => void } | undefined;
beforeEach(() => {
  saved = [];
  // The browser's download: the link's name is what the person would get.
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => click?.mockRestore());

/** The export answers a file named after its format, after `gate` opens (when given). */
function serveExport(gate?: Promise<void>) {
  const asked: URL[] = [];
  server.use(
    http.get(EXPORT, async ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      await gate;
      return new HttpResponse('variant_id\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="catalogue-2026-12-02.${url.searchParams.get('format')}"`,
        },
      });
    }),
  );
  return asked;
}

it('downloads what the list shows in the format and units chosen, saying Exporting meanwhile', async () => {
  const { user } = openSection(variants, 3);
  await waitFor(() => rowOf('Variant 1'));
  let release = () => {};
  const asked = serveExport(new Promise((resolve) => (release = () => resolve())));

  await user.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = screen.getByRole('dialog', { name: 'Export the catalogue' });
  expect(dialog).toHaveTextContent(
    'Every variant, one row each, with their specifications in the units chosen.',
  );
  expect(within(dialog).getByLabelText('Format')).toHaveValue('xlsx');
  expect(within(dialog).getByLabelText('Units')).toHaveValue('metric');
  await user.selectOptions(within(dialog).getByLabelText('Format'), 'csv');
  await user.selectOptions(within(dialog).getByLabelText('Units'), 'imperial');
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));

  const busy = await within(dialog).findByRole('button', { name: 'Exporting...' });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  release();

  expect(await screen.findByText('Exported catalogue-2026-12-02.csv.')).toBeVisible();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(saved).toEqual(['catalogue-2026-12-02.csv']);
  expect(asked.map((u) => Object.fromEntries(u.searchParams))).toEqual([
    { format: 'csv', units: 'imperial' },
  ]);
});

it('sends the search the list is filtered by, not one still being typed', async () => {
  const { user } = openSection(variants, 3);
  await waitFor(() => rowOf('Variant 1'));
  const asked = serveExport();
  const box = screen.getByRole('searchbox', { name: 'Search variants' });
  await user.type(box, 'Variant 2{Enter}');
  expect(await screen.findByText('Filtered by: Variant 2')).toBeVisible();
  await user.type(box, ' more');

  await user.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = screen.getByRole('dialog', { name: 'Export the catalogue' });
  expect(dialog).toHaveTextContent('The variants matching “Variant 2”, one row each');
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));

  expect(await screen.findByText('Exported catalogue-2026-12-02.xlsx.')).toBeVisible();
  expect(asked.map((u) => Object.fromEntries(u.searchParams))).toEqual([
    { format: 'xlsx', units: 'metric', search: 'Variant 2' },
  ]);
});

it('says why an export failed and keeps the choices for another try', async () => {
  const { user } = openSection(variants, 1);
  await waitFor(() => rowOf('Variant 1'));
  server.use(
    http.get(EXPORT, () =>
      HttpResponse.json(
        errorBody('There is no brand with this id.', { brand: ['There is no brand with this id.'] }),
        {
          status: 422,
        },
      ),
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = screen.getByRole('dialog', { name: 'Export the catalogue' });
  await user.selectOptions(within(dialog).getByLabelText('Units'), 'imperial');
  await user.click(within(dialog).getByRole('button', { name: 'Download' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is no brand with this id.');
  expect(within(dialog).getByRole('button', { name: 'Download' })).toBeEnabled();
  expect(within(dialog).getByLabelText('Units')).toHaveValue('imperial');
  expect(saved).toEqual([]);

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('is there for a role that only reads the catalogue', async () => {
  openSection(variants, 1, { role: 'viewer' });
  await waitFor(() => rowOf('Variant 1'));
  expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Add Variant' })).toBeNull();
});
