import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accept, refused } from '#app/test/api';
import { renderScreen } from '#app/test/render';
import { privacySubjectSchema, subjectFoundSchema } from '#common/schemas/privacy';
import { PrivacyRequests } from './privacy-requests';

// Privacy requests (docs/product.md §21): the server checks the address (privacySubjectSchema),
// and its 422 names the field, so the message shows under "E-mail address" rather than as a
// banner. Finding, exporting and erasing a person are tests/api/privacy-requests.test.ts's.

it('a malformed address is refused with the server’s message under the field', async () => {
  const typed = 'not an address';
  // The 422 the API's error handler sends for this body: the schema's own words for the field.
  const checked = privacySubjectSchema.safeParse({ email: typed });
  const message = checked.error?.issues.find((issue) => issue.path[0] === 'email')?.message ?? '';
  expect(message).toBe('Please enter a valid email address');
  const search = refused('/admin/privacy/search', 'post', { email: [message] });

  const { user } = renderScreen(PrivacyRequests, { url: '/admin/privacy' });
  const field = screen.getByLabelText('E-mail address');
  await user.type(field, typed);
  await user.click(screen.getByRole('button', { name: 'Find' }));

  expect(await screen.findByText(message)).toBeVisible();
  expect(field).toHaveAccessibleDescription(message);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(search.bodies).toEqual([{ email: typed }]);
  // Nothing was found, so nothing is offered to export or erase.
  expect(screen.queryByRole('button', { name: 'Export JSON' })).not.toBeInTheDocument();
});

it('shows a request’s photos and asks before erasing, counting the inquiries in agreement: "1 inquiry"', async () => {
  const lead = {
    id: 7,
    kind: 'quote',
    received_at: '2026-12-01T02:00:00Z',
    status: 'new',
    name: 'Juan dela Cruz',
    email: 'juan@example.ph',
    phone: null,
    company: null,
    tin: null,
    subject: null,
    product: null,
    message: 'Price?',
    page: null,
    ip: null,
    user_agent: null,
    note: null,
    privacy_notice_version: null,
    marketing_opt_in: false,
    marketing_opt_in_at: null,
    payload: {},
    items: [],
    quotations: [],
    photos: [{ id: 'a1b2', bytes: 20_480, received_at: '2026-12-01T02:00:00Z' }],
    mails: [],
  };
  const found = subjectFoundSchema.parse({
    success: true,
    data: { email: 'juan@example.ph', leads: [lead], accounts: [], marketing_opt_ins: 0 },
  });
  accept('post', '/admin/privacy/search', { body: found });

  const { user } = renderScreen(PrivacyRequests, { url: '/admin/privacy' });
  await user.type(screen.getByLabelText('E-mail address'), 'juan@example.ph');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  expect(await screen.findByText(/^1 photo \(in the export/)).toBeVisible();
  await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('e-mails of 1 inquiry from juan@example.ph are removed');
});
