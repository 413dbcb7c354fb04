import { asc, count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../server/db/schema';
import { call, postRaw, setupApi } from '../support/api';
import { expectFieldErrors } from './support/answers';

const ctx = setupApi();

const base = { name: 'Juan Dela Cruz', email: 'juan@example.ph', message: 'Please send pricing.' };
const post = (kind: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(ctx.app, { method: 'POST', url: `/api/contact/${kind}`, payload, headers });
const allLeads = () => ctx.db.select().from(leads).orderBy(asc(leads.id));
/** The 201's thanks, and the one lead it stored. */
async function storedWith(res: { statusCode: number; json: () => { message: string } }, thanks: string) {
  expect(res.statusCode).toBe(201);
  expect(res.json().message).toBe(thanks);
  const [lead] = await allLeads();
  return lead;
}
const leadCount = async () => (await ctx.db.select({ n: count() }).from(leads))[0].n;

describe('contact endpoints store every lead', () => {
  it('quote-simple: stores the home quote form (no subject) and answers 201 with the promise', async () => {
    const res = await post(
      'quote-simple',
      { ...base, phone: '0917-123-4567', company: 'Acme Builders', product: 'XL-200 Loader', quantity: 2 },
      { 'user-agent': 'vitest-agent' },
    );
    expect(res.statusCode).toBe(201);
    const [lead] = await allLeads();
    expect(res.json()).toEqual({
      success: true,
      message: 'Thank you for your quote request. We will send you a detailed quote within 24 hours.',
      id: lead.id,
    });
    expect(lead).toMatchObject({
      kind: 'quote-simple',
      name: 'Juan Dela Cruz',
      email: 'juan@example.ph',
      phone: '09171234567',
      company: 'Acme Builders',
      subject: null,
      product: 'XL-200 Loader',
      message: 'Please send pricing.',
      ip: '127.0.0.1',
      userAgent: 'vitest-agent',
      status: 'new',
    });
    expect(lead.payload).toMatchObject({ quantity: '2', phone: '09171234567' });
    expect(lead.createdAt).toBeInstanceOf(Date);
  });

  it('quote: stores project_description as the message', async () => {
    const res = await post('quote', {
      name: 'Ana Reyes',
      email: 'ana@example.ph',
      subject: 'Fleet quote',
      inquiry_type: 'quote',
      project_type: 'industrial',
      project_description: 'Three excavators for a quarry.',
      page: '/contact',
    });
    const lead = await storedWith(
      res,
      'Thank you for your quote request. We will send you a detailed quote within 24 hours.',
    );
    expect(lead).toMatchObject({
      kind: 'quote',
      subject: 'Fleet quote',
      message: 'Three excavators for a quarry.',
      page: '/contact',
      phone: null,
    });
    expect(lead.payload).toMatchObject({ project_type: 'industrial', inquiry_type: 'quote' });
  });

  it('general: stores the inquiry with interest_area defaulting to products', async () => {
    const res = await post('general', { ...base, subject: 'Dealership', page: '/' });
    const lead = await storedWith(
      res,
      'Thank you for your inquiry. We will get back to you within 24 hours.',
    );
    expect(lead).toMatchObject({ kind: 'general', subject: 'Dealership', page: '/' });
    expect(lead.payload).toMatchObject({ interest_area: 'products' });
  });

  it('general: accepts interest_area general from the home form', async () => {
    const res = await post('general', { ...base, subject: 'Hello', interest_area: 'general' });
    expect(res.statusCode).toBe(201);
    expect((await allLeads())[0].payload).toMatchObject({ interest_area: 'general' });
  });

  it('inquiry: stores the contact page form with inquiry_type defaulting to general', async () => {
    const res = await post('inquiry', { ...base, company: 'Acme', source: 'contact' });
    const lead = await storedWith(
      res,
      'Thank you for your inquiry. We will get back to you within 24 hours.',
    );
    expect(lead).toMatchObject({ kind: 'inquiry', company: 'Acme', subject: null });
    expect(lead.payload).toMatchObject({ inquiry_type: 'general', source: 'contact' });
  });

  it('inquiry: the product detail form names the product in its answer', async () => {
    const res = await post('inquiry', {
      ...base,
      product: 'ZL50 Wheel Loader',
      variant_id: 7,
      source: 'product-detail',
      page: '/products/7',
    });
    const lead = await storedWith(
      res,
      'Thank you for your interest in ZL50 Wheel Loader. We will contact you within 24 hours.',
    );
    expect(lead).toMatchObject({ product: 'ZL50 Wheel Loader', page: '/products/7' });
    expect(lead.payload).toMatchObject({ variant_id: 7, source: 'product-detail' });
  });

  it('support: stores urgency (default medium) and promises 4 hours', async () => {
    const res = await post('support', {
      ...base,
      product_type: 'General Equipment',
      issue_category: 'other',
    });
    const lead = await storedWith(res, 'Thank you for contacting support. We will respond within 4 hours.');
    expect(lead.kind).toBe('support');
    expect(lead.payload).toMatchObject({
      urgency: 'medium',
      product_type: 'General Equipment',
      issue_category: 'other',
    });
  });

  it('never stores unknown fields or client-chosen columns', async () => {
    const res = await post('quote-simple', {
      ...base,
      is_admin: true,
      status: 'closed',
      id: 999,
      ip: '1.2.3.4',
    });
    expect(res.statusCode).toBe(201);
    const [lead] = await allLeads();
    expect(lead.id).not.toBe(999);
    expect(lead.status).toBe('new');
    expect(lead.ip).toBe('127.0.0.1');
    expect(Object.keys(lead.payload).sort()).toEqual(
      // marketing_opt_in: the form's consent choice, false when not sent (docs/product.md §21).
      [
        'company',
        'email',
        'marketing_opt_in',
        'message',
        'name',
        'page',
        'phone',
        'product',
        'quantity',
        'subject',
      ].sort(),
    );
  });
});

describe('spam-check fields', () => {
  it('are optional, accepted on every form and kept out of the stored payload', async () => {
    const res = await post('quote-simple', { ...base, website: '', form_started_at: Date.now() - 20_000 });
    expect(res.statusCode).toBe(201);
    const [lead] = await allLeads();
    expect(lead.status).toBe('new');
    expect(lead.payload).not.toHaveProperty('website');
    expect(lead.payload).not.toHaveProperty('form_started_at');
    expect(lead.fillMs).toBeGreaterThanOrEqual(20_000);
  });

  it('a start time that is neither a number nor short text is a 422 like any malformed field', async () => {
    const res = await post('general', { ...base, subject: 's', form_started_at: { at: 1 } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['form_started_at']);
  });
});

describe('contact validation (docs/product.md §5)', () => {
  const cases: [string, string, Record<string, unknown>, string, string][] = [
    ['missing name', 'quote-simple', { ...base, name: undefined }, 'name', 'Name is required'],
    ['blank name', 'general', { ...base, subject: 's', name: '   ' }, 'name', 'Name is required'],
    ['empty email', 'inquiry', { ...base, email: '' }, 'email', 'Email is required'],
    ['missing email', 'support', { ...base, email: undefined }, 'email', 'Email is required'],
    [
      'malformed email',
      'quote-simple',
      { ...base, email: 'juan@' },
      'email',
      'Please enter a valid email address',
    ],
    ['missing message', 'general', { ...base, subject: 's', message: '' }, 'message', 'Message is required'],
    ['missing message', 'inquiry', { ...base, message: undefined }, 'message', 'Message is required'],
    [
      'missing project_description',
      'quote',
      { name: 'A', email: 'a@b.co' },
      'project_description',
      'Message is required',
    ],
    ['missing subject', 'general', base, 'subject', 'Subject is required'],
    [
      'modal subject',
      'inquiry',
      { ...base, source: 'modal', subject: ' ' },
      'subject',
      'Subject is required',
    ],
    [
      '10-digit phone',
      'quote-simple',
      { ...base, phone: '0917123456' },
      'phone',
      'Phone number must be exactly 11 digits',
    ],
    [
      '12-digit phone',
      'support',
      { ...base, phone: '091712345678' },
      'phone',
      'Phone number must be exactly 11 digits',
    ],
    ['bad urgency', 'support', { ...base, urgency: 'whenever' }, 'urgency', ''],
    ['bad interest_area', 'general', { ...base, subject: 's', interest_area: 'x' }, 'interest_area', ''],
    ['bad inquiry_type', 'inquiry', { ...base, inquiry_type: 'x' }, 'inquiry_type', ''],
    ['bad source', 'inquiry', { ...base, source: 'email' }, 'source', ''],
    [
      'long name',
      'quote-simple',
      { ...base, name: 'n'.repeat(121) },
      'name',
      'Must be at most 120 characters',
    ],
    ['long message', 'general', { ...base, subject: 's', message: 'm'.repeat(5001) }, 'message', ''],
    ['long page', 'inquiry', { ...base, page: `/${'p'.repeat(500)}` }, 'page', ''],
  ];

  it.each(cases)('%s on %s → 422 on %s', async (_label, kind, payload, field, message) => {
    const res = await post(kind, payload);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors)).toEqual([field]);
    if (message) expect(body.errors[field]).toEqual([message]);
    expect(body.message).toBe(body.errors[field][0]);
    expect(await leadCount()).toBe(0);
  });

  it('reports every missing field of an empty form at once', async () => {
    const res = await post('general', {});
    expectFieldErrors(res, {
      name: ['Name is required'],
      email: ['Email is required'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
  });

  it('keeps only the digits of a phone: 0917-123-4567 is accepted as 09171234567', async () => {
    const res = await post('general', { ...base, subject: 's', phone: '0917-123-4567' });
    expect(res.statusCode).toBe(201);
    expect((await allLeads())[0].phone).toBe('09171234567');
  });

  it('treats an empty or punctuation-only phone as no phone', async () => {
    expect((await post('inquiry', { ...base, phone: '' })).statusCode).toBe(201);
    expect((await post('inquiry', { ...base, phone: ' - ' })).statusCode).toBe(201);
    expect((await allLeads()).map((l) => l.phone)).toEqual([null, null]);
  });

  it('rejects a body that is not an object and stores nothing', async () => {
    const res = await postRaw(ctx.app, '/api/contact/inquiry', '"text"', 'application/json');
    expect(res.statusCode).toBe(422);
    expect(await leadCount()).toBe(0);
  });
});
