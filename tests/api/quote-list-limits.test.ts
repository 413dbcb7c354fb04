import { expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { quoteCatalogue, quoteList, stored } from './support/quote-list';

// The quote list is a contact form: the per-address limit of RATE_LIMIT_CONTACT_PER_MINUTE applies.
const ctx = setupApi({ RATE_LIMIT_CONTACT_PER_MINUTE: '1' });

it('the 2nd quote list in a minute from one address gets 429 and is not stored', async () => {
  const c = await quoteCatalogue(ctx);
  const send = (remoteAddress: string) =>
    call(ctx.app, {
      method: 'POST',
      url: '/api/contact/quote-list',
      payload: quoteList([{ variant_id: c.loader.id, quantity: 1 }]),
      remoteAddress,
    });
  expect((await send('192.0.2.40')).statusCode).toBe(201);
  const refused = await send('192.0.2.40');
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await stored(ctx)).leads).toHaveLength(1);
  expect((await send('192.0.2.41')).statusCode).toBe(201);
});
