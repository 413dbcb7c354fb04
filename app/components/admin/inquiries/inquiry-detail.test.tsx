import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accept, refused, savedBody } from '#app/test/api';
import { openLeadPage } from '#app/test/lead-page';
import { leadDetail } from '#app/test/records';
import { CLOSE_REASON_REQUIRED, LEAD_UPDATED } from '#common/schemas/leads';

// An inquiry's page (docs/product.md §9, §21): where it came from (a page of this site is a link,
// anything a browser would read as another site is text), the privacy notice the visitor was
// shown, the quantity in the message summary, and the status card: closing needs a reason, a
// failed change says so with Saving... while it runs, and the internal note. Working an inquiry
// through to Closed: won is the browser's journey (inquiries-workflow.spec.ts).

const open = (detail = leadDetail(7, { name: 'Page Probe' })) => openLeadPage(detail);

const region = (name: string) => screen.getByRole('region', { name });

for (const hostile of [
  '/\t/evil.example/products',
  '/\\evil.example',
  '//evil.example',
  'https://evil.example/',
])
  it(`a page of ${JSON.stringify(hostile)} is shown as text, not as a link`, async () => {
    open(leadDetail(7, { page: hostile }));
    await screen.findByRole('region', { name: 'Where it came from' });
    const card = region('Where it came from');
    expect(
      within(card)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toContain('Page');
    expect(card).toHaveTextContent('evil.example');
    expect(within(card).queryByRole('link')).toBeNull();
  });

it('a path on this site is a link to that path', async () => {
  open(leadDetail(7, { page: '/products?search=loader' }));
  const card = await screen.findByRole('region', { name: 'Where it came from' });
  expect(within(card).getByRole('link', { name: '/products?search=loader' })).toHaveAttribute(
    'href',
    '/products?search=loader',
  );
});

/** The value beside `term` in the card titled `title`, or null. */
function valueBeside(title: string, term: string) {
  const dt = within(region(title))
    .queryAllByRole('term')
    .find((t) => t.textContent === term);
  return dt ? (dt.nextElementSibling as HTMLElement) : null;
}

it('the contact card dates the privacy notice and keeps its version', async () => {
  open(
    leadDetail(7, {
      consent: {
        privacy_notice_version: '0123456789ab',
        privacy_notice_recorded_at: '2026-01-15T02:30:00.000Z',
        marketing_opt_in: false,
        marketing_opt_in_at: null,
        erased_at: null,
      },
    }),
  );
  await screen.findByRole('region', { name: 'Contact' });
  const notice = valueBeside('Contact', 'Privacy notice');
  expect(notice).toHaveTextContent('Notice of Jan 15, 2026 (version 0123456789ab)');
  expect(within(notice as HTMLElement).getByText('Notice of Jan 15, 2026')).toHaveAttribute(
    'title',
    expect.stringMatching(/^First recorded on an inquiry /),
  );
});

for (const [form, quantity, shown] of [
  ['the quote modal', '3 units', '3 units'],
  ['the contact page’s quote (a number)', 4, '4'],
] as const)
  it(`the quantity asked for in ${form} is in the Message summary, once`, async () => {
    open(
      leadDetail(7, {
        kind: 'quote',
        product: 'NL-Series Wheel Loader',
        payload: { product: 'NL-Series Wheel Loader', quantity, message: 'Please send a price.' },
      }),
    );
    await screen.findByRole('region', { name: 'Message' });
    expect(valueBeside('Message', 'Product')).toHaveTextContent('NL-Series Wheel Loader');
    expect(valueBeside('Message', 'Quantity')).toHaveTextContent(shown);
    expect(
      screen.queryByRole('region', { name: 'Form fields' }) && valueBeside('Form fields', 'Quantity'),
    ).toBeFalsy();
  });

it('the Form fields card says the choices in words, as the staff e-mail does', async () => {
  open(
    leadDetail(7, {
      kind: 'support',
      payload: {
        urgency: 'high',
        inquiry_type: 'support',
        marketing_opt_in: false,
        issue_category: 'engine',
      },
    }),
  );
  await screen.findByRole('region', { name: 'Form fields' });
  expect(valueBeside('Form fields', 'Urgency')).toHaveTextContent(/^High$/);
  expect(valueBeside('Form fields', 'Inquiry type')).toHaveTextContent(/^Technical Support$/);
  expect(valueBeside('Form fields', 'Marketing opt in')).toHaveTextContent(/^No$/);
  expect(valueBeside('Form fields', 'Issue category')).toHaveTextContent(/^engine$/);
});

it('an inquiry without a quantity has no Quantity row', async () => {
  open(
    leadDetail(7, {
      kind: 'quote',
      product: 'Rough-Terrain Crane',
      payload: { product: 'Rough-Terrain Crane' },
    }),
  );
  await screen.findByRole('region', { name: 'Message' });
  expect(valueBeside('Message', 'Product')).not.toBeNull();
  expect(valueBeside('Message', 'Quantity')).toBeNull();
});

it('closing needs a reason before anything is sent, and the server’s refusal shows in the dialog', async () => {
  const { user } = open();
  const status = await screen.findByRole('region', { name: 'Status' });
  await user.click(within(status).getByRole('button', { name: 'Close…' }));
  const closing = screen.getByRole('dialog', { name: 'Close inquiry' });
  await waitFor(() => expect(within(closing).getByRole('radio', { name: /^Won/ })).toHaveFocus());
  const sent = refused('/admin/leads/7', 'patch', { close_reason: ['The API refuses this reason.'] });
  await user.click(within(closing).getByRole('button', { name: 'Close inquiry' }));
  expect(await within(closing).findByText(CLOSE_REASON_REQUIRED)).toBeVisible();
  expect(sent.bodies).toEqual([]);
  await user.click(within(closing).getByRole('radio', { name: /^Lost/ }));
  await user.click(within(closing).getByRole('button', { name: 'Close inquiry' }));
  expect(await within(closing).findByText('The API refuses this reason.')).toBeVisible();
  expect(sent.bodies).toEqual([expect.objectContaining({ status: 'closed', close_reason: 'lost' })]);
});

it('a failed status change shows the error, and Saving... while it runs', async () => {
  const { user } = open();
  const failing = accept('patch', '/admin/leads/7', {
    status: 500,
    body: { message: 'Database unavailable' },
  });
  const release = failing.hold();
  const status = await screen.findByRole('region', { name: 'Status' });
  await user.click(within(status).getByRole('button', { name: 'Mark as contacted' }));
  expect(await within(status).findByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  expect(await screen.findByText('Failed to update inquiry: Database unavailable')).toBeVisible();
  expect(within(status).getByRole('button', { name: 'Mark as contacted' })).toBeEnabled();
  expect(status).toHaveTextContent('New');
});

it('the internal note is sent and the page says it was saved', async () => {
  const { user } = open();
  const noted = accept('patch', '/admin/leads/7', {
    body: savedBody(LEAD_UPDATED, leadDetail(7, { note: 'Called back; wants a site visit on Friday.' })),
  });
  const save = await screen.findByRole('button', { name: 'Save note' });
  expect(save).toBeDisabled();
  await user.type(screen.getByLabelText('Internal note'), 'Called back; wants a site visit on Friday.');
  await user.click(save);
  expect(await screen.findByText(LEAD_UPDATED)).toBeVisible();
  expect(noted.bodies).toEqual([{ note: 'Called back; wants a site visit on Friday.' }]);
});

it('a quote list shows its machines, their notes and the buyer’s details, each once', async () => {
  open(
    leadDetail(7, {
      kind: 'quote-list',
      items: [
        {
          position: 1,
          variant_id: 11,
          variant_name: 'NL-200 Loader',
          brand_name: 'Norvane',
          quantity: 2,
          note: 'With the spare bucket',
        },
        {
          position: 2,
          variant_id: 12,
          variant_name: 'SRR Roller',
          brand_name: 'Stratamac',
          quantity: 1,
          note: null,
        },
      ],
      quote_list: {
        reference: 'QL-2026-0007',
        tin: '123456789000',
        buyer_type: 'government',
        intent: 'rent',
        region: { code: '0700000000', name: 'Central Visayas' },
        province: { code: '0702200000', name: 'Cebu' },
        city: { code: '0730600000', name: 'Cebu City' },
        needed_by: '2026-03-01',
      },
      payload: { tin: '123456789000', message: 'For the provincial road project.' },
    }),
  );
  const list = await screen.findByRole('region', { name: 'Quote list' });
  expect(list).toHaveTextContent('2 machines · 3 units');
  expect(valueBeside('Quote list', 'Reference')).toHaveTextContent('QL-2026-0007');
  expect(valueBeside('Quote list', 'Buyer type')).toHaveTextContent('Government / LGU');
  expect(valueBeside('Quote list', 'Intent')).toHaveTextContent('Rent');
  expect(valueBeside('Quote list', 'TIN')).toHaveTextContent('123-456-789-000');
  expect(valueBeside('Quote list', 'Deliver to')).toHaveTextContent('Cebu');
  const rows = within(within(list).getByRole('table')).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toHaveTextContent('With the spare bucket');
  expect(within(rows[1]).getAllByRole('cell')[2]).toHaveTextContent('2');
  expect(
    within(rows[2])
      .getByRole('link', { name: /SRR Roller/ })
      .getAttribute('href'),
  ).toMatch(/\/12(\D|$)/);
  const fields = screen.queryByRole('region', { name: 'Form fields' });
  expect(
    fields
      ? within(fields)
          .queryAllByRole('term')
          .filter((t) => /^tin$/i.test(t.textContent ?? ''))
      : [],
  ).toEqual([]);
});

it('the header says how long an unanswered lead is overdue', async () => {
  open(
    leadDetail(7, {
      name: 'Late Reyes',
      due_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      overdue: true,
    }),
  );
  expect(await screen.findByText(/^Overdue by [5-6] min$/)).toBeVisible();
});

it('the contact card offers Viber and WhatsApp to the buyer’s number beside mail and call, none without one', async () => {
  open(leadDetail(7, { name: 'Juan dela Cruz', phone: '09171234567' }));
  const card = await screen.findByRole('region', { name: 'Contact' });
  expect(within(card).getByRole('link', { name: 'Call 0917 123 4567' })).toHaveAttribute(
    'href',
    'tel:09171234567',
  );
  expect(within(card).getByRole('link', { name: 'Message Juan dela Cruz on Viber' })).toHaveAttribute(
    'href',
    'viber://chat?number=%2B639171234567',
  );
  const whatsapp = within(card).getByRole('link', { name: 'Message Juan dela Cruz on WhatsApp' });
  expect(whatsapp).toHaveAttribute('href', 'https://wa.me/639171234567');
  expect(whatsapp).toHaveAttribute('target', '_blank');
});

it('without a phone the contact card offers the mail app only', async () => {
  open(leadDetail(7, { phone: null }));
  const card = await screen.findByRole('region', { name: 'Contact' });
  expect(within(card).getByRole('link', { name: 'Open in mail app' })).toBeVisible();
  expect(within(card).queryByRole('link', { name: /^(Call|Message)/ })).toBeNull();
});
