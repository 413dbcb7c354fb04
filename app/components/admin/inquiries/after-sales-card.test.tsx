import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { accept, answer, savedBody } from '#app/test/api';
import { openLeadPage } from '#app/test/lead-page';
import { leadDetail } from '#app/test/records';
import { server } from '#app/test/server';
import { rowTexts } from '#app/test/table';
import { type AfterSalesDetails, afterSalesDetailsSchema } from '#common/schemas/after-sales';
import { leadDetailSchema } from '#common/schemas/leads';
import { quotationPrefillSchema } from '#common/schemas/quotations';

// A parts or service request on the lead's page (docs/product.md §30): the parts as a table, the
// service fields, the machine-down badge and the branch, the photos fetched with the staff token
// only when asked, and Create quotation opening the builder with the part lines as free lines.

const DETAILS: AfterSalesDetails = afterSalesDetailsSchema.parse({
  machine: { variant_id: 12, label: 'Norvane NL-50 Wheel Loader' },
  serial_number: 'NL50-00731',
  machine_down: true,
  province: { code: '1001300000', name: 'Bukidnon' },
  items: [
    { part_number: '708-2L-00300', description: 'Hydraulic pump', quantity: 1 },
    { part_number: null, description: 'Bucket teeth, set', quantity: 12 },
  ],
  hour_meter: null,
  problem: null,
  city: null,
  preferred_dates: [],
  photos: [{ id: 'a1b2', url: '/api/admin/leads/7/photos/a1b2' }],
});

const open = (kind: 'parts' | 'service', details: Partial<AfterSalesDetails> = {}) =>
  openLeadPage(
    leadDetail(7, {
      name: 'Ramon Dela Cruz',
      kind,
      message: null,
      branch: { id: 3, name: 'Cagayan de Oro' },
      after_sales: { ...DETAILS, ...details },
    }),
  );

const card = (name: string) => screen.findByRole('region', { name });

it('a parts request shows its machine, branch, machine-down badge and the parts as a table', async () => {
  open('parts');
  const parts = await card('Parts request');
  expect(within(parts).getByText('Machine down')).toBeInTheDocument();
  expect(within(parts).getByRole('link', { name: /Norvane NL-50 Wheel Loader/ })).toHaveAttribute(
    'href',
    '/products/12',
  );
  expect(parts).toHaveTextContent('NL50-00731');
  expect(parts).toHaveTextContent('Cagayan de Oro');
  expect(parts).toHaveTextContent('Bukidnon');
  expect(rowTexts(within(parts).getByRole('table', { name: 'Parts asked for' }))).toEqual([
    '#Part numberDescriptionQty',
    '1708-2L-00300Hydraulic pump1',
    '2Bucket teeth, set12',
    '2 lines13',
  ]);
  // The request's fields are not listed again among the form fields.
  expect(screen.queryByRole('region', { name: 'Message' })).toBeNull();
});

it('a service request shows what is wrong, the hour meter, the place and the dates', async () => {
  open('service', {
    items: [],
    machine_down: false,
    hour_meter: 4250,
    problem: 'Boom drifts down when parked.',
    city: { code: '1001312000', name: 'City of Malaybalay' },
    preferred_dates: ['2026-12-07', '2026-12-09'],
    photos: [],
  });
  const service = await card('Service request');
  expect(service).toHaveTextContent('Machine running');
  expect(service).toHaveTextContent('4,250 h');
  expect(service).toHaveTextContent('City of Malaybalay, Bukidnon');
  expect(service).toHaveTextContent('Dec 7, 2026');
  expect(service).toHaveTextContent('Boom drifts down when parked.');
  expect(service).toHaveTextContent('No photos.');
  expect(within(service).queryByRole('table')).toBeNull();
  // No quotation answers a service request.
  expect(screen.queryByRole('region', { name: 'Quotations' })).toBeNull();
});

