import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accept, answer, refused, serveUploadTarget } from '#app/test/api';
import { saveEditor } from '#app/test/editor';
import { listSection, openSection } from '#app/test/list-sections';
import { branch } from '#app/test/records';
import { rowOf } from '#app/test/table';
import { branchStaffChoices } from '#common/schemas/branches';

// The branch editor (docs/product.md §28): the shared schema's messages under their fields before
// anything is sent, region → province → city from the PSGC list, its own hours or the lead desk's,
// the body the API receives, and the server's refusals under their fields. The list's states and
// each role's buttons are the shared list-section suite's.

const branches = listSection('Branches');
const editor = () => screen.getByRole('dialog');

function open(rows = [branch(1, { name: 'Davao' })]) {
  serveUploadTarget();
  answer(
    '/admin/branches/staff',
    { success: true, data: [{ id: 7, name: 'Rosa Reyes' }] },
    branchStaffChoices,
  );
  return openSection(branches, rows);
}

async function fillCebu(user: ReturnType<typeof open>['user']) {
  const dialog = editor();
  await user.type(within(dialog).getByLabelText(/^Name/), 'Cebu');
  await user.type(within(dialog).getByLabelText(/^Street address/), 'Lot 12, M. C. Briones Street');
  await user.selectOptions(within(dialog).getByLabelText(/^Region/), 'Region VII (Central Visayas)');
  await user.selectOptions(within(dialog).getByLabelText(/^Province/), 'Cebu');
  await user.selectOptions(within(dialog).getByLabelText(/^City \/ Municipality/), 'City of Mandaue');
}

it('adding a branch: each field’s message before sending, then the body the API takes', async () => {
  const { user } = open();
  await waitFor(() => rowOf('Davao'));
  await user.click(screen.getByRole('button', { name: 'Add Branch' }));
  expect(within(editor()).getByRole('heading', { name: 'Add Branch' })).toBeVisible();
  await user.type(within(editor()).getByLabelText(/^Name/), 'Cebu <b>');
  await user.type(within(editor()).getByLabelText(/^Latitude/), '123.9');
  await user.click(within(editor()).getByRole('button', { name: 'Create Branch' }));
  expect(
    await within(editor()).findByText('Use plain text on one line: no line breaks or markup.'),
  ).toBeVisible();
  expect(within(editor()).getByText('Write the street address.')).toBeVisible();
  expect(within(editor()).getByText('Give at least one phone number.')).toBeVisible();
  expect(
    within(editor()).getByText('Use a latitude in the Philippines, from 4 to 22 (like 14.7011).'),
  ).toBeVisible();

  const created = accept('post', '/admin/branches', {
    status: 201,
    body: { success: true, data: branch(2) },
  });
  await user.clear(within(editor()).getByLabelText(/^Name/));
  await user.clear(within(editor()).getByLabelText(/^Latitude/));
  await fillCebu(user);
  await user.type(within(editor()).getByLabelText(/^Phone\*?$/), '0917 555 0231');
  await user.click(within(editor()).getByLabelText('Rental'));
  await user.click(within(editor()).getByLabelText('Bohol'));
  await user.click(within(editor()).getByLabelText('Same hours as the lead desk'));
  await user.click(within(editor()).getByLabelText('Saturday closed'));
  await user.click(await within(editor()).findByLabelText('Rosa Reyes'));
  await saveEditor(user, 'Create Branch', 'Branch created successfully');
  expect(created.bodies).toEqual([
    expect.objectContaining({
      name: 'Cebu',
      region: '0700000000',
      province: '0702200000',
      city: '0731300000',
      phones: ['09175550231'],
      services: ['sales', 'parts', 'service', 'rental'],
      serves_provinces: ['0701200000'],
      latitude: null,
      longitude: null,
      staff_ids: [7],
      hours: expect.objectContaining({
        days: expect.objectContaining({ sat: [{ open: '08:00', close: '17:00' }], sun: [] }),
      }),
    }),
  ]);
});

it('choosing another region empties the province and city', async () => {
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Add Branch' }));
  await fillCebu(user);
  await user.selectOptions(within(editor()).getByLabelText(/^Region/), 'Region XI (Davao Region)');
  expect(within(editor()).getByLabelText(/^Province/)).toHaveValue('');
  expect(within(editor()).getByLabelText(/^City \/ Municipality/)).toHaveValue('');
  expect(within(editor()).getByLabelText(/^City \/ Municipality/)).toBeDisabled();
});

it('editing: the stored branch in the form, the server’s refusal under its field', async () => {
  const { user } = open([
    branch(1, { name: 'Davao', phones: ['09175550318'], latitude: 7.05, longitude: 125.5 }),
  ]);
  refused('/admin/branches/1', 'put', { name: ['A branch with this name already exists.'] });
  await user.click(within(await waitFor(() => rowOf('Davao'))).getByRole('button', { name: /Edit/ }));
  expect(within(editor()).getByRole('heading', { name: 'Edit Branch' })).toBeVisible();
  expect(within(editor()).getByLabelText(/^Phone\*?$/)).toHaveValue('0917 555 0318');
  expect(within(editor()).getByLabelText(/^City \/ Municipality/)).toHaveValue('0731300000');
  expect(within(editor()).getByLabelText(/^Latitude/)).toHaveValue('7.05');
  expect(within(editor()).getByLabelText('Same hours as the lead desk')).toBeChecked();
  await user.click(within(editor()).getByRole('button', { name: 'Update Branch' }));
  expect(await within(editor()).findByText('A branch with this name already exists.')).toBeVisible();
  expect(within(editor()).getByRole('alert')).toHaveTextContent('Failed to save branch');
});
