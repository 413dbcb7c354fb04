import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '#common/schemas/contact';
import { variants } from '../../server/db/schema';
import { call } from '../support/api';
import { createAdmin } from '../support/factories';
import { pdfPages } from '../support/pdf';
import { STAFF, setupLeadMail } from './support/lead-mail';
import {
  CEBU,
  CEBU_CITY,
  inDays,
  postQuoteList,
  quoteCatalogue,
  quoteList,
  REGION_VII,
  sendQuoteList,
  stored,
} from './support/quote-list';

// POST /api/contact/quote-list (docs/product.md §19, decision 021): one lead of kind quote-list
// with its machines, stored before the 201; the inbox detail and both e-mails list the machines
// by the catalogue's names. Mail goes to a real SMTP server (tests/support/smtp.ts).
const { ctx, smtpUp, sendDue } = setupLeadMail();

describe('a quote list', () => {
  it('is stored as one lead with its three machines, named as the catalogue had them', async () => {
    const c = await quoteCatalogue(ctx);
    const neededBy = inDays(14);
    const res = await sendQuoteList(
      ctx,
      [
        { variant_id: c.loader.id, quantity: 2, note: 'with rock bucket' },
        // Names the browser sends are not taken: unknown fields are dropped.
        { variant_id: c.excavator.id, quantity: 1, variant_name: 'FREE GIFT', brand_name: 'evil' },
        { variant_id: c.crane.id, quantity: 999 },
      ],
      { needed_by: neededBy },
    );
    const { id } = res.json().data;
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        reference: `QL-${String(id).padStart(6, '0')}`,
        summary: { url: expect.stringMatching(/^\/quote\/summary\//), bytes: expect.any(Number) },
      },
    });

    const { leads, items, mails } = await stored(ctx);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      id,
      kind: 'quote-list',
      status: 'new',
      name: 'Juan Dela Cruz',
      phone: '09171234567',
      company: 'Acme Builders',
      product: '2 × ZL50G Wheel Loader, 1 × SY215C Excavator, 999 × QY25K Truck Crane',
      message: 'Deliver to the Mandaue yard.',
      tin: '123456789000',
      buyerType: 'contractor',
      intent: 'buy',
      regionCode: REGION_VII,
      regionName: 'Region VII (Central Visayas)',
      provinceCode: CEBU,
      provinceName: 'Cebu',
      cityCode: CEBU_CITY,
      cityName: 'City of Cebu',
      neededBy,
    });
    expect(leads[0].payload).not.toHaveProperty('items');
    expect(items.map(({ id: _id, ...item }) => item)).toEqual([
      {
        leadId: id,
        position: 1,
        variantId: c.loader.id,
        variantName: 'ZL50G Wheel Loader',
        brandName: 'XCMG',
        quantity: 2,
        note: 'with rock bucket',
      },
      {
        leadId: id,
        position: 2,
        variantId: c.excavator.id,
        variantName: 'SY215C Excavator',
        brandName: 'SANY',
        quantity: 1,
        note: null,
      },
      {
        leadId: id,
        position: 3,
        variantId: c.crane.id,
        variantName: 'QY25K Truck Crane',
        brandName: 'XCMG',
        quantity: 999,
        note: null,
      },
    ]);
    expect(mails.map((m) => m.kind)).toEqual(['staff', 'ack']);

    // Renamed later, or deleted: the list keeps what was asked for.
    await ctx.db.update(variants).set({ name: 'ZL50GN' }).where(eq(variants.id, c.loader.id));
    await ctx.db.delete(variants).where(eq(variants.id, c.crane.id));
    const { token } = await createAdmin(ctx.db);
    const detail = await call(ctx.app, { url: `/api/admin/leads/${id}`, token });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      kind: 'quote-list',
      product: '2 × ZL50G Wheel Loader, 1 × SY215C Excavator, 999 × QY25K Truck Crane',
      items: [
        { position: 1, variant_id: c.loader.id, variant_name: 'ZL50G Wheel Loader', brand_name: 'XCMG' },
        { position: 2, variant_id: c.excavator.id, quantity: 1, note: null },
        { position: 3, variant_id: null, variant_name: 'QY25K Truck Crane', quantity: 999 },
      ],
      quote_list: {
        reference: `QL-${String(id).padStart(6, '0')}`,
        tin: '123456789000',
        buyer_type: 'contractor',
        intent: 'buy',
        region: { code: REGION_VII, name: 'Region VII (Central Visayas)' },
        province: { code: CEBU, name: 'Cebu' },
        city: { code: CEBU_CITY, name: 'City of Cebu' },
        needed_by: neededBy,
      },
    });

    // The inbox lists it, and its kind filter finds it.
    const list = await call(ctx.app, { url: '/api/admin/leads?kind=quote-list', token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((l: { id: number; kind: string }) => [l.id, l.kind])).toEqual([
      [id, 'quote-list'],
    ]);
  });

  it('sends staff the machines with notes, place and TIN; the visitor the machines only', async () => {
    const c = await quoteCatalogue(ctx);
    const smtp = await smtpUp();
    const res = await sendQuoteList(ctx, [
      { variant_id: c.loader.id, quantity: 2, note: 'with rock bucket' },
      { variant_id: c.excavator.id, quantity: 1 },
    ]);
    const { id, reference } = res.json().data;
    expect(await sendDue()).toMatchObject({ sent: 2, failed: 0 });
    const [staff, ack] = smtp.received;

    expect(staff.to).toEqual([STAFF]);
    expect(staff.headers.subject).toBe('New quote list from Juan Dela Cruz (Acme Builders)');
    expect(staff.headers['reply-to']).toBe('juan@example.ph');
    for (const line of [
      `Reference: ${reference}`,
      'Phone: 09171234567',
      'TIN: 123-456-789-000',
      'Deliver to: City of Cebu, Cebu, Region VII (Central Visayas)',
      'Buyer type: Contractor',
      'Buy, rent or finance: Buy',
      'Machines:',
      '1. 2 × ZL50G Wheel Loader (XCMG) — note: with rock bucket',
      '2. 1 × SY215C Excavator (SANY)',
      'Deliver to the Mandaue yard.',
      `Open it in the admin: https://ironsite.example/admin/inquiries/${id}`,
    ]) {
      expect(staff.text.split(/\r?\n/)).toContain(line);
    }
    expect(staff.html).toContain('<li>2 × ZL50G Wheel Loader (XCMG) — note: with rock bucket</li>');

    expect(ack.to).toEqual(['juan@example.ph']);
    expect(ack.headers.subject).toBe('Ironsite Equipment: we received your quote list');
    for (const line of [
      'Dear Juan Dela Cruz,',
      'Thank you for your quote request. We will send you a detailed quote within 24 hours.',
      `Your reference: ${reference}`,
      '1. 2 × ZL50G Wheel Loader (XCMG)',
      '2. 1 × SY215C Excavator (SANY)',
    ]) {
      expect(ack.text.split(/\r?\n/)).toContain(line);
    }
    // Nothing the visitor typed beyond the name (decision 010).
    expect(`${ack.text}${ack.html}`).not.toMatch(/rock bucket|Mandaue|123-456/);

    // The buyer's summary rides along with the acknowledgement only (docs/product.md §22).
    expect(staff.attachments).toEqual([]);
    expect(ack.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`quote-request-${reference}.pdf`, 'application/pdf'],
    ]);
    const summary = (await pdfPages(ack.attachments[0].content)).join(' ');
    for (const text of [
      reference,
      'ZL50G Wheel Loader',
      'XCMG',
      'SY215C Excavator',
      'Juan Dela Cruz',
      'within 24 hours',
    ]) {
      expect(summary).toContain(text);
    }
    expect(summary).not.toMatch(/rock bucket|Mandaue/);
  });

  it('a filled honeypot: the same 201, stored with its machines closed as spam, no mail', async () => {
    const c = await quoteCatalogue(ctx);
    const res = await postQuoteList(
      ctx,
      quoteList([{ variant_id: c.loader.id, quantity: 1 }], { [HONEYPOT_FIELD]: 'https://spam.example' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        reference: expect.stringMatching(/^QL-\d{6}$/),
        summary: { url: expect.stringMatching(/^\/quote\/summary\//), bytes: expect.any(Number) },
      },
    });
    const { leads, items, mails } = await stored(ctx);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ status: 'closed', closeReason: 'spam', spamFlags: ['honeypot'] });
    expect(leads[0].payload).not.toHaveProperty(HONEYPOT_FIELD);
    expect(items).toHaveLength(1);
    expect(mails).toEqual([]);
  });

  it('sent within 3 seconds of opening: kept new and mailed, marked possible spam', async () => {
    const c = await quoteCatalogue(ctx);
    const res = await postQuoteList(
      ctx,
      quoteList([{ variant_id: c.loader.id, quantity: 1 }], { form_started_at: Date.now() - 500 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { leads, mails } = await stored(ctx);
    expect(leads[0]).toMatchObject({ status: 'new', spamFlags: ['too_fast'] });
    expect(mails).toHaveLength(2);
  });

  it('takes a place in Metro Manila, and the same machine twice as two lines', async () => {
    const c = await quoteCatalogue(ctx);
    const res = await postQuoteList(
      ctx,
      quoteList(
        [
          { variant_id: c.loader.id, quantity: 1, note: 'standard bucket' },
          { variant_id: c.loader.id, quantity: 1, note: 'rock bucket' },
        ],
        { region: '1300000000', province: '1300000000', city: '1380300000', tin: '', company: null },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { leads, items } = await stored(ctx);
    expect(leads[0]).toMatchObject({
      provinceName: 'Metro Manila',
      cityName: 'City of Makati',
      tin: null,
      company: null,
    });
    expect(items.map((i) => [i.position, i.variantId, i.note])).toEqual([
      [1, c.loader.id, 'standard bucket'],
      [2, c.loader.id, 'rock bucket'],
    ]);
  });
});
