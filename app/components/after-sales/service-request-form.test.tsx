import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AFTER_SALES_MESSAGES as M } from '#common/schemas/after-sales';
import { ServiceRequestForm } from './service-request-form';
import {
  choosePhotos,
  closeDialog,
  fillPlaceAndPerson,
  photo,
  requestFormPage,
  servePhotos,
  serveRequest,
} from './test-support';

// The service request form (docs/product.md §30): its own fields (hour meter, what is wrong, the
// city as an option, up to three dates), the server's errors on them, and the promise after sending.

const { form, open, send } = requestFormPage('service', ServiceRequestForm);

async function fillValid(user: UserEvent) {
  const f = within(form());
  await user.click(f.getByRole('radio', { name: 'Type brand and model' }));
  await user.type(await f.findByLabelText(/^Brand/), 'Komatsu');
  await user.type(f.getByLabelText(/^Model/), 'PC200-8');
  await user.type(f.getByLabelText(/^Serial number/), 'KMT0001');
  await user.type(f.getByLabelText(/^Hour meter/), '4250');
  await user.type(f.getByLabelText(/^What is wrong/), 'Boom drifts down when parked.');
  await fillPlaceAndPerson(form(), user, {
    region: /Northern Mindanao/,
    province: 'Bukidnon',
    city: /Malaybalay/,
    down: true,
  });
}

// A draft typed in one test would be put back in the next (form-draft.ts keeps it for the tab).
beforeEach(() => sessionStorage.clear());

describe('the service request form', () => {
  it('says what is missing, and that an hour meter is a number', async () => {
    const { user } = await open();
    const f = within(form());
    await user.type(f.getByLabelText(/^Hour meter/), 'about 4000');
    await send(user);
    await closeDialog(user, 'Validation Error', 'What is wrong');
    for (const text of [M.machine, M.problem, M.provinceRequired, M.machineDown, M.hourMeter])
      expect(f.getByText(text)).toBeInTheDocument();
    // The city is an option, not a requirement.
    expect(f.getByLabelText(/^City/)).not.toHaveAttribute('aria-required');
  });

  it('sends its fields with the photos and shows the promise', async () => {
    servePhotos();
    const sent = serveRequest('service');
    const { user } = await open();
    choosePhotos(within(form()).getByRole('group', { name: 'Photos' }), photo('boom.jpg'));
    expect(await within(form()).findByText('Uploaded')).toBeInTheDocument();
    await fillValid(user);
    const [first, , third] = within(form()).getAllByLabelText(/choice$/);
    await user.type(first!, '2099-01-20');
    await user.type(third!, '2099-01-22');
    await send(user);
    const heading = await screen.findByRole('heading', { name: 'Service Request Sent' }, { timeout: 15_000 });
    expect(heading.closest('section')).toHaveTextContent(
      'Our Cebu branch (0917 123 4567) will answer by 3:00 PM today.',
    );
    expect(sent[0]).toMatchObject({
      machine: { brand: 'Komatsu', model: 'PC200-8' },
      serial_number: 'KMT0001',
      hour_meter: 4250,
      problem: 'Boom drifts down when parked.',
      province: expect.stringMatching(/^\d{10}$/),
      city: expect.stringMatching(/^\d{10}$/),
      preferred_dates: ['2099-01-20', '2099-01-22'],
      machine_down: true,
      image_ids: ['00000000-0000-4000-8000-000000000001'],
    });
  });

  it('puts the server’s errors on the dates and the machine under their fields', async () => {
    serveRequest('service', 422, {
      'preferred_dates.1': [M.preferredDate],
      'machine.variant_id': ['This machine is no longer available'],
    });
    const { user } = await open();
    await fillValid(user);
    const [, second] = within(form()).getAllByLabelText(/choice$/);
    await user.type(second!, '2099-01-21');
    await user.type(within(form()).getAllByLabelText(/choice$/)[0]!, '2099-01-20');
    await send(user);
    await closeDialog(user, 'Validation Error', 'Please correct the highlighted fields.');
    const dates = within(form()).getAllByLabelText(/choice$/);
    expect(dates[1]).toHaveAccessibleDescription(M.preferredDate);
  });
});
