import { beforeEach, describe, expect, it } from 'vitest';
import { leadEvents } from '../../server/db/schema';
import { setSettingValues } from '../../server/services/settings';
import { setupApi } from '../support/api';
import {
  createAdmin,
  createBrand,
  createCategory,
  createLead,
  createProduct,
  createUser,
  createVariant,
} from '../support/factories';
import { inDays, quotationCalls, quotationInput, thisYear } from './support/quotation-staff';

// Staff quotations (docs/product.md §25, decision 048): saved as numbered drafts with totals
// counted in centavos, the lead's history told, and nothing stored of a refused one.
const ctx = setupApi();
const q = quotationCalls(ctx);

beforeEach(async () => {
  await setSettingValues(ctx.db, { currency: 'PHP', vat_mode: 'exclusive' });
});

describe('POST /api/admin/leads/:id/quotations', () => {
  it('saves a draft numbered Q-YYYY-0001, then 0002, with its totals, signatory and history entry', async () => {
    const admin = await createAdmin(ctx.db, { name: 'Ana Admin', email: 'ana@ironsite.test' });
    const lead = await createLead(ctx.db, { kind: 'quote' });
    const res = await q.create(lead.id, quotationInput(), admin.token);
    expect(res.statusCode, res.body).toBe(201);
    const year = thisYear();
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Quotation saved as a draft.',
      data: {
        lead_id: lead.id,
        number: `Q-${year}-0001`,
        revision: 0,
        reference: `Q-${year}-0001`,
        status: 'draft',
        currency: 'PHP',
        vat_mode: 'exclusive',
        lines: [
          {
            position: 1,
            variant_id: null,
            description: 'ZL50G Wheel Loader',
            quantity: 2,
            unit_price: 1_250_000,
            discount: 50_000,
            amount: 2_450_000,
          },
        ],
        totals: { subtotal: 2_500_000, discount: 50_000, vat: 294_000, total: 2_744_000 },
        valid_until: inDays(30),
        payment_terms: 'Cash: 50% down payment.\nBalance before delivery.',
        delivery_time: '4 to 6 weeks',
        notes: null,
        signatory: { name: 'Ana Admin', email: 'ana@ironsite.test' },
        sent_at: null,
        pdf_url: `/api/admin/quotations/${body.data.id}/pdf`,
      },
    });
    const events = await q.events(lead.id);
    expect(events).toEqual([
      expect.objectContaining({
        quotationAction: 'created',
        quotationId: body.data.id,
        status: 'new',
        userId: admin.user.id,
        userName: 'Ana Admin',
      }),
    ]);

    const second = await q.create(lead.id, quotationInput(), admin.token);
    expect(second.json().data.reference).toBe(`Q-${year}-0002`);
    const list = await q.list(lead.id, admin.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((x: { reference: string }) => x.reference)).toEqual([
      `Q-${year}-0002`,
      `Q-${year}-0001`,
    ]);
  });

  it.each([
    [
      'inclusive VAT, read out of the prices and rounded once, half up',
      'inclusive',
      [{ description: 'Part', quantity: 1, unit_price: 0.05 }],
      { subtotal: 0.05, discount: 0, vat: 0.01, total: 0.05 },
    ],
    [
      'exclusive VAT on 1 centavo rounds to nothing',
      'exclusive',
      [{ description: 'Washer', quantity: 1, unit_price: 0.01 }],
      { subtotal: 0.01, discount: 0, vat: 0, total: 0.01 },
    ],
    [
      'exclusive VAT of several discounted lines, on the net',
      'exclusive',
      [
        { description: 'Loader', quantity: 3, unit_price: 1999.99, discount: 0.97 },
        { description: 'Bucket', quantity: 1, unit_price: 10.05 },
      ],
      { subtotal: 6010.02, discount: 0.97, vat: 721.09, total: 6730.14 },
    ],
    [
      'no VAT',
      'none',
      [{ description: 'Loader', quantity: 999, unit_price: 0.99 }],
      {
        subtotal: 989.01,
        discount: 0,
        vat: 0,
        total: 989.01,
      },
    ],
  ])('totals: %s', async (_name, vatMode, lines, totals) => {
    await setSettingValues(ctx.db, { vat_mode: vatMode as string });
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { kind: 'quote-list' });
    const res = await q.create(lead.id, quotationInput({ lines }), admin.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ vat_mode: vatMode, totals });
  });

  it('keeps a line whose machine is unknown, hidden or deleted as text with the price given', async () => {
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { kind: 'inquiry' });
    const shown = await createVariant(ctx.db, { name: 'XE215 Excavator', price: 99 });
    const hiddenBrand = await createBrand(ctx.db, { isActive: false });
    const hiddenCategory = await createCategory(ctx.db, { brandId: hiddenBrand.id });
    const hiddenProduct = await createProduct(ctx.db, {
      brandId: hiddenBrand.id,
      categoryId: hiddenCategory.id,
    });
    const hidden = await createVariant(ctx.db, { productId: hiddenProduct.id });
    const res = await q.create(
      lead.id,
      quotationInput({
        lines: [
          { variant_id: shown.id, description: 'XE215 Excavator', quantity: 1, unit_price: 4_500_000 },
          { variant_id: 987_654, description: 'Old model', quantity: 1, unit_price: 100 },
          { variant_id: hidden.id, description: 'Hidden model', quantity: 1, unit_price: 5 },
        ],
      }),
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.lines).toMatchObject([
      { variant_id: shown.id, description: 'XE215 Excavator', unit_price: 4_500_000 },
      { variant_id: null, description: 'Old model', unit_price: 100 },
      { variant_id: null, description: 'Hidden model', unit_price: 5 },
    ]);
  });

  it('cleans markup and line breaks of one-line fields; payment terms and notes keep their lines', async () => {
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { kind: 'quote' });
    const res = await q.create(
      lead.id,
      quotationInput({
        lines: [
          { description: '<b>Loader</b>\r\nwith <script>x</script>bucket', quantity: 1, unit_price: 1 },
        ],
        delivery_time: 'Two\r\nweeks <i>max</i>',
        payment_terms: 'Cash\n<b>50%</b> down',
        notes: 'Line one\nLine <a href="x">two</a>',
      }),
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.lines[0].description).not.toMatch(/[<>\r\n]/);
    expect(data.lines[0].description).toContain('Loader');
    expect(data.delivery_time).toBe('Two weeks max');
    expect(data.payment_terms).toBe('Cash\n50% down');
    expect(data.notes).toBe('Line one\nLine two');
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['no lines', { lines: [] }, 'lines'],
    ['lines not a list', { lines: 'x' }, 'lines'],
    ['quantity 0', { lines: [{ description: 'A', quantity: 0, unit_price: 1 }] }, 'lines.0.quantity'],
    ['quantity 1000', { lines: [{ description: 'A', quantity: 1000, unit_price: 1 }] }, 'lines.0.quantity'],
    ['quantity 1.5', { lines: [{ description: 'A', quantity: 1.5, unit_price: 1 }] }, 'lines.0.quantity'],
    ['quantity "2"', { lines: [{ description: 'A', quantity: '2', unit_price: 1 }] }, 'lines.0.quantity'],
    [
      'a negative price',
      { lines: [{ description: 'A', quantity: 1, unit_price: -1 }] },
      'lines.0.unit_price',
    ],
    [
      'three decimals',
      { lines: [{ description: 'A', quantity: 1, unit_price: 1.005 }] },
      'lines.0.unit_price',
    ],
    [
      'a discount above the line',
      { lines: [{ description: 'A', quantity: 1, unit_price: 1, discount: 2 }] },
      'lines.0.discount',
    ],
    [
      'no description',
      { lines: [{ description: '<b></b>', quantity: 1, unit_price: 1 }] },
      'lines.0.description',
    ],
    [
      'an oversized description',
      { lines: [{ description: 'x'.repeat(301), quantity: 1, unit_price: 1 }] },
      'lines.0.description',
    ],
    [
      '51 lines',
      { lines: Array.from({ length: 51 }, () => ({ description: 'A', quantity: 1, unit_price: 1 })) },
      'lines',
    ],
    [
      'a total too large',
      {
        lines: [
          { description: 'A', quantity: 999, unit_price: 999_999_999_999.99 },
          { description: 'B', quantity: 1, unit_price: 1 },
        ],
      },
      'lines',
    ],
    ['a malformed date', { valid_until: '31/12/2026' }, 'valid_until'],
    ['an impossible date', { valid_until: '2026-02-30' }, 'valid_until'],
    ['a date in the past', { valid_until: inDays(-1) }, 'valid_until'],
    ['no payment terms', { payment_terms: '  ' }, 'payment_terms'],
    ['oversized notes', { notes: 'x'.repeat(2001) }, 'notes'],
    ['an oversized delivery time', { delivery_time: 'x'.repeat(201) }, 'delivery_time'],
  ];
  it.each(bad)('refuses %s with 422 on its field and stores nothing', async (_name, over, field) => {
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { kind: 'quote' });
    const res = await q.create(lead.id, quotationInput(over), admin.token);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(await q.rows()).toHaveLength(0);
    expect(await q.lines()).toHaveLength(0);
    expect(await ctx.db.select().from(leadEvents)).toHaveLength(0);
  });

  it('the numbers used stay used: a refused save takes none', async () => {
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { kind: 'quote' });
    await q.create(lead.id, quotationInput({ valid_until: inDays(-1) }), admin.token);
    const res = await q.create(lead.id, quotationInput(), admin.token);
    expect(res.json().data.number).toBe(`Q-${thisYear()}-0001`);
  });

  it('404 for an unknown lead, 409 for a general inquiry and for an erased lead', async () => {
    const admin = await createAdmin(ctx.db);
    expect((await q.create(999_999, quotationInput(), admin.token)).statusCode).toBe(404);
    expect((await q.create('abc', quotationInput(), admin.token)).statusCode).toBe(422);
    const general = await createLead(ctx.db, { kind: 'general' });
    const res = await q.create(general.id, quotationInput(), admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/quote requests, quote lists and product inquiries/);
    const erased = await createLead(ctx.db, { kind: 'quote', erasedAt: new Date() });
    expect((await q.create(erased.id, quotationInput(), admin.token)).statusCode).toBe(409);
    expect(await q.rows()).toHaveLength(0);
  });
});