it('photos are fetched with the staff token, only when asked', async () => {
  const asked: (string | null)[] = [];
  server.use(
    http.get('/api/admin/leads/7/photos/a1b2', ({ request }) => {
      asked.push(request.headers.get('authorization'));
      return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), {
        headers: { 'content-type': 'image/jpeg' },
      });
    }),
  );
  const { user } = open('parts');
  const parts = await card('Parts request');
  expect(asked).toEqual([]);
  await user.click(within(parts).getByRole('button', { name: 'Show the photo' }));
  expect(await within(parts).findByRole('img', { name: 'Sent with the request, 1 of 1' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^blob:/),
  );
  expect(asked).toEqual(['Bearer test-token-admin']);
});

it('Create quotation opens the builder with the part lines as free lines', async () => {
  answer(
    '/admin/leads/7/quotations/prefill',
    {
      success: true,
      data: {
        currency: 'PHP',
        vat_mode: 'exclusive',
        lines: [{ variant_id: 12, description: 'NL-50 Wheel Loader', quantity: 1, unit_price: 4_500_000 }],
        valid_until: '2099-01-31',
        payment_terms: 'Cash',
      },
    },
    quotationPrefillSchema,
  );
  const { user } = open('parts');
  const quotations = await card('Quotations');
  expect(
    await within(quotations).findByText(/Create quotation starts one from the part lines/),
  ).toBeInTheDocument();
  await user.click(within(quotations).getByRole('button', { name: 'Create quotation' }));
  const builder = await screen.findByRole('dialog', { name: 'New quotation' });
  await waitFor(() =>
    expect(within(builder).getByLabelText('Description, line 1')).toHaveValue(
      '708-2L-00300 · Hydraulic pump',
    ),
  );
  expect(within(builder).getByLabelText('Qty, line 1')).toHaveValue(1);
  expect(within(builder).getByLabelText('Description, line 2')).toHaveValue('Bucket teeth, set');
  expect(within(builder).getByLabelText('Qty, line 2')).toHaveValue(12);
  expect(within(builder).queryByDisplayValue('NL-50 Wheel Loader')).toBeNull();
  expect(within(builder).getByLabelText(/Payment terms/)).toHaveValue('Cash');
});

it('a technician’s visit is logged with its date; a call logged after it sends none', async () => {
  const logged = accept('post', '/admin/leads/7/contact-log', {
    status: 201,
    body: savedBody('Contact logged.', leadDetailSchema.parse(leadDetail(7))),
  });
  const { user } = open('service', { items: [], problem: 'Boom drifts down', hour_meter: 4250 });
  const channel = await screen.findByLabelText('Channel');
  expect(screen.queryByLabelText(/^Visit date/)).toBeNull();
  await user.selectOptions(channel, 'visit');
  const date = screen.getByLabelText(/^Visit date/);
  expect(date).toHaveAccessibleDescription('Today when left empty.');
  fireEvent.change(date, { target: { value: '2026-12-04' } });
  await user.type(screen.getByLabelText(/^What was said/), 'Technician replaced the boom seal kit.');
  await user.click(screen.getByRole('button', { name: 'Log contact' }));
  await waitFor(() => expect(logged.bodies).toHaveLength(1));
  expect(logged.bodies[0]).toEqual({
    channel: 'visit',
    note: 'Technician replaced the boom seal kit.',
    visit_on: '2026-12-04',
  });
  await user.selectOptions(screen.getByLabelText('Channel'), 'visit');
  fireEvent.change(screen.getByLabelText(/^Visit date/), { target: { value: '2026-12-05' } });
  await user.selectOptions(screen.getByLabelText('Channel'), 'phone');
  expect(screen.queryByLabelText(/^Visit date/)).toBeNull();
  await user.type(screen.getByLabelText(/^What was said/), 'Called to confirm.');
  await user.click(screen.getByRole('button', { name: 'Log contact' }));
  await waitFor(() => expect(logged.bodies).toHaveLength(2));
  expect(logged.bodies[1]).toEqual({ channel: 'phone', note: 'Called to confirm.', visit_on: null });
});
