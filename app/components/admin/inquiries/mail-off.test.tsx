import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { accept, savedBody } from '#app/test/api';
import { openLeadPage } from '#app/test/lead-page';
import { leadDetail, quotation as makeQuotation } from '#app/test/records';
import type { Quotation } from '#common/schemas/quotations';

// A lead's page on a server that cannot e-mail (decision 052; docs/product.md §24, §25.3): the
// Reply card and the send dialog say so before anything is written, and Copy link makes a link to
// share by Viber or SMS, shown and put on the clipboard. What the server does with a copy (a new
// link each time, the history line, who may) is tests/api/quotations-copy-link.test.ts's.

const quotation = (over: Partial<Quotation> = {}) => makeQuotation(3, over);

const TOKEN = 'a'.repeat(43);

const open = (mail: { enabled: boolean; public_url_set: boolean }, quotations: Quotation[]) =>
  openLeadPage(leadDetail(7, { kind: 'quote', name: 'Juan Dela Cruz' }), { role: 'sales', mail, quotations });

const region = (name: string) => screen.findByRole('region', { name });

it('without e-mail the Reply card says so before anything is written, and Send reply is off', async () => {
  open({ enabled: false, public_url_set: false }, []);
  const card = await region('Reply');
  expect(await within(card).findByRole('note')).toHaveTextContent(
    'E-mail is off on this server (SMTP_URL is not set), so replies cannot be sent.',
  );
  expect(within(card).getByRole('button', { name: 'Send reply' })).toBeDisabled();
});

it('with e-mail on, the Reply card has no note and Send reply works', async () => {
  open({ enabled: true, public_url_set: true }, []);
  const card = await region('Reply');
  await screen.findByRole('region', { name: 'Quotations' });
  await waitFor(() => expect(within(card).getByRole('button', { name: 'Send reply' })).toBeEnabled());
  expect(within(card).queryByRole('note')).toBeNull();
});

for (const [mail, said] of [
  [{ enabled: false, public_url_set: false }, 'E-mail is off on this server (SMTP_URL is not set)'],
  [{ enabled: true, public_url_set: false }, 'This server has no public address (PUBLIC_URL is not set)'],
] as const)
  it(`the send dialog says "${said}", offers no e-mail, and Copy link shares the draft`, async () => {
    const { user } = open(mail, [quotation()]);
    await user.click(await screen.findByRole('button', { name: 'Send… Q-2026-0001' }));
    const dialog = screen.getByRole('dialog', { name: 'Send quotation Q-2026-0001' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent(said);
    expect(within(dialog).queryByRole('button', { name: 'Send quotation' })).toBeNull();

    const minted = accept('post', '/admin/quotations/3/link', {
      status: 201,
      body: { success: true, message: 'Link ready to share.', data: { link: `/quotation/${TOKEN}` } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link to Q-2026-0001' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Link to Q-2026-0001' });
    // Without PUBLIC_URL the server answers a path: the admin's own address completes it.
    const url = `${window.location.origin}/quotation/${TOKEN}`;
    expect(link).toHaveValue(url);
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied.');
    expect(minted.bodies).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

it('with e-mail and PUBLIC_URL the dialog sends by e-mail, with Copy link beside it', async () => {
  const { user } = open({ enabled: true, public_url_set: true }, [quotation()]);
  await user.click(await screen.findByRole('button', { name: 'Send… Q-2026-0001' }));
  const dialog = screen.getByRole('dialog', { name: 'Send quotation Q-2026-0001' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send quotation' })).toBeVisible());
  expect(within(dialog).queryByRole('note')).toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Copy link to Q-2026-0001' })).toBeVisible();
});

it('a sent quotation offers Copy link; each press asks the server for a new link', async () => {
  const { user } = open({ enabled: true, public_url_set: true }, [
    quotation({
      status: 'viewed',
      sent_at: '2026-11-02T02:00:00.000Z',
      viewed_at: '2026-11-03T02:00:00.000Z',
    }),
  ]);
  const minted = accept('post', '/admin/quotations/3/link', {
    status: 201,
    body: savedBody('Link ready to share.', { link: `https://ironsite.example/quotation/${TOKEN}` }),
  });
  const copy = await screen.findByRole('button', { name: 'Copy link to Q-2026-0001' });
  await user.click(copy);
  expect(await screen.findByRole('textbox', { name: 'Link to Q-2026-0001' })).toHaveValue(
    `https://ironsite.example/quotation/${TOKEN}`,
  );
  expect(await navigator.clipboard.readText()).toBe(`https://ironsite.example/quotation/${TOKEN}`);
  await user.click(screen.getByRole('button', { name: 'Copy link to Q-2026-0001' }));
  await waitFor(() => expect(minted.bodies).toHaveLength(2));
});