describe('roles and scope', () => {
  it('viewers and editors may not write (403); a sales rep works only on their own leads (404 otherwise)', async () => {
    const admin = await createAdmin(ctx.db);
    const viewer = await createUser(ctx.db, { role: 'viewer' });
    const editor = await createUser(ctx.db, { role: 'editor' });
    const rep = await createUser(ctx.db, { role: 'sales' });
    const other = await createUser(ctx.db, { role: 'sales' });
    const mine = await createLead(ctx.db, { kind: 'quote', assigneeId: rep.user.id });
    const theirs = await createLead(ctx.db, { kind: 'quote', assigneeId: other.user.id });

    for (const u of [viewer, editor]) {
      expect((await q.create(mine.id, quotationInput(), u.token)).statusCode).toBe(403);
      expect((await q.list(mine.id, u.token)).statusCode).toBe(403);
    }
    expect((await q.create(mine.id, quotationInput(), undefined)).statusCode).toBe(401);

    const created = await q.create(mine.id, quotationInput(), rep.token);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect((await q.create(theirs.id, quotationInput(), rep.token)).statusCode).toBe(404);
    expect((await q.list(theirs.id, rep.token)).statusCode).toBe(404);
    expect((await q.prefill(theirs.id, rep.token)).statusCode).toBe(404);

    // The other rep sees none of the first rep's quotation.
    expect((await q.patch(id, quotationInput(), other.token)).statusCode).toBe(404);
    expect((await q.revise(id, other.token)).statusCode).toBe(404);
    expect((await q.send(id, {}, other.token)).statusCode).toBe(404);
    expect((await q.pdf(id, other.token)).statusCode).toBe(404);
    expect((await q.pdf(id, viewer.token)).statusCode).toBe(403);

    const pdf = await q.pdf(id, rep.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await q.pdf(id, admin.token)).statusCode).toBe(200);
    expect((await q.pdf(999_999, admin.token)).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/quotations/:id', () => {
  it('changes a draft: lines replaced, totals counted again, the same number', async () => {
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { kind: 'quote' });
    const { data } = (await q.create(lead.id, quotationInput(), admin.token)).json();
    const res = await q.patch(
      data.id,
      quotationInput({ lines: [{ description: 'Bucket', quantity: 1, unit_price: 100 }], notes: 'New' }),
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Draft saved.',
      data: {
        id: data.id,
        reference: data.reference,
        lines: [{ position: 1, description: 'Bucket' }],
        totals: { subtotal: 100, vat: 12, total: 112 },
        notes: 'New',
      },
    });
    expect(await q.lines()).toHaveLength(1);
    // A refused change leaves the draft as it was.
    const refused = await q.patch(data.id, quotationInput({ lines: [] }), admin.token);
    expect(refused.statusCode).toBe(422);
    expect((await q.lines())[0]).toMatchObject({ description: 'Bucket' });
    expect((await q.patch(999_999, quotationInput(), admin.token)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/leads/:id/quotations/prefill', () => {
  it("a quote list's machines at the catalogue's current name and price; Contact for Price is null", async () => {
    await setSettingValues(ctx.db, { currency: 'USD', vat_mode: 'inclusive' });
    const admin = await createAdmin(ctx.db);
    const priced = await createVariant(ctx.db, { name: 'ZL50G Wheel Loader', price: 85_000 });
    const unpriced = await createVariant(ctx.db, { name: 'SY215C Excavator', price: null });
    const lead = await createLead(ctx.db, { kind: 'quote-list' });
    const { leadItems } = await import('../../server/db/schema');
    await ctx.db.insert(leadItems).values([
      {
        leadId: lead.id,
        position: 1,
        variantId: priced.id,
        variantName: 'Old name',
        brandName: 'B',
        quantity: 2,
      },
      {
        leadId: lead.id,
        position: 2,
        variantId: unpriced.id,
        variantName: 'SY215C',
        brandName: 'B',
        quantity: 1,
      },
      {
        leadId: lead.id,
        position: 3,
        variantId: null,
        variantName: 'Gone model',
        brandName: 'B',
        quantity: 3,
      },
    ]);
    const res = await q.prefill(lead.id, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      currency: 'USD',
      vat_mode: 'inclusive',
      lines: [
        { variant_id: priced.id, description: 'ZL50G Wheel Loader', quantity: 2, unit_price: 85_000 },
        { variant_id: unpriced.id, description: 'SY215C Excavator', quantity: 1, unit_price: null },
        { variant_id: null, description: 'Gone model', quantity: 3, unit_price: null },
      ],
      valid_until: inDays(30),
      payment_terms: expect.stringContaining('50% down payment'),
    });
  });

  it("a product inquiry's machine by id, a quote request's typed product and quantity", async () => {
    const admin = await createAdmin(ctx.db);
    const machine = await createVariant(ctx.db, { name: 'XE215 Excavator', price: 120_000 });
    const inquiry = await createLead(ctx.db, {
      kind: 'inquiry',
      product: 'typed text',
      payload: { variant_id: machine.id, source: 'product-detail' },
    });
    expect((await q.prefill(inquiry.id, admin.token)).json().data.lines).toEqual([
      { variant_id: machine.id, description: 'XE215 Excavator', quantity: 1, unit_price: 120_000 },
    ]);
    const quote = await createLead(ctx.db, {
      kind: 'quote-simple',
      product: 'Two loaders',
      payload: { quantity: '2 units' },
    });
    expect((await q.prefill(quote.id, admin.token)).json().data.lines).toEqual([
      { variant_id: null, description: 'Two loaders', quantity: 2, unit_price: null },
    ]);
    const general = await createLead(ctx.db, { kind: 'general' });
    expect((await q.prefill(general.id, admin.token)).statusCode).toBe(409);
    expect((await q.prefill(999_999, admin.token)).statusCode).toBe(404);
  });
});
