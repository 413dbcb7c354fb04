import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { serveUploadTarget } from '#app/test/api';
import { listSection, openSection } from '#app/test/list-sections';
import { requestsAsked, server } from '#app/test/server';

// The image widget's guards (docs/product.md §5, §12): a file of the wrong format or over the
// folder's size is refused before anything is sent, an upload target that cannot be read leaves it
// not ready, and Cloudinary without an upload preset says so — each in the widget's own alert. Real
// uploads (to the server and to Cloudinary), their progress and previews are the browser's
// (uploads.spec.ts, uploads-cloudinary.spec.ts); what the server accepts is tests/api/uploads.test.ts's.

const brands = listSection('Brands');
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The Add Brand logo widget, as `role`, with the upload target served by `target`. */
async function logoWidget(target: () => void = () => serveUploadTarget(), role?: 'editor') {
  target();
  const sent: string[] = [];
  const asked = requestsAsked();
  server.use(
    http.post('/api/admin/uploads', ({ request }) => {
      sent.push(request.url);
      return HttpResponse.json({ url: '/uploads/brands/x.webp' }, { status: 201 });
    }),
  );
  const view = openSection(brands, [], { role });
  await view.user.click(await screen.findByRole('button', { name: 'Add Brand' }));
  const logo = screen.getByRole('group', { name: 'Logo' });
  const input = logo.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { logo, choose, sent, asked };
}

const png = (size = 1024, name = 'logo.png') => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};

it('a wrong format or a too large file is refused before anything is sent', async () => {
  const { logo, choose, sent } = await logoWidget();
  choose(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
  expect(await within(logo).findByRole('alert')).toHaveTextContent(
    'Only jpg, jpeg, png, gif, webp images can be uploaded.',
  );
  choose(png(5 * 1024 * 1024 + 1));
  expect(await within(logo).findByText('The image may not be larger than 5 MB.')).toBeVisible();
  expect(within(logo).getByRole('button', { name: 'Upload image' })).toBeEnabled();
  expect(sent).toEqual([]);
});

it('an editor uploads a logo: the widget asks where uploads go, never Settings', async () => {
  const { logo, choose, sent, asked } = await logoWidget(undefined, 'editor');
  choose(png());
  await waitFor(() =>
    expect(within(logo).getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      expect.stringContaining('/uploads/brands/x'),
    ),
  );
  expect(sent).toHaveLength(1);
  expect(within(logo).queryByRole('alert')).toBeNull();
  expect(asked).toContain('GET /api/admin/uploads/target');
  expect(asked.filter((request) => request.includes(' /api/admin/settings'))).toEqual([]);
});

it('an upload target that cannot be read leaves the widget not ready, and nothing is sent', async () => {
  const { logo, choose, sent } = await logoWidget(() =>
    server.use(
      http.get('/api/admin/uploads/target', () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    ),
  );
  choose(png());
  expect(
    await within(logo).findByText('Upload widget not ready. Please refresh the page and try again.'),
  ).toBeVisible();
  expect(sent).toEqual([]);
});

it('Cloudinary without an upload preset says the preset is missing and sends nothing', async () => {
  const { logo, choose, sent } = await logoWidget(() => serveUploadTarget({ kind: 'missing-preset' }));
  choose(png());
  expect(
    await within(logo).findByText(
      'Upload preset is missing. Set an unsigned upload preset in Settings → Cloudinary.',
    ),
  ).toBeVisible();
  expect(sent).toEqual([]);
});
