import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { machines, storedCounts } from './support/interest';
import { quoteCatalogue, sendQuoteList } from './support/quote-list';

// Quote requests in the interest figures (docs/product.md §20): a stored lead that names machines by
// id — the quote list's, or the product page's form — counts one request for each, in the lead's own
// transaction. A lead closed as spam on arrival counts nothing, and the form never fails for it.

const ctx = setupApi();
const inquiry = (variantId: unknown, over: Record<string, unknown> = {}) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/contact/inquiry',
    payload: {
      name: 'Maria Santos',
      email: 'maria@example.ph',
      phone: '09171234567',
      message: 'Price and delivery to Cebu, please.',
      product: 'PC200-8 Excavator',
      variant_id: variantId,
      source: 'product-detail',
      form_started_at: Date.now() - 60_000,
      ...over,
    },
  });
const requests = async () => (await storedCounts(ctx.db)).filter((c) => c.event === 'quote_request');

describe('quote requests', () => {
  it('count the machine of the product page’s form', async () => {
    const { shown } = await machines(ctx.db);
    expect((await inquiry(shown.id)).statusCode).toBe(201);
    expect((await inquiry(shown.id)).statusCode).toBe(201);
    expect(await requests()).toEqual([
      { day: expect.any(String), variant_id: shown.id, event: 'quote_request', channel: '', count: 2 },
    ]);
  });

  it('count each machine of a quote list once', async () => {
    const { loader, crane } = await quoteCatalogue(ctx);
    await sendQuoteList(ctx, [
      { variant_id: loader.id, quantity: 2 },
      { variant_id: crane.id, quantity: 1 },
    ]);
    const counted = await requests();
    expect(counted.map((c) => [c.variant_id, c.count]).sort()).toEqual(
      [
        [loader.id, 1],
        [crane.id, 1],
      ].sort(),
    );
  });

  it('are not counted for a lead closed as spam on arrival', async () => {
    const { shown } = await machines(ctx.db);
    expect((await inquiry(shown.id, { website: 'http://spam.example' })).statusCode).toBe(201);
    expect(await requests()).toEqual([]);
  });

  it('keep the lead when the id names no machine, counting nothing', async () => {
    expect((await inquiry(2_000_000_000)).statusCode).toBe(201);
    expect((await inquiry(null)).statusCode).toBe(201);
    expect(await requests()).toEqual([]);
  });

  it('are not counted for forms that name no machine by id', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/contact/quote-simple',
      payload: { name: 'Ana', email: 'ana@example.ph', product: 'PC200-8 Excavator', message: 'Price?' },
    });
    expect(res.statusCode).toBe(201);
    expect(await storedCounts(ctx.db)).toEqual([]);
  });
});
