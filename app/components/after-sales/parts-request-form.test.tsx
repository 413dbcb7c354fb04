import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AFTER_SALES_MESSAGES as M } from '#common/schemas/after-sales';
import { PartsRequestForm } from './parts-request-form';
import {
  choosePhotos,
  closeDialog,
  fillPlaceAndPerson,
  photo,
  requestFormPage,
  serveCatalogue,
  servePhotos,
  serveRequest,
} from './test-support';

// The parts request form (docs/product.md §30): the schema's messages, the lines editor and its
// limits, photos uploaded as chosen (and refused), the server's field errors under their controls,
// and the promise after sending. Its first paint as a plain form is the browser's (after-sales.spec.ts).

const { form, open, send } = requestFormPage('parts', PartsRequestForm);

async function fillValid(user: UserEvent) {
  const f = within(form());
  await user.click(f.getByRole('radio', { name: 'Type brand and model' }));
  await user.type(await f.findByLabelText(/^Brand/), 'Komatsu');
  await user.type(f.getByLabelText(/^Model/), 'PC200-8');
  await user.type(f.getByLabelText(/^Part number/), '708-2L-00300');
  await fillPlaceAndPerson(form(), user, { region: /Central Visayas/, province: 'Cebu', down: true });
}

// A draft typed in one test would be put back in the next (form-draft.ts keeps it for the tab).
beforeEach(() => sessionStorage.clear());

