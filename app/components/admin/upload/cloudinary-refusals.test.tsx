import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { serveUploadTarget } from '#app/test/api';
import { listSection, openSection } from '#app/test/list-sections';
import { server } from '#app/test/server';

// Cloudinary refusing an upload (docs/product.md §12): a preset that is not unsigned gets the
// product's explanation of what to change, any other refusal the plain "Upload failed" — each in
// the image widget's own alert. Cloudinary's answers are its error body, {error: {message}}, as
// its upload API sends it (cloudinary-upload.ts).

const brands = listSection('Brands');
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CLOUD = 'ironsite-e2e';

const png = () => {
  const bytes = new Uint8Array(1024);
  bytes.set(PNG_HEAD);
  return new File([bytes], 'logo.png', { type: 'image/png' });
};

/** The Add Brand logo widget with Cloudinary on, and Cloudinary answering `refusal` to every upload. */
async function logoWidgetRefusedBy(refusal: () => { status: number; message: string }) {
  serveUploadTarget({ kind: 'cloudinary', cloud_name: CLOUD, upload_preset: 'signed_only' });
  const presets: FormDataEntryValue[] = [];
  server.use(
    http.post(`https://api.cloudinary.com/v1_1/${CLOUD}/image/upload`, async ({ request }) => {
      const form = await request.formData();
      presets.push(form.get('upload_preset') ?? '');
      const { status, message } = refusal();
      return HttpResponse.json(
        { error: { message } },
        { status, headers: { 'access-control-allow-origin': '*' } },
      );
    }),
  );
  const view = openSection(brands, []);
  await view.user.click(await screen.findByRole('button', { name: 'Add Brand' }));
  const logo = screen.getByRole('group', { name: 'Logo' });
  const input = logo.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { logo, choose, presets };
}

it('a preset that is not unsigned says to make it unsigned', async () => {
  const { logo, choose, presets } = await logoWidgetRefusedBy(() => ({
    status: 400,
    message: 'Upload preset must be whitelisted for unsigned uploads',
  }));
  choose(png());
  expect(await within(logo).findByRole('alert')).toHaveTextContent(
    'The upload preset is not allowed for unsigned uploads. Make it unsigned in Cloudinary or choose another preset.',
  );
  expect(presets).toEqual(['signed_only']);
});

it('any other refusal says the upload failed, replacing an earlier message', async () => {
  let refusal = { status: 400, message: 'Upload preset must be whitelisted for unsigned uploads' };
  const { logo, choose, presets } = await logoWidgetRefusedBy(() => refusal);
  choose(png());
  expect(await within(logo).findByText(/not allowed for unsigned uploads/)).toBeVisible();

  refusal = { status: 420, message: 'Rate limit exceeded' };
  choose(png());
  expect(await within(logo).findByText('Upload failed')).toBeVisible();
  expect(within(logo).getByRole('alert')).toHaveTextContent(/^Upload failed$/);
  expect(presets).toHaveLength(2);
});
