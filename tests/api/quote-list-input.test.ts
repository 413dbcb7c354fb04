import { beforeEach, describe, expect, it } from 'vitest';
import { setSettingValues } from '../../server/services/settings';
import { setupApi } from '../support/api';
import { CEBU, inDays, MAKATI, postQuoteList, quoteCatalogue, quoteList, stored } from './support/quote-list';

// What POST /api/contact/quote-list refuses (422 with the field, as every form, docs/product.md §19)
// and what it cleans. Mail is configured, so a list that got through would queue mail: a refused
// one leaves no lead, no machine and no mail behind.
const ctx = setupApi({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://ironsite.example' });

let c: Awaited<ReturnType<typeof quoteCatalogue>>;
beforeEach(async () => {
  await setSettingValues(ctx.db, { notification_email: 'sales-team@ironsite.test' });
  c = await quoteCatalogue(ctx);
});

const one = () => [{ variant_id: c.loader.id, quantity: 1 }];

async function expectRefused(payload: unknown, field: string, message?: string) {
  const res = await postQuoteList(ctx, payload);
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json();
  expect(Object.keys(body.errors)).toEqual([field]);
  if (message) expect(body.errors[field]).toEqual([message]);
  expect(await stored(ctx)).toEqual({ leads: [], items: [], mails: [] });
}

describe('refused with 422 on the field, nothing stored', () => {
  it('21 machines; none', async () => {
    const many = Array.from({ length: 21 }, () => ({ variant_id: c.loader.id, quantity: 1 }));
    await expectRefused(quoteList(many), 'items', 'A quote list holds at most 20 machines');
    await expectRefused(quoteList([]), 'items', 'Add at least one machine to the list');
    await expectRefused(quoteList([], { items: undefined }), 'items', 'Add at least one machine to the list');
    await expectRefused(quoteList([], { items: { 0: one()[0] } }), 'items');
  });

  it.each([0, 1000, '2', 1.5, -1, null])('quantity %j', async (quantity) => {
    await expectRefused(
      quoteList([{ variant_id: c.loader.id, quantity }]),
      'items.0.quantity',
      'Quantity must be a whole number from 1 to 999',
    );
  });

  it.each(['12345678', '1234567890', '123-456-789-00X', '123456789\n000', '<b>123456789</b>', 123456789])(
    'TIN %j',
    async (tin) => {
      await expectRefused(quoteList(one(), { tin }), 'tin', 'TIN must be 9 or 12 digits');
    },
  );

  it('an unknown province, or one of another region', async () => {
    await expectRefused(
      quoteList(one(), { province: '0799900000' }),
      'province',
      'Choose a province in the selected region',
    );
    await expectRefused(quoteList(one(), { province: '1300000000' }), 'province');
  });

  it('a city not in the province; an unknown region', async () => {
    await expectRefused(
      quoteList(one(), { city: MAKATI }),
      'city',
      'Choose a city or municipality in the selected province',
    );
    await expectRefused(quoteList(one(), { city: CEBU }), 'city');
    await expectRefused(
      quoteList(one(), { region: '2000000000' }),
      'region',
      'Choose a region from the list',
    );
  });

  it('a date in the past, or no date', async () => {
    await expectRefused(
      quoteList(one(), { needed_by: inDays(-1) }),
      'needed_by',
      'The date needed cannot be in the past',
    );
    await expectRefused(quoteList(one(), { needed_by: '2020-01-01' }), 'needed_by');
    await expectRefused(
      quoteList(one(), { needed_by: '31/12/2099' }),
      'needed_by',
      'Enter a date like 2025-01-31',
    );
    await expectRefused(quoteList(one(), { needed_by: undefined }), 'needed_by', 'Date needed is required');
  });

  it('an unknown machine, named by its line', async () => {
    const items = [
      ...one(),
      { variant_id: c.excavator.id, quantity: 1 },
      { variant_id: 2_000_000, quantity: 1 },
    ];
    await expectRefused(
      quoteList(items),
      'items.2.variant_id',
      'This machine is no longer in the catalogue. Remove it from the list.',
    );
  });

  it('a machine the public cannot see; every such line is named', async () => {
    const res = await postQuoteList(
      ctx,
      quoteList([
        { variant_id: c.hidden.id, quantity: 1 },
        ...one(),
        { variant_id: c.hidden.id, quantity: 3 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['items.0.variant_id', 'items.2.variant_id']);
    expect(await stored(ctx)).toEqual({ leads: [], items: [], mails: [] });
  });

  it.each([
    [{ variant_id: '7', quantity: 1 }, 'items.0.variant_id'],
    [{ variant_id: 0, quantity: 1 }, 'items.0.variant_id'],
    [{ variant_id: 2 ** 31, quantity: 1 }, 'items.0.variant_id'],
    [{ quantity: 1 }, 'items.0.variant_id'],
    [{ variant_id: 1, quantity: 1, note: 'n'.repeat(501) }, 'items.0.note'],
  ])('item %j', async (item, field) => {
    await expectRefused(quoteList([item]), field);
  });

  it.each([
    [{ phone: undefined }, 'phone', 'Phone is required'],
    [{ phone: '0917 123 456' }, 'phone', 'Phone number must be exactly 11 digits'],
    [{ phone: '0917\r\n1234567' }, 'phone', 'Phone number must be exactly 11 digits'],
    [
      { phone: '+63 (45) 982-1234' },
      'phone',
      'Phone number must be exactly 11 digits. For a landline, write it in your message.',
    ],
    [{ phone: '0063 45 982 1234 99' }, 'phone', 'Phone number must be exactly 11 digits'],
    [{ name: '<b></b>' }, 'name', 'Name is required'],
    [{ email: 'not an address' }, 'email', 'Please enter a valid email address'],
    [{ buyer_type: 'reseller' }, 'buyer_type', 'Choose who is buying'],
    [{ intent: 'lease' }, 'intent', 'Choose buy, rent or finance'],
  ])('%j', async (change, field, message) => {
    await expectRefused(quoteList(one(), change), field, message);
  });

  it('a body of 100 KB: 422 on the field that is too long, as on the other forms', async () => {
    await expectRefused(quoteList(one(), { message: 'x'.repeat(100_000) }), 'message');
    const notes = Array.from({ length: 20 }, () => ({
      variant_id: c.loader.id,
      quantity: 1,
      note: 'n'.repeat(5000),
    }));
    const res = await postQuoteList(ctx, quoteList(notes));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toHaveLength(20);
    expect(await stored(ctx)).toEqual({ leads: [], items: [], mails: [] });
  });

  it('a body that is not a list at all: 422 on body; broken JSON 400', async () => {
    for (const payload of ['[]', 'null', '"list"']) await expectRefused(payload, 'body');
    expect((await postQuoteList(ctx, '{"items": [')).statusCode).toBe(400);
    expect(await stored(ctx)).toEqual({ leads: [], items: [], mails: [] });
  });
});

describe('cleaned, not refused', () => {
  it('markup is removed and CR/LF collapse to one line in the name, company and notes', async () => {
    const res = await postQuoteList(
      ctx,
      quoteList(
        [
          {
            variant_id: c.loader.id,
            quantity: 1,
            note: 'rock\r\nbucket <script>alert(1)</script><b>please</b>',
          },
        ],
        {
          name: '<img src=x onerror=alert(1)>Juan\r\nBcc: boss@evil.example',
          company: 'Acme\u2028<i>Builders</i>',
          message: 'Line one\r\n<a href="http://x.example">Line two</a>',
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { leads, items } = await stored(ctx);
    expect(leads[0]).toMatchObject({
      name: 'Juan Bcc: boss@evil.example',
      company: 'Acme Builders',
      message: 'Line one\nLine two',
    });
    expect(items[0].note).toBe('rock bucket please');
  });
});