describe('the parts request form', () => {
  it('says what is missing in the schema’s words', async () => {
    const { user } = await open();
    await send(user);
    await closeDialog(user, 'Validation Error', 'Please correct the highlighted fields.');
    const f = within(form());
    for (const text of [
      M.machine,
      M.lineEmpty,
      M.provinceRequired,
      M.machineDown,
      'Name is required',
      'Phone is required',
    ])
      expect(f.getByText(text)).toBeInTheDocument();
    // A typed machine says which half is missing.
    await user.click(f.getByRole('radio', { name: 'Type brand and model' }));
    await user.type(await f.findByLabelText(/^Brand/), 'Komatsu');
    await send(user);
    await closeDialog(user, 'Validation Error', 'Please correct the highlighted fields.');
    expect(f.getByText(M.model)).toBeInTheDocument();
  });

  it('adds and removes lines, checks quantities, and stops at fifty lines', async () => {
    const { user } = await open();
    const f = within(form());
    const parts = f.getByRole('group', { name: 'Parts' });
    await user.type(within(parts).getByLabelText(/^Part number/), 'A-1');
    const qty = within(parts).getByLabelText(/^Qty/);
    await user.clear(qty);
    await user.type(qty, '0');
    await send(user);
    await closeDialog(user, 'Validation Error', 'Parts');
    expect(within(parts).getByText(M.quantity)).toBeInTheDocument();
    // Corrected, the line's message goes as it is typed.
    await user.clear(qty);
    await user.type(qty, '12');
    await waitFor(() => expect(within(parts).queryByText(M.quantity)).toBeNull());

    await user.click(within(parts).getByRole('button', { name: 'Add a part' }));
    expect(within(parts).getAllByRole('listitem')).toHaveLength(2);
    expect(within(parts).getAllByLabelText(/^Part number/)[1]).toHaveFocus();
    await user.click(within(parts).getByRole('button', { name: 'Remove line 1' }));
    expect(within(parts).getAllByRole('listitem')).toHaveLength(1);
    expect(within(parts).getByLabelText(/^Part number/)).toHaveValue('');
    // The last line cannot be removed.
    expect(within(parts).queryByRole('button', { name: /^Remove/ })).toBeNull();

    const add = within(parts).getByRole('button', { name: 'Add a part' });
    for (let i = 1; i < 50; i++) fireEvent.click(add);
    expect(within(parts).getAllByRole('listitem')).toHaveLength(50);
    expect(within(parts).getByRole('button', { name: 'Add a part' })).toBeDisabled();
    expect(parts).toHaveTextContent('A parts request holds at most 50 lines.');
  });

  it('uploads photos as they are chosen, refuses what is no photo, and sends the uploaded ids', async () => {
    servePhotos();
    const sent = serveRequest('parts');
    const { user } = await open();
    const photos = within(form()).getByRole('group', { name: 'Photos' });
    choosePhotos(photos, photo('pump.jpg'), photo('invoice.pdf'));
    expect(await within(photos).findByText('Uploaded')).toBeInTheDocument();
    expect(within(photos).getByText(/Only photos can be attached/)).toBeInTheDocument();
    await user.click(within(photos).getByRole('button', { name: 'Remove invoice.pdf' }));
    expect(within(photos).getAllByRole('listitem')).toHaveLength(1);

    await fillValid(user);
    await send(user);
    await screen.findByRole('heading', { name: 'Parts Request Sent' });
    expect(sent[0]).toMatchObject({
      machine: { brand: 'Komatsu', model: 'PC200-8' },
      items: [{ part_number: '708-2L-00300', description: null, quantity: 1 }],
      province: expect.stringMatching(/^\d{10}$/),
      machine_down: true,
      image_ids: ['00000000-0000-4000-8000-000000000001'],
      phone: '09181234567',
    });
  });

  for (const [status, body, text] of [
    [
      422,
      { message: 'Invalid', errors: { file: ['The file is not an image.'] } },
      'The file is not an image.',
    ],
    [413, { message: 'Too large' }, 'A photo may not be larger than 8 MB.'],
  ] as const)
    it(`shows the upload’s ${status} on the photo`, async () => {
      servePhotos(status, body);
      await open();
      const photos = within(form()).getByRole('group', { name: 'Photos' });
      choosePhotos(photos, photo('plate.jpg'));
      expect(await within(photos).findByText(text)).toBeInTheDocument();
      expect(within(photos).getByRole('button', { name: 'Remove plate.jpg' })).toBeInTheDocument();
    });

  it('puts the server’s field errors under their controls', async () => {
    serveRequest('parts', 422, {
      'items.0.quantity': ['Quantity must be a whole number from 1 to 999'],
      'machine.brand': ['Brand is required'],
      province: ['Choose a province from the list'],
    });
    const { user } = await open();
    await fillValid(user);
    await send(user);
    await closeDialog(user, 'Validation Error', 'Province');
    const f = within(form());
    expect(within(f.getByRole('group', { name: 'Parts' })).getByText(M.quantity)).toBeInTheDocument();
    expect(f.getByText('Brand is required')).toBeInTheDocument();
    expect(f.getByText('Choose a province from the list')).toBeInTheDocument();
  });

  it('picks the machine from the catalogue and says who answers by when', async () => {
    serveCatalogue([
      { id: 12, name: 'NL-50 Wheel Loader', brand: 'Norvane Machinery' },
      { id: 13, name: 'NX-220 Excavator', brand: 'Norvane Machinery' },
    ]);
    const sent = serveRequest('parts');
    const { user } = await open();
    const f = within(form());
    await user.type(f.getByLabelText('Search the catalogue'), 'loader{Enter}');
    await user.click(await f.findByRole('button', { name: /NL-50 Wheel Loader/ }));
    expect(f.getByText('NL-50 Wheel Loader')).toBeInTheDocument();
    await user.type(f.getByLabelText(/^Description/), 'Bucket tooth');
    await fillPlaceAndPerson(form(), user, { region: /Central Visayas/, province: 'Cebu', down: false });
    await send(user);

    const heading = await screen.findByRole('heading', { name: 'Parts Request Sent' });
    const done = heading.closest('section') as HTMLElement;
    expect(heading).toHaveFocus();
    expect(done).toHaveTextContent('Our Cebu branch (0917 123 4567) will answer by 3:00 PM today.');
    expect(done).toHaveTextContent('PR-000041');
    expect(within(done).getByRole('link', { name: '0917 123 4567' })).toHaveAttribute(
      'href',
      'tel:09171234567',
    );
    expect(within(done).getByRole('link', { name: 'Call Cebu branch' })).toHaveAttribute(
      'href',
      'tel:09171234567',
    );
    expect(sent[0]).toMatchObject({ machine: { variant_id: 12 }, machine_down: false, image_ids: [] });
  });
});
