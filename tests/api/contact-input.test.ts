import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sitePath } from '#common/site-path';
import { leads } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import { createAdmin } from '../support/factories';

// What a contact form's texts become when stored: plain text without markup, single-line fields
// on one line, and a page that is either a path on this site or text the inbox never links.
const ctx = setupApi();

const base = { name: 'Juan Dela Cruz', email: 'juan@example.ph', message: 'Please send pricing.' };
const post = (kind: string, payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: `/api/contact/${kind}`, payload });
const allLeads = () => ctx.db.select().from(leads).orderBy(asc(leads.id));

describe('single-line fields keep no line breaks or control characters', () => {
  it('CR/LF, U+2028/2029, tabs and NUL collapse to one space; the message keeps its lines', async () => {
    const res = await post('quote', {
      ...base,
      name: 'Eve\r\nEmail: boss@evil.example',
      company: 'Acme\u2028Builders\u2029Inc',
      subject: 'Loader\tquote\u0000now',
      product: 'ZL50\rWheel\nLoader',
      quantity: '2\r\nunits',
      project_type: 'Road\u0085works',
      project_description: 'Line one\r\nLine two\rLine three',
      page: '/contact',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [lead] = await allLeads();
    expect(lead).toMatchObject({
      name: 'Eve Email: boss@evil.example',
      company: 'Acme Builders Inc',
      subject: 'Loader quote now',
      product: 'ZL50 Wheel Loader',
      message: 'Line one\nLine two\nLine three',
    });
    expect(lead.payload).toMatchObject({ quantity: '2 units', project_type: 'Road works' });
  });
});

describe('lead fields are stored and served without markup', () => {
  it('tags are dropped from every text; ordinary text survives', async () => {
    const res = await post('support', {
      ...base,
      name: '<b>Ana</b> <img src=x onerror=alert(1)>Reyes',
      company: '<script>alert(1)</script>A&B Builders',
      product: '60 m³/h <i>plant</i>',
      message: 'Loads 5 < 10 t.\n<a href="http://x.example">click</a> Señor Niño',
      product_type: '<u>Loader</u>',
      issue_category: '<style>*{}</style>hydraulics',
      urgency: 'high',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { token } = await createAdmin(ctx.db);
    const detail = (await call(ctx.app, { url: `/api/admin/leads/${res.json().id}`, token })).json();
    expect(detail).toMatchObject({
      name: 'Ana Reyes',
      company: 'A&B Builders',
      product: '60 m³/h plant',
      message: 'Loads 5 < 10 t.\nclick Señor Niño',
      payload: { product_type: 'Loader', issue_category: 'hydraulics' },
    });
    const { message: _message, ...rest } = detail;
    expect(JSON.stringify(rest)).not.toMatch(/<[a-z/!]/i);
  });

  it("the staff's note on a lead is plain text too", async () => {
    const res = await post('general', { ...base, subject: 'Hi' });
    const { token } = await createAdmin(ctx.db);
    const patched = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/admin/leads/${res.json().id}`,
      token,
      payload: { note: '<b>Call</b> back <script>x()</script>\nafter 5 < 6 pm' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.note).toBe('Call back \nafter 5 < 6 pm');
  });

  it('a name that is only markup is missing (422), like an empty one', async () => {
    const res = await post('general', { ...base, subject: 'Hi', name: '<img src=x onerror=alert(1)>' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Name is required'] });
  });

  it('wrong types and oversized values are 422, never 500', async () => {
    for (const payload of [
      { ...base, name: 123 },
      { ...base, page: { href: '//evil.example' } },
      { ...base, page: `/${'a'.repeat(600)}` },
      { ...base, company: 'x'.repeat(201) },
      { ...base, message: `<b>${'x'.repeat(5000)}</b>` },
      { ...base, variant_id: 'abc' },
    ]) {
      const res = await post('inquiry', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
  });
});

describe('the page a lead came from', () => {
  it.each([
    ['/products/7', '/products/7'],
    ['/products?search=loader', '/products?search=loader'],
    ['/a/../contact', '/contact'],
  ])('a path on this site (%s) is kept as its parsed path', async (page, stored) => {
    expect((await post('inquiry', { ...base, page })).statusCode).toBe(201);
    const [lead] = await allLeads();
    expect(lead.page).toBe(stored);
  });

  it.each([
    '/\t/evil.example/products',
    '/\\evil.example',
    '//evil.example',
    'https://evil.example/x',
    '/\r\n/evil.example',
    'javascript:alert(1)',
  ])('%j is kept as text that is never a site path (so never a link)', async (page) => {
    expect((await post('inquiry', { ...base, page })).statusCode).toBe(201);
    const [lead] = await allLeads();
    expect(lead.page).not.toMatch(/[\r\n\t]/);
    expect(sitePath(lead.page)).toBeNull();
  });
});
